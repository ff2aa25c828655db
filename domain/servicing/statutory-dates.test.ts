import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import type { LedgerEntry } from './ledger-entries';
import { replayLoan } from './replay';
import { servicingTermsOf } from './servicing-terms';
import {
  arrearsNoticeSpells,
  arrearsNoticeTrigger,
  assertRemedyDate,
  earliestRemedyDate,
} from './statutory-dates';

const termsFor = (method: 'EQUAL_INSTALLMENT' | 'ONE_TIME') =>
  servicingTermsOf(
    generateSchedule({
      principal: 1_000_000,
      termMonths: 12,
      annualRate: '0.12',
      method,
      startDate: '2026-01-15',
    }),
    { overdueRate: '0.15' },
  );
const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 };
const paid = (id: number, on: string, amount: number): LedgerEntry => ({
  id,
  kind: 'PAYMENT',
  on,
  amount,
  channel: 'RECORDED',
});
const book = (
  entries: LedgerEntry[],
  asOf: string,
  method: 'EQUAL_INSTALLMENT' | 'ONE_TIME' = 'EQUAL_INSTALLMENT',
) => replayLoan(termsFor(method), [payout, ...entries], asOf);

describe('CCA s86B notice of sums in arrears (10000.00 × 12m @ 12%, bills of 888.49 on the 15th)', () => {
  it('two missed payments (15 Feb, 15 Mar 2026) → applies from 2026-03-16: shortfall 1,776.98 = the last two', () => {
    const loan = book([], '2026-03-20');
    expect(arrearsNoticeTrigger(loan)).toBe('2026-03-16');
    expect(loan.arrearsSteps.at(-1)).toEqual({
      from: '2026-03-16',
      fallenDue: 2,
      shortfall: 177_698,
      lastTwo: 177_698,
    });
    expect(arrearsNoticeTrigger(book([], '2026-03-15'))).toBeNull();
  });

  it('two missed but 500.00 paid on 15 Mar → shortfall 1,287.20 < 1,776.98; applies from 2026-04-16 (2,175.69)', () => {
    const loan = book([paid(2, '2026-03-15', 50_000)], '2026-05-20');
    expect(arrearsNoticeTrigger(book([paid(2, '2026-03-15', 50_000)], '2026-04-15'))).toBeNull();
    expect(arrearsNoticeTrigger(loan)).toBe('2026-04-16');
    expect(loan.arrearsSteps.find((step) => step.from === '2026-04-16')).toMatchObject({
      shortfall: 217_569,
    });
  });

  it('a backdated payment of bill 1 dated 2026-03-15 removes the duty it had started', () => {
    expect(arrearsNoticeTrigger(book([paid(2, '2026-03-15', 90_000)], '2026-03-20'))).toBeNull();
  });

  it('the duty lasts until the arrears are cleared, not only while they are two instalments', () => {
    const partlyCaughtUp = book([paid(2, '2026-04-01', 100_000)], '2026-04-10');
    expect(arrearsNoticeTrigger(partlyCaughtUp)).toBe('2026-03-16');
    const cleared = book([paid(2, '2026-04-01', 200_000)], '2026-04-10');
    expect(arrearsNoticeTrigger(cleared)).toBeNull();
    expect(arrearsNoticeSpells(cleared)).toEqual([{ from: '2026-03-16', to: '2026-03-31' }]);
  });

  it('ONE_TIME: one payment can never be two fallen due, so s86B never applies', () => {
    const loan = book([], '2027-06-01', 'ONE_TIME');
    expect(loan.daysPastDue).toBeGreaterThan(90);
    expect(arrearsNoticeTrigger(loan)).toBeNull();
  });
});

describe('default notice remedy date (CCA s88: at least 14 days, then the next working day)', () => {
  it.each([
    ['2026-06-01', '2026-06-15', 'a Monday, 14 days later, a working day'],
    [
      '2026-12-11',
      '2026-12-29',
      'day 14 is Christmas Day (Fri), then a weekend and Boxing Day moved to Mon 28',
    ],
    ['2026-03-23', '2026-04-07', 'day 14 is Easter Monday'],
    ['2026-03-20', '2026-04-07', 'day 14 is Good Friday, then the weekend and Easter Monday'],
    ['2026-05-09', '2026-05-26', 'day 14 is Saturday 23 May; Monday 25 is the spring bank holiday'],
  ])('sent %s → %s (%s)', (sentOn, remedyOn) => {
    expect(earliestRemedyDate(sentOn)).toBe(remedyOn);
  });

  it('refuses a remedy date under the earliest, accepts it and later', () => {
    expect(() => assertRemedyDate('2026-12-11', '2026-12-28')).toThrow(
      expect.objectContaining({ code: 'servicing.remedyTooSoon', params: { earliest: '2026-12-29' } }),
    );
    expect(() => assertRemedyDate('2026-12-11', '2026-12-29')).not.toThrow();
    expect(() => assertRemedyDate('2026-12-11', '2027-01-04')).not.toThrow();
  });

  it('takes another calendar of working days', () => {
    expect(earliestRemedyDate('2026-12-11', () => true)).toBe('2026-12-25');
  });
});
