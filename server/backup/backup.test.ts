import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  giveProfile,
  operatorCall,
  requestQuote,
  submitRepayment,
  uploadVoucher,
} from '../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { startTestS3, type TestS3 } from '../../tests/helpers/s3-server';
import { createTestApp, type TestContext, testEngine } from '../../tests/helpers/test-app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { loanBills, loans, repayments, uploads } from '../db/schema';
import { localFileStorage } from '../lib/file-storage';
import { fileStorageFor } from '../lib/file-storage-driver';
import { folderBytes, restoreBackup, sha256Of, writeBackup } from './backup';

let ctx: TestContext;
let s3: TestS3;
const folders: string[] = [];
let restoredName: string | undefined;

const adminUrl = process.env.TEST_DATABASE_URL;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
async function folder(name: string) {
  const made = await mkdtemp(path.join(tmpdir(), `quayside-${name}-`));
  folders.push(made);
  return made;
}

beforeAll(async () => {
  s3 = await startTestS3();
  // The source keeps its uploads in a bucket; the restore goes to a folder: both stores, both ways.
  ctx = await createTestApp({ env: { DATA_DIR: await folder('backup-source'), ...s3.env } });
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
  if (restoredName) await admin(`drop database if exists ${restoredName} with (force)`);
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

async function readBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe(`npm run backup / restore (${testEngine})`, () => {
  // A backup of a PGlite folder taken while uploads go on took 41 s and its restore 12 s on a machine running
  // two suites at once: past the project's 60 s for one test, so this one has two minutes.
  it('backs up a whole loan while writes go on, and restores every acknowledged row and file elsewhere', {
    timeout: 120_000,
  }, async () => {
    const operator = await createMemberWithToken(ctx, { role: 'operator' });
    const borrower = await createMemberWithToken(ctx);
    await giveProfile(ctx, borrower);
    const loanId = await disbursedLoan(ctx, borrower, operator);
    const [bill] = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
    const voucher = await uploadVoucher(ctx, borrower);
    const submitted = await submitRepayment(ctx, borrower, { billIds: [bill!.id], voucherUploadId: voucher });
    const repaymentId = submitted.json().data.repaymentId as number;
    const confirmed = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${repaymentId}/confirm`,
    );
    expect(confirmed.json().code).toBe('0');
    const acknowledged = [voucher];
    for (let i = 0; i < 4; i++) acknowledged.push(await uploadVoucher(ctx, borrower));

    // Writers keep uploading and quoting while the backup runs (several members: 30 uploads each per 10 min).
    const writers: TestMember[] = [];
    for (let i = 0; i < 4; i++) writers.push(await createMemberWithToken(ctx));
    let writing = true;
    const during: number[] = [];
    const writes = (async () => {
      for (let round = 0; writing && round < 100; round++) {
        const writer = writers[round % writers.length]!;
        during.push(await uploadVoucher(ctx, writer));
        await requestQuote(ctx, borrower);
      }
    })();
    const backupDir = path.join(await folder('backup'), 'quayside-backup');
    const backupStarted = Date.now();
    const manifest = await writeBackup(
      { database: ctx.deps.database, databaseUrl: ctx.databaseUrl, storage: fileStorageFor(ctx.deps.config) },
      backupDir,
    );
    const backupMs = Date.now() - backupStarted;
    writing = false;
    await writes;
    expect(during.length).toBeGreaterThan(0);
    expect(manifest.uploads.count).toBe(manifest.rows['public.uploads']);
    expect(manifest.rows['public.loans']).toBeGreaterThanOrEqual(1);

    // Elsewhere: an empty database (or PGlite folder) and an empty uploads folder.
    const target = await folder('restore');
    let databaseUrl: string | undefined;
    if (testEngine === 'postgres') {
      restoredName = `quayside_r_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${restoredName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${restoredName}`;
      databaseUrl = url.toString();
    }
    const storage = localFileStorage(target);
    const restoreStarted = Date.now();
    const report = await restoreBackup(backupDir, {
      databaseUrl,
      pgliteDir: path.join(target, 'pglite'),
      storage,
    });
    const restoreMs = Date.now() - restoreStarted;
    expect(report.rows).toEqual(manifest.rows);
    process.stdout.write(
      `backup (${testEngine}): ${manifest.uploads.count} files, ${await folderBytes(backupDir)} bytes in ` +
        `${backupMs} ms with ${during.length} uploads written meanwhile; restore ${restoreMs} ms\n`,
    );

    const restored: DatabaseHandle = await openDatabase(
      databaseUrl ? { url: databaseUrl, poolSize: 1 } : { dataDir: path.join(target, 'pglite') },
    );
    try {
      const [loan] = await restored.db.select().from(loans).where(eq(loans.id, loanId));
      expect(loan?.status).toBe('DISBURSED');
      const bills = await restored.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
      expect(bills).toHaveLength(12);
      expect(bills.find((row) => row.id === bill!.id)?.status).toBe('REPAID');
      const [repayment] = await restored.db.select().from(repayments).where(eq(repayments.id, repaymentId));
      expect(repayment?.status).toBe('CONFIRMED');
      // Every upload acknowledged before the backup began is there, its file's bytes equal to its sha256;
      // one acknowledged while it ran is there whole or not at all.
      const rows = await restored.db
        .select()
        .from(uploads)
        .where(inArray(uploads.id, [...acknowledged, ...during]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of acknowledged) expect(byId.has(id), `upload ${id}`).toBe(true);
      for (const row of rows) {
        const original = await readBytes(await fileStorageFor(ctx.deps.config).read(row.storageKey));
        const copy = await readBytes(await storage.read(row.storageKey));
        expect(sha256Of(copy)).toBe(row.sha256);
        expect(copy.equals(original)).toBe(true);
      }
    } finally {
      await restored.close();
    }

    // A target that holds anything is refused before it is changed.
    await expect(
      restoreBackup(backupDir, { databaseUrl, pgliteDir: path.join(target, 'pglite'), storage }),
    ).rejects.toThrow(/not empty/);
  });
});
