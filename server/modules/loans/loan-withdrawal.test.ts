import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  signedLoan,
  submitRepayment,
  uploadVoucher,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, loanBillEvents, loanBills, loans } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * Withdrawal (CCA s66/s66A) through the HTTP API: a disbursed loan's open instalments are cancelled and one
 * payoff bill — principal + interest to the day of repayment, due within 30 days — replaces them; the
 * borrower repays it with a voucher and the operator confirms it like any bill. Figures: 10,000.00 at 12%
 * drawn on 1 July 2026 (the vectors of domain/loan/settlement.test.ts, from an exact-fraction calculation).
 */

let ctx: TestContext;
let operator: TestMember;

async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  return member;
}

const get = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: member.headers(lang) });
const post = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'POST', url, headers: member.headers(lang) });

async function billsOf(loanId: number) {
  return ctx.deps.db
    .select()
    .from(loanBills)
    .where(eq(loanBills.loanId, loanId))
    .orderBy(asc(loanBills.period));
}

async function notificationBodies(member: TestMember, lang: 'en' | 'cn' | 'tw') {
  const response = await get(member, '/api/notification/all/list?pageSize=50', lang);
  return (response.json().data.list as { body: string }[]).map((item) => item.body);
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator', email: ctx.deps.config.OPERATOR_EMAIL });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

describe('withdrawal of a disbursed loan', () => {
  it('stores the payoff, cancels the open bills, and is repaid through one payoff bill', async () => {
    ctx.clock.set('2026-07-01T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);

    ctx.clock.set('2026-07-11T09:00:00Z');
    member = await freshSession(ctx, member);
    const withdrawn = await post(member, `/api/loan/${loanId}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    const payoffBillId = withdrawn.json().data.payoffBillId;
    expect(withdrawn.json()).toEqual({
      code: '0',
      msg: 'Withdrawn successfully',
      data: {
        loanId,
        status: 'WITHDRAWN',
        payoff: 1_003_288,
        asOf: '2026-07-11',
        dueDate: '2026-08-10',
        payoffBillId: expect.any(Number),
      },
    });

    const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row).toMatchObject({
      status: 'WITHDRAWN',
      withdrawnOn: '2026-07-11',
      withdrawalPayoff: 1_003_288,
      withdrawalDueOn: '2026-08-10',
      withdrawalCredits: [],
    });

    const stored = await billsOf(loanId);
    expect(stored).toHaveLength(13);
    expect(stored[0]).toMatchObject({
      id: payoffBillId,
      kind: 'WITHDRAWAL_PAYOFF',
      period: 0,
      dueDate: '2026-08-10',
      principal: 1_000_000,
      interest: 3_288,
      total: 1_003_288,
      status: 'TO_BE_REPAID',
    });
    expect(stored.slice(1).every((bill) => bill.kind === 'INSTALMENT' && bill.status === 'CANCELLED')).toBe(
      true,
    );

    // Every change of a bill is in its history: who, when, from, to and why.
    const events = await ctx.deps.db
      .select()
      .from(loanBillEvents)
      .where(eq(loanBillEvents.loanId, loanId))
      .orderBy(asc(loanBillEvents.id));
    const cancelled = events.filter((event) => event.toStatus === 'CANCELLED');
    expect(cancelled).toHaveLength(12);
    expect(cancelled[0]).toMatchObject({
      fromStatus: 'TO_BE_REPAID',
      actorMemberId: member.id,
      actorRole: 'borrower',
      reason: 'bill.cancelled.withdrawal',
      at: new Date('2026-07-11T09:00:00Z'),
    });
    expect(events.find((event) => event.billId === payoffBillId)).toMatchObject({
      fromStatus: null,
      toStatus: 'TO_BE_REPAID',
      actorRole: 'borrower',
      reason: 'loan.withdraw.byBorrower',
    });

    // The borrower is told what to repay and by when, with the amount in their language's format.
    expect(await notificationBodies(member, 'en')).toContain(
      `You withdrew from agreement ${row!.contractNumber}. Please repay £10,032.88 (as of 11 Jul 2026) plus interest for each further day until you pay, by 10 Aug 2026 at the latest. Your other bills are no longer owed.`,
    );
    expect(await notificationBodies(member, 'cn')).toContain(
      `您已撤回合同${row!.contractNumber}。请最迟于2026年8月10日前归还£10,032.88（截至2026年7月11日），以及此后至实际还款日按日计算的利息。其余账单无需再还。`,
    );

    // Nine days later the figure has grown by daily interest: 19 days since drawdown.
    ctx.clock.set('2026-07-20T09:00:00Z');
    member = await freshSession(ctx, member);
    const bills = (await get(member, `/api/loan/${loanId}/bills`)).json().data;
    expect(bills.list[0]).toMatchObject({
      billId: payoffBillId,
      kind: 'WITHDRAWAL_PAYOFF',
      status: 'TO_BE_REPAID',
      principal: 1_000_000,
      interest: 6_247,
      total: 1_006_247,
      overdueDays: 0,
      totalDue: 1_006_247,
    });
    expect(bills.list[1]).toMatchObject({ kind: 'INSTALMENT', status: 'CANCELLED', overdueDays: 0 });
    const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail).toMatchObject({
      status: 'WITHDRAWN',
      withdrawal: {
        withdrawnOn: '2026-07-11',
        payoff: 1_003_288,
        dueDate: '2026-08-10',
        bill: { billId: payoffBillId, totalDue: 1_006_247 },
      },
      nextBill: { billId: payoffBillId },
    });

    // A cancelled instalment cannot be paid; the early-settlement route is for running loans only.
    const cancelledBill = stored[1]!.id;
    const refusedEn = await submitRepayment(ctx, member, {
      billIds: [cancelledBill],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json()).toMatchObject({
      code: 'C409',
      msg: 'This bill is no longer owed because the agreement was withdrawn. Please repay the withdrawal bill instead',
    });
    const refusedCn = await submitRepayment(
      ctx,
      member,
      { billIds: [cancelledBill], voucherUploadId: await uploadVoucher(ctx, member) },
      'cn',
    );
    expect(refusedCn.json().msg).toBe('合同已撤回，该账单无需再还，请改为归还撤回结清账单');
    expect((await get(member, `/api/loan/${loanId}/settlement`)).json().code).toBe('C409');

    const paid = await submitRepayment(ctx, member, {
      billIds: [payoffBillId],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      kind: 'BILLS',
      amount: 1_006_247,
      status: 'PENDING',
      bills: [{ billId: payoffBillId, kind: 'WITHDRAWAL_PAYOFF', status: 'TO_BE_CONFIRMED' }],
    });
    const repaymentId = paid.json().data.repaymentId;

    // The operator confirms it a few days later; the figure stays what it was on the day of payment.
    ctx.clock.set('2026-07-23T09:00:00Z');
    const confirmed = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${repaymentId}/confirm`,
    );
    expect(confirmed.json()).toMatchObject({
      code: '0',
      data: { loanSettled: false, repayment: { status: 'CONFIRMED', amount: 1_006_247 } },
    });
    member = await freshSession(ctx, member);
    const after = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(after).toMatchObject({
      status: 'WITHDRAWN',
      nextBill: null,
      withdrawal: { bill: { status: 'REPAID', total: 1_006_247, totalDue: 1_006_247 } },
    });
    expect(await notificationBodies(member, 'tw')).toContain('我們已收到您的還款 £10,062.47，謝謝。');
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'repayment'), eq(auditLog.targetId, String(repaymentId))));
    expect(audit).toMatchObject([{ action: 'repayment.confirm', operatorId: operator.id }]);
    const payoffHistory = await ctx.deps.db
      .select()
      .from(loanBillEvents)
      .where(eq(loanBillEvents.billId, payoffBillId))
      .orderBy(asc(loanBillEvents.id));
    expect(payoffHistory.map((event) => [event.fromStatus, event.toStatus, event.actorRole])).toEqual([
      [null, 'TO_BE_REPAID', 'borrower'],
      ['TO_BE_REPAID', 'TO_BE_CONFIRMED', 'borrower'],
      ['TO_BE_CONFIRMED', 'REPAID', 'operator'],
    ]);
  });

  it('charges the overdue rate, not more daily interest, once the 30 days have passed', async () => {
    ctx.clock.set('2026-07-01T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.set('2026-07-11T09:00:00Z');
    member = await freshSession(ctx, member);
    expect((await post(member, `/api/loan/${loanId}/withdraw`)).json().data.dueDate).toBe('2026-08-10');

    ctx.clock.set('2026-08-20T09:00:00Z');
    member = await freshSession(ctx, member);
    const [payoff] = (await get(member, `/api/loan/${loanId}/bills`)).json().data.list;
    // Interest to the due date (40 days): 10,131.51; then 24% a year on it for 10 days: 66.62.
    expect(payoff).toMatchObject({
      total: 1_013_151,
      overdueDays: 10,
      overdueInterest: 6_662,
      totalDue: 1_019_813,
    });
  });

  it('waits for a repayment under review, then credits the confirmed payment against the payoff', async () => {
    ctx.clock.set('2026-07-01T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.set('2026-07-03T09:00:00Z');
    member = await freshSession(ctx, member);
    const [first] = await billsOf(loanId);
    const early = await submitRepayment(ctx, member, {
      billIds: [first!.id],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(early.json().data.amount).toBe(88_849);

    ctx.clock.set('2026-07-11T09:00:00Z');
    member = await freshSession(ctx, member);
    const waitEn = await post(member, `/api/loan/${loanId}/withdraw`);
    expect(waitEn.statusCode).toBe(409);
    expect(waitEn.json()).toMatchObject({
      code: 'C409',
      msg: 'A repayment of this loan is waiting for review. You can withdraw once we have decided on it',
    });
    const waitCn = await post(member, `/api/loan/${loanId}/withdraw`, 'cn');
    expect(waitCn.json().msg).toBe('该笔借款有一笔还款正在等待审核，审核完成后方可撤回');
    expect((await billsOf(loanId)).filter((bill) => bill.status === 'CANCELLED')).toHaveLength(0);

    await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${early.json().data.repaymentId}/confirm`,
    );
    const withdrawn = await post(member, `/api/loan/${loanId}/withdraw`);
    // 10,032.88 − 888.49 − 888.49 × 12% × 8/365 (2.34) = 9,142.05: the 888.49 stopped accruing on 3 July.
    expect(withdrawn.json().data).toMatchObject({ status: 'WITHDRAWN', payoff: 914_205 });
    const bills = await billsOf(loanId);
    expect(bills.map((bill) => bill.status)).toEqual([
      'TO_BE_REPAID',
      'REPAID',
      ...Array.from({ length: 11 }, () => 'CANCELLED'),
    ]);
    expect(bills[0]).toMatchObject({ principal: 914_205, interest: 0, total: 914_205 });
    const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.withdrawalCredits).toEqual([{ on: '2026-07-03', amount: 88_849 }]);
  });
});

describe('withdrawal before the money is sent', () => {
  it('owes nothing: no payoff, no bills, and the borrower is told so', async () => {
    ctx.clock.set('2026-08-03T09:00:00Z');
    const member = await borrower();
    const loanId = await signedLoan(ctx, member, operator);
    const withdrawn = await post(member, `/api/loan/${loanId}/withdraw`, 'tw');
    expect(withdrawn.json()).toEqual({
      code: '0',
      msg: '撤回成功',
      data: { loanId, status: 'WITHDRAWN', payoff: 0, asOf: '2026-08-03', dueDate: null, payoffBillId: null },
    });
    expect(await billsOf(loanId)).toEqual([]);
    const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row).toMatchObject({ withdrawnOn: '2026-08-03', withdrawalPayoff: 0, withdrawalDueOn: null });
    const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail.withdrawal).toEqual({ withdrawnOn: '2026-08-03', payoff: 0, dueDate: null, bill: null });
    expect(await notificationBodies(member, 'en')).toContain(
      `You withdrew from agreement ${row!.contractNumber}. You owe nothing under it.`,
    );
    // Nothing was sent, so the operator can no longer send it either.
    const disburse = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
    expect(disburse.json().code).toBe('C409');
  });
});
