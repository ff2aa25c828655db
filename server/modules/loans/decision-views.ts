import type { DecisionView } from '../../../domain/api/loans';
import type { DecisionReason } from '../../../domain/decision/outcomes';
import type { DecisionRow } from './decision-repository';
import type { LoanRow } from './loan-repository';

/** The decision as the borrower and the app read it. */
export function decisionViewOf(row: DecisionRow): DecisionView {
  return {
    outcome: row.outcome,
    reasons: row.reasons as DecisionReason[],
    figures: row.figures,
    policyVersion: row.policyVersion,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt.toISOString(),
    onReview: row.onReview,
    ...(row.creditAgency ? { agency: row.creditAgency } : {}),
  };
}

/**
 * A person may be asked to look again only at the policy's decline (UK GDPR Art. 22: a decision based
 * solely on automated processing), and only once: after a review an operator's decline is final.
 */
export function reviewAvailable(
  loan: Pick<LoanRow, 'status' | 'reviewRequestedAt'>,
  latest: DecisionRow | null,
) {
  return (
    loan.status === 'REJECTED' &&
    loan.reviewRequestedAt === null &&
    latest?.decidedBy === 'policy' &&
    latest.outcome === 'DECLINE'
  );
}
