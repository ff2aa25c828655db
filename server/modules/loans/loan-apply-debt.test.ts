import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  requestQuote,
  submitApplication,
  submitRepayment,
  uploadVoucher,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { loanBills, loans } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * No new loan while money from an earlier one is due and not received (docs/decisions/011): a withdrawn
 * loan's payoff bill, open or under review, and an overdue instalment of a running loan refuse
 * `POST /api/loan/apply` with C409 and are named among the quote's eligibility reasons.
 */

let ctx: TestContext;
let operator: TestMember;

const PAYOFF_OWED = {
  en: 'You still owe the amount due on a withdrawn loan. A new application is possible once it has been repaid and we have confirmed the payment',
  cn: '您已撤回的借款仍有应还款项未结清。还款并经我们确认后，方可再次申请',
  tw: '您已撤回的借款仍有應還款項未結清。還款並經我們確認後，方可再次申請',
};
const BILL_OVERDUE = {
  en: 'You have an overdue bill. A new application is possible once it has been repaid and we have confirmed the payment',
  cn: '您有逾期账单。还款并经我们确认后，方可再次申请',
  tw: '您有逾期帳單。還款並經我們確認後，方可再次申請',
};

async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  return member;
}

function quote(member: TestMember, lang?: 'en' | 'cn' | 'tw') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/loan/quote',
    headers: member.headers(lang),
    // Above a running loan's settlement figure, so that with one running it is a top-up quote.
    payload: { amount: 1_500_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' },
  });
}

/** Apply in each language: refused every time with the words given, and no application stored. */
async function expectRefusedInEveryLanguage(
  member: TestMember,
  words: Record<'en' | 'cn' | 'tw', string>,
  reasons: string[],
) {
  const before = await applicationsOf(member);
  const { quoteId } = await requestQuote(ctx, member, { amount: 1_500_000 });
  for (const lang of ['en', 'cn', 'tw'] as const) {
    const withLang = { ...member, headers: () => member.headers(lang) };
    const response = await submitApplication(ctx, withLang, quoteId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'C409', msg: words[lang], data: { reasons } });
  }
  expect(await applicationsOf(member)).toBe(before);
}

async function applicationsOf(member: TestMember): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: count() }).from(loans).where(eq(loans.memberId, member.id));
  return row?.n ?? 0;
}

async function billOf(loanId: number, period: number) {
  const rows = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
  return rows.find((bill) => bill.period === period)!;
}

/** Pays one bill with a voucher as `member`; answers the repayment's id. */
async function pay(member: TestMember, billId: number): Promise<number> {
  const response = await submitRepayment(ctx, member, {
    billIds: [billId],
    voucherUploadId: await uploadVoucher(ctx, member),
  });
  expect(response.json().code).toBe('0');
  return response.json().data.repaymentId;
}

async function confirm(repaymentId: number) {
  const response = await operatorCall(
    ctx,
    operator,
    'POST',
    `/api/operator/repayments/${repaymentId}/confirm`,
  );
  expect(response.json().code).toBe('0');
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

describe('an unpaid withdrawal payoff', () => {
  it('refuses a new application, even once the 3-month wait is over, until the payoff is repaid and confirmed', async () => {
    ctx.clock.set('2026-07-01T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.set('2026-07-11T09:00:00Z');
    member = await freshSession(ctx, member);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${loanId}/withdraw`,
      headers: member.headers(),
    });
    const payoffBillId = withdrawn.json().data.payoffBillId as number;
    expect(payoffBillId).toEqual(expect.any(Number));

    // The next day, within the wait: the debt is named first, since repaying is what the borrower can do.
    ctx.clock.set('2026-07-12T09:00:00Z');
    member = await freshSession(ctx, member);
    await expectRefusedInEveryLanguage(member, PAYOFF_OWED, ['debt.withdrawalPayoffOwed']);

    // Three months on, the wait is over; the payoff (due 10 August) is still unpaid.
    ctx.clock.set('2026-10-11T09:00:00Z');
    member = await freshSession(ctx, member);
    const quoted = await quote(member);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.eligibility).toEqual({
      eligible: false,
      reasons: ['debt.withdrawalPayoffOwed'],
    });
    await expectRefusedInEveryLanguage(member, PAYOFF_OWED, ['debt.withdrawalPayoffOwed']);

    // Paid, with the voucher waiting for review: not yet money received.
    const repaymentId = await pay(member, payoffBillId);
    expect((await billOf(loanId, 0)).status).toBe('TO_BE_CONFIRMED');
    await expectRefusedInEveryLanguage(member, PAYOFF_OWED, ['debt.withdrawalPayoffOwed']);

    // Confirmed: nothing is owed and the wait is over.
    await confirm(repaymentId);
    expect((await quote(member)).json().data.eligibility).toEqual({ eligible: true, reasons: [] });
    const { quoteId } = await requestQuote(ctx, member, { amount: 1_500_000 });
    const applied = await submitApplication(ctx, member, quoteId);
    expect(applied.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
  });
});

describe('an overdue instalment of a running loan', () => {
  it('refuses a top-up with its own words; a bill paid on time and under review does not', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator, { termMonths: 24 });

    // Five instalments paid on their due dates and confirmed; the sixth paid on its due date (2 September).
    for (let period = 1; period <= 6; period += 1) {
      const bill = await billOf(loanId, period);
      ctx.clock.set(`${bill.dueDate}T09:00:00Z`);
      member = await freshSession(ctx, member);
      const repaymentId = await pay(member, bill.id);
      if (period < 6) await confirm(repaymentId);
      else {
        // The next day the sixth is still under review: paid on time, so neither debt nor a late payment.
        ctx.clock.set('2026-09-03T09:00:00Z');
        member = await freshSession(ctx, member);
        expect((await quote(member)).json().data.eligibility).toEqual({ eligible: true, reasons: [] });
        const { quoteId } = await requestQuote(ctx, member, { amount: 1_500_000 });
        const topUp = await submitApplication(ctx, member, quoteId);
        expect(topUp.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
        const rejected = await operatorCall(
          ctx,
          operator,
          'POST',
          `/api/operator/applications/${topUp.json().data.loanId}/reject`,
          { reason: 'Affordability' },
        );
        expect(rejected.json().code).toBe('0');
        await confirm(repaymentId);
      }
    }

    // The seventh (due 2 October) is three days overdue.
    ctx.clock.set('2026-10-05T09:00:00Z');
    member = await freshSession(ctx, member);
    // Unpaid past its due date, the bill is also not paid on time: the top-up rule says so too.
    expect((await quote(member, 'cn')).json().data.eligibility).toEqual({
      eligible: false,
      reasons: ['debt.billOverdue', 'topUp.latePayment'],
    });
    await expectRefusedInEveryLanguage(member, BILL_OVERDUE, ['debt.billOverdue']);

    // Paid late and under review: still overdue money not yet received.
    const late = await pay(member, (await billOf(loanId, 7)).id);
    await expectRefusedInEveryLanguage(member, BILL_OVERDUE, ['debt.billOverdue']);

    // Confirmed: no debt is left, and the top-up rule decides — a late payment is not on time.
    await confirm(late);
    expect((await quote(member)).json().data.eligibility).toEqual({
      eligible: false,
      reasons: ['topUp.latePayment'],
    });
    // The top-up declined on 3 September keeps a new application waiting until 3 December (a decline that
    // stands); bills 8 and 9 paid on their due dates, the submit then hears of the late payment.
    for (const period of [8, 9]) {
      const bill = await billOf(loanId, period);
      ctx.clock.set(`${bill.dueDate}T09:00:00Z`);
      member = await freshSession(ctx, member);
      await confirm(await pay(member, bill.id));
    }
    ctx.clock.set('2026-12-04T09:00:00Z');
    member = await freshSession(ctx, member);
    const { quoteId } = await requestQuote(ctx, member, { amount: 1_500_000 });
    const refused = await submitApplication(ctx, member, quoteId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'A top-up needs every payment of your current loan made on time, and one was late. You can settle that loan early from its page instead',
    });
  });
});
