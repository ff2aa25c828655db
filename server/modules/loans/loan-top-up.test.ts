import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  referEveryApplication,
  requestQuote,
  signOffer,
  submitApplication,
  submitRepayment,
  uploadVoucher,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { decisions, ledgerEntries, loanBills, loans } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * Top-ups (DESIGN §4, decision 096): with a loan running, the quote is a top-up of it, and the payout of the
 * new loan settles the old one at its settlement figure on the business date and sends the rest. Loan A is
 * £5,000.00 over 12 months at 12% paid out on Monday 2026-03-02: £444.24 a month (the last £444.29). After
 * its six bills to 2026-09-02, the principal left is £2,574.63 and the interest of bill 7 (due 2026-10-02)
 * £25.75, so its settlement figure from 2026-09-03 until 2026-10-01 is £2,600.38.
 */

let ctx: TestContext;
let operator: TestMember;

const SETTLEMENT_AFTER_SIX = 260_038;

async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  await verifyIdentity(ctx, member);
  return member;
}

function quote(member: TestMember, amount: number, lang?: 'en' | 'cn' | 'tw') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/loan/quote',
    headers: member.headers(lang),
    payload: { amount, termMonths: 24, method: 'EQUAL_INSTALLMENT' },
  });
}

const get = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: member.headers(lang) });

async function loanRow(loanId: number) {
  const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
  return row!;
}

async function entriesOf(loanId: number) {
  return ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId));
}

async function ledgerSize(): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: count() }).from(ledgerEntries);
  return row?.n ?? 0;
}

/** Loan A paid out on 2026-03-02, and (with `paid`) its first six bills paid on their due dates. */
async function loanA(paid: boolean): Promise<{ member: TestMember; loanId: number }> {
  ctx.clock.set('2026-03-02T10:00:00Z');
  let member = await borrower();
  const loanId = await disbursedLoan(ctx, member, operator, { amount: 500_000, termMonths: 12 });
  if (!paid) return { member, loanId };
  const bills = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
  for (const bill of bills.filter((row) => row.period <= 6).sort((a, b) => a.period - b.period)) {
    ctx.clock.set(`${bill.dueDate}T09:00:00Z`);
    member = await freshSession(ctx, member);
    const paidBill = await submitRepayment(ctx, member, {
      billIds: [bill.id],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    const repaymentId = paidBill.json().data.repaymentId;
    const confirmed = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${repaymentId}/confirm`,
    );
    expect(confirmed.json().code).toBe('0');
  }
  return { member, loanId };
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await referEveryApplication(ctx);
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

describe('a top-up after six months of on-time payments', () => {
  it('quotes both parts, names the old loan in the agreement, and its payout settles it at its figure', async () => {
    const a = await loanA(true);
    const contractA = (await loanRow(a.loanId)).contractNumber;

    // Thursday 2026-09-03: the payout we expect is Friday 2026-09-04.
    ctx.clock.set('2026-09-03T10:00:00Z');
    let member = await freshSession(ctx, a.member);
    const quoted = (await quote(member, 1_000_000)).json();
    expect(quoted.code).toBe('0');
    expect(quoted.data.eligibility).toEqual({ eligible: true, reasons: [] });
    expect(quoted.data.topUp).toEqual({
      replacesLoanId: a.loanId,
      replacesContractNumber: contractA,
      settlement: SETTLEMENT_AFTER_SIX,
      toBorrower: 739_962,
      payoutOn: '2026-09-04',
      estimate: true,
    });

    const applied = await submitApplication(ctx, member, quoted.data.quoteId);
    expect(applied.json().code).toBe('0');
    const loanId = applied.json().data.loanId as number;
    // The policy sees loan A's payments replaced by the new loan's, not added (A alone costs £444.25 a month).
    expect(applied.json().data.decision.figures.existingMonthlyCost).toBe(0);
    const [decided] = await ctx.deps.db.select().from(decisions).where(eq(decisions.loanId, loanId));
    expect((decided!.inputs as { existingLoans: unknown[] }).existingLoans).toEqual([]);
    expect((await loanRow(loanId)).replacesLoanId).toBe(a.loanId);

    const approved = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/applications/${loanId}/approve`,
      {},
    );
    expect(approved.json().code).toBe('0');
    const offer = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(offer.topUp).toMatchObject({
      settlement: SETTLEMENT_AFTER_SIX,
      toBorrower: 739_962,
      estimate: true,
    });

    // The agreement names the loan it replaces, in every language, with both parts as estimated.
    const contract = (await get(member, `/api/loan/${loanId}/contract`)).json().data;
    expect(contract.topUp).toMatchObject({ replacesLoanId: a.loanId, settlement: SETTLEMENT_AFTER_SIX });
    expect(contract.sections[2]).toEqual({
      heading: 'The loan this one replaces',
      text: expect.stringContaining(`This is a top-up: it replaces your loan ${contractA}.`),
    });
    expect(contract.sections[3].text).toBe(
      `Paid out on 4 Sept 2026, £2,600.38 of this loan would settle loan ${contractA} and £7,399.62 would be paid to you. This is an estimate valid until 4 Sept 2026: the figure is worked out again on the day we pay out.`,
    );
    const cn = (await get(member, `/api/loan/${loanId}/contract`, 'cn')).json().data;
    expect(cn.sections[2].heading).toBe('本借款取代的借款');
    expect(cn.versionHash).toBe(contract.versionHash);
    expect((await signOffer(ctx, member, loanId)).json().code).toBe('0');

    // Friday: the Payouts queue shows what settles A and what to send; the payout does both at once.
    ctx.clock.set('2026-09-04T10:00:00Z');
    member = await freshSession(ctx, member);
    const queue = (await operatorCall(ctx, operator, 'GET', '/api/operator/payouts')).json().data;
    expect(queue.list.find((item: { loanId: number }) => item.loanId === loanId).topUp).toEqual({
      replacesLoanId: a.loanId,
      replacesContractNumber: contractA,
      asOf: '2026-09-04',
      settlement: SETTLEMENT_AFTER_SIX,
      toSend: 739_962,
      refusal: null,
    });
    const paidOut = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});
    expect(paidOut.json().data).toMatchObject({
      status: 'DISBURSED',
      topUp: { replacesLoanId: a.loanId, settlement: SETTLEMENT_AFTER_SIX, sentToBorrower: 739_962 },
    });

    // Loan A: one new entry, a payment of exactly its settlement figure from the top-up; SETTLED, its bills repaid.
    const entries = await entriesOf(a.loanId);
    const refinance = entries.filter((entry) => entry.channel === 'REFINANCE');
    expect(refinance).toHaveLength(1);
    expect(refinance[0]).toMatchObject({
      kind: 'PAYMENT',
      amount: SETTLEMENT_AFTER_SIX,
      on: '2026-09-04',
      reference: (await loanRow(loanId)).contractNumber,
      reason: `Settled by refinance from loan ${(await loanRow(loanId)).contractNumber} (#${loanId})`,
    });
    expect(await loanRow(a.loanId)).toMatchObject({ status: 'SETTLED', settledByLoanId: loanId });
    const billsA = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, a.loanId));
    expect(billsA.every((bill) => bill.status === 'REPAID')).toBe(true);
    // The new loan's ledger: the whole amount lent.
    expect((await entriesOf(loanId)).map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'PAYOUT', amount: 1_000_000 },
    ]);

    // Each loan's page says it: A settled by the top-up, the top-up what it settled and what was sent.
    const oldPage = (await get(member, `/api/loan/${a.loanId}/detail`)).json().data;
    expect(oldPage.status).toBe('SETTLED');
    expect(oldPage.settledBy).toEqual({
      loanId,
      contractNumber: (await loanRow(loanId)).contractNumber,
      on: '2026-09-04',
    });
    const newPage = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(newPage.topUp).toEqual({
      replacesLoanId: a.loanId,
      replacesContractNumber: contractA,
      settlement: SETTLEMENT_AFTER_SIX,
      toBorrower: 739_962,
      payoutOn: '2026-09-04',
      estimate: false,
    });
  });
});

describe('a top-up refused', () => {
  it('before six months: the quote says from when, the submit is refused in each language, nothing written', async () => {
    const a = await loanA(false);
    // Friday 2026-03-20, before the first bill: the figure for Monday is the principal and a month's interest.
    ctx.clock.set('2026-03-20T10:00:00Z');
    const member = await freshSession(ctx, a.member);
    const quoted = (await quote(member, 1_000_000)).json().data;
    expect(quoted.eligibility).toEqual({
      eligible: false,
      reasons: ['topUp.tooSoon|{"date":"2026-09-02","months":6}'],
    });
    expect(quoted.topUp).toMatchObject({ settlement: 505_000, toBorrower: 495_000, payoutOn: '2026-03-23' });
    const words = {
      en: 'A top-up of your current loan is possible from 2 Sept 2026, once it has been paid out for 6 months with every payment on time',
      cn: '当前借款放款满6个月且每期均按时还款后，方可追加借款，可申请日期：2026年9月2日',
      tw: '目前借款撥款滿6個月且每期均按時還款後，方可追加借款，可申請日期：2026年9月2日',
    };
    const [before] = await ctx.deps.db.select({ n: count() }).from(loans);
    for (const lang of ['en', 'cn', 'tw'] as const) {
      const refused = await submitApplication(
        ctx,
        { ...member, headers: () => member.headers(lang) },
        quoted.quoteId,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'C409', msg: words[lang] });
    }
    const [after] = await ctx.deps.db.select({ n: count() }).from(loans);
    expect(after!.n).toBe(before!.n);
  });

  it('with an overdue bill: the quote names it, and the submit says a bill is overdue', async () => {
    const a = await loanA(false);
    ctx.clock.set('2026-09-03T10:00:00Z');
    const member = await freshSession(ctx, a.member);
    const quoted = (await quote(member, 1_500_000)).json().data;
    expect(quoted.eligibility).toEqual({
      eligible: false,
      reasons: ['debt.billOverdue', 'topUp.latePayment'],
    });
    const refused = await submitApplication(ctx, member, quoted.quoteId);
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'You have an overdue bill. A new application is possible once it has been repaid and we have confirmed the payment',
    });
  });

  it('an amount not above the settlement figure: refused on the amount, in each language', async () => {
    const a = await loanA(false);
    ctx.clock.set('2026-03-20T10:00:00Z');
    const member = await freshSession(ctx, a.member);
    const words = {
      en: 'The amount must be more than £5,050.00, the figure that settles your current loan',
      cn: '借款金额须高于£5,050.00，即结清当前借款所需的金额',
      tw: '借款金額須高於£5,050.00，即結清目前借款所需的金額',
    };
    for (const lang of ['en', 'cn', 'tw'] as const) {
      const refused = await quote(member, 505_000, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'V400', data: { fields: { amount: words[lang] } } });
    }
    expect((await quote(member, 505_001)).json().data.topUp).toMatchObject({ toBorrower: 1 });
  });
});

describe('a top-up payout refused, with nothing written', () => {
  it('when the old loan fell behind since the offer, and when it is no longer running', async () => {
    const a = await loanA(true);
    ctx.clock.set('2026-09-03T10:00:00Z');
    let member = await freshSession(ctx, a.member);
    const { quoteId } = await requestQuote(ctx, member, { amount: 1_000_000, termMonths: 24 });
    const loanId = (await submitApplication(ctx, member, quoteId)).json().data.loanId as number;
    await operatorCall(ctx, operator, 'POST', `/api/operator/applications/${loanId}/approve`, {});
    expect((await signOffer(ctx, member, loanId)).json().code).toBe('0');

    // Bill 7 of loan A (due 2026-10-02) is three days overdue when the payout is tried: £444.24 and £0.88 of
    // overdue interest (£444.24 × 24% ÷ 365 × 3).
    ctx.clock.set('2026-10-05T10:00:00Z');
    member = await freshSession(ctx, member);
    const entriesBefore = await ledgerSize();
    const contractA = (await loanRow(a.loanId)).contractNumber;
    const queue = (await operatorCall(ctx, operator, 'GET', '/api/operator/payouts')).json().data;
    expect(queue.list.find((item: { loanId: number }) => item.loanId === loanId).topUp.refusal).toBe(
      `This top-up cannot be paid out: loan ${contractA}, which it settles, has fallen behind since the offer (£445.12 overdue). Nothing was sent or booked`,
    );
    const behind = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/loans/${loanId}/disburse`,
      {},
      'tw',
    );
    expect(behind.statusCode).toBe(409);
    expect(behind.json().msg).toBe(
      `該追加借款無法撥款：其須結清的借款${contractA}自要約後出現逾期（逾期£445.12）。未撥付款項，也未記帳`,
    );
    expect(await ledgerSize()).toBe(entriesBefore);
    expect((await loanRow(loanId)).status).toBe('SIGNED');
    expect((await loanRow(a.loanId)).status).toBe('DISBURSED');

    // Loan A settled some other way in the meantime: nothing left for this payout to settle.
    await ctx.deps.db.update(loans).set({ status: 'SETTLED' }).where(eq(loans.id, a.loanId));
    const settled = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});
    expect(settled.statusCode).toBe(409);
    expect(settled.json().msg).toBe(
      `This top-up cannot be paid out: loan ${contractA}, which it settles, is no longer running (Settled). Nothing was sent or booked`,
    );
    expect(await ledgerSize()).toBe(entriesBefore);
    expect((await loanRow(loanId)).status).toBe('SIGNED');
  });
});
