import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { replayLoan } from '../servicing/replay';
import { servicingTermsOf } from '../servicing/servicing-terms';
import { interestForDays, planDayChange } from './day-change';

// 10,000.00 over 12 months at 12%, paid out 15 Jan 2026: bills of 888.49 on the 15th, the first 100.00 interest.
const terms = servicingTermsOf(
  generateSchedule({
    principal: 1_000_000,
    termMonths: 12,
    annualRate: '0.12',
    method: 'EQUAL_INSTALLMENT',
    startDate: '2026-01-15',
  }),
  { overdueRate: '0.15' },
);
const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 };
const bookOn = (asOf: string, entries: LedgerEntry[] = []) => replayLoan(terms, [payout, ...entries], asOf);

describe('interest for shifted days: annual rate × days / 365 on the principal left, rounded half-up once', () => {
  it.each([
    [1_000_000, 13, 4274], // 4,273.97
    [1_000_000, 5, 1644], // 1,643.84
    [1_000_000, -10, -3288], // 3,287.67 less
    [921_151, 1, 303], // 302.84
    [1_000_000, 0, 0],
  ])('%i for %i days → %i', (balance, days, expected) => {
    expect(interestForDays(balance, '0.12', days)).toBe(expected);
  });
});

describe('changing the collection day (10,000.00 × 12m @ 12%, due on the 15th)', () => {
  it('to the 28th on 20 Jan: every bill moves to the 28th; the first carries 13 more days of interest', () => {
    const plan = planDayChange(bookOn('2026-01-20'), 28);
    expect(plan.shiftDays).toBe(13);
    expect(plan.firstCollection).toBe('2026-03-02'); // Sat 28 Feb → Mon 2 Mar
    expect(plan.before[0]).toEqual({
      period: 1,
      dueDate: '2026-02-15',
      principal: 78_849,
      interest: 10_000,
      total: 88_849,
      balance: 921_151,
    });
    expect(plan.after[0]).toEqual({
      period: 1,
      dueDate: '2026-02-28',
      principal: 78_849,
      interest: 14_274,
      total: 93_123,
      balance: 921_151,
    });
    expect(plan.after[1]).toMatchObject({ dueDate: '2026-03-28', interest: 9_212, total: 88_849 });
    expect(plan.after.at(-1)).toMatchObject({ period: 12, dueDate: '2027-01-28', balance: 0 });
    expect(plan.interestBefore).toBe(66_186);
    expect(plan.interestAfter).toBe(70_460);
    expect(plan.interestDifference).toBe(4_274);
  });

  it('to the 5th on 20 Jan: 10 fewer days, 32.88 less interest', () => {
    const plan = planDayChange(bookOn('2026-01-20'), 5);
    expect(plan.shiftDays).toBe(-10);
    expect(plan.firstCollection).toBe('2026-02-05');
    expect(plan.after[0]).toMatchObject({ dueDate: '2026-02-05', interest: 6_712, total: 85_561 });
    expect(plan.interestDifference).toBe(-3_288);
  });

  it('after the first bill is paid, the change moves the bills left and counts on the principal left', () => {
    const paid: LedgerEntry = {
      id: 2,
      kind: 'PAYMENT',
      on: '2026-02-16',
      amount: 88_849,
      channel: 'DIRECT_DEBIT',
    };
    const plan = planDayChange(bookOn('2026-02-20', [paid]), 16);
    expect(plan.before[0]).toMatchObject({ period: 2, dueDate: '2026-03-15', interest: 9_212 });
    // 921,151 × 0.12 × 1 / 365 = 302.84
    expect(plan.after[0]).toMatchObject({ period: 2, dueDate: '2026-03-16', interest: 9_515 });
    expect(plan.interestDifference).toBe(303);
    expect(plan.after).toHaveLength(11);
  });

  it('is refused less than 10 working days before the collection it would move, naming the earliest date', () => {
    // On 5 Feb, ten working days on is 19 Feb; the next collection is Mon 16 Feb.
    expect(() => planDayChange(bookOn('2026-02-05'), 28)).toThrow(
      'directDebit.dayChangeNotice {"collection":"2026-02-16","earliest":"2026-02-19"}',
    );
    // A new day earlier than the notice allows is refused too: the 1st of Feb is collected Mon 2 Feb.
    expect(() => planDayChange(bookOn('2026-01-20'), 1)).toThrow('directDebit.dayChangeNotice');
  });

  it('refuses the day in force, a day past the 28th, and a loan with nothing left to fall due', () => {
    expect(() => planDayChange(bookOn('2026-01-20'), 15)).toThrow('directDebit.sameCollectionDay');
    expect(() => planDayChange(bookOn('2026-01-20'), 29)).toThrow('directDebit.collectionDay');
    expect(() => planDayChange(bookOn('2027-01-20'), 5)).toThrow('directDebit.nothingToMove');
  });
});
