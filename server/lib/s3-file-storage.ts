import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, inFlightKeys, KEY_FORMAT, newStorageKey } from './file-storage';

/** Where a bucket is and how to reach it: `s3://bucket[/prefix]?endpoint=…&region=…&pathStyle=…`. */
export interface S3Target {
  bucket: string;
  /** Put before every key, '' or ending in '/': one bucket can hold several installations' uploads. */
  prefix: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2…); AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: what most compatible services need. */
  pathStyle: boolean;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const PARAMS = new Set(['endpoint', 'region', 'pathStyle']);

/** Reads STORAGE_URL; throws on anything it does not understand, so config.ts can name the key. */
export function parseS3Url(value: string): S3Target {
  const url = new URL(value);
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error('not a bucket name');
  if (url.username || url.password || url.port) throw new Error('credentials belong in S3_ACCESS_KEY_ID');
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  if (path && !PREFIX.test(path)) throw new Error('not a key prefix');
  for (const name of url.searchParams.keys()) if (!PARAMS.has(name)) throw new Error(`unknown ${name}`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:$/.test(new URL(endpoint).protocol)) {
    throw new Error('endpoint must be http(s)');
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new Error('not a region');
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') throw new Error('pathStyle');
  return {
    bucket,
    prefix: path ? `${path}/` : '',
    endpoint,
    region,
    // A custom endpoint is nearly always a compatible service that wants path-style addressing.
    pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
}

const LIST_PAGE = 1000;

/**
 * Uploads in an S3 bucket (or under a prefix of one), shared by every copy of the server. A PUT is the
 * whole write: S3 stores an object completely or not at all and answers only once it is durable, so there
 * is no `.partial` stage and `partials` are always empty. The SDK is loaded on first use, so an
 * installation on the folder driver never pays for it at start.
 */
export function s3FileStorage(
  target: S3Target,
  credentials?: S3Credentials,
  options: { listPage?: number } = {},
): FileStorage {
  const listPage = options.listPage ?? LIST_PAGE;
  const writing = inFlightKeys(`s3://${target.endpoint ?? 'aws'}/${target.bucket}/${target.prefix}`);
  const sdk = import('@aws-sdk/client-s3');
  let client: Promise<S3Client> | undefined;
  const connect = () => {
    client ??= sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: target.region,
          ...(target.endpoint ? { endpoint: target.endpoint } : {}),
          forcePathStyle: target.pathStyle,
          ...(credentials ? { credentials } : {}),
          // A stalled store must fail a request rather than hold it (and its memory) indefinitely.
          requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
        }),
    );
    return client;
  };
  const objectOf = (key: string) => {
    // Defence in depth: only keys this module made are ever turned into object names.
    if (!KEY_FORMAT.test(key)) throw new Error('malformed storage key');
    return `${target.prefix}${key}`;
  };
  const putObject = async (key: string, bytes: Buffer) => {
    const { PutObjectCommand } = await sdk;
    await (await connect()).send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: objectOf(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  };
  /** Every object under the prefix that is one of our keys, page by page. */
  const listAll = async () => {
    const { ListObjectsCommand } = await sdk;
    const s3 = await connect();
    const found: { key: string; bytes: number; modified: Date }[] = [];
    // The first listing (ListObjects), paged by the last key seen (Marker): every S3 implementation has
    // it, while the second's continuation tokens fail on some (s3rver cannot make them under OpenSSL 3).
    let after: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsCommand({
          Bucket: target.bucket,
          Prefix: target.prefix,
          MaxKeys: listPage,
          ...(after ? { Marker: after } : {}),
        }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        const key = object.Key?.slice(target.prefix.length);
        if (!key || !KEY_FORMAT.test(key)) continue;
        found.push({ key, bytes: object.Size ?? 0, modified: object.LastModified ?? new Date(0) });
      }
      after = page.IsTruncated ? contents.at(-1)?.Key : undefined;
    } while (after);
    return found;
  };

  return {
    kind: 's3',
    async put(bytes) {
      const key = newStorageKey();
      writing.add(key);
      try {
        await putObject(key, bytes);
      } catch (error) {
        // The PUT may have landed before the failure was seen: the object then waits for the sweep.
        writing.delete(key);
        throw error;
      }
      return key;
    },
    settle: (key) => {
      writing.delete(key);
    },
    async read(key) {
      const { GetObjectCommand } = await sdk;
      const answer = await (await connect()).send(
        new GetObjectCommand({ Bucket: target.bucket, Key: objectOf(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer has no readable body');
      return answer.Body;
    },
    async exists(key) {
      const { HeadObjectCommand } = await sdk;
      try {
        await (await connect()).send(new HeadObjectCommand({ Bucket: target.bucket, Key: objectOf(key) }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
    async remove(key) {
      const { DeleteObjectCommand } = await sdk;
      // Deleting a key that is not there succeeds, as `rm --force` does in the folder.
      await (await connect()).send(new DeleteObjectCommand({ Bucket: target.bucket, Key: objectOf(key) }));
    },
    async sweepable(olderThan) {
      const keys = (await listAll())
        .filter((object) => !writing.has(object.key) && object.modified < olderThan)
        .map((object) => object.key);
      return { keys, partials: [] };
    },
    removePartial: async () => {
      throw new Error('an S3 store has no partial files');
    },
    async list() {
      return (await listAll())
        .map(({ key, bytes }) => ({ key, bytes }))
        .sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    restore: putObject,
  };
}
