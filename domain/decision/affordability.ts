import type { IsoDate } from '../loan/dates';
import type { RepaymentMethod } from '../loan/methods';
import { generateSchedule } from '../loan/schedule';
import { divideRoundingUp, type Minor, parseRate, type Ratio, roundHalfUp } from '../money';

/** A loan's shape without its amount: what stays fixed while the policy tries amounts. */
export interface LoanShape {
  termMonths: number;
  method: RepaymentMethod;
  annualRate: string;
  /** Only the schedule's dates depend on it; the cost does not. */
  startDate: IsoDate;
}

/** The average monthly cost: total payable (the quote's own maths) ÷ months, rounded up to the penny. */
export function averageMonthlyCost(principal: Minor, shape: LoanShape): Minor {
  const { totalPayable } = generateSchedule({ principal, ...shape });
  return divideRoundingUp(totalPayable, shape.termMonths);
}

/** What the borrower can carry: a share of their gross monthly income, less what they already repay us. */
export interface Means {
  /** Gross personal annual income, minor units. */
  annualIncome: Minor;
  share: Ratio;
  existingMonthlyCost: Minor;
}

export function meansOf(annualIncome: Minor, maxShare: string, existingMonthlyCost: Minor): Means {
  return { annualIncome, share: parseRate(maxShare), existingMonthlyCost };
}

/**
 * Whether a monthly cost fits: (cost + existing) ≤ share × annual income ÷ 12, compared exactly in integers
 * as (cost + existing) × 12 × den ≤ num × annual — so "exactly at the limit" passes and a penny over fails,
 * with no rounding of the limit itself.
 */
export function fits(monthlyCost: Minor, means: Means): boolean {
  const left = BigInt(monthlyCost + means.existingMonthlyCost) * 12n * means.share.den;
  return left <= means.share.num * BigInt(means.annualIncome);
}

/** Gross monthly income for display: annual ÷ 12 to the penny, half-up. The test above never uses it. */
export function monthlyIncomeOf(annualIncome: Minor): Minor {
  return roundHalfUp(BigInt(annualIncome), 12n);
}

/**
 * A test of a monthly cost against what the borrower can carry. `allowance` is a float estimate of the
 * largest cost that passes, used only to choose where the search below starts looking; `fits` is exact.
 */
export interface CostTest {
  fits(monthlyCost: Minor): boolean;
  allowance: number;
}

/** Version 1's rule as a cost test: the share of gross monthly income, less what is already repaid. */
export function shareTest(means: Means): CostTest {
  return {
    fits: (monthlyCost) => fits(monthlyCost, means),
    allowance:
      (Number(means.share.num) * means.annualIncome) / (12 * Number(means.share.den)) -
      means.existingMonthlyCost,
  };
}

/**
 * The largest whole multiple of `step` from `minimum` up to (not including) `below` whose average monthly
 * cost passes the test, or null when none does. The cost is proportional to the amount but for pennies of
 * rounding, so the search starts at the amount that proportion predicts and walks a step or two to the
 * exact answer: two or three schedules instead of a dozen for a bisection. It relies on the cost never
 * falling as the amount grows by a step (a step is at least a pound; rounding moves the cost by pennies),
 * which the property test of the policy checks.
 */
export function largestFittingAmount(
  shape: LoanShape,
  test: CostTest,
  range: { minimum: Minor; below: Minor; step: Minor },
  knownCost: { amount: Minor; monthlyCost: Minor },
): { amount: Minor; monthlyCost: Minor } | null {
  const { step } = range;
  const lowest = Math.ceil(range.minimum / step) * step;
  const highest = Math.floor((range.below - 1) / step) * step;
  if (lowest > highest) return null;
  const costOf = (amount: Minor) => averageMonthlyCost(amount, shape);
  // A float estimate only chooses where to start looking; every answer is checked with exact figures.
  const estimate = (test.allowance * knownCost.amount) / knownCost.monthlyCost;
  let amount = Math.min(Math.max(Math.floor(estimate / step) * step, lowest), highest);
  let cost = costOf(amount);
  if (test.fits(cost)) {
    while (amount + step <= highest) {
      const nextCost = costOf(amount + step);
      if (!test.fits(nextCost)) break;
      amount += step;
      cost = nextCost;
    }
    return { amount, monthlyCost: cost };
  }
  while (amount - step >= lowest) {
    amount -= step;
    cost = costOf(amount);
    if (test.fits(cost)) return { amount, monthlyCost: cost };
  }
  return null;
}
