import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** STORAGE_URL and credentials for a fresh, empty bucket on this server. */
  env: Record<'STORAGE_URL' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  endpoint: string;
  /** The bucket `env` names. */
  bucketName: string;
  /** Another empty bucket on the same server (a restore target). */
  bucket(): Promise<TestS3['env']>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API over HTTP, objects in a temporary folder) on a free
 * port of 127.0.0.1, with an empty bucket of a random name. The server checks request signatures against
 * its fixed credentials, so a request the SDK signed wrongly fails here as it would on AWS.
 */
export async function startTestS3(): Promise<TestS3> {
  // The SDK warns once per process that its releases from 2027 need Node 22 (docs/decisions/040); the
  // warning goes through console.error, which fails a test (fail-on-console-error.ts).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = await mkdtemp(path.join(tmpdir(), 'quayside-s3-'));
  const name = () => `quayside-${randomBytes(6).toString('hex')}`;
  const first = name();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: first, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const envFor = (bucket: string): TestS3['env'] => ({
    STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    // s3rver's own fixed credentials: it verifies every signature with them.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return {
    env: envFor(first),
    endpoint,
    bucketName: first,
    async bucket() {
      const bucket = name();
      const response = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
      if (!response.ok) throw new Error(`could not create bucket ${bucket}: ${response.status}`);
      return envFor(bucket);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
