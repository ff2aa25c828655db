import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  signedLoan,
  submitRepayment,
  uploadVoucher,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { ledgerEntries, repayments, usdtQuotes } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * USDT repayments and payouts (decision 098). Figures: 10,000.00 over 12 months at 12% paid out on 2 March
 * 2026, instalment 888.49; at 1.25 USDT a pound a bill asks 888.49 × 1.25 = 1110.612500 USDT.
 */

let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

async function asOperator() {
  const fresh = await freshSession(ctx, operator);
  operator.token = fresh.token;
  operator.headers = fresh.headers;
  return operator;
}

async function post(url: string, payload: object, lang?: 'en' | 'cn' | 'tw') {
  const ops = await asOperator();
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...ops.headers(lang), 'idempotency-key': randomUUID() },
    payload,
  });
}

async function setRate(rate: string) {
  const response = await post('/api/operator/usdt-rate', { rate, confirmMove: true });
  expect(response.statusCode).toBe(200);
}

async function newLoan() {
  ctx.clock.set('2026-03-02T10:00:00Z');
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { member, loanId };
}

async function billIds(member: TestMember, loanId: number, periods: number[]) {
  const fresh = await freshSession(ctx, member);
  const bills = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/bills`,
    headers: fresh.headers(),
  });
  return (bills.json().data.list as { billId: number; period: number }[])
    .filter((bill) => periods.includes(bill.period))
    .map((bill) => bill.billId);
}

async function quote(member: TestMember, body: object, lang?: 'en' | 'cn' | 'tw') {
  const fresh = await freshSession(ctx, member);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/repayment/usdt-quote',
    headers: fresh.headers(lang),
    payload: body,
  });
}

async function report(member: TestMember, ids: number[], usdtQuoteId?: number) {
  const fresh = await freshSession(ctx, member);
  const submitted = await submitRepayment(ctx, fresh, {
    billIds: ids,
    voucherUploadId: await uploadVoucher(ctx, fresh),
    ...(usdtQuoteId ? { usdtQuoteId } : {}),
  });
  expect(submitted.statusCode).toBe(200);
  return submitted.json().data.repaymentId as number;
}

async function detail(repaymentId: number, lang?: 'en' | 'cn' | 'tw') {
  const ops = await asOperator();
  const response = await operatorCall(
    ctx,
    ops,
    'GET',
    `/api/operator/repayments/${repaymentId}`,
    undefined,
    lang,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const paymentsOf = (loanId: number) =>
  ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId));

describe('a borrower’s USDT figure', () => {
  it('is refused plainly while there is no rate, with nothing stored', async () => {
    const { member, loanId } = await newLoan();
    const response = await quote(member, { billIds: await billIds(member, loanId, [1]) });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      'We cannot tell you how much USDT to send just now, because today’s rate is not available. Please try again later or contact us',
    );
    expect((await quote(member, { billIds: await billIds(member, loanId, [1]) }, 'cn')).json().msg).toContain(
      '由于今日汇率暂不可用',
    );
    expect(await ctx.deps.db.select().from(usdtQuotes)).toHaveLength(0);
  });

  it('asks the bills’ pounds at the rate, rounded up, valid for the minutes set, stored as shown', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    ctx.clock.set('2026-03-02T14:05:00Z');
    const ids = await billIds(member, loanId, [1]);
    const response = await quote(member, { billIds: ids });
    expect(response.statusCode).toBe(200);
    const shown = response.json().data;
    expect(shown).toMatchObject({
      loanId,
      kind: 'BILLS',
      billIds: ids,
      amount: 88_849,
      usdtAmount: 1_110_612_500,
      rate: '1.250000',
      quotedAt: '2026-03-02T14:05:00.000Z',
      validUntil: '2026-03-02T14:20:00.000Z',
      validMinutes: 15,
    });
    const [row] = await ctx.deps.db.select().from(usdtQuotes).where(eq(usdtQuotes.id, shown.quoteId));
    expect(row).toMatchObject({
      memberId: member.id,
      usdtAmount: 1_110_612_500,
      rate: '1.250000',
      rateSource: 'SETTINGS',
    });
  });

  it('the settlement figure too', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const response = await quote(member, { loanId, settlement: true });
    expect(response.statusCode).toBe(200);
    const shown = response.json().data;
    expect(shown.kind).toBe('SETTLEMENT');
    expect(shown.usdtAmount).toBe(Math.ceil((shown.amount * 1_250_000) / 100));
  });

  it('refuses someone else’s bills as not found', async () => {
    const { member, loanId } = await newLoan();
    const other = await createMemberWithToken(ctx);
    const ids = await billIds(member, loanId, [1]);
    expect((await quote(other, { billIds: ids })).statusCode).toBe(404);
  });
});

describe('an operator confirming by the USDT received', () => {
  it('books the pounds of the quote’s rate, with the USDT and rate kept beside them', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const ids = await billIds(member, loanId, [1]);
    const shown = (await quote(member, { billIds: ids })).json().data;
    const repaymentId = await report(member, ids, shown.quoteId);
    const [reported] = await ctx.deps.db.select().from(repayments).where(eq(repayments.id, repaymentId));
    expect(reported!.usdtQuoteId).toBe(shown.quoteId);

    const seen = await detail(repaymentId);
    expect(seen.usdt).toMatchObject({
      quote: { quoteId: shown.quoteId, usdtAmount: 1_110_612_500, lapsed: false },
      rate: '1.250000',
      from: 'QUOTE',
      problem: null,
      prefill: '1110.612500',
    });
    const confirmed = await post(`/api/operator/repayments/${repaymentId}/confirm`, {
      usdtReceived: '1110.6125',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.received).toMatchObject({
      amount: 88_849,
      usdt: { amount: 1_110_612_500, rate: '1.250000', from: 'QUOTE' },
    });
    const payment = (await paymentsOf(loanId)).find((entry) => entry.kind === 'PAYMENT');
    expect(payment).toMatchObject({ amount: 88_849, usdtAmount: '1110612500', usdtRate: '1.250000' });
    const ledger = await operatorCall(ctx, await asOperator(), 'GET', `/api/operator/loans/${loanId}/ledger`);
    const entry = ledger.json().data.entries.find((item: { kind: string }) => item.kind === 'PAYMENT');
    expect(entry.usdt).toEqual({ amount: 1_110_612_500, rate: '1.250000' });
    // Paid before the bill fell due: held as credit for it (decision 092).
    expect(ledger.json().data.book.creditHeld).toBe(88_849);
  });

  it('a few micro-USDT short is a penny short: an ordinary part payment', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const ids = await billIds(member, loanId, [1]);
    const shown = (await quote(member, { billIds: ids })).json().data;
    const repaymentId = await report(member, ids, shown.quoteId);
    const confirmed = await post(`/api/operator/repayments/${repaymentId}/confirm`, {
      usdtReceived: '1110.6',
    });
    expect(confirmed.statusCode).toBe(200);
    // 1110.600000 USDT ÷ 1.25 = 888.48 exactly: one penny less than asked.
    expect(confirmed.json().data.received.amount).toBe(88_848);
    expect(confirmed.json().data.book.creditHeld).toBe(88_848);
  });

  it('a quote that had lapsed when the payment was reported: the rate of the day', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const ids = await billIds(member, loanId, [1]);
    const shown = (await quote(member, { billIds: ids })).json().data;
    ctx.clock.set('2026-03-02T10:20:01Z'); // reported 20 minutes later: the 15 minutes have passed
    const repaymentId = await report(member, ids, shown.quoteId);
    await setRate('1.30');
    const seen = await detail(repaymentId);
    expect(seen.usdt).toMatchObject({ quote: { lapsed: true }, rate: '1.300000', from: 'DAY' });
    const confirmed = await post(`/api/operator/repayments/${repaymentId}/confirm`, {
      usdtReceived: '1110.6125',
    });
    // 1110.612500 ÷ 1.30 = 854.317… → 854.31: 34.18 short of the bill, an ordinary part payment.
    expect(confirmed.json().data.received).toMatchObject({
      amount: 85_431,
      usdt: { amount: 1_110_612_500, rate: '1.300000', from: 'DAY' },
    });
  });

  it('a lapsed quote and a rate too old: refused on the USDT field, nothing booked', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const ids = await billIds(member, loanId, [1]);
    const shown = (await quote(member, { billIds: ids })).json().data;
    ctx.clock.set('2026-03-03T11:00:00Z');
    const repaymentId = await report(member, ids, shown.quoteId);
    const seen = await detail(repaymentId);
    expect(seen.usdt.problem).toMatch(/more than 24 hours ago: set today’s rate in Settings first$/);
    const before = await paymentsOf(loanId);
    const refused = await post(`/api/operator/repayments/${repaymentId}/confirm`, {
      usdtReceived: '1110.6125',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.usdtReceived).toMatch(
      /^The GBP to USDT rate was set at .* more than 24 hours ago/,
    );
    expect(await paymentsOf(loanId)).toHaveLength(before.length);
    const [row] = await ctx.deps.db.select().from(repayments).where(eq(repayments.id, repaymentId));
    expect(row!.status).toBe('PENDING');
  });

  it('refuses a seventh decimal, and pounds and USDT together, on the field', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const ids = await billIds(member, loanId, [1]);
    const repaymentId = await report(member, ids);
    const seventh = await post(`/api/operator/repayments/${repaymentId}/confirm`, {
      usdtReceived: '1110.6125001',
    });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().data.fields.usdtReceived).toBe('A USDT amount has at most six decimals');
    const both = await post(
      `/api/operator/repayments/${repaymentId}/confirm`,
      { usdtReceived: '1', amount: 100 },
      'tw',
    );
    expect(both.json().data.fields.usdtReceived).toBe('請填寫收到的英鎊或 USDT，二者只填其一');
    // Without a quote the rate of the day converts it.
    expect((await detail(repaymentId)).usdt).toMatchObject({ quote: null, from: 'DAY', rate: '1.250000' });
  });

  it('refuses a report naming a quote for other bills, on the quote', async () => {
    const { member, loanId } = await newLoan();
    await setRate('1.25');
    const first = await billIds(member, loanId, [1]);
    const shown = (await quote(member, { billIds: first })).json().data;
    const fresh = await freshSession(ctx, member);
    const refused = await submitRepayment(ctx, fresh, {
      billIds: await billIds(member, loanId, [1, 2]),
      voucherUploadId: await uploadVoucher(ctx, fresh),
      usdtQuoteId: shown.quoteId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.usdtQuoteId).toBe(
      'This USDT figure was for other bills: refresh it and send the amount then shown',
    );
  });
});

describe('a payout in USDT', () => {
  it('shows the USDT to send at the rate of the moment and keeps it with the payout', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await signedLoan(ctx, member, operator);
    await verifyIdentity(ctx, member);
    await setRate('1.25');
    const queue = await operatorCall(ctx, await asOperator(), 'GET', '/api/operator/payouts?pageSize=100');
    const row = queue.json().data.list.find((item: { loanId: number }) => item.loanId === loanId);
    expect(row.usdt).toMatchObject({ usdtToSend: 12_500_000_000, rate: '1.250000', problem: null });

    // The rate moved after the queue was read: refused, nothing written.
    await setRate('1.26');
    const moved = await post(`/api/operator/loans/${loanId}/disburse`, {
      reference: 'tx-1',
      usdtRate: '1.250000',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().data.fields.usdtRate).toBe(
      'The rate is now 1.260000 USDT a pound, not the rate shown: check the USDT to send and record it again',
    );
    expect(await paymentsOf(loanId)).toHaveLength(0);

    const sent = await post(`/api/operator/loans/${loanId}/disburse`, {
      reference: 'tx-1',
      usdtRate: '1.260000',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.usdt).toEqual({ amount: 12_600_000_000, rate: '1.260000' });
    const [payout] = await paymentsOf(loanId);
    expect(payout).toMatchObject({
      kind: 'PAYOUT',
      amount: 1_000_000,
      usdtAmount: '12600000000',
      usdtRate: '1.260000',
    });
  });

  it('with the rate too old the queue says why and sending at it is refused', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await signedLoan(ctx, member, operator);
    await verifyIdentity(ctx, member);
    ctx.clock.set('2026-03-04T10:00:00Z');
    const queue = await operatorCall(ctx, await asOperator(), 'GET', '/api/operator/payouts?pageSize=100');
    const row = queue.json().data.list.find((item: { loanId: number }) => item.loanId === loanId);
    expect(row.usdt).toMatchObject({ usdtToSend: null, rate: null });
    expect(row.usdt.problem).toMatch(/more than 24 hours ago/);
    const refused = await post(`/api/operator/loans/${loanId}/disburse`, {
      reference: 'tx-2',
      usdtRate: '1.26',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.usdtRate).toMatch(/more than 24 hours ago/);
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });
});
