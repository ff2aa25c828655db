import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  submitRepayment,
  uploadVoucher,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, ledgerEntries, loanBills } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * Payments as they were received, booked on the loan's ledger and read back from the replayed book.
 * Figures: 10,000.00 over 12 months at 12% paid out on 2 March 2026, instalment 888.49 due on the 2nd of
 * each month from April; overdue at 24% a year (888.49 × 0.24 × 10 / 365 = 5.84).
 */

let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  await setConfigValue(ctx.deps.db, 'LOAN_OVERDUE_YEAR_RATE', '0.24');
});
afterAll(() => ctx.close());

async function newLoan() {
  ctx.clock.set('2026-03-02T10:00:00Z');
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { member, loanId };
}

async function post(url: string, payload: object, key: string = randomUUID(), lang?: 'en' | 'cn' | 'tw') {
  // The clock moves by days between steps, and no session outlives that.
  const fresh = await freshSession(ctx, operator);
  operator.token = fresh.token;
  operator.headers = fresh.headers;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...operator.headers(lang), 'idempotency-key': key },
    payload,
  });
}

async function ledger(loanId: number) {
  const response = await operatorCall(ctx, operator, 'GET', `/api/operator/loans/${loanId}/ledger`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function billStatuses(loanId: number) {
  const rows = await ctx.deps.db
    .select({ period: loanBills.period, status: loanBills.status })
    .from(loanBills)
    .where(eq(loanBills.loanId, loanId));
  return new Map(rows.map((row) => [row.period, row.status]));
}

async function voucherFor(member: TestMember, loanId: number, periods: number[], statedAmount?: number) {
  const bills = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/bills`,
    headers: member.headers(),
  });
  const ids = (bills.json().data.list as { billId: number; period: number }[])
    .filter((bill) => periods.includes(bill.period))
    .map((bill) => bill.billId);
  const submitted = await submitRepayment(ctx, member, {
    billIds: ids,
    voucherUploadId: await uploadVoucher(ctx, member),
    ...(statedAmount ? { statedAmount } : {}),
  });
  expect(submitted.statusCode).toBe(200);
  return submitted.json().data.repaymentId as number;
}

describe('the payout', () => {
  it('is the first entry of every disbursed loan’s ledger', async () => {
    const { loanId } = await newLoan();
    const { entries, book } = await ledger(loanId);
    expect(entries).toMatchObject([
      { kind: 'PAYOUT', on: '2026-03-02', amount: 1_000_000, recordedBy: operator.id },
    ]);
    expect(book).toMatchObject({ payoutOn: '2026-03-02', principalOutstanding: 1_000_000, creditHeld: 0 });
  });
});

describe('confirming a voucher with what arrived', () => {
  it('prefills what the borrower stated and the voucher’s day; a partial payment leaves the bill owed', async () => {
    const { member, loanId } = await newLoan();
    ctx.clock.set('2026-04-02T09:00:00Z');
    const fresh = await freshSession(ctx, member);
    const repaymentId = await voucherFor(fresh, loanId, [1], 50_000);
    const detail = await operatorCall(ctx, operator, 'GET', `/api/operator/repayments/${repaymentId}`);
    expect(detail.json().data.received).toEqual({
      amount: 50_000,
      on: '2026-04-02',
      earliest: '2026-03-02',
      latest: '2026-04-02',
    });

    ctx.clock.set('2026-04-05T09:00:00Z');
    const confirmed = await post(`/api/operator/repayments/${repaymentId}/confirm`, {});
    expect(confirmed.json()).toMatchObject({
      code: '0',
      data: { received: { amount: 50_000, on: '2026-04-02' }, loanSettled: false },
    });
    const { book } = confirmed.json().data;
    // On time, so no overdue interest: 100.00 of interest first, then 400.00 of principal.
    expect(book.bills[0]).toMatchObject({
      state: 'OVERDUE',
      paid: { overdueInterest: 0, interest: 10_000, principal: 40_000 },
      outstandingTotal: 88_849 - 50_000 + book.bills[0].overdueInterest,
    });
    expect(book.payments[0]).toMatchObject({
      kind: 'PAYMENT',
      channel: 'VOUCHER',
      amount: 50_000,
      held: 0,
      allocations: [
        { period: 1, component: 'INTEREST', amount: 10_000 },
        { period: 1, component: 'PRINCIPAL', amount: 40_000 },
      ],
    });
    expect((await billStatuses(loanId)).get(1)).toBe('TO_BE_REPAID');
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(repaymentId)));
    expect(audits.find((line) => line.action === 'repayment.confirm')).toMatchObject({
      action: 'repayment.confirm',
      operatorId: operator.id,
    });
  });

  it('takes more than was due: the bill is repaid and the rest is credit held, then paid off principal (s94)', async () => {
    const { member, loanId } = await newLoan();
    ctx.clock.set('2026-04-02T09:00:00Z');
    const fresh = await freshSession(ctx, member);
    const repaymentId = await voucherFor(fresh, loanId, [1]);
    const confirmed = await post(`/api/operator/repayments/${repaymentId}/confirm`, { amount: 100_000 });
    expect(confirmed.statusCode).toBe(200);
    const payments = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/payments`,
      headers: fresh.headers(),
    });
    expect(payments.json().data.book).toMatchObject({ creditHeld: 100_000 - 88_849 });
    expect((await billStatuses(loanId)).get(1)).toBe('REPAID');

    const plan = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/prepayment-plan?mode=SHORTER_TERM`,
      headers: fresh.headers(),
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().data).toMatchObject({ amount: 11_151, creditHeld: 11_151, mode: 'SHORTER_TERM' });
    const key = randomUUID();
    const choose = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${loanId}/prepayment`,
        headers: { ...fresh.headers(), 'idempotency-key': key },
        payload: { mode: 'SHORTER_TERM' },
      });
    const chosen = await choose();
    expect(chosen.json()).toMatchObject({ code: '0', data: { book: { creditHeld: 0 } } });
    // 10,000.00 less the first bill's 788.49 of principal and the 111.51 paid off ahead.
    expect(chosen.json().data.book.principalOutstanding).toBe(1_000_000 - 78_849 - 11_151);
    // The same key again: the same answer, one entry.
    expect((await choose()).json()).toEqual(chosen.json());
    const prepayments = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.loanId, loanId));
    expect(prepayments.filter((row) => row.kind === 'PREPAYMENT')).toHaveLength(1);
  });

  it('two operators confirming one voucher at once: one booking, the other a C409', async () => {
    const { member, loanId } = await newLoan();
    ctx.clock.set('2026-04-02T09:00:00Z');
    const fresh = await freshSession(ctx, member);
    const repaymentId = await voucherFor(fresh, loanId, [1]);
    const second = await createMemberWithToken(ctx, { role: 'operator' });
    const [a, b] = await Promise.all([
      post(`/api/operator/repayments/${repaymentId}/confirm`, {}),
      ctx.app.inject({
        method: 'POST',
        url: `/api/operator/repayments/${repaymentId}/confirm`,
        headers: { ...second.headers(), 'idempotency-key': randomUUID() },
        payload: {},
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'C409', msg: 'This repayment has already been reviewed' });
    const payments = (await ledger(loanId)).entries.filter(
      (entry: { kind: string }) => entry.kind === 'PAYMENT',
    );
    expect(payments).toHaveLength(1);
  });
});

describe('what the borrower reads is the replayed book', () => {
  it('bills, the loan detail and the settlement figure show a partial payment by part, with the arrears left', async () => {
    const { member, loanId } = await newLoan();
    ctx.clock.set('2026-04-12T09:00:00Z');
    // 500.00 received ten days after the first due date: overdue interest (5.84), the interest (100.00),
    // then 394.16 of the 788.49 principal; 394.33 of it is left, and overdue again from today.
    const recorded = await post(`/api/operator/loans/${loanId}/payments`, {
      amount: 50_000,
      receivedOn: '2026-04-12',
      reference: 'BANK-REF-PART',
    });
    expect(recorded.statusCode).toBe(200);
    const borrower = await freshSession(ctx, member);
    const read = async (path: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: path, headers: borrower.headers() });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const first = {
      period: 1,
      status: 'TO_BE_REPAID',
      state: 'OVERDUE',
      overdueDays: 10,
      overdueInterest: 584,
      totalDue: 88_849 + 584,
      paid: { overdueInterest: 584, interest: 10_000, principal: 39_416 },
      outstanding: { overdueInterest: 0, interest: 0, principal: 39_433 },
      outstandingTotal: 39_433,
      paidOn: null,
    };
    const bills = await read(`/api/loan/${loanId}/bills`);
    expect(bills.asOf).toBe('2026-04-12');
    expect(bills.list.find((bill: { period: number }) => bill.period === 1)).toMatchObject(first);
    expect(bills.list.find((bill: { period: number }) => bill.period === 2)).toMatchObject({
      state: 'NOT_DUE',
      outstandingTotal: 88_849,
      overdueDays: 0,
    });

    const detail = await read(`/api/loan/${loanId}/detail`);
    expect(detail.nextBill).toMatchObject(first);
    // 394.33 × 24% / 365 = 0.2593: what one more day adds.
    expect(detail.arrears).toEqual({
      amount: 39_433,
      daysPastDue: 10,
      since: '2026-04-02',
      perDay: 26,
      bucket: 'DPD_1_29',
    });

    const settlement = await read(`/api/loan/${loanId}/settlement`);
    expect(settlement).toMatchObject({ asOf: '2026-04-12', overdue: 39_433, cycle: 2, creditHeld: 0 });
    expect(settlement.total).toBe(settlement.remainingPrincipal + settlement.currentInterest + 39_433);
    expect(settlement.toPay).toBe(settlement.total);
  });
});

describe('payments recorded by an operator, refunds and reversals', () => {
  it('a backdated transfer is booked on the day it arrived: overdue interest as if recorded on time', async () => {
    const { loanId } = await newLoan();
    ctx.clock.set('2026-04-22T09:00:00Z');
    // Received on 12 April (ten days late), recorded on the 22nd.
    const recorded = await post(`/api/operator/loans/${loanId}/payments`, {
      amount: 88_849 + 584,
      receivedOn: '2026-04-12',
      reference: 'BANK-REF-0001',
    });
    expect(recorded.json()).toMatchObject({
      code: '0',
      data: { entry: { kind: 'PAYMENT', channel: 'RECORDED', on: '2026-04-12', reference: 'BANK-REF-0001' } },
    });
    const { book } = recorded.json().data;
    expect(book.bills[0]).toMatchObject({ state: 'PAID', overdueInterest: 584, paidOn: '2026-04-12' });
    expect(book.arrears).toMatchObject({ amount: 0, daysPastDue: 0 });
    expect(book.creditHeld).toBe(0);
    expect((await billStatuses(loanId)).get(1)).toBe('REPAID');
  });

  it('refunds credit held, never more; a reversal undoes a payment with its reason, once', async () => {
    const { loanId } = await newLoan();
    ctx.clock.set('2026-03-20T09:00:00Z');
    const paid = await post(`/api/operator/loans/${loanId}/payments`, {
      amount: 20_000,
      receivedOn: '2026-03-19',
      reference: 'BANK-REF-0002',
    });
    expect(paid.json().data.book.creditHeld).toBe(20_000);

    const tooMuch = await post(
      `/api/operator/loans/${loanId}/refunds`,
      { amount: 20_001, reason: 'Sent by mistake' },
      randomUUID(),
      'cn',
    );
    expect(tooMuch.json()).toMatchObject({ code: 'C409', msg: '退款金额不能超过贷款账户中的余款' });

    const refunded = await post(`/api/operator/loans/${loanId}/refunds`, {
      amount: 5_000,
      reason: 'Asked back',
    });
    expect(refunded.json().data.book).toMatchObject({ creditHeld: 15_000, totals: { refunded: 5_000 } });

    const paymentId = paid.json().data.entry.entryId;
    // The payment cannot be reversed while part of it has been refunded beyond what remains held: reverse the refund first.
    const refundId = refunded.json().data.entry.entryId;
    const undoRefund = await post(`/api/operator/loans/${loanId}/reversals`, {
      entryId: refundId,
      reason: 'Refund failed',
    });
    expect(undoRefund.json().data.book.creditHeld).toBe(20_000);
    const reversed = await post(`/api/operator/loans/${loanId}/reversals`, {
      entryId: paymentId,
      reason: 'Transfer bounced',
    });
    expect(reversed.json()).toMatchObject({
      code: '0',
      data: {
        entry: { kind: 'REVERSAL', reverses: paymentId, reason: 'Transfer bounced' },
        book: { creditHeld: 0 },
      },
    });
    const again = await post(`/api/operator/loans/${loanId}/reversals`, {
      entryId: paymentId,
      reason: 'Twice',
    });
    expect(again.json()).toMatchObject({ code: 'C409', msg: 'This entry has already been reversed' });
    const unknown = await post(`/api/operator/loans/${loanId}/reversals`, {
      entryId: 9_999_999,
      reason: 'No',
    });
    expect(unknown.json()).toMatchObject({ code: 'C409', data: { fields: { entryId: expect.any(String) } } });
    const { entries } = await ledger(loanId);
    expect(entries.find((entry: { entryId: number }) => entry.entryId === paymentId)).toMatchObject({
      reversedBy: reversed.json().data.entry.entryId,
    });
  });

  it('refuses bad input with nothing written: zero, negative, fractional, before the payout, after today', async () => {
    const { loanId } = await newLoan();
    ctx.clock.set('2026-03-10T09:00:00Z');
    const url = `/api/operator/loans/${loanId}/payments`;
    const base = { amount: 1_000, receivedOn: '2026-03-05', reference: 'REF-1' };
    for (const amount of [0, -100, 10.5]) {
      const response = await post(url, { ...base, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'V400',
        data: { fields: { amount: 'Please enter the correct amount received' } },
      });
    }
    const early = await post(url, { ...base, receivedOn: '2026-03-01' });
    expect(early.json()).toMatchObject({
      code: 'C409',
      msg: 'The date cannot be before the loan was paid out (2 Mar 2026)',
      data: { fields: { receivedOn: expect.any(String) } },
    });
    const late = await post(url, { ...base, receivedOn: '2026-03-11' }, randomUUID(), 'tw');
    expect(late.json()).toMatchObject({ code: 'C409', msg: '日期不能晚於目前營業日（2026年3月10日）' });
    const { entries } = await ledger(loanId);
    expect(entries).toHaveLength(1);
  });

  it('an Idempotency-Key repeated gives the first answer and books once', async () => {
    const { loanId } = await newLoan();
    ctx.clock.set('2026-03-10T09:00:00Z');
    const key = randomUUID();
    const payload = { amount: 1_234, receivedOn: '2026-03-09', reference: 'REF-IDEM' };
    const first = await post(`/api/operator/loans/${loanId}/payments`, payload, key);
    const second = await post(`/api/operator/loans/${loanId}/payments`, payload, key);
    expect(second.json()).toEqual(first.json());
    const { entries } = await ledger(loanId);
    expect(entries.filter((entry: { kind: string }) => entry.kind === 'PAYMENT')).toHaveLength(1);
  });
});
