import { applyRate, type Minor, type Ratio, roundHalfUp } from '../money';
import { addMonths } from './dates';
import type { ScheduleGenerator, ScheduleLine } from './schedule';
import { assembleSchedule } from './schedule-totals';
import { monthlyRate, validateTerms } from './terms-validation';

/**
 * The annuity payment P·r/(1−(1+r)^−n), computed as the exact rational P·a·(b+a)^n / (b·((b+a)^n − b^n))
 * for r = a/b and rounded once, so the penny never depends on floating-point error.
 */
export function annuityPayment(principal: Minor, rate: Ratio, periods: number): Minor {
  if (rate.num === 0n) return roundHalfUp(BigInt(principal), BigInt(periods));
  const n = BigInt(periods);
  const grown = (rate.den + rate.num) ** n;
  return roundHalfUp(BigInt(principal) * rate.num * grown, rate.den * (grown - rate.den ** n));
}

/**
 * Equal monthly payments. Each line's interest is the balance × r rounded half-up, its principal the
 * payment less that interest; the last line repays whatever balance is left, absorbing the rounding
 * residue so the principal parts sum exactly to the amount lent.
 */
export const equalInstallmentSchedule: ScheduleGenerator = {
  method: 'EQUAL_INSTALLMENT',
  generate(terms) {
    const r = monthlyRate(validateTerms(terms).rate);
    const payment = annuityPayment(terms.principal, r, terms.termMonths);
    const lines: ScheduleLine[] = [];
    let balance = terms.principal;
    for (let period = 1; period <= terms.termMonths; period += 1) {
      const interest = applyRate(balance, r);
      // Guards tiny loans, where a rounded payment could exceed what is left to repay.
      const principal =
        period === terms.termMonths ? balance : Math.min(Math.max(payment - interest, 0), balance);
      balance -= principal;
      lines.push({
        period,
        dueDate: addMonths(terms.startDate, period),
        principal,
        interest,
        total: principal + interest,
        balance,
      });
    }
    return assembleSchedule(terms, lines);
  },
};
