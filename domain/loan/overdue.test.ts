import { describe, expect, it } from 'vitest';
import { overdueCountedTo, overdueDays, overdueInterest } from './overdue';

describe('overdue', () => {
  it.each([
    [88_849, '0.24', 10, 584],
    [88_849, '0.24', 45, 2_629],
    [88_849, '0.24', 0, 0],
    [100, '0.24', 1, 0],
  ])('%s pence at %s a year for %s days → %s', (unpaid, rate, days, interest) => {
    expect(overdueInterest(unpaid, rate, days)).toBe(interest);
  });

  it.each([
    ['2024-05-15', '2024-05-14', 0],
    ['2024-05-15', '2024-05-15', 0],
    ['2024-05-15', '2024-05-16', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-05-15', '2024-06-29', 45],
  ])('due %s, as of %s → %s days overdue', (due, asOf, days) => {
    expect(overdueDays(due, asOf)).toBe(days);
  });

  it('refuses negative days and a malformed rate', () => {
    expect(() => overdueInterest(100, '0.24', -1)).toThrow(expect.objectContaining({ code: 'days.invalid' }));
    expect(() => overdueInterest(100, '24%', 1)).toThrow(expect.objectContaining({ code: 'rate.invalid' }));
  });

  it.each([
    ['TO_BE_REPAID', null, '2026-04-22'],
    ['TO_BE_REPAID', '2026-04-12', '2026-04-22'],
    ['TO_BE_CONFIRMED', '2026-04-12', '2026-04-12'],
    ['REPAID', '2026-04-12', '2026-04-12'],
    ['TO_BE_CONFIRMED', null, '2026-04-22'],
    ['CANCELLED', '2026-04-12', null],
  ] as const)('a %s bill paid on %s, read on 2026-04-22, counts overdue to %s', (status, paidOn, to) => {
    expect(overdueCountedTo(status, paidOn, '2026-04-22')).toBe(to);
  });
});
