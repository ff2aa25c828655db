import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import type { LoanBook } from '../servicing/book';
import { DEFAULT_BUCKETS } from '../servicing/buckets';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { servicingTermsOf } from '../servicing/servicing-terms';
import { applicationsReport, declineReasonsOf, outcomeOf } from './applications';
import { csvCell, poundsCell, toCsv } from './csv';
import { balancesOf, loanBookReport } from './loan-book';
import { payoutsReport } from './payouts';
import { lastDayOf, monthCount, monthsOf } from './periods';
import { bookAt, placeOf, rollMonth, shareOf } from './roll-rates';

// The replay's golden loan: 10,000.00 over 12 months at 12%, paid out on 15 Jan 2026, overdue rate 15%;
// bills of 888.49 on the 15th, bill 1 = 788.49 principal + 100.00 interest, bill 2 = 796.37 + 92.12,
// bill 3 = 804.34 + 84.15.
const schedule = generateSchedule({
  principal: 1_000_000,
  termMonths: 12,
  annualRate: '0.12',
  method: 'EQUAL_INSTALLMENT',
  startDate: '2026-01-15',
});
const terms = servicingTermsOf(schedule, { overdueRate: '0.15' });
const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 };
const paid = (id: number, on: string, amount: number): LedgerEntry => ({
  id,
  kind: 'PAYMENT',
  on,
  amount,
  channel: 'VOUCHER',
});
const bookOf = (entries: LedgerEntry[], asOf: string) => bookAt(terms, [payout, ...entries], asOf)!;
const codes = DEFAULT_BUCKETS.map((bucket) => bucket.code);

// Three loans on 2026-04-20: A pays every bill on its day (up to date); B paid bill 1 only (bills 2 and 3
// unpaid: 36 days past due since 15 Mar); C paid nothing (bills 1-3 unpaid: 64 days since 15 Feb).
const onTime = [paid(2, '2026-02-15', 88_849), paid(3, '2026-03-15', 88_849), paid(4, '2026-04-15', 88_849)];
const paidOne = [paid(2, '2026-02-15', 88_849)];

describe('the loan book, summed by hand', () => {
  const a = bookOf(onTime, '2026-04-20');
  const b = bookOf(paidOne, '2026-04-20');
  const c = bookOf([], '2026-04-20');

  it('each book gives principal outstanding, interest due and arrears as the schedule says', () => {
    // A: 10,000.00 − 788.49 − 796.37 − 804.34 = 7,610.80 left, nothing due.
    expect(balancesOf(a)).toEqual({
      loans: 1,
      principalOutstanding: 761_080,
      interestDue: 0,
      overdueInterest: 0,
      arrears: 0,
    });
    // B: 10,000.00 − 788.49 = 9,211.51 left; interest due of bills 2 and 3: 92.12 + 84.15 = 176.27.
    expect(balancesOf(b)).toMatchObject({ principalOutstanding: 921_151, interestDue: 17_627 });
    expect(b.bucket).toBe('DPD_30_59');
    expect(balancesOf(b).arrears).toBe(2 * 88_849 + balancesOf(b).overdueInterest);
    // C: nothing repaid; interest due 100.00 + 92.12 + 84.15 = 276.27.
    expect(balancesOf(c)).toMatchObject({ principalOutstanding: 1_000_000, interestDue: 27_627 });
    expect(c.bucket).toBe('DPD_60_89');
    expect(balancesOf(c).arrears).toBe(3 * 88_849 + balancesOf(c).overdueInterest);
  });

  it('adds them by state and by bucket, every row present, zero ones included', () => {
    const report = loanBookReport('2026-04-20', codes, [a, b, c]);
    const overdue = balancesOf(b).overdueInterest + balancesOf(c).overdueInterest;
    expect(report.total).toEqual({
      loans: 3,
      principalOutstanding: 761_080 + 921_151 + 1_000_000,
      interestDue: 17_627 + 27_627,
      overdueInterest: overdue,
      arrears: 5 * 88_849 + overdue,
    });
    expect(report.byState.map((row) => [row.key, row.loans])).toEqual([
      ['RUNNING', 3],
      ['CHARGED_OFF', 0],
    ]);
    expect(report.byBucket.map((row) => [row.key, row.loans, row.principalOutstanding])).toEqual([
      ['CURRENT', 1, 761_080],
      ['DPD_1_29', 0, 0],
      ['DPD_30_59', 1, 921_151],
      ['DPD_60_89', 1, 1_000_000],
      ['DPD_90_PLUS', 0, 0],
      ['CHARGED_OFF', 0, 0],
    ]);
  });

  it('puts a charged-off loan in its own state and row, whatever its days past due', () => {
    const off = bookOf([{ id: 9, kind: 'CHARGE_OFF', on: '2026-04-16' }], '2026-04-20');
    const report = loanBookReport('2026-04-20', codes, [off]);
    expect(report.byState[1]).toMatchObject({ key: 'CHARGED_OFF', loans: 1 });
    expect(report.byBucket.at(-1)).toMatchObject({ key: 'CHARGED_OFF', loans: 1 });
    expect(report.byBucket[0]).toMatchObject({ key: 'CURRENT', loans: 0 });
  });
});

describe('roll rates, summed by hand', () => {
  // From the end of March to the end of April: A stays up to date; B (bill 2 unpaid since 15 Mar: 16 days
  // on 31 Mar, 1-29) rolls to 30-59; C (bill 1 unpaid since 15 Feb: 44 days, 30-59) rolls to 60-89;
  // D (like B) pays everything owed on 20 Apr and cures; E paid off in full on 1 Apr closes.
  const start = '2026-03-31';
  const end = '2026-04-30';
  const all = (extra: LedgerEntry[]) => [...paidOne, ...extra];
  const loans = {
    a: onTime,
    b: paidOne,
    c: [] as LedgerEntry[],
    d: all([paid(5, '2026-04-20', 2 * 88_849 + 2_000)]),
  };
  const moves = Object.values(loans).map((entries) => {
    const before = bookOf(entries, start);
    return { from: placeOf(before), to: placeOf(bookOf(entries, end)), balance: before.principalOutstanding };
  });

  it('places each loan as its books at the two month ends say', () => {
    expect(moves.map((move) => `${move.from}→${move.to}`)).toEqual([
      'CURRENT→CURRENT',
      'DPD_1_29→DPD_30_59',
      'DPD_30_59→DPD_60_89',
      'DPD_1_29→CURRENT',
    ]);
  });

  it('gives the shares of the balance at the start of the month', () => {
    const rows = rollMonth('2026-04', start, end, codes, moves);
    expect(rows.map((row) => row.from)).toEqual([
      'CURRENT',
      'DPD_1_29',
      'DPD_30_59',
      'DPD_60_89',
      'DPD_90_PLUS',
    ]);
    const [current, early, thirty, sixty] = rows;
    // A's balance on 31 Mar: 10,000.00 − 788.49 − 796.37 = 8,415.14.
    expect(current).toMatchObject({ loans: 1, balance: 841_514, stayed: 1, rolledForward: 0, cured: null });
    // B and D each had 9,211.51 on 31 Mar: one rolled, one cured.
    expect(early).toMatchObject({
      loans: 2,
      balance: 2 * 921_151,
      cured: 0.5,
      rolledForward: 0.5,
      stayed: 0,
    });
    expect(early?.to.find((cell) => cell.place === 'DPD_30_59')).toEqual({
      place: 'DPD_30_59',
      loans: 1,
      balance: 921_151,
    });
    expect(thirty).toMatchObject({ loans: 1, balance: 1_000_000, rolledForward: 1, cured: 0 });
    expect(sixty).toMatchObject({ loans: 0, balance: 0, rolledForward: null, stayed: null });
  });

  it('sees a loan paid off as CLOSED, counted in its column and in no share', () => {
    // A book with nothing left to pay and not charged off (a prepayment that covers the loan is refused, so
    // a settled book is made up here with the only fields placeOf reads).
    const settled = { chargedOff: null, principalOutstanding: 0, arrears: 0, bucket: null } as LoanBook;
    expect(placeOf(settled)).toBe('CLOSED');
    const [current] = rollMonth('2026-04', start, end, codes, [
      { from: 'CURRENT', to: 'CLOSED', balance: 100 },
      { from: 'CURRENT', to: 'CURRENT', balance: 300 },
    ]);
    expect(current).toMatchObject({ loans: 2, balance: 400, stayed: 0.75, rolledForward: 0 });
  });

  it('rounds a share half up to four decimals from integers', () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(1, 8)).toBe(0.125);
    expect(shareOf(0, 0)).toBeNull();
  });
});

describe('applications by outcome and reason', () => {
  const app = (
    month: string,
    status: string,
    decision: { outcome: string; reasons: string[] } | null,
    code: string | null = null,
  ) => ({ month, status, decision, rejectionReasonCode: code }) as Parameters<typeof outcomeOf>[0];

  it('classifies where each stands and why each decline was made', () => {
    expect(outcomeOf(app('2026-03', 'SIGNED', { outcome: 'APPROVE', reasons: [] }))).toBe('APPROVED');
    expect(outcomeOf(app('2026-03', 'CHARGED_OFF', null))).toBe('APPROVED');
    expect(
      outcomeOf(app('2026-03', 'PENDING_REVIEW', { outcome: 'REFER', reasons: ['amount.overAutoLimit'] })),
    ).toBe('REFERRED');
    expect(outcomeOf(app('2026-03', 'PENDING_REVIEW', null))).toBe('IN_REVIEW');
    expect(outcomeOf(app('2026-03', 'EXPIRED', null))).toBe('LAPSED');
    expect(outcomeOf(app('2026-03', 'DRAFT', null))).toBeNull();
    expect(
      declineReasonsOf(app('2026-03', 'REJECTED', { outcome: 'DECLINE', reasons: ['credit.judgment'] })),
    ).toEqual(['credit.judgment']);
    expect(
      declineReasonsOf(
        app('2026-03', 'REJECTED', { outcome: 'DECLINE', reasons: ['operator.declined'] }, 'affordability'),
      ),
    ).toEqual(['operator.affordability']);
  });

  it('counts by month, every month present, and reasons most first', () => {
    const report = applicationsReport(monthsOf('2026-02', '2026-04'), [
      app('2026-02', 'DISBURSED', { outcome: 'APPROVE', reasons: [] }),
      app('2026-03', 'REJECTED', { outcome: 'DECLINE', reasons: ['credit.judgment'] }),
      app('2026-03', 'REJECTED', { outcome: 'DECLINE', reasons: ['credit.judgment', 'credit.insolvency'] }),
      app('2026-03', 'REJECTED', { outcome: 'DECLINE', reasons: ['operator.declined'] }, 'other'),
      app('2026-03', 'WITHDRAWN', null),
      app('2026-05', 'APPROVED', null),
    ]);
    expect(report.months.map((row) => [row.month, row.submitted, row.outcomes.DECLINED])).toEqual([
      ['2026-02', 1, 0],
      ['2026-03', 4, 3],
      ['2026-04', 0, 0],
    ]);
    expect(report.total).toMatchObject({
      submitted: 5,
      outcomes: { APPROVED: 1, DECLINED: 3, WITHDRAWN: 1 },
    });
    expect(report.declineReasons).toEqual([
      { reason: 'credit.judgment', count: 2 },
      { reason: 'credit.insolvency', count: 1 },
      { reason: 'operator.other', count: 1 },
    ]);
  });
});

describe('payouts against their deadline', () => {
  // Signed Thursday 5 March 2026 at 10:00 London (GMT): the money is due by Friday 6 March 18:00.
  const signedAt = new Date('2026-03-05T10:00:00Z');
  const now = new Date('2026-03-10T12:00:00Z');
  it('sorts sent on time, late, waiting within and past the deadline, withdrawn', () => {
    const report = payoutsReport(
      ['2026-03'],
      [
        { signedAt, disbursedAt: new Date('2026-03-06T18:00:00Z'), waiting: false },
        { signedAt, disbursedAt: new Date('2026-03-06T20:30:00Z'), waiting: false },
        { signedAt, disbursedAt: null, waiting: true },
        { signedAt: new Date('2026-03-10T09:00:00Z'), disbursedAt: null, waiting: true },
        { signedAt, disbursedAt: null, waiting: false },
        // Signed in February: another month, not in the period.
        { signedAt: new Date('2026-02-27T10:00:00Z'), disbursedAt: null, waiting: true },
      ],
      now,
    );
    expect(report.months[0]).toEqual({
      month: '2026-03',
      signed: 5,
      outcomes: { ON_TIME: 1, LATE: 1, WAITING: 1, WAITING_LATE: 1, WITHDRAWN: 1 },
      longestLateHours: 3,
    });
  });
});

describe('periods and CSV', () => {
  it('counts months across a year end and finds month ends', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthCount('2025-11', '2026-02')).toBe(4);
    expect(monthCount('2026-02', '2025-11')).toBe(0);
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('escapes formulas and quotes, and writes money as pounds', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(poundsCell(123_456)).toBe(1234.56);
    expect(toCsv(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n');
  });
});
