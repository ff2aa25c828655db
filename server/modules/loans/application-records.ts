import { brandDate } from '../../../domain/loan/brand-date';
import type { LoanStatus } from '../../../domain/loan/lifecycle';
import type { AppDeps } from '../../app-deps';
import type { KeysetPage } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { versionOf } from '../../lib/item-version';
import { incomeProofCountsOf } from './application-documents-repository';
import { listBills } from './bill-repository';
import { latestDecisionsOf, listDecisions } from './decision-repository';
import { decisionViewOf } from './decision-views';
import { viewBookOf } from './loan-book-service';
import { findApplicant, findLoan, listLoanEvents, pageLoans, pageLoansByKey } from './loan-repository';
import { loanDetailOf, loanSummaryOf } from './loan-views';
import { expireIfLapsed, expireLapsedOffers } from './offer-expiry';

/** Applications as the people who decide them read them: the queue, and one application whole. */

/**
 * The operator's queue. Lapsed offers are moved to EXPIRED first, so the queue never shows an offer as
 * APPROVED (or counts it under that filter) once its 14 days have passed.
 */
export async function listApplications(
  deps: AppDeps,
  query: {
    status?: LoanStatus | undefined;
    order?: 'oldest' | 'newest' | undefined;
  } & KeysetPage,
) {
  await expireLapsedOffers(deps);
  const { rows, total, next } = await pageLoansByKey(
    deps.db,
    { status: query.status, order: query.order ?? 'newest' },
    query,
  );
  const ids = rows.map((loan) => loan.id);
  const decided = await latestDecisionsOf(deps.db, ids);
  const documents = await incomeProofCountsOf(deps.db, ids);
  return {
    list: rows.map((loan) => {
      const decision = decided.get(loan.id);
      return {
        ...loanSummaryOf(loan),
        memberId: loan.memberId,
        decision: decision
          ? {
              outcome: decision.outcome,
              reasons: decision.reasons,
              decidedBy: decision.decidedBy,
            }
          : null,
        reviewRequestedAt: loan.reviewRequestedAt?.toISOString() ?? null,
        incomeProofDocuments: documents.get(loan.id) ?? 0,
        version: versionOf(loan.status, loan.updatedAt).version,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    next,
  };
}

/**
 * One application as an operator judges it: the borrower's own view of it, every decision with what it
 * rested on, the applicant's profile sections and identity-check state, and their other applications.
 */
export async function applicationForOperator(deps: AppDeps, loanId: number) {
  const found = await findLoan(deps.db, loanId);
  if (!found) throw new AppError('N404', 'not.found');
  const loan = await expireIfLapsed(deps, found);
  const [events, bills, decisions, applicant, history] = await Promise.all([
    listLoanEvents(deps.db, loan.id),
    listBills(deps.db, loan.id),
    listDecisions(deps.db, loan.id),
    findApplicant(deps.db, loan.memberId),
    pageLoans(deps.db, { memberId: loan.memberId }, 1, 50),
  ]);
  if (!applicant) throw new AppError('N404', 'not.found');
  const viewed = await viewBookOf(deps, loan);
  return {
    application: loanDetailOf(
      loan,
      events,
      bills,
      decisions.at(-1) ?? null,
      viewed?.asOf ?? brandDate(deps.clock.now()),
      viewed,
    ),
    decisions: decisions.map((row) => ({
      ...decisionViewOf(row),
      id: row.id,
      inputs: (row.inputs as Record<string, unknown> | null) ?? null,
      rules: row.rules,
      operatorId: row.operatorId,
      note: row.note,
    })),
    applicant: {
      ...applicant,
      base: applicant.base ?? null,
      contactAddress: applicant.contactAddress ?? null,
      employment: applicant.employment ?? null,
    },
    earlier: history.rows.filter((row) => row.id !== loan.id).map(loanSummaryOf),
    version: versionOf(loan.status, loan.updatedAt).version,
  };
}
