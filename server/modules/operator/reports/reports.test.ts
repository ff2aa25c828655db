import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanBookAnswer, RollRatesAnswer } from '../../../../domain/api/reports';
import { balancesOf } from '../../../../domain/reports/loan-book';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  pendingLoan,
  signedLoan,
} from '../../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../../tests/helpers/test-app';
import { ledgerEntries, loans } from '../../../db/schema';
import { setConfigValue } from '../../config/config-service';
import { loadLoanBook } from '../../servicing/servicing-front-door';

/**
 * The reports against a fixture summed by hand. Three loans of 10,000.00 over 12 months at 12% paid out on
 * Monday 2 March 2026 (bills of 888.49 on the 2nd: bill 1 = 788.49 + 100.00 interest, bill 2 = 796.37 +
 * 92.12): A pays both bills on their day; B pays nothing; C pays nothing and is charged off on 10 May.
 * Beside them: one agreement signed and never paid out, one application declined by a person
 * (affordability) and one referred and waiting. The business date is then 20 May 2026.
 */
let ctx: TestContext;
let operator: TestMember;
const ids = { a: 0, b: 0, c: 0, waiting: 0, declined: 0, referred: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-03-02T10:00:00Z');
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  const borrower = async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    return member;
  };
  ids.a = await disbursedLoan(ctx, await borrower(), operator);
  ids.b = await disbursedLoan(ctx, await borrower(), operator);
  ids.c = await disbursedLoan(ctx, await borrower(), operator);
  ids.waiting = await signedLoan(ctx, await borrower(), operator);
  ids.declined = await pendingLoan(ctx, await borrower());
  const refused = await operatorCall(
    ctx,
    operator,
    'POST',
    `/api/operator/applications/${ids.declined}/reject`,
    {
      reasonCode: 'affordability',
      reason: 'Spending leaves too little',
    },
  );
  expect(refused.statusCode).toBe(200);
  ids.referred = await pendingLoan(ctx, await borrower());
  const entry = (loanId: number, kind: 'PAYMENT' | 'CHARGE_OFF', on: string, amount: number | null) => ({
    loanId,
    kind,
    on,
    amount,
    channel: kind === 'PAYMENT' ? ('RECORDED' as const) : null,
    createdAt: new Date(`${on}T12:00:00Z`),
  });
  await ctx.deps.db
    .insert(ledgerEntries)
    .values([
      entry(ids.a, 'PAYMENT', '2026-04-02', 88_849),
      entry(ids.a, 'PAYMENT', '2026-05-02', 88_849),
      entry(ids.c, 'CHARGE_OFF', '2026-05-10', null),
    ]);
  await ctx.deps.db.update(loans).set({ status: 'CHARGED_OFF' }).where(eq(loans.id, ids.c));
  ctx.clock.set('2026-05-20T10:00:00Z');
  operator = await freshSession(ctx, operator);
});
afterAll(() => ctx?.close());

const get = (url: string, lang?: 'en' | 'cn' | 'tw') =>
  operatorCall(ctx, operator, 'GET', url, undefined, lang);
/** A CSV answer is not JSON: read with the operator's session as it stands (the fixture made it fresh). */
const getCsv = (url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: operator.headers(lang) });

describe('the loan book', () => {
  it('counts and sums the book by state and bucket as the schedule says', async () => {
    const response = await get('/api/operator/reports/loan-book');
    expect(response.statusCode).toBe(200);
    const report = response.json().data as LoanBookAnswer;
    expect(report.asOf).toBe('2026-05-20');
    const bucket = (key: string) => report.byBucket.find((row) => row.key === key);
    // A: 10,000.00 − 788.49 − 796.37 = 8,415.14 left, nothing due.
    expect(bucket('CURRENT')).toEqual({
      key: 'CURRENT',
      loans: 1,
      principalOutstanding: 841_514,
      interestDue: 0,
      overdueInterest: 0,
      arrears: 0,
    });
    // B: two bills unpaid since 2 April (48 days): interest due 100.00 + 92.12.
    expect(bucket('DPD_30_59')).toMatchObject({
      loans: 1,
      principalOutstanding: 1_000_000,
      interestDue: 19_212,
    });
    expect(bucket('DPD_30_59')!.arrears).toBe(2 * 88_849 + bucket('DPD_30_59')!.overdueInterest);
    expect(bucket('CHARGED_OFF')).toMatchObject({ loans: 1 });
    expect(report.byState).toMatchObject([
      { key: 'RUNNING', loans: 2, principalOutstanding: 1_841_514 },
      { key: 'CHARGED_OFF', loans: 1 },
    ]);
    expect(report.total.loans).toBe(3);
  });

  it('equals each loan’s own book, replayed one loan at a time', async () => {
    const report = (await get('/api/operator/reports/loan-book')).json().data as LoanBookAnswer;
    const sum = { loans: 0, principalOutstanding: 0, interestDue: 0, overdueInterest: 0, arrears: 0 };
    for (const id of [ids.a, ids.b, ids.c]) {
      const loaded = await loadLoanBook(ctx.deps.db, id, '2026-05-20');
      const own = balancesOf(loaded!.book);
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += own[key];
    }
    expect(report.total).toEqual(sum);
  });

  it('exports the same figures as CSV, in pounds, as an attachment', async () => {
    const response = await getCsv('/api/operator/reports/loan-book.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="loan-book-2026-05-20.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('section,key,loans,principal_outstanding,interest_due,overdue_interest,arrears');
    expect(lines).toContain('bucket,CURRENT,1,8415.14,0,0,0');
    expect(lines.find((line) => line.startsWith('state,RUNNING,2,18415.14,192.12,'))).toBeDefined();
  });
});

describe('applications, payouts and roll rates', () => {
  it('counts applications of March by outcome, and the person’s decline by its reason', async () => {
    const response = await get('/api/operator/reports/applications?from=2026-02&to=2026-03');
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.months[0]).toMatchObject({ month: '2026-02', submitted: 0 });
    expect(report.months[1]).toMatchObject({
      month: '2026-03',
      submitted: 6,
      outcomes: { APPROVED: 4, DECLINED: 1, REFERRED: 1, IN_REVIEW: 0, LAPSED: 0, WITHDRAWN: 0 },
    });
    expect(report.declineReasons).toEqual([{ reason: 'operator.affordability', count: 1 }]);
    const csv = await getCsv('/api/operator/reports/applications.csv?from=2026-03&to=2026-03');
    expect(csv.body.split('\r\n')).toContain('decline_reason,total,operator.affordability,1');
  });

  it('sorts payouts against their deadline: three sent on the day, one waiting past it', async () => {
    const report = (await get('/api/operator/reports/payouts?from=2026-03&to=2026-04')).json().data;
    expect(report.months[0]).toMatchObject({
      month: '2026-03',
      signed: 4,
      outcomes: { ON_TIME: 3, LATE: 0, WAITING: 0, WAITING_LATE: 1, WITHDRAWN: 0 },
    });
    expect(report.months[1]).toMatchObject({ month: '2026-04', signed: 0 });
  });

  it('rolls April and May from each month end’s replayed book', async () => {
    const report = (await get('/api/operator/reports/roll-rates?from=2026-04&to=2026-06')).json()
      .data as RollRatesAnswer;
    // June has not begun on 20 May: left out. May is seen to the business date.
    expect([...new Set(report.rows.map((row) => `${row.month} ${row.start}→${row.end}`))]).toEqual([
      '2026-04 2026-03-31→2026-04-30',
      '2026-05 2026-04-30→2026-05-20',
    ]);
    const row = (month: string, from: string) =>
      report.rows.find((r) => r.month === month && r.from === from)!;
    // April: all three up to date on 31 March; B and C 28 days past due on 30 April.
    expect(row('2026-04', 'CURRENT')).toMatchObject({
      loans: 3,
      balance: 3_000_000,
      stayed: 0.3333,
      rolledForward: 0.6667,
    });
    // May: A (9,211.51 left after bill 1) stays; B rolls to 30-59, C is charged off.
    expect(row('2026-05', 'CURRENT')).toMatchObject({ loans: 1, balance: 921_151, stayed: 1 });
    expect(row('2026-05', 'DPD_1_29')).toMatchObject({
      loans: 2,
      balance: 2_000_000,
      rolledForward: 1,
      cured: 0,
    });
    const to = Object.fromEntries(row('2026-05', 'DPD_1_29').to.map((cell) => [cell.place, cell.loans]));
    expect(to).toMatchObject({ DPD_30_59: 1, CHARGED_OFF: 1, CURRENT: 0 });
    const csv = await getCsv('/api/operator/reports/roll-rates.csv?from=2026-05&to=2026-05');
    expect(csv.body.split('\r\n')).toContain(
      '2026-05,2026-04-30,2026-05-20,DPD_1_29,2,20000,0,0,1,0,0,0,0,0,1,10000,0,0,0,0,1,10000,0,0',
    );
  });
});

describe('bad periods', () => {
  it.each([
    ['from=2026-13&to=2026-14', 'from', 'Please enter the correct first month'],
    ['from=2026-05&to=2026-03', 'to', 'The last month cannot be before the first.'],
    ['from=2024-01&to=2026-05', 'to', 'Choose at most 24 months.'],
    ['from=2026-01', 'to', 'Please enter last month'],
    ['from=2026-01-01&to=2026-02', 'from', 'Please enter the correct first month'],
  ])('refuses %s on its field, in words', async (query, field, words) => {
    const response = await get(`/api/operator/reports/applications?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toMatchObject({ [field]: words });
  });

  it('refuses more than a year of roll rates, in the operator’s language', async () => {
    const response = await getCsv('/api/operator/reports/roll-rates.csv?from=2025-01&to=2026-05', 'cn');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.to).toBe('最多选择12个月。');
  });
});
