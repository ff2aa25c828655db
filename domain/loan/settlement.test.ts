import { describe, expect, it } from 'vitest';
import type { RepaymentMethod } from './methods';
import { generateSchedule } from './schedule';
import { earlySettlement, withdrawalBalance, withdrawalDue, withdrawalPayoff } from './settlement';

// Due dates are the 15th of each month from 2024-02-15; due date 3 is 2024-04-15, due date 4 2024-05-15.
const loan = (method: RepaymentMethod, termMonths = 12) =>
  generateSchedule({ principal: 1_000_000, annualRate: '0.12', termMonths, method, startDate: '2024-01-15' });

describe('earlySettlement', () => {
  it('EQUAL_INSTALLMENT 10000.00 × 12m @ 12%, 1–3 repaid, as of 2024-05-01 (cycle 4): 7,610.80 + 76.11 = 7,686.91', () => {
    expect(
      earlySettlement(loan('EQUAL_INSTALLMENT'), {
        paidPeriods: [1, 2, 3],
        asOf: '2024-05-01',
        overdueRate: '0.24',
      }),
    ).toEqual({
      remainingPrincipal: 761_080,
      currentInterest: 7_611,
      overdue: 0,
      total: 768_691,
      cycle: 4,
      validUntil: '2024-05-14',
    });
  });

  it('INTEREST_FIRST 10000.00 × 12m @ 12%, 1–3 repaid, as of 2024-05-01 (cycle 4): 10,000.00 + 100.00 = 10,100.00', () => {
    const quote = earlySettlement(loan('INTEREST_FIRST'), {
      paidPeriods: [1, 2, 3],
      asOf: '2024-05-01',
      overdueRate: '0.24',
    });
    expect(quote).toMatchObject({
      remainingPrincipal: 1_000_000,
      currentInterest: 10_000,
      total: 1_010_000,
      cycle: 4,
    });
  });

  it('ONE_TIME 10000.00 × 12m @ 12% settled in month 4 (2024-05-01): 10,000.00 + 4 × 100.00 = 10,400.00', () => {
    const quote = earlySettlement(loan('ONE_TIME'), {
      paidPeriods: [],
      asOf: '2024-05-01',
      overdueRate: '0.24',
    });
    expect(quote).toEqual({
      remainingPrincipal: 1_000_000,
      currentInterest: 40_000,
      overdue: 0,
      total: 1_040_000,
      cycle: 4,
      validUntil: '2024-05-14',
    });
  });

  it('ONE_TIME 10000.00 × 12m @ 12% on drawdown day is cycle 1: 10,100.00; on the maturity date 11,200.00', () => {
    const schedule = loan('ONE_TIME');
    expect(
      earlySettlement(schedule, { paidPeriods: [], asOf: '2024-01-15', overdueRate: '0.24' }),
    ).toMatchObject({
      total: 1_010_000,
      cycle: 1,
    });
    expect(
      earlySettlement(schedule, { paidPeriods: [], asOf: '2025-01-15', overdueRate: '0.24' }),
    ).toMatchObject({
      total: 1_120_000,
      cycle: 12,
      validUntil: '2025-01-15',
    });
  });

  it('ONE_TIME 1234.57 × 12m @ 12.34%: cycle interest is capped at the bill interest (no dearer than maturity)', () => {
    const schedule = generateSchedule({
      principal: 123_457,
      annualRate: '0.1234',
      termMonths: 12,
      method: 'ONE_TIME',
      startDate: '2024-01-15',
    });
    // Monthly 1,269.55p rounds to 1,270p; 12 × 1,270 = 15,240 but the bill's interest is 15,234.59p → 15,235.
    const quote = earlySettlement(schedule, { paidPeriods: [], asOf: '2025-01-10', overdueRate: '0.24' });
    expect(quote.currentInterest).toBe(schedule.lines[0]?.interest);
    expect(quote.currentInterest).toBe(15_235);
  });

  it('EQUAL_INSTALLMENT on due date 4 itself: still cycle 4, valid that day only', () => {
    const quote = earlySettlement(loan('EQUAL_INSTALLMENT'), {
      paidPeriods: [1, 2, 3],
      asOf: '2024-05-15',
      overdueRate: '0.24',
    });
    expect(quote).toMatchObject({ total: 768_691, cycle: 4, validUntil: '2024-05-15' });
  });

  it('EQUAL_INSTALLMENT, 1–2 repaid, bill 3 (888.49) 10 days overdue: + 888.49 + 5.84, valid for asOf only', () => {
    const quote = earlySettlement(loan('EQUAL_INSTALLMENT'), {
      paidPeriods: [1, 2],
      asOf: '2024-04-25',
      overdueRate: '0.24',
    });
    expect(quote).toEqual({
      remainingPrincipal: 761_080,
      currentInterest: 7_611,
      overdue: 88_849 + 584,
      total: 761_080 + 7_611 + 88_849 + 584,
      cycle: 4,
      validUntil: '2024-04-25',
    });
  });

  it('EQUAL_INSTALLMENT, repaid ahead (1–5) as of 2024-03-01: the current cycle is the next unpaid line, 6', () => {
    const schedule = loan('EQUAL_INSTALLMENT');
    const quote = earlySettlement(schedule, {
      paidPeriods: [1, 2, 3, 4, 5],
      asOf: '2024-03-01',
      overdueRate: '0.24',
    });
    expect(quote).toMatchObject({
      cycle: 6,
      remainingPrincipal: schedule.lines[4]?.balance,
      currentInterest: schedule.lines[5]?.interest,
      validUntil: '2024-07-14',
    });
  });

  it('every line repaid: nothing to pay, cycle 0', () => {
    const paidPeriods = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(
      earlySettlement(loan('EQUAL_INSTALLMENT'), { paidPeriods, asOf: '2024-05-01', overdueRate: '0.24' }),
    ).toEqual({
      remainingPrincipal: 0,
      currentInterest: 0,
      overdue: 0,
      total: 0,
      cycle: 0,
      validUntil: '2024-05-01',
    });
  });

  it('refuses a period the schedule does not have', () => {
    expect(() =>
      earlySettlement(loan('EQUAL_INSTALLMENT'), {
        paidPeriods: [13],
        asOf: '2024-05-01',
        overdueRate: '0.24',
      }),
    ).toThrow(expect.objectContaining({ code: 'settlement.period' }));
  });
});

describe('withdrawalPayoff', () => {
  it.each([
    [1_000_000, '0.12', '2024-01-15', '2024-01-25', 1_003_288],
    [1_000_000, '0.12', '2024-01-15', '2024-01-15', 1_000_000],
    [1_000_000, '0.12', '2024-01-15', '2024-01-29', 1_004_603],
  ])('%s pence at %s drawn %s, withdrawn %s → %s', (principal, rate, drawdown, asOf, payoff) => {
    expect(withdrawalPayoff(principal, rate, drawdown, asOf)).toBe(payoff);
  });
});

describe('withdrawalBalance and withdrawalDue (CCA s66A: interest to the day of repayment)', () => {
  // 10,000.00 at 12% drawn 1 July 2026; figures from an independent exact-fraction calculation.
  const terms = { principal: 1_000_000, annualRate: '0.12', drawdownDate: '2026-07-01', credits: [] };
  const due = { ...terms, dueDate: '2026-08-10', overdueRate: '0.24' };

  it.each([
    ['2026-07-11', 1_003_288],
    ['2026-07-20', 1_006_247],
    ['2026-08-10', 1_013_151],
  ])('with no payments, owed on %s is %s (the same as withdrawalPayoff)', (asOf, owed) => {
    expect(withdrawalBalance(terms, asOf)).toBe(owed);
    expect(withdrawalPayoff(1_000_000, '0.12', '2026-07-01', asOf)).toBe(owed);
  });

  it('credits a payment with the same daily interest from the day it was received', () => {
    // 100.00 paid on 3 July: 10,032.88 − 100.00 − 100.00 × 12% × 8/365 (0.26) = 9,932.61(37) → 9,932.61.
    const credited = { ...terms, credits: [{ on: '2026-07-03', amount: 10_000 }] };
    expect(withdrawalBalance(credited, '2026-07-11')).toBe(993_261);
    expect(withdrawalBalance(credited, '2026-07-25')).toBe(997_818);
  });

  it('never goes below zero when more was paid than is owed', () => {
    const overpaid = { ...terms, credits: [{ on: '2026-07-02', amount: 1_100_000 }] };
    expect(withdrawalBalance(overpaid, '2026-07-11')).toBe(0);
  });

  it('grows by daily interest until the due date, then only by overdue interest', () => {
    expect(withdrawalDue(due, '2026-07-20')).toEqual({
      accruedTo: '2026-07-20',
      principal: 1_000_000,
      interest: 6_247,
      total: 1_006_247,
      overdueDays: 0,
      overdueInterest: 0,
      totalDue: 1_006_247,
    });
    // 10 days late: the total stops at the due date's 10,131.51; 24% a year on it for 10 days is 66.62.
    expect(withdrawalDue(due, '2026-08-20')).toEqual({
      accruedTo: '2026-08-10',
      principal: 1_000_000,
      interest: 13_151,
      total: 1_013_151,
      overdueDays: 10,
      overdueInterest: 6_662,
      totalDue: 1_019_813,
    });
  });

  it('splits a total below the principal as principal only (payments go to interest first)', () => {
    const credited = { ...due, credits: [{ on: '2026-07-03', amount: 10_000 }] };
    expect(withdrawalDue(credited, '2026-07-11')).toMatchObject({
      principal: 993_261,
      interest: 0,
      total: 993_261,
    });
  });
});
