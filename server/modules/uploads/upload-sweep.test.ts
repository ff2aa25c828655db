import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { startTestS3, type TestS3 } from '../../../tests/helpers/s3-server';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { localFileStorage } from '../../lib/file-storage';
import { fileStorageFor } from '../../lib/file-storage-driver';
import { parseS3Url, s3FileStorage } from '../../lib/s3-file-storage';
import { sweepOrphanUploads } from './upload-sweep';
import { insertUpload } from './uploads-repository';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-sweep-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fileOf = (key: string) => path.join(dataDir, 'uploads', key);
const aged = async (key: string, minutes: number) => {
  const then = new Date(Date.now() - minutes * 60_000);
  await utimes(fileOf(key), then, then);
};

describe('sweepOrphanUploads', () => {
  it('removes unnamed files and .partials past the grace, and keeps named, young and in-flight ones', async () => {
    const storage = localFileStorage(dataDir);
    const member = await createMemberWithToken(ctx);
    const named = await storage.put(Buffer.from('named'));
    storage.settle(named);
    await insertUpload(ctx.deps.db, {
      memberId: member.id,
      mime: 'image/png',
      bytes: 5,
      width: 1,
      height: 1,
      sha256: 'x'.repeat(64),
      storageKey: named,
      createdAt: ctx.clock.now(),
    });
    const orphan = await storage.put(Buffer.from('orphan'));
    storage.settle(orphan);
    const young = await storage.put(Buffer.from('young'));
    storage.settle(young);
    const inFlight = await storage.put(Buffer.from('in flight'));
    const partial = `${orphan.slice(0, 2)}/${'a'.repeat(32)}.partial`;
    await mkdir(path.dirname(fileOf(partial)), { recursive: true });
    await writeFile(fileOf(partial), 'half');
    for (const key of [named, orphan, inFlight, partial]) await aged(key, 20);

    expect(await sweepOrphanUploads(ctx.deps, 15 * 60_000)).toEqual({ orphans: 1, partials: 1 });
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(partial))).toBe(false);
    expect(existsSync(fileOf(named))).toBe(true);
    expect(existsSync(fileOf(young))).toBe(true);
    expect(existsSync(fileOf(inFlight))).toBe(true);

    // Once its request is over, a file nobody named goes too, whatever its age at a start-up sweep.
    storage.settle(inFlight);
    expect(await sweepOrphanUploads(ctx.deps, 0)).toEqual({ orphans: 2, partials: 0 });
    expect(existsSync(fileOf(named))).toBe(true);
  });
});

describe('sweepOrphanUploads on an S3 bucket', () => {
  let s3: TestS3;
  let bucketCtx: TestContext;
  beforeAll(async () => {
    s3 = await startTestS3();
    bucketCtx = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
  });
  afterAll(async () => {
    await bucketCtx.close();
    await s3.close();
  });

  it('removes unnamed objects past the grace, and keeps named, young and in-flight ones', async () => {
    const storage = fileStorageFor(bucketCtx.deps.config);
    expect(storage.kind).toBe('s3');
    const member = await createMemberWithToken(bucketCtx);
    const named = await storage.put(Buffer.from('named'));
    storage.settle(named);
    await insertUpload(bucketCtx.deps.db, {
      memberId: member.id,
      mime: 'image/png',
      bytes: 5,
      width: 1,
      height: 1,
      sha256: 'y'.repeat(64),
      storageKey: named,
      createdAt: bucketCtx.clock.now(),
    });
    const orphan = await storage.put(Buffer.from('orphan'));
    storage.settle(orphan);
    const inFlight = await storage.put(Buffer.from('in flight'));

    // Every object was written just now: within a 15-minute grace none is old enough.
    expect(await sweepOrphanUploads(bucketCtx.deps, 15 * 60_000)).toEqual({ orphans: 0, partials: 0 });
    // Judged as if a minute had passed beyond the grace (S3 keeps the time of the write; it cannot be aged).
    expect(await sweepOrphanUploads(bucketCtx.deps, -60_000)).toEqual({ orphans: 1, partials: 0 });
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(named)).toBe(true);
    expect(await storage.exists(inFlight)).toBe(true);
    const stream = await storage.read(named);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('named');
    await expect(storage.read(orphan)).rejects.toThrow();

    storage.settle(inFlight);
    expect(await sweepOrphanUploads(bucketCtx.deps, -60_000)).toEqual({ orphans: 1, partials: 0 });
    expect((await storage.list()).map((object) => object.key)).toEqual([named]);
  });

  it('lists a bucket page by page, and keeps apart the installations under other prefixes', async () => {
    const env = await s3.bucket();
    const target = parseS3Url(env.STORAGE_URL);
    const credentials = { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
    const paged = s3FileStorage(target, credentials, { listPage: 2 });
    const other = s3FileStorage({ ...target, prefix: 'other/' }, credentials);
    const keys = [];
    for (let i = 0; i < 5; i++) {
      const key = await paged.put(Buffer.from(`object ${i}`));
      paged.settle(key);
      keys.push(key);
    }
    const foreign = await other.put(Buffer.from('another installation'));
    other.settle(foreign);
    expect((await paged.list()).map((object) => object.key)).toEqual([...keys].sort());
    expect((await other.list()).map((object) => object.key)).toEqual([foreign]);
    expect((await paged.sweepable(new Date(Date.now() + 60_000))).keys.sort()).toEqual([...keys].sort());
  });
});
