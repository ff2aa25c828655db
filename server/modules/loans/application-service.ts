import type { ApplyRequest, DecisionView } from '../../../domain/api/loans';
import { brandDate } from '../../../domain/loan/brand-date';
import { addMonths, compareDates, type IsoDate } from '../../../domain/loan/dates';
import {
  activeApplicationStatuses,
  DECISION_WORKING_DAYS,
  type LoanStatus,
  REAPPLY_MONTHS,
  reapplyWaitStatuses,
} from '../../../domain/loan/lifecycle';
import type { OutstandingDebtReason } from '../../../domain/loan/outstanding-debt';
import { addWorkingDays } from '../../../domain/loan/working-days';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionMember } from '../auth/sessions';
import { brandOf } from '../config/config-service';
import { eligibilityOf, missingSectionKey, missingSections } from './applicant-profile';
import { decideAtSubmit } from './credit-decision';
import { decisionViewOf } from './decision-views';
import { findApplicantProfile, findLoan, lastClosedAt, memberLoansIn } from './loan-repository';
import { loanSettings } from './loan-settings';
import { submitApplication } from './loan-transitions';
import { outstandingDebtOfMember } from './member-debt';
import { expireLapsedOffers } from './offer-expiry';
import { deleteDraft, findQuote } from './quote-repository';
import { checkTopUp } from './top-up-eligibility';

export interface ApplyAnswer {
  loanId: number;
  status: LoanStatus;
  decisionBy: IsoDate;
  decision: DecisionView;
}

/**
 * Submits an application for a stored quote. Every rule is checked against the database as it is now;
 * the one-in-flight rule is also the database's (a partial unique index), so a race cannot beat it.
 */
export async function applyForLoan(
  deps: AppDeps,
  member: SessionMember,
  request: ApplyRequest,
): Promise<ApplyAnswer> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = brandDate(now);

  const quote = await findQuote(db, request.quoteId);
  if (!quote || quote.memberId !== member.id) throw notFound();
  if (quote.validUntil.getTime() <= now.getTime()) throw new AppError('C409', 'loan.quote.expired');

  const profile = await findApplicantProfile(db, member.id);
  if (!profile) throw notFound();
  const missing = missingSections(profile);
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((section) => [section, missingSectionKey[section]]));
    throw new AppError('V400', 'loan.profile.incomplete', { fields });
  }

  const eligibility = eligibilityOf(profile, today);
  if (!eligibility.eligible) {
    throw new AppError('C409', 'loan.apply.ineligible', {
      params: { reason: eligibility.reasons[0] ?? 'validation.failed' },
      data: { reasons: eligibility.reasons },
    });
  }

  // A lapsed offer is no longer in flight: the borrower may apply afresh instead of restoring it.
  await expireLapsedOffers(deps, { memberId: member.id });
  const active = await memberLoansIn(db, member.id, activeApplicationStatuses);
  if (active.length > 0) throw new AppError('C409', 'loan.apply.activeExists');

  // Debt first: it is what the borrower can act on now, and a wait that ends would only uncover it.
  await checkOutstandingDebt(deps, member.id, today);
  await checkReapplyWait(deps, member.id, today);
  // With a loan running this is a top-up of it: the new loan names the loan its payout settles.
  const replacesLoanId = await checkTopUp(deps, member.id, quote.topUp, today);

  const settings = await loanSettings(db);
  const { loan, decision } = await db.transaction(async (tx) => {
    const submitted = await submitApplication(
      tx,
      {
        memberId: member.id,
        quoteId: quote.id,
        amount: quote.amount,
        termMonths: quote.termMonths,
        method: quote.method,
        annualRate: quote.annualRate,
        overdueRate: settings.overdueRate,
        apr: quote.apr,
        purpose: request.purpose,
        receivingAddress: request.receivingAddress,
        replacesLoanId,
        consentTermsAt: now,
        consentAgreementAt: now,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      // The borrower hears the decision, made next, rather than that the application waits for review.
      { actorId: member.id, actorRole: 'borrower', now, silent: true },
    );
    const decided = await decideAtSubmit(tx, submitted, profile, {
      now,
      today,
      currency: brandOf(deps.config).currency,
    });
    return { loan: (await findLoan(tx, submitted.id)) ?? submitted, decision: decided };
  });
  // The wizard's server copy has served its purpose once the application exists.
  await deleteDraft(db, member.id);
  return {
    loanId: loan.id,
    status: loan.status,
    decisionBy: addWorkingDays(today, DECISION_WORKING_DAYS),
    decision: decisionViewOf(decision),
  };
}

/** The refusal for each kind of outstanding debt; `data.reasons` carries the quote's reason keys too. */
const debtRefusal: Record<OutstandingDebtReason, string> = {
  'debt.withdrawalPayoffOwed': 'loan.apply.withdrawalPayoffOwed',
  'debt.billOverdue': 'loan.apply.billOverdue',
};

/**
 * We do not lend again while money from an earlier loan is due and not yet received: a withdrawn loan's
 * payoff (open or under review), or an overdue instalment of a running loan. The top-up rule alone would
 * refuse the overdue case too, but with words about six months of on-time payments; the borrower needs to
 * hear that a bill is overdue. See docs/decisions/011.
 */
async function checkOutstandingDebt(deps: AppDeps, memberId: number, today: IsoDate): Promise<void> {
  const reasons = await outstandingDebtOfMember(deps.db, memberId, today);
  const first = reasons[0];
  if (first) throw new AppError('C409', debtRefusal[first], { data: { reasons } });
}

/** A withdrawn or settled application starts a 3-month wait (see `reapplyWaitStatuses`). */
async function checkReapplyWait(deps: AppDeps, memberId: number, today: IsoDate): Promise<void> {
  const closedAt = await lastClosedAt(deps.db, memberId, reapplyWaitStatuses);
  if (!closedAt) return;
  const allowedFrom = addMonths(brandDate(closedAt), REAPPLY_MONTHS);
  if (compareDates(today, allowedFrom) < 0) {
    throw new AppError('C409', 'loan.apply.reapplyTooSoon', { params: { date: allowedFrom } });
  }
}
