import { employmentSchema } from '../../../domain/api/profile';
import { decide, type ExistingLoan, type PolicyDecision } from '../../../domain/decision/policy';
import type { IsoDate } from '../../../domain/loan/dates';
import { runningLoanStatuses } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { getDecisionSettings } from '../config/config-service';
import { money } from '../notifications/notification-service';
import type { StoredProfile } from './applicant-profile';
import { type DecisionRow, insertDecision } from './decision-repository';
import { type LoanRow, memberLoansIn } from './loan-repository';
import { notifyStatus, transitionLoan } from './loan-transitions';
import { makeOffer, offerTermsOf } from './offers';

/**
 * The credit policy at submit (domain/decision), inside the submit's own transaction — which is the
 * idempotent `loan/apply`'s — so a replay answers the stored decision and an application is decided once.
 * The decision is recorded first, then carried out: an offer (approve, counter-offer), a decline, or the
 * application stays with a person (refer), each with the borrower's message.
 */
export async function decideAtSubmit(
  tx: Executor,
  loan: LoanRow,
  profile: StoredProfile & { base: unknown },
  context: { now: Date; today: IsoDate; currency: string },
): Promise<DecisionRow> {
  const { now, today } = context;
  const settings = await getDecisionSettings(tx);
  const employment = employmentSchema.parse(profile.employment);
  const dateOfBirth = (profile.base as { dateOfBirth: IsoDate }).dateOfBirth;
  const existing = await runningLoansOf(tx, loan.memberId, loan.replacesLoanId);
  let decision = decide(
    { amount: loan.amount, termMonths: loan.termMonths, method: loan.method, annualRate: loan.annualRate },
    {
      dateOfBirth,
      employmentStatus: employment.status,
      workingYears: employment.workingYears,
      personalAnnualIncome: employment.personalAnnualIncome,
    },
    existing,
    settings,
    today,
  );
  const terms = decision.offer
    ? offerTermsOf(loan, decision.offer.amount, decision.offer.annualRate, today)
    : null;
  // A setting changed since the quote could put an offer above the cap: a person decides instead.
  if (terms?.overCap) decision = referredForAprCap(decision);

  const row = await insertDecision(tx, {
    loanId: loan.id,
    memberId: loan.memberId,
    outcome: decision.outcome,
    reasons: decision.reasons,
    figures: decision.figures,
    inputs: decision.inputs,
    rules: decision.rules,
    policyVersion: decision.policyVersion,
    decidedBy: 'policy',
    decidedAt: now,
  });
  const actor = { actorId: null, actorRole: 'system' as const, now, reason: decision.reasons.join(', ') };
  switch (decision.outcome) {
    case 'APPROVE':
      await makeOffer(tx, loan, terms!, today, actor);
      break;
    case 'COUNTER_OFFER':
      await makeOffer(tx, loan, terms!, today, {
        ...actor,
        notice: {
          bodyKey: 'notify.loan.APPROVED.counterOffer.body',
          params: {
            amount: money(loan.amount, context.currency),
            offerAmount: money(terms!.amount, context.currency),
          },
        },
      });
      break;
    case 'DECLINE':
      await transitionLoan(tx, loan.id, 'REJECTED', {
        ...actor,
        patch: { decidedAt: now },
        notice: { bodyKey: 'notify.loan.REJECTED.policy.body' },
      });
      break;
    case 'REFER':
      // Still PENDING_REVIEW; the message the submit held back now says a person will decide.
      await notifyStatus(tx, loan, { now });
      break;
  }
  return row;
}

function referredForAprCap(decision: PolicyDecision): PolicyDecision {
  const { offerAmount: _a, offerMonthlyCost: _c, offerAnnualRate: _r, ...figures } = decision.figures;
  return { ...decision, outcome: 'REFER', reasons: ['offer.aprCap'], offer: null, figures };
}

/**
 * Loans of ours the borrower is repaying now: what each costs a month counts against their means. A top-up's
 * payout settles the loan it replaces, so that loan's payments are replaced by the new one's, not added.
 */
async function runningLoansOf(
  tx: Executor,
  memberId: number,
  replacedLoanId: number | null,
): Promise<ExistingLoan[]> {
  const running = await memberLoansIn(tx, memberId, runningLoanStatuses);
  return running.flatMap((loan) =>
    loan.offerSchedule && loan.id !== replacedLoanId
      ? [
          {
            totalPayable: loan.offerSchedule.reduce((sum, line) => sum + line.total, 0),
            termMonths: loan.termMonths,
          },
        ]
      : [],
  );
}
