import { DomainError } from '../domain-error';
import { isMinor, parseRate, type Ratio } from '../money';
import { type CivilDate, parseIsoDate } from './dates';
import { MAX_TERM_MONTHS, MIN_TERM_MONTHS } from './methods';
import type { LoanTerms } from './schedule';

/**
 * Checks terms before any maths runs and returns the rate as an exact ratio. Every generator calls it, so
 * a generator taken straight from the table is as safe as `generateSchedule`. The start date comes back
 * parsed, so a generator computes each due date without reading it again.
 */
export function validateTerms(terms: LoanTerms): { rate: Ratio; start: CivilDate } {
  if (!isMinor(terms.principal) || terms.principal <= 0) {
    throw new DomainError('principal.invalid', { principal: String(terms.principal) });
  }
  if (
    !Number.isInteger(terms.termMonths) ||
    terms.termMonths < MIN_TERM_MONTHS ||
    terms.termMonths > MAX_TERM_MONTHS
  ) {
    throw new DomainError('term.range', { min: MIN_TERM_MONTHS, max: MAX_TERM_MONTHS });
  }
  const start = parseIsoDate(terms.startDate);
  return { rate: parseRate(terms.annualRate), start };
}

// parseRate hands out one object per rate, so the reduced monthly rate is worked out once per rate too.
const monthlyRates = new WeakMap<Ratio, Ratio>();

/** The monthly rate r = annual / 12, reduced so the annuity powers stay as small as they can. */
export function monthlyRate(annual: Ratio): Ratio {
  const known = monthlyRates.get(annual);
  if (known) return known;
  const den = annual.den * 12n;
  const divisor = gcd(annual.num, den);
  const monthly: Ratio = Object.freeze({ num: annual.num / divisor, den: den / divisor });
  monthlyRates.set(annual, monthly);
  return monthly;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
