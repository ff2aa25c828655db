import { type ArrangementPlanView, arrangementPlanView } from '../../../domain/api/hardship';
import { canonicalJson } from '../../../domain/canonical-json';
import { isDomainError } from '../../../domain/domain-error';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { planArrangement } from '../../../domain/forbearance/plan';
import type { LoanBook } from '../../../domain/servicing/book';
import { AppError } from '../../lib/app-error';

/** The request's field each of the re-plan's refusals is about. */
const fieldOf: Record<string, string> = {
  [forbearanceErrors.termTooLong]: 'terms.months',
  [forbearanceErrors.extensionNotLonger]: 'terms.months',
  [forbearanceErrors.holidayMonths]: 'terms.months',
  [forbearanceErrors.reducedMonths]: 'terms.months',
  [forbearanceErrors.reducedPayment]: 'terms.payment',
  [forbearanceErrors.nothingToSpreadOver]: 'terms.afterwards',
};

/**
 * The arrangement `terms` would make of the loan whose book (replayed to the business date) is `book`,
 * as the operator previews it, the offer keeps it and the borrower is shown it. A term the loan cannot take
 * (too long, a payment not lower, a loan no longer running) is refused as C409 on its field.
 */
export function planFor(book: LoanBook, terms: ArrangementTerms): ArrangementPlanView {
  try {
    // Only the contract's fields are kept: the offer stores the plan and its hash is taken over it.
    return arrangementPlanView.parse(planArrangement(book, terms));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field = fieldOf[error.code];
    throw new AppError('C409', error.code, {
      ...(error.params ? { params: error.params } : {}),
      ...(field ? { fields: { [field]: error.code } } : {}),
    });
  }
}

/**
 * Whether a plan worked out again is the one offered: the same terms, the same bills from now on and the
 * same totals after. What the loan stood at before (`before`, `carried`) may have moved with the days; what
 * the borrower agrees to pay must not have.
 */
export function samePlan(offered: ArrangementPlanView, now: ArrangementPlanView): boolean {
  const agreed = (plan: ArrangementPlanView) =>
    canonicalJson({
      terms: plan.terms,
      after: plan.after,
      totalPayableAfter: plan.totalPayableAfter,
      instalmentAfter: plan.instalmentAfter,
      lastDueAfter: plan.lastDueAfter,
      windowEnds: plan.windowEnds,
    });
  return agreed(offered) === agreed(now);
}
