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
import { repayments } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * Overdue interest stops on the day the borrower pays: a bill whose voucher is under review, or repaid,
 * shows its overdue days and interest as of the day the voucher was submitted — the figure the repayment
 * recorded and the operator confirms. A refused voucher reopens the bill and it runs to today again.
 * Figures: 10,000.00 over 12 months at 12% paid out on 2 March 2026, instalment 888.49 due 2 April;
 * overdue at 24% a year: 10 days → 5.84, 20 days → 11.68 (888.49 × 0.24 × 20 / 365 = 11.684).
 */

let ctx: TestContext;
let operator: TestMember;

interface Bill {
  billId: number;
  period: number;
  status: string;
  total: number;
  overdueDays: number;
  overdueInterest: number;
  totalDue: number;
}

async function billsOf(member: TestMember, loanId: number): Promise<{ asOf: string; list: Bill[] }> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/bills`,
    headers: member.headers(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function firstBill(member: TestMember, loanId: number): Promise<Bill> {
  return (await billsOf(member, loanId)).list.find((bill) => bill.period === 1)!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  await setConfigValue(ctx.deps.db, 'LOAN_OVERDUE_YEAR_RATE', '0.24');
});
afterAll(() => ctx.close());

describe('overdue interest of a bill under review', () => {
  it('stops on the day the voucher is submitted, runs to today again when it is refused, and is what gets confirmed', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await disbursedLoan(ctx, member, operator);

    // Ten days late the borrower pays the first instalment and sends the voucher.
    ctx.clock.set('2026-04-12T09:00:00Z');
    member = await freshSession(ctx, member);
    const open = await firstBill(member, loanId);
    expect(open).toMatchObject({ total: 88_849, overdueDays: 10, overdueInterest: 584, totalDue: 89_433 });
    const first = await submitRepayment(ctx, member, {
      billIds: [open.billId],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(first.json()).toMatchObject({ code: '0', data: { status: 'PENDING', amount: 89_433 } });

    // The review takes ten days: the bill shows what it showed on the day of payment.
    ctx.clock.set('2026-04-22T09:00:00Z');
    member = await freshSession(ctx, member);
    const reviewed = await billsOf(member, loanId);
    expect(reviewed.asOf).toBe('2026-04-22');
    expect(reviewed.list.find((bill) => bill.period === 1)).toMatchObject({
      status: 'TO_BE_CONFIRMED',
      overdueDays: 10,
      overdueInterest: 584,
      totalDue: 89_433,
    });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/detail`,
      headers: member.headers(),
    });
    expect(detail.json().data.nextBill).toMatchObject({ period: 1, overdueDays: 10, totalDue: 89_433 });

    // Refused: the bill is open again and its overdue interest runs to today, 20 days.
    const refused = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${first.json().data.repaymentId}/refuse`,
      { reason: 'No such transfer received' },
    );
    expect(refused.json()).toMatchObject({ code: '0', data: { repayment: { status: 'REFUSED' } } });
    expect(await firstBill(member, loanId)).toMatchObject({
      status: 'TO_BE_REPAID',
      overdueDays: 20,
      overdueInterest: 1_168,
      totalDue: 90_017,
    });

    // Paid again that day; confirmed five days later. What was asked, shown and confirmed is one figure.
    const second = await submitRepayment(ctx, member, {
      billIds: [open.billId],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(second.json()).toMatchObject({ code: '0', data: { amount: 90_017 } });
    ctx.clock.set('2026-04-27T09:00:00Z');
    member = await freshSession(ctx, member);
    expect(await firstBill(member, loanId)).toMatchObject({
      status: 'TO_BE_CONFIRMED',
      overdueDays: 20,
      totalDue: 90_017,
    });
    const confirmed = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${second.json().data.repaymentId}/confirm`,
    );
    expect(confirmed.json()).toMatchObject({
      code: '0',
      data: { repayment: { status: 'CONFIRMED', amount: 90_017 } },
    });

    // Long after, the repaid bill still shows what was paid, and the books balance on the shown figures:
    // Σ confirmed + Σ still owed = Σ of every bill's total due.
    ctx.clock.set('2026-05-20T09:00:00Z');
    member = await freshSession(ctx, member);
    const after = await billsOf(member, loanId);
    expect(after.list.find((bill) => bill.period === 1)).toMatchObject({
      status: 'REPAID',
      overdueDays: 20,
      overdueInterest: 1_168,
      totalDue: 90_017,
    });
    // The second instalment (due 2 May) is open and runs to today: 18 days.
    expect(after.list.find((bill) => bill.period === 2)).toMatchObject({
      status: 'TO_BE_REPAID',
      overdueDays: 18,
    });
    const rows = await ctx.deps.db.select().from(repayments).where(eq(repayments.loanId, loanId));
    const paid = rows.filter((row) => row.status === 'CONFIRMED').reduce((sum, row) => sum + row.amount, 0);
    expect(paid).toBe(90_017);
    const owed = after.list
      .filter((bill) => bill.status === 'TO_BE_REPAID' || bill.status === 'TO_BE_CONFIRMED')
      .reduce((sum, bill) => sum + bill.totalDue, 0);
    const totalDue = after.list.reduce((sum, bill) => sum + bill.totalDue, 0);
    expect(paid + owed).toBe(totalDue);
    // And on the stored figures, as the lifecycle tests count them: Σ confirmed + Σ owed totals is the
    // schedule's total plus the overdue interest that was paid.
    const scheduleTotal = after.list.reduce((sum, bill) => sum + bill.total, 0);
    const owedTotals = after.list
      .filter((bill) => bill.status !== 'REPAID')
      .reduce((sum, bill) => sum + bill.total, 0);
    expect(paid + owedTotals).toBe(scheduleTotal + 1_168);
  });

  it('a bill paid on time shows no overdue interest while it waits past its due date', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await disbursedLoan(ctx, member, operator);

    ctx.clock.set('2026-04-02T09:00:00Z');
    member = await freshSession(ctx, member);
    const due = await firstBill(member, loanId);
    const paid = await submitRepayment(ctx, member, {
      billIds: [due.billId],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(paid.json().data.amount).toBe(88_849);

    ctx.clock.set('2026-04-09T09:00:00Z');
    member = await freshSession(ctx, member);
    expect(await firstBill(member, loanId)).toMatchObject({
      status: 'TO_BE_CONFIRMED',
      overdueDays: 0,
      overdueInterest: 0,
      totalDue: 88_849,
    });
  });
});
