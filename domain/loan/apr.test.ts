import { describe, expect, it } from 'vitest';
import { aprOfSchedule, computeApr, exceedsAprCap } from './apr';
import { APR_CAP, MAX_TERM_MONTHS, MIN_TERM_MONTHS, type RepaymentMethod } from './methods';
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

// The reasoning behind the operator's APR cap check (server/modules/operator/operator-service.ts
// `checkAprCap`): the APR of a method at a given rate is flat in the amount and the term, except that
// ONE_TIME's falls as the term grows; only penny rounding, one display step at most, makes loans differ.
describe('APR over amounts and terms at one nominal rate', () => {
  const terms = Array.from({ length: MAX_TERM_MONTHS - MIN_TERM_MONTHS + 1 }, (_, i) => MIN_TERM_MONTHS + i);
  const aprOf = (principal: number, termMonths: number, method: RepaymentMethod) =>
    aprOfSchedule(
      generateSchedule({ principal, annualRate: '0.12', termMonths, method, startDate: '2024-01-15' }),
    );

  it.each(['EQUAL_INSTALLMENT', 'INTEREST_FIRST'] as const)(
    '%s at 12%%: (1 + 0.01)^12 − 1 = 12.7%% at every term 12–60 and amount 1,000.00–25,000.00',
    (method) => {
      for (const termMonths of terms) {
        for (const principal of [100_000, 100_033, 1_000_000, 2_500_000]) {
          expect(aprOf(principal, termMonths, method)).toBe('12.7');
        }
      }
    },
  );

  it('ONE_TIME at 12%: 12.0% over 12 months, then lower for every longer term', () => {
    const aprs = terms.map((termMonths) => Number(aprOf(1_000_000, termMonths, 'ONE_TIME')));
    expect(aprs[0]).toBe(12);
    for (let i = 1; i < aprs.length; i += 1) expect(aprs[i]).toBeLessThanOrEqual(aprs[i - 1]!);
    expect(aprs.at(-1)).toBeLessThan(aprs[0]!);
  });
});
