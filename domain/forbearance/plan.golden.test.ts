import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { replayLoan } from '../servicing/replay';
import { servicingTermsOf } from '../servicing/servicing-terms';
import type { ArrangementTerms } from './arrangement-terms';
import { planArrangement } from './plan';

// The servicing goldens' loan: 10,000.00 over 12 months at 12%, paid out 15 Jan 2026, bills of 888.49 on
// the 15th, overdue rate 15%. Bill 1 is paid on time; bills 2 and 3 (15 Mar, 15 Apr) are missed; on 20 Apr
// the loan is 36 days past due with 1,791.95 of arrears: 1,600.71 principal, 176.27 interest and 14.97
// overdue interest. Each arrangement below starts that day. Figures checked by hand from the schedule:
// bill 4 is 812.38 principal + 76.11 interest; the carried principal spread over 9 bills is 177.85 × 8 +
// 177.91, the carried interest (176.27 + 14.97 = 191.24) is 21.24 × 8 + 21.32.
const schedule = generateSchedule({
  principal: 1_000_000,
  termMonths: 12,
  annualRate: '0.12',
  method: 'EQUAL_INSTALLMENT',
  startDate: '2026-01-15',
});
const terms = servicingTermsOf(schedule, { overdueRate: '0.15' });
const ledger: LedgerEntry[] = [
  { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 },
  { id: 2, kind: 'PAYMENT', on: '2026-02-15', amount: 88_849, channel: 'VOUCHER' },
];
const ON = '2026-04-20';
const before = replayLoan(terms, ledger, ON);
const accepted = (arrangement: ArrangementTerms): LedgerEntry => ({
  id: 3,
  kind: 'ARRANGEMENT',
  on: ON,
  terms: arrangement,
});
const holiday: ArrangementTerms = { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true };

describe('golden arrangements: 10000.00 × 12m @ 12%, bills 2 and 3 missed, re-planned on 2026-04-20', () => {
  it('the loan as it stands: 36 days past due, 1,791.95 in arrears', () => {
    expect(before).toMatchObject({ daysPastDue: 36, arrears: 179_195, principalOutstanding: 921_151 });
  });

  it('a three-month holiday, interest frozen: three bills of nothing, the rest moved three months, nothing added', () => {
    const plan = planArrangement(before, holiday);
    expect(plan.carried).toEqual({ principal: 160_071, interest: 17_627, overdueInterest: 1_497 });
    expect(plan.after.slice(0, 4).map((line) => [line.dueDate, line.principal, line.interest])).toEqual([
      ['2026-05-15', 0, 0],
      ['2026-06-15', 0, 0],
      ['2026-07-15', 0, 0],
      ['2026-08-15', 81_238 + 17_785, 7_611 + 2_124],
    ]);
    expect(plan.after).toHaveLength(12);
    expect(plan.after[11]).toMatchObject({ dueDate: '2027-04-15', total: 108_770, balance: 0 });
    expect(plan).toMatchObject({
      totalPayableBefore: 978_834,
      totalPayableAfter: 978_834,
      instalmentBefore: 88_849,
      instalmentAfter: 108_758,
      lastDueBefore: '2027-01-15',
      lastDueAfter: '2027-04-15',
      windowEnds: '2026-08-15',
      daysPastDueAtStart: 36,
    });
    // Behind the old plan most on 15 Jul 2026: the arrears and bills 4 to 6 (1,791.95 + 3 × 888.49).
    expect(plan.relief).toBe(179_195 + 3 * 88_849);
  });

  it('the same holiday with interest charged: 3 × 92.12 of interest on 9,211.51 added over the nine bills', () => {
    const plan = planArrangement(before, { ...holiday, freezeInterest: false });
    expect(plan.totalPayableAfter - plan.totalPayableBefore).toBe(3 * 9_212);
    expect(plan.after[3]?.interest).toBe(7_611 + 2_124 + 3_070);
  });

  it('a reduced payment of 300.00 for three months, then spread or extended: both figures', () => {
    const spread = planArrangement(before, {
      kind: 'REDUCED_PAYMENT',
      months: 3,
      payment: 30_000,
      afterwards: 'SPREAD',
    });
    const extend = planArrangement(before, {
      kind: 'REDUCED_PAYMENT',
      months: 3,
      payment: 30_000,
      afterwards: 'EXTEND',
    });
    expect(spread.after.slice(0, 3).map((line) => line.total)).toEqual([30_000, 30_000, 30_000]);
    expect(spread.after[0]).toMatchObject({ interest: 9_212, principal: 20_788 });
    expect(spread).toMatchObject({ lastDueAfter: '2027-01-15', totalPayableAfter: 997_571 });
    expect(extend).toMatchObject({ lastDueAfter: '2027-04-15', totalPayableAfter: 1_008_054 });
    expect(spread.after).toHaveLength(9);
    expect(extend.after).toHaveLength(12);
  });

  it('a term extension to 24 bills from now: lower payments, the principal the same to the penny', () => {
    const plan = planArrangement(before, { kind: 'TERM_EXTENSION', months: 24 });
    expect(plan.after).toHaveLength(24);
    expect(plan.after.reduce((sum, line) => sum + line.principal, 0)).toBe(921_151);
    expect(plan).toMatchObject({
      lastDueAfter: '2028-04-15',
      windowEnds: '2026-05-15',
      totalPayableAfter: 1_059_807,
    });
  });

  it('accepted, the replayed book has exactly the bills the offer showed; bills 2 and 3 are rescheduled', () => {
    const plan = planArrangement(before, holiday);
    const book = replayLoan(terms, [...ledger, accepted(holiday)], ON);
    expect(book.bills.slice(1, 3).map((bill) => [bill.state, bill.outstandingTotal])).toEqual([
      ['RESCHEDULED', 0],
      ['RESCHEDULED', 0],
    ]);
    expect(
      book.bills
        .slice(3)
        .map(({ period, dueDate, principal, interest }) => ({ period, dueDate, principal, interest })),
    ).toEqual(
      plan.after.map(({ period, dueDate, principal, interest }) => ({
        period,
        dueDate,
        principal,
        interest,
      })),
    );
    expect(book.arrangements).toHaveLength(1);
    expect(book.arrangements[0]).toMatchObject({
      status: 'ACTIVE',
      windowEnds: '2026-08-15',
      brokenOn: null,
    });
  });

  it('during the holiday close of business charges nothing and days past due stay at 36; kept, the loan is current', () => {
    const entries = [...ledger, accepted(holiday)];
    for (const asOf of ['2026-05-16', '2026-06-30', '2026-07-16', '2026-08-15']) {
      const book = replayLoan(terms, entries, asOf);
      expect(book.bills.reduce((sum, bill) => sum + bill.overdueInterest, 0)).toBe(1_497);
      expect(book).toMatchObject({ daysPastDue: 36, arrears: 0, bucket: 'DPD_30_59' });
    }
    const paid = [
      ...entries,
      { id: 4, kind: 'PAYMENT', on: '2026-08-15', amount: 108_758, channel: 'VOUCHER' } as const,
    ];
    const kept = replayLoan(terms, paid, '2026-08-16');
    expect(kept).toMatchObject({ daysPastDue: 0, bucket: null, pastDueSince: null });
    expect(kept.arrangements[0]).toMatchObject({ status: 'COMPLETED', brokenOn: null });
  });

  it('the first payment after the holiday missed: broken the next day, ageing resumes from 36, never undone', () => {
    const entries = [...ledger, accepted(holiday)];
    const broken = replayLoan(terms, entries, '2026-08-20');
    expect(broken.arrangements[0]).toMatchObject({ status: 'BROKEN', brokenOn: '2026-08-16' });
    expect(broken).toMatchObject({ daysPastDue: 36 + 5, pastDueSince: '2026-07-10' });
    const late = [
      ...entries,
      { id: 4, kind: 'PAYMENT', on: '2026-08-25', amount: 200_000, channel: 'VOUCHER' } as const,
    ];
    expect(replayLoan(terms, late, '2026-09-01').arrangements[0]).toMatchObject({ status: 'BROKEN' });
  });
});
