import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveProfile,
  referEveryApplication,
  requestQuote,
  signOffer,
  submitApplication,
  verifyIdentity,
} from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { auditLog, loanBills, loans, notifications, repayments } from './db/schema';

let ctx: TestContext;
let dataDir: string;
let operator: TestMember;
let voucherSeed = 0;

type Lang = 'en' | 'cn' | 'tw';
const BOUNDARY = '----quayside-journey-boundary';

function call(
  member: TestMember | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  lang?: Lang,
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(member ? member.headers(lang) : {}),
      ...(method === 'POST' && url.startsWith('/api/repayment/') ? { 'idempotency-key': randomUUID() } : {}),
    },
    // An action's body is an object even when it says nothing, as the console and the command line send it.
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
}

/** A borrower whose identity check has passed (the payout needs it), with the profile an application needs. */
async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  await verifyIdentity(ctx, member);
  return member;
}

/** A real upload of a small PNG whose colour differs per call, so each voucher has its own sha256. */
async function uploadVoucher(member: TestMember): Promise<number> {
  voucherSeed += 1;
  const png = await sharp({
    create: {
      width: 4,
      height: 4,
      channels: 3,
      background: { r: voucherSeed % 256, g: (voucherSeed >> 8) % 256, b: 7 },
    },
  })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: { ...member.headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: number }).id;
}

/** Quote → apply → approve (operator API) → sign → disburse (operator API); answers the loan id. */
async function runningLoan(member: TestMember, termMonths = 12): Promise<number> {
  const quote = await requestQuote(ctx, member, {
    amount: 1_000_000,
    termMonths,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await submitApplication(ctx, member, quote.quoteId);
  expect(applied.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
  const loanId = applied.json().data.loanId as number;
  const queue = await call(operator, 'GET', '/api/operator/applications?status=PENDING_REVIEW');
  expect(queue.json().data.list.map((item: { loanId: number }) => item.loanId)).toContain(loanId);
  const approved = await call(operator, 'POST', `/api/operator/applications/${loanId}/approve`, {
    note: 'ok',
  });
  expect(approved.json()).toMatchObject({ code: '0', data: { status: 'APPROVED' } });
  const signed = await signOffer(ctx, member, loanId);
  expect(signed.json()).toMatchObject({ code: '0', data: { status: 'SIGNED' } });
  const disbursed = await call(operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
  expect(disbursed.json()).toMatchObject({ code: '0', data: { status: 'DISBURSED', bills: termMonths } });
  return loanId;
}

async function billsOf(loanId: number) {
  return ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId)).orderBy(loanBills.period);
}

async function loanStatus(loanId: number) {
  const [row] = await ctx.deps.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  return row?.status;
}

/** Σ confirmed bill-repayments + Σ outstanding bills = the schedule's total due (no overdue in these runs). */
async function expectBalanced(loanId: number) {
  const bills = await billsOf(loanId);
  const confirmed = await ctx.deps.db.select().from(repayments).where(eq(repayments.loanId, loanId));
  const paid = confirmed
    .filter((row) => row.status === 'CONFIRMED')
    .reduce((sum, row) => sum + row.amount, 0);
  const outstanding = bills
    .filter((bill) => bill.status !== 'REPAID')
    .reduce((sum, bill) => sum + bill.total, 0);
  const totalDue = bills.reduce((sum, bill) => sum + bill.total, 0);
  expect(paid + outstanding).toBe(totalDue);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-journey-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  // This journey is the operator's: every application waits for their decision.
  await referEveryApplication(ctx);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the whole lifecycle through the HTTP API', () => {
  it('quote → apply → approve → sign → disburse → repay with a voucher → confirm → settled', async () => {
    const member = await borrower();
    const loanId = await runningLoan(member);
    const bills = await billsOf(loanId);
    const voucher = await uploadVoucher(member);

    const submitted = await call(
      member,
      'POST',
      '/api/repayment/submit',
      {
        billIds: bills.map((bill) => bill.id),
        voucherUploadId: voucher,
      },
      'cn',
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().msg).toBe('提交成功，等待审核');
    const repayment = submitted.json().data;
    expect(repayment).toMatchObject({ status: 'PENDING', kind: 'BILLS', loanId });
    expect(repayment.amount).toBe(bills.reduce((sum, bill) => sum + bill.total, 0));
    expect((await billsOf(loanId)).every((bill) => bill.status === 'TO_BE_CONFIRMED')).toBe(true);

    const mine = await call(member, 'GET', '/api/repayment/list');
    expect(mine.json().data).toMatchObject({ total: 1, list: [{ repaymentId: repayment.repaymentId }] });
    const queue = await call(operator, 'GET', '/api/operator/repayments?status=PENDING');
    expect(queue.json().data.list.map((item: { repaymentId: number }) => item.repaymentId)).toContain(
      repayment.repaymentId,
    );

    const confirmed = await call(
      operator,
      'POST',
      `/api/operator/repayments/${repayment.repaymentId}/confirm`,
    );
    expect(confirmed.json()).toMatchObject({
      code: '0',
      data: { loanSettled: true, repayment: { status: 'CONFIRMED' } },
    });
    expect(await loanStatus(loanId)).toBe('SETTLED');
    expect((await billsOf(loanId)).every((bill) => bill.status === 'REPAID' && bill.repaidAt)).toBe(true);
    await expectBalanced(loanId);

    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(told.map((row) => row.titleKey)).toContain('notify.repayment.confirmed.title');
    const audit = await call(operator, 'GET', '/api/operator/audit?pageSize=100');
    const actions = audit
      .json()
      .data.list.filter((row: { targetId: string }) =>
        [String(loanId), String(repayment.repaymentId)].includes(row.targetId),
      )
      .map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['loan.approve', 'loan.disburse', 'repayment.confirm']));
  });

  it('early settlement: today’s figure repaid → every bill REPAID → SETTLED', async () => {
    const member = await borrower();
    const loanId = await runningLoan(member);
    const [first] = await billsOf(loanId);
    const paidFirst = await call(member, 'POST', '/api/repayment/submit', {
      billIds: [first!.id],
      voucherUploadId: await uploadVoucher(member),
    });
    await call(operator, 'POST', `/api/operator/repayments/${paidFirst.json().data.repaymentId}/confirm`);

    const figure = await call(member, 'GET', `/api/loan/${loanId}/settlement`);
    expect(figure.statusCode).toBe(200);
    const settled = await call(member, 'POST', '/api/repayment/submit', {
      loanId,
      settlement: true,
      voucherUploadId: await uploadVoucher(member),
    });
    // The first bill's money, paid before it fell due, is credit held: it counts against the figure.
    const { total, creditHeld, toPay } = figure.json().data;
    expect(creditHeld).toBe(first!.total);
    expect(toPay).toBe(total - creditHeld);
    expect(settled.json()).toMatchObject({ code: '0', data: { kind: 'SETTLEMENT', amount: toPay } });
    expect(settled.json().data.bills).toHaveLength(11);
    const confirmed = await call(
      operator,
      'POST',
      `/api/operator/repayments/${settled.json().data.repaymentId}/confirm`,
    );
    expect(confirmed.json().data.loanSettled).toBe(true);
    expect(await loanStatus(loanId)).toBe('SETTLED');
    expect((await billsOf(loanId)).every((bill) => bill.status === 'REPAID')).toBe(true);
  });
});

describe('refusals', () => {
  let owner: TestMember;
  let stranger: TestMember;
  let loanId: number;

  beforeAll(async () => {
    owner = await borrower();
    stranger = await borrower();
    loanId = await runningLoan(owner);
  });

  it('another member’s bill is N404, in their language', async () => {
    const [bill] = await billsOf(loanId);
    const voucher = await uploadVoucher(stranger);
    for (const [lang, msg] of [
      ['en', 'The record does not exist'],
      ['cn', '记录不存在'],
      ['tw', '記錄不存在'],
    ] as const) {
      const response = await call(
        stranger,
        'POST',
        '/api/repayment/submit',
        { billIds: [bill!.id], voucherUploadId: voucher },
        lang,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'N404', msg });
    }
    // Nothing moved: the bill is still open and no repayment names it.
    expect((await billsOf(loanId))[0]).toMatchObject({ id: bill!.id, status: 'TO_BE_REPAID' });
    const claims = await ctx.deps.db.select().from(repayments).where(eq(repayments.loanId, loanId));
    expect(claims.filter((row) => row.billIds.includes(bill!.id))).toEqual([]);
    const missing = await call(owner, 'POST', '/api/repayment/submit', { billIds: [bill!.id] }, 'cn');
    expect(missing.json()).toMatchObject({ code: 'V400', msg: '请上传还款凭证' });
    const theirs = await call(owner, 'POST', '/api/repayment/submit', {
      billIds: [bill!.id],
      voucherUploadId: voucher,
    });
    expect(theirs.json()).toMatchObject({ code: 'V400', msg: 'Please upload the repayment voucher' });
  });

  it('submit needs an Idempotency-Key, and a repeated key replays the first answer', async () => {
    const [, , third] = await billsOf(loanId);
    const payload = { billIds: [third!.id], voucherUploadId: await uploadVoucher(owner) };
    const keyless = await ctx.app.inject({
      method: 'POST',
      url: '/api/repayment/submit',
      headers: owner.headers(),
      payload,
    });
    expect(keyless.json().code).toBe('V400');
    const headers = { ...owner.headers(), 'idempotency-key': randomUUID() };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/repayment/submit', headers, payload });
    const replay = await ctx.app.inject({ method: 'POST', url: '/api/repayment/submit', headers, payload });
    expect(first.json().code).toBe('0');
    expect(replay.json()).toEqual(first.json());
    const rows = await ctx.deps.db.select().from(repayments).where(eq(repayments.memberId, owner.id));
    expect(rows.filter((row) => row.billIds.includes(third!.id))).toHaveLength(1);
  });

  it('operator routes: a borrower is F403, no session U403', async () => {
    const [bill] = await billsOf(loanId);
    const paid = await call(owner, 'POST', '/api/repayment/submit', {
      billIds: [bill!.id],
      voucherUploadId: await uploadVoucher(owner),
    });
    const confirmUrl = `/api/operator/repayments/${paid.json().data.repaymentId}/confirm`;
    for (const [lang, msg] of [
      ['en', 'You do not have permission to do this'],
      ['cn', '您没有执行此操作的权限'],
    ] as const) {
      const borrowerConfirm = await call(owner, 'POST', confirmUrl, undefined, lang);
      expect(borrowerConfirm.statusCode).toBe(403);
      expect(borrowerConfirm.json()).toMatchObject({ code: 'F403', msg });
    }
    // The repayment is still waiting for an operator, and its bill for the decision.
    const [claim] = await ctx.deps.db
      .select()
      .from(repayments)
      .where(eq(repayments.id, paid.json().data.repaymentId));
    expect(claim!.status).toBe('PENDING');
    expect((await billsOf(loanId))[0]!.status).toBe('TO_BE_CONFIRMED');
    // Leave the bill open for the tests after this one.
    await call(operator, 'POST', confirmUrl.replace('/confirm', '/refuse'), { reason: 'Test voucher' });
    const anonymous = await call(null, 'GET', '/api/operator/applications');
    expect(anonymous.json().code).toBe('U403');
  });

  it('the same voucher twice is C409, even after a refusal; a refusal reopens the bills', async () => {
    const [first, second] = await billsOf(loanId);
    const voucher = await uploadVoucher(owner);
    const submitted = await call(owner, 'POST', '/api/repayment/submit', {
      billIds: [first!.id],
      voucherUploadId: voucher,
    });
    expect(submitted.json().code).toBe('0');
    const again = await call(
      owner,
      'POST',
      '/api/repayment/submit',
      { billIds: [second!.id], voucherUploadId: voucher },
      'cn',
    );
    expect(again.statusCode).toBe(409);
    // On the voucher field, where the repay screen shows it, in the borrower's language; the second bill
    // stays open and no second claim is recorded.
    const usedCn = '该凭证已用于一笔还款，请上传本次付款的凭证';
    expect(again.json()).toMatchObject({
      code: 'C409',
      msg: usedCn,
      data: { fields: { voucherUploadId: usedCn } },
    });
    expect((await billsOf(loanId)).find((bill) => bill.id === second!.id)?.status).toBe('TO_BE_REPAID');
    const claims = await ctx.deps.db.select().from(repayments).where(eq(repayments.memberId, owner.id));
    expect(claims.filter((claim) => claim.voucherUploadId === voucher)).toHaveLength(1);
    const usedTw = '該憑證已用於一筆還款，請上傳本次付款的憑證';
    const againTw = await call(
      owner,
      'POST',
      '/api/repayment/submit',
      { billIds: [second!.id], voucherUploadId: voucher },
      'tw',
    );
    expect(againTw.json()).toMatchObject({ code: 'C409', data: { fields: { voucherUploadId: usedTw } } });
    const pending = await call(owner, 'POST', '/api/repayment/submit', {
      billIds: [first!.id],
      voucherUploadId: await uploadVoucher(owner),
    });
    expect(pending.json()).toMatchObject({
      code: 'C409',
      msg: 'A repayment of this bill is already waiting for review',
    });

    const id = submitted.json().data.repaymentId;
    const refused = await call(operator, 'POST', `/api/operator/repayments/${id}/refuse`, {
      reason: 'Amount not received',
    });
    expect(refused.json()).toMatchObject({ code: '0', data: { repayment: { status: 'REFUSED' } } });
    const reopened = (await billsOf(loanId))[0]!;
    expect(reopened).toMatchObject({ status: 'TO_BE_REPAID', refusalReason: 'Amount not received' });
    const reused = await call(owner, 'POST', '/api/repayment/submit', {
      billIds: [first!.id],
      voucherUploadId: voucher,
    });
    const usedEn =
      'This voucher has already been used for a repayment. Please upload the voucher of this payment';
    expect(reused.json()).toMatchObject({
      code: 'C409',
      msg: usedEn,
      data: { fields: { voucherUploadId: usedEn } },
    });
    const twice = await call(operator, 'POST', `/api/operator/repayments/${id}/confirm`, undefined, 'tw');
    expect(twice.json()).toMatchObject({ code: 'C409', msg: '該筆還款已審核' });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, owner.id));
    expect(told.map((row) => row.titleKey)).toContain('notify.repayment.refused.title');
  });
});

describe('concurrency', () => {
  it('10 parallel submits for one bill: one accepted; 10 parallel confirms: repaid once; the books balance', async () => {
    const member = await borrower();
    const loanId = await runningLoan(member);
    const [bill] = await billsOf(loanId);
    const vouchers = await Promise.all(Array.from({ length: 10 }, () => uploadVoucher(member)));
    const submits = await Promise.all(
      vouchers.map((voucherUploadId) =>
        call(member, 'POST', '/api/repayment/submit', { billIds: [bill!.id], voucherUploadId }),
      ),
    );
    const codes = submits.map((response) => response.json().code);
    expect(codes.filter((code) => code === '0')).toHaveLength(1);
    expect(codes.filter((code) => code === 'C409')).toHaveLength(9);
    const accepted = submits.find((response) => response.json().code === '0')!.json().data.repaymentId;

    const confirms = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(operator, 'POST', `/api/operator/repayments/${accepted}/confirm`),
      ),
    );
    const confirmCodes = confirms.map((response) => response.json().code);
    expect(confirmCodes.filter((code) => code === '0')).toHaveLength(1);
    expect(confirmCodes.filter((code) => code === 'C409')).toHaveLength(9);
    const after = await billsOf(loanId);
    expect(after.filter((row) => row.status === 'REPAID').map((row) => row.id)).toEqual([bill!.id]);
    const confirmLines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(accepted)));
    expect(confirmLines.filter((row) => row.action === 'repayment.confirm')).toHaveLength(1);
    await expectBalanced(loanId);
  });
});

describe('operator config and KYC', () => {
  it('refuses a rate whose APR would pass 29.9%, and min ≥ max; accepts a fair change', async () => {
    const high = await call(
      operator,
      'PUT',
      '/api/operator/config/LOAN_EQUAL_AMOUNT_YEAR_RATE',
      { value: '0.3' },
      'cn',
    );
    expect(high.statusCode).toBe(409);
    expect(high.json().code).toBe('C409');
    expect(high.json().msg).toContain('等额本息');
    const order = await call(operator, 'PUT', '/api/operator/config/LOAN_MINIMUM_AMOUNT', {
      value: '999999999999',
    });
    expect(order.json()).toMatchObject({
      code: 'C409',
      msg: 'The minimum amount must be less than the maximum amount',
    });
    const shape = await call(operator, 'PUT', '/api/operator/config/LOAN_OVERDUE_YEAR_RATE', {
      value: '1.5',
    });
    expect(shape.json()).toMatchObject({
      code: 'V400',
      msg: 'A rate must be a decimal between 0 and 1, such as 0.099',
    });
    const fair = await call(operator, 'PUT', '/api/operator/config/LOAN_EQUAL_AMOUNT_YEAR_RATE', {
      value: '0.11',
    });
    expect(fair.json().code).toBe('0');
    expect(fair.json().data.list).toContainEqual({ code: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', value: '0.11' });
    const read = await call(operator, 'GET', '/api/operator/config');
    expect(read.json().data.list).toContainEqual({ code: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', value: '0.11' });
  });

  it('KYC: PENDING → VERIFIED or REJECTED, the member told; not pending → C409', async () => {
    const { members } = await import('./db/schema');
    const a = await createMemberWithToken(ctx);
    const b = await createMemberWithToken(ctx);
    await ctx.deps.db.update(members).set({ kycStatus: 'PENDING' }).where(eq(members.id, a.id));
    await ctx.deps.db.update(members).set({ kycStatus: 'PENDING' }).where(eq(members.id, b.id));
    const queue = await call(operator, 'GET', '/api/operator/kyc?status=PENDING');
    expect(queue.json().data.list.map((row: { memberId: number }) => row.memberId)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const yes = await call(operator, 'POST', `/api/operator/kyc/${a.id}/confirm`);
    expect(yes.json()).toMatchObject({ code: '0', data: { kycStatus: 'VERIFIED' } });
    const no = await call(operator, 'POST', `/api/operator/kyc/${b.id}/reject`, {
      reason: 'Photo unreadable',
    });
    expect(no.json()).toMatchObject({
      code: '0',
      data: { kycStatus: 'REJECTED', kycRejectReason: 'Photo unreadable' },
    });
    const again = await call(operator, 'POST', `/api/operator/kyc/${a.id}/confirm`, undefined, 'cn');
    expect(again.json()).toMatchObject({ code: 'C409', msg: '该实名信息不在待审核状态' });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, b.id));
    expect(told.map((row) => row.titleKey)).toContain('notify.kyc.REJECTED.title');
  });
});
