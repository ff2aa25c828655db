import { describe, expect, it } from 'vitest';
import { expectedPayoutDay, type RunningLoanRecord, topUpParts, topUpWaitOf } from './top-up';

const loan = (bills: RunningLoanRecord['bills'], disbursedOn: string | null = '2026-03-02') => ({
  disbursedOn,
  bills,
});
const sixPaidOnTime = ['04', '05', '06', '07', '08', '09'].map((month) => ({
  dueDate: `2026-${month}-02`,
  paidOn: `2026-${month}-02`,
}));

describe('topUpWaitOf (a loan paid out on 2026-03-02)', () => {
  it.each([
    ['the day before six months', '2026-09-01', [], { reason: 'topUp.tooSoon', from: '2026-09-02' }],
    ['six months to the day, nothing due yet unpaid', '2026-09-02', sixPaidOnTime.slice(0, 5), null],
    ['six bills paid on their due dates', '2026-09-03', sixPaidOnTime, null],
    [
      'a bill paid a day late',
      '2026-09-03',
      [...sixPaidOnTime.slice(0, 5), { dueDate: '2026-09-02', paidOn: '2026-09-03' }],
      { reason: 'topUp.latePayment' },
    ],
    [
      'a bill fallen due and not paid',
      '2026-09-03',
      [...sixPaidOnTime.slice(0, 5), { dueDate: '2026-09-02', paidOn: null }],
      { reason: 'topUp.latePayment' },
    ],
    ['a bill due today, not yet paid', '2026-09-02', [{ dueDate: '2026-09-02', paidOn: null }], null],
  ])('%s (%s)', (_name, today, bills, expected) => {
    expect(topUpWaitOf(loan(bills), today)).toEqual(expected);
  });

  it('a loan never paid out cannot be topped up', () => {
    expect(topUpWaitOf(loan([], null), '2027-01-01')).toEqual({ reason: 'topUp.latePayment' });
  });

  it('the wait ends on the same day of the month, or the month’s last day (2026-08-31 → 2027-02-28)', () => {
    expect(topUpWaitOf(loan([], '2026-08-31'), '2027-02-27')).toEqual({
      reason: 'topUp.tooSoon',
      from: '2027-02-28',
    });
  });
});

describe('expectedPayoutDay: the next working day in England & Wales', () => {
  it.each([
    ['a Wednesday', '2026-09-02', '2026-09-03'],
    ['a Friday', '2026-09-04', '2026-09-07'],
    ['a Saturday', '2026-09-05', '2026-09-07'],
    ['Christmas Eve 2026 (a Thursday)', '2026-12-24', '2026-12-29'],
  ])('%s %s → %s', (_name, businessDate, expected) => {
    expect(expectedPayoutDay(businessDate)).toBe(expected);
  });
});

describe('topUpParts', () => {
  it.each([
    [
      '£10,000 over a settlement of £5,123.45',
      1_000_000,
      512_345,
      { settlement: 512_345, toBorrower: 487_655 },
    ],
    ['a penny over the settlement', 512_346, 512_345, { settlement: 512_345, toBorrower: 1 }],
    ['exactly the settlement', 512_345, 512_345, null],
    ['below the settlement', 500_000, 512_345, null],
  ])('%s', (_name, amount, settlement, expected) => {
    expect(topUpParts(amount, settlement)).toEqual(expected);
  });
});
