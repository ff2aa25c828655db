import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { localFileStorage } from '../../lib/file-storage';
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
