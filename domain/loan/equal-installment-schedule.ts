import { applyPreparedRate, type Minor, prepareRate, type Ratio, roundHalfUp } from '../money';
import { monthlyDueDates } from './dates';
import type { ScheduleGenerator, ScheduleLine } from './schedule';
import { assembleSchedule } from './schedule-totals';
import { monthlyRate, validateTerms } from './terms-validation';

interface AnnuityFactor {
  /** payment = round half-up(principal × numerator / denominator), exactly. */
  numerator: bigint;
  denominator: bigint;
  /** numerator / denominator as a float, for the fast path below. */
  approximate: number;
}

// The powers of a 60-month annuity run to some 1,400 bits; a lender has a handful of rates and terms, so each
// rate and term's factor is worked out once. Rates come from parseRate and monthlyRate, one object per rate,
// so they key a WeakMap (a rate built elsewhere only misses the memo).
const annuityFactors = new WeakMap<Ratio, Map<number, AnnuityFactor>>();
const FRACTION_BITS = 64n;

function annuityFactor(rate: Ratio, periods: number): AnnuityFactor {
  let byPeriods = annuityFactors.get(rate);
  if (!byPeriods) {
    byPeriods = new Map();
    annuityFactors.set(rate, byPeriods);
  }
  const known = byPeriods.get(periods);
  if (known) return known;
  const n = BigInt(periods);
  const grown = (rate.den + rate.num) ** n;
  const numerator = rate.num * grown;
  const denominator = rate.den * (grown - rate.den ** n);
  // Scaled before converting: both parts are far beyond a double's range.
  const approximate = Number((numerator << FRACTION_BITS) / denominator) / 2 ** Number(FRACTION_BITS);
  const factor = { numerator, denominator, approximate };
  byPeriods.set(periods, factor);
  return factor;
}

// Below this the float product principal × factor is within 2^-10 of the exact one (relative error under
// 2^-51), so a result farther than MARGIN from a half rounds exactly as the rational does.
const FAST_PATH_LIMIT = 2 ** 41;
const MARGIN = 1 / 64;

/**
 * The annuity payment P·r/(1−(1+r)^−n), computed as the exact rational P·a·(b+a)^n / (b·((b+a)^n − b^n))
 * for r = a/b and rounded once, so the penny never depends on floating-point error. The float product
 * decides when it is far from a tie; otherwise, and for amounts beyond any loan, the exact division does
 * (the property test compares the two on random terms).
 */
export function annuityPayment(principal: Minor, rate: Ratio, periods: number): Minor {
  if (rate.num === 0n) return roundHalfUp(BigInt(principal), BigInt(periods));
  const factor = annuityFactor(rate, periods);
  const product = principal * factor.approximate;
  if (principal > 0 && product < FAST_PATH_LIMIT) {
    const whole = Math.floor(product);
    const fraction = product - whole;
    if (Math.abs(fraction - 0.5) > MARGIN) return fraction > 0.5 ? whole + 1 : whole;
  }
  return roundHalfUp(BigInt(principal) * factor.numerator, factor.denominator);
}

/** The exact rational rounding of `annuityPayment`, without its float fast path: for the property test. */
export function exactAnnuityPayment(principal: Minor, rate: Ratio, periods: number): Minor {
  if (rate.num === 0n) return roundHalfUp(BigInt(principal), BigInt(periods));
  const factor = annuityFactor(rate, periods);
  return roundHalfUp(BigInt(principal) * factor.numerator, factor.denominator);
}

/**
 * Equal monthly payments. Each line's interest is the balance × r rounded half-up, its principal the
 * payment less that interest; the last line repays whatever balance is left, absorbing the rounding
 * residue so the principal parts sum exactly to the amount lent.
 */
export const equalInstallmentSchedule: ScheduleGenerator = {
  method: 'EQUAL_INSTALLMENT',
  generate(terms) {
    const { rate } = validateTerms(terms);
    const dueDates = monthlyDueDates(terms.startDate, terms.termMonths);
    const r = monthlyRate(rate);
    const payment = annuityPayment(terms.principal, r, terms.termMonths);
    const prepared = prepareRate(r);
    const lines: ScheduleLine[] = [];
    let balance = terms.principal;
    for (let period = 1; period <= terms.termMonths; period += 1) {
      const interest = applyPreparedRate(balance, prepared);
      // Guards tiny loans, where a rounded payment could exceed what is left to repay.
      const principal =
        period === terms.termMonths ? balance : Math.min(Math.max(payment - interest, 0), balance);
      balance -= principal;
      lines.push({
        period,
        dueDate: dueDates[period - 1] as string,
        principal,
        interest,
        total: principal + interest,
        balance,
      });
    }
    return assembleSchedule(terms, lines);
  },
};
