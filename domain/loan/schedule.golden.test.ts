import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { aprOfSchedule } from './apr';
import { annuityPayment } from './equal-installment-schedule';
import type { RepaymentMethod } from './methods';
import { generateSchedule, type LoanTerms, scheduleGenerators } from './schedule';

const terms = (
  principal: number,
  termMonths: number,
  annualRate: string,
  method: RepaymentMethod,
  startDate = '2024-01-15',
): LoanTerms => ({ principal, termMonths, annualRate, method, startDate });

// Golden numbers come from an independent calculation; a disagreement means the code is wrong.
describe('golden schedules', () => {
  it('EQUAL_INSTALLMENT 10000.00 × 12m @ 12%: 11 × 888.49 then 888.47, interest 661.86, total 10,661.86, APR 12.7', () => {
    const schedule = generateSchedule(terms(1_000_000, 12, '0.12', 'EQUAL_INSTALLMENT'));
    expect(schedule.lines.map((line) => line.total)).toEqual([...Array(11).fill(88_849), 88_847]);
    expect(schedule.instalment).toBe(88_849);
    expect(schedule.totalInterest).toBe(66_186);
    expect(schedule.totalPayable).toBe(1_066_186);
    expect(aprOfSchedule(schedule)).toBe('12.7');
    expect(schedule.lines[0]).toMatchObject({ principal: 78_849, interest: 10_000 });
  });

  it('EQUAL_INSTALLMENT 10000.00 × 12m @ 12% row 4: principal 812.38, interest 76.11, balance 6,798.42', () => {
    const schedule = generateSchedule(terms(1_000_000, 12, '0.12', 'EQUAL_INSTALLMENT'));
    expect(schedule.lines[3]).toEqual({
      period: 4,
      dueDate: '2024-05-15',
      principal: 81_238,
      interest: 7_611,
      total: 88_849,
      balance: 679_842,
    });
  });

  it('EQUAL_INSTALLMENT 10000.00 × 12m @ 12% fee 200.00 deducted → APR 17.1; financed → APR 17.0', () => {
    const onAmount = generateSchedule(terms(1_000_000, 12, '0.12', 'EQUAL_INSTALLMENT'));
    expect(aprOfSchedule(onAmount, { amount: 20_000, mode: 'deducted' })).toBe('17.1');
    const onAmountPlusFee = generateSchedule(terms(1_020_000, 12, '0.12', 'EQUAL_INSTALLMENT'));
    expect(aprOfSchedule(onAmountPlusFee, { amount: 20_000, mode: 'financed' })).toBe('17.0');
  });

  it('EQUAL_INSTALLMENT 10000.00 × 60m @ 12%: 59 × 222.44 then 222.81, total 13,346.77, APR 12.7', () => {
    const schedule = generateSchedule(terms(1_000_000, 60, '0.12', 'EQUAL_INSTALLMENT'));
    expect(schedule.lines.map((line) => line.total)).toEqual([...Array(59).fill(22_244), 22_281]);
    expect(schedule.totalPayable).toBe(1_334_677);
    expect(schedule.totalInterest).toBe(334_677);
    expect(aprOfSchedule(schedule)).toBe('12.7');
  });

  it('EQUAL_INSTALLMENT 10000.00 × 60m @ 12% holds an exact half-penny interest tie, rounded up', () => {
    const schedule = generateSchedule(terms(1_000_000, 60, '0.12', 'EQUAL_INSTALLMENT'));
    // r = 1%, so interest is exactly balance/100: a balance ending in 50 pence is a tie.
    const ties = schedule.lines.filter((line) => (line.balance + line.principal) % 100 === 50);
    expect(ties.length).toBeGreaterThan(0);
    for (const line of ties) expect(line.interest).toBe((line.balance + line.principal + 50) / 100);
  });

  it('ONE_TIME 10000.00 × 12m @ 12%: one bill of 11,200.00 on 2025-01-15, APR 12.0', () => {
    const schedule = generateSchedule(terms(1_000_000, 12, '0.12', 'ONE_TIME'));
    expect(schedule.lines).toEqual([
      {
        period: 1,
        dueDate: '2025-01-15',
        principal: 1_000_000,
        interest: 120_000,
        total: 1_120_000,
        balance: 0,
      },
    ]);
    expect(schedule.totalPayable).toBe(1_120_000);
    expect(aprOfSchedule(schedule)).toBe('12.0');
  });

  it('ONE_TIME 10000.00 × 60m @ 12%: one bill of 16,000.00, APR 9.9 (simple interest, no compounding)', () => {
    const schedule = generateSchedule(terms(1_000_000, 60, '0.12', 'ONE_TIME'));
    expect(schedule.lines.map((line) => line.total)).toEqual([1_600_000]);
    expect(aprOfSchedule(schedule)).toBe('9.9');
  });

  it('INTEREST_FIRST 10000.00 × 12m @ 12%: 11 × 100.00 then 10,100.00, APR 12.7', () => {
    const schedule = generateSchedule(terms(1_000_000, 12, '0.12', 'INTEREST_FIRST'));
    expect(schedule.lines.map((line) => line.total)).toEqual([...Array(11).fill(10_000), 1_010_000]);
    expect(schedule.lines.map((line) => line.balance)).toEqual([...Array(11).fill(1_000_000), 0]);
    expect(schedule.instalment).toBe(10_000);
    expect(schedule.totalPayable).toBe(1_120_000);
    expect(aprOfSchedule(schedule)).toBe('12.7');
  });

  it('INTEREST_FIRST 101.50 × 12m @ 1%: interest 0.08 a month (8.458p rounded down), APR 0.9, below nominal', () => {
    const schedule = generateSchedule(terms(10_150, 12, '0.01', 'INTEREST_FIRST'));
    expect(schedule.lines.map((line) => line.interest)).toEqual(Array(12).fill(8));
    expect(aprOfSchedule(schedule)).toBe('0.9');
  });

  it('EQUAL_INSTALLMENT 5000.00 × 36m @ 26.4467%: total 7,295.27, APR 29.9 (at the cap)', () => {
    const schedule = generateSchedule(terms(500_000, 36, '0.264467', 'EQUAL_INSTALLMENT'));
    expect(schedule.totalPayable).toBe(729_527);
    expect(aprOfSchedule(schedule)).toBe('29.9');
  });

  it('EQUAL_INSTALLMENT 5000.00 × 36m @ 26.6%: APR 30.1 (over the cap)', () => {
    const schedule = generateSchedule(terms(500_000, 36, '0.266', 'EQUAL_INSTALLMENT'));
    expect(aprOfSchedule(schedule)).toBe('30.1');
  });

  it('EQUAL_INSTALLMENT 1200.00 × 12m @ 0%: 12 × 100.00, APR 0.0', () => {
    const schedule = generateSchedule(terms(120_000, 12, '0', 'EQUAL_INSTALLMENT'));
    expect(schedule.lines.map((line) => line.total)).toEqual(Array(12).fill(10_000));
    expect(aprOfSchedule(schedule)).toBe('0.0');
  });

  it('EQUAL_INSTALLMENT start 2024-01-31: due 2024-02-29, 2024-03-31, 2024-04-30', () => {
    const schedule = generateSchedule(terms(1_000_000, 12, '0.12', 'EQUAL_INSTALLMENT', '2024-01-31'));
    expect(schedule.lines.slice(0, 3).map((line) => line.dueDate)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(schedule.lines[11]?.dueDate).toBe('2025-01-31');
  });

  it('annuityPayment is exact to the penny: 10000.00 × 12 @ 1%/month → 888.49', () => {
    expect(annuityPayment(1_000_000, { num: 1n, den: 100n }, 12)).toBe(88_849);
  });
});

describe('terms validation', () => {
  const valid = terms(1_000_000, 12, '0.12', 'EQUAL_INSTALLMENT');
  it.each([
    ['term 11 months', { termMonths: 11 }, 'term.range'],
    ['term 61 months', { termMonths: 61 }, 'term.range'],
    ['term 12.5 months', { termMonths: 12.5 }, 'term.range'],
    ['principal 0', { principal: 0 }, 'principal.invalid'],
    ['principal -1', { principal: -1 }, 'principal.invalid'],
    ['principal 100.5 pence', { principal: 100.5 }, 'principal.invalid'],
    ['rate -0.12', { annualRate: '-0.12' }, 'rate.invalid'],
    ['rate 12%', { annualRate: '12%' }, 'rate.invalid'],
    ['start 2024-02-30', { startDate: '2024-02-30' }, 'date.invalid'],
    ['method BALLOON', { method: 'BALLOON' as RepaymentMethod }, 'method.unknown'],
  ])('%s → %s', (_name, change, code) => {
    expect(() => generateSchedule({ ...valid, ...change })).toThrow(expect.objectContaining({ code }));
  });

  it('each generator validates on its own too', () => {
    for (const generator of Object.values(scheduleGenerators)) {
      expect(() => generator.generate({ ...valid, termMonths: 6 })).toThrow(DomainError);
    }
  });

  it('terms of 12 and 60 months are the inclusive bounds', () => {
    expect(generateSchedule({ ...valid, termMonths: 12 }).lines).toHaveLength(12);
    expect(generateSchedule({ ...valid, termMonths: 60 }).lines).toHaveLength(60);
  });
});
