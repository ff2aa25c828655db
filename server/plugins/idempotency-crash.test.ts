import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyBody,
  disbursedLoan,
  giveProfile,
  requestQuote,
  seededOperator,
  uploadVoucher,
} from '../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { decisions, idempotencyKeys, loanBills, loans, repayments, uploads } from '../db/schema';
import { sweepOrphanUploads } from '../modules/uploads/upload-sweep';
import { type FaultPoint, SimulatedCrash } from './idempotency-faults';

// The dangerous moments of an idempotent write, each pinned: the hook stands for the process dying there
// (SimulatedCrash skips every clean-up a killed process would not run; an open transaction rolls back as
// it does for a dead connection). After each "crash" the same request is sent again, as the client's
// retry after the restart, and must end as exactly one effect with nothing left over.
let ctx: TestContext;
let dataDir: string;
let operator: TestMember;
let armed: { point: FaultPoint; gate?: Promise<void> } | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-crash-'));
  ctx = await createTestApp({
    env: { DATA_DIR: dataDir },
    deps: {
      faults: async (point) => {
        if (armed?.point !== point) return;
        const { gate } = armed;
        armed = null;
        if (gate) await gate;
        else throw new SimulatedCrash(point);
      },
    },
  });
  operator = await seededOperator(ctx);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  armed = null;
});

const crashAt = (point: FaultPoint) => {
  armed = { point };
};

async function png(): Promise<Buffer> {
  return sharp(randomBytes(6 * 6 * 3), { raw: { width: 6, height: 6, channels: 3 } })
    .png()
    .toBuffer();
}

const BOUNDARY = '----quayside-crash-boundary';
function upload(member: TestMember, bytes: Buffer, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: {
      ...member.headers(),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'idempotency-key': key,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  const found: string[] = [];
  for (const folder of await readdir(root)) {
    for (const name of await readdir(path.join(root, folder))) found.push(`${folder}/${name}`);
  }
  return found;
}

const uploadsOf = (member: TestMember) =>
  ctx.deps.db.select().from(uploads).where(eq(uploads.memberId, member.id));

/** Every committed upload's file is on disk, and every file on disk is some committed upload's. */
async function expectFilesMatchRows() {
  const rows = await ctx.deps.db.select({ storageKey: uploads.storageKey }).from(uploads);
  expect((await filesOnDisk()).sort()).toEqual(rows.map((row) => row.storageKey).sort());
}

describe('an upload killed at each dangerous point', () => {
  it('after the file is written: the retry stores it once; the start-up sweep takes the orphan', async () => {
    const member = await createMemberWithToken(ctx);
    const bytes = await png();
    const key = randomUUID();
    crashAt('upload.fileWritten');
    const cut = await upload(member, bytes, key);
    expect(cut.statusCode).toBe(500);
    expect(await uploadsOf(member)).toHaveLength(0);

    const retry = await upload(member, bytes, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await uploadsOf(member)).toHaveLength(1);
    expect(await sweepOrphanUploads(ctx.deps, 0)).toEqual({ orphans: 1, partials: 0 });
    await expectFilesMatchRows();
  });

  it('after the row is written but before the answer is stored: nothing committed, the retry runs once', async () => {
    const member = await createMemberWithToken(ctx);
    const bytes = await png();
    const key = randomUUID();
    crashAt('idempotency.effectDone');
    expect((await upload(member, bytes, key)).statusCode).toBe(500);
    expect(await uploadsOf(member)).toHaveLength(0);
    const keys = await ctx.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(0);

    const retry = await upload(member, bytes, key);
    expect(retry.statusCode).toBe(200);
    expect(await uploadsOf(member)).toHaveLength(1);
    expect((await sweepOrphanUploads(ctx.deps, 0)).orphans).toBe(1);
    await expectFilesMatchRows();
  });

  it('after the answer is committed but before it is sent: the retry replays it, no second row', async () => {
    const member = await createMemberWithToken(ctx);
    const bytes = await png();
    const key = randomUUID();
    crashAt('idempotency.answerCommitted');
    expect((await upload(member, bytes, key)).statusCode).toBe(500);
    const [row] = await uploadsOf(member);

    const retry = await upload(member, bytes, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(row?.id);
    expect(await uploadsOf(member)).toHaveLength(1);
    expect(await sweepOrphanUploads(ctx.deps, 0)).toEqual({ orphans: 0, partials: 0 });
    await expectFilesMatchRows();
  });

  it('a second request with the key waits for the first and replays its answer; one row', async () => {
    const member = await createMemberWithToken(ctx);
    const bytes = await png();
    const key = randomUUID();
    let open: () => void = () => {};
    armed = { point: 'idempotency.effectDone', gate: new Promise<void>((resolve) => (open = resolve)) };
    const first = upload(member, bytes, key);
    await until(() => armed === null);
    let secondDone = false;
    const second = upload(member, bytes, key).finally(() => {
      secondDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondDone).toBe(false);
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await uploadsOf(member)).toHaveLength(1);
    await expectFilesMatchRows();
  });
});

async function applicant(): Promise<{ member: TestMember; quoteId: number }> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const quote = await requestQuote(ctx, member);
  return { member, quoteId: quote.quoteId };
}

const apply = (member: TestMember, quoteId: number, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(), 'idempotency-key': key },
    payload: applyBody(quoteId),
  });

const loansOf = (member: TestMember) => ctx.deps.db.select().from(loans).where(eq(loans.memberId, member.id));
const decisionsOf = (member: TestMember) =>
  ctx.deps.db.select().from(decisions).where(eq(decisions.memberId, member.id));

describe('loan/apply killed at each dangerous point', () => {
  it('before the answer is stored: no application; the retry submits exactly one', async () => {
    const { member, quoteId } = await applicant();
    const key = randomUUID();
    crashAt('idempotency.effectDone');
    expect((await apply(member, quoteId, key)).statusCode).toBe(500);
    expect(await loansOf(member)).toHaveLength(0);
    const retry = await apply(member, quoteId, key);
    expect(retry.statusCode).toBe(200);
    expect(await loansOf(member)).toHaveLength(1);
    // The decision rolled back with the crash and was made once, by the retry.
    expect(await decisionsOf(member)).toHaveLength(1);
  });

  it('after the answer is committed: the retry replays the same application', async () => {
    const { member, quoteId } = await applicant();
    const key = randomUUID();
    crashAt('idempotency.answerCommitted');
    expect((await apply(member, quoteId, key)).statusCode).toBe(500);
    const [loan] = await loansOf(member);
    const retry = await apply(member, quoteId, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.loanId).toBe(loan?.id);
    expect(await loansOf(member)).toHaveLength(1);
    // The replay answers the stored decision; the policy did not decide again.
    expect(retry.json().data.decision.outcome).toBe('COUNTER_OFFER');
    expect(await decisionsOf(member)).toHaveLength(1);
  });
});

describe('loan/{id}/sign killed at each dangerous point', () => {
  async function approved() {
    const { member, quoteId } = await applicant();
    // The credit policy makes the offer at submit (a counter-offer for £10,000.00 on £42,000.00 a year).
    const applied = await apply(member, quoteId, randomUUID());
    expect(applied.json().data.status).toBe('APPROVED');
    const loanId = applied.json().data.loanId as number;
    const contract = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/contract`,
      headers: member.headers(),
    });
    const body = { fullName: 'Ada Lovelace', versionHash: contract.json().data.versionHash as string };
    const sign = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${loanId}/sign`,
        headers: { ...member.headers(), 'idempotency-key': key },
        payload: body,
      });
    return { loanId, sign };
  }

  it('before the answer is stored: still APPROVED; the retry signs', async () => {
    const { loanId, sign } = await approved();
    const key = randomUUID();
    crashAt('idempotency.effectDone');
    expect((await sign(key)).statusCode).toBe(500);
    const [before] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(before?.status).toBe('APPROVED');
    const retry = await sign(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.status).toBe('SIGNED');
  });

  it('after the answer is committed: the retry replays the signature, not a C409 for a signed loan', async () => {
    const { sign } = await approved();
    const key = randomUUID();
    crashAt('idempotency.answerCommitted');
    expect((await sign(key)).statusCode).toBe(500);
    const retry = await sign(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.status).toBe('SIGNED');
  });
});

describe('repayment/submit killed at each dangerous point', () => {
  async function firstBill() {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await disbursedLoan(ctx, member, operator);
    const [bill] = await ctx.deps.db
      .select()
      .from(loanBills)
      .where(eq(loanBills.loanId, loanId))
      .orderBy(loanBills.period)
      .limit(1);
    const voucherUploadId = await uploadVoucher(ctx, member);
    const pay = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/repayment/submit',
        headers: { ...member.headers(), 'idempotency-key': key },
        payload: { billIds: [bill!.id], voucherUploadId },
      });
    const repaymentsOf = () =>
      ctx.deps.db.select().from(repayments).where(eq(repayments.memberId, member.id));
    return { pay, repaymentsOf, billId: bill!.id };
  }

  it('before the answer is stored: the bill is still open; the retry reports the payment once', async () => {
    const { pay, repaymentsOf, billId } = await firstBill();
    const key = randomUUID();
    crashAt('idempotency.effectDone');
    expect((await pay(key)).statusCode).toBe(500);
    expect(await repaymentsOf()).toHaveLength(0);
    const [bill] = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.id, billId));
    expect(bill?.status).toBe('TO_BE_REPAID');
    expect((await pay(key)).statusCode).toBe(200);
    expect(await repaymentsOf()).toHaveLength(1);
  });

  it('after the answer is committed: the retry replays it instead of refusing a bill under review', async () => {
    const { pay, repaymentsOf } = await firstBill();
    const key = randomUUID();
    crashAt('idempotency.answerCommitted');
    expect((await pay(key)).statusCode).toBe(500);
    const retry = await pay(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await repaymentsOf()).toHaveLength(1);
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
