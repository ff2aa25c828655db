import { describe, expect, it } from 'vitest';
import { aprOfSchedule, computeApr, exceedsAprCap } from './apr';
import { APR_CAP } from './methods';
import { generateSchedule } from './schedule';

const monthly = (amount: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ months: index + 1, amount }));

describe('computeApr', () => {
  it.each([
    [
      '10,000.00 now, 11,200.00 in 12 months',
      [{ months: 0, amount: 1_000_000 }],
      [{ months: 12, amount: 1_120_000 }],
      '12.0',
    ],
    ['10,000.00 now, 12 × 888.49 monthly', [{ months: 0, amount: 1_000_000 }], monthly(88_849, 12), '12.7'],
    [
      '10,000.00 now, 10,000.00 in 12 months',
      [{ months: 0, amount: 1_000_000 }],
      [{ months: 12, amount: 1_000_000 }],
      '0.0',
    ],
    [
      '10,000.00 now, 9,000.00 in 12 months',
      [{ months: 0, amount: 1_000_000 }],
      [{ months: 12, amount: 900_000 }],
      '-10.0',
    ],
    [
      '10,000.00 now, 20,000.00 in 1 month',
      [{ months: 0, amount: 1_000_000 }],
      [{ months: 1, amount: 2_000_000 }],
      '409500.0',
    ],
    [
      'two advances (5,000.00 now and in 6 months), 10,600.00 in 12 months',
      [
        { months: 0, amount: 500_000 },
        { months: 6, amount: 500_000 },
      ],
      [{ months: 12, amount: 1_060_000 }],
      '8.1',
    ],
  ])('%s → %s', (_name, advances, payments, apr) => {
    expect(computeApr({ advances, payments })).toBe(apr);
  });

  it.each([
    ['no advance', { advances: [], payments: monthly(100, 12) }],
    ['no payment', { advances: [{ months: 0, amount: 100 }], payments: [] }],
    ['negative amount', { advances: [{ months: 0, amount: -100 }], payments: monthly(100, 12) }],
    ['fractional pence', { advances: [{ months: 0, amount: 100.5 }], payments: monthly(100, 12) }],
  ])('refuses flows with %s (apr.flows)', (_name, flows) => {
    expect(() => computeApr(flows)).toThrow(expect.objectContaining({ code: 'apr.flows' }));
  });
});

describe('aprOfSchedule', () => {
  const schedule = generateSchedule({
    principal: 1_000_000,
    annualRate: '0.12',
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
    startDate: '2024-01-31',
  });

  it('month-end start dates count whole months (2024-01-31 → 2024-02-29 is one month): APR 12.7', () => {
    expect(aprOfSchedule(schedule)).toBe('12.7');
  });

  it('a fee of 0 changes nothing; a fee at or above the principal is refused', () => {
    expect(aprOfSchedule(schedule, { amount: 0, mode: 'deducted' })).toBe('12.7');
    expect(() => aprOfSchedule(schedule, { amount: 1_000_000, mode: 'deducted' })).toThrow(
      expect.objectContaining({ code: 'fee.invalid' }),
    );
  });
});

describe('exceedsAprCap (compared in tenths)', () => {
  it.each([
    ['29.9', false],
    ['29.90', false],
    ['30.0', true],
    ['30.1', true],
    ['12.7', false],
    ['-1.0', false],
    ['299.0', true],
  ])('%s → %s', (apr, expected) => {
    expect(exceedsAprCap(apr)).toBe(expected);
  });

  it('the cap is 29.9', () => {
    expect(APR_CAP).toBe('29.9');
  });

  it('refuses a malformed APR', () => {
    expect(() => exceedsAprCap('29.9%')).toThrow(expect.objectContaining({ code: 'apr.invalid' }));
  });
});
