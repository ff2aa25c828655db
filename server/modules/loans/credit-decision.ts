import { employmentSchema, familySchema } from '../../../domain/api/profile';
import type { AgencyContact } from '../../../domain/credit/credit-file';
import { creditFileFactsOf } from '../../../domain/decision/credit-file-facts';
import { householdSizeOf } from '../../../domain/decision/essential-spending';
import type { ExistingLoan, PolicyDecision } from '../../../domain/decision/policy';
import { decideWithFile } from '../../../domain/decision/policy-v2';
import { addMonths, type IsoDate } from '../../../domain/loan/dates';
import { REAPPLY_MONTHS, runningLoanStatuses } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { getDecisionSettings } from '../config/config-service';
import type { CreditSearchRow } from '../credit/credit-search-repository';
import { findSharedDetails } from '../credit/credit-search-repository';
import { fileOfSearch } from '../credit/credit-search-service';
import { money } from '../notifications/notification-service';
import type { StoredProfile } from './applicant-profile';
import { type DecisionRow, insertDecision } from './decision-repository';
import { type LoanRow, memberLoansIn } from './loan-repository';
import { notifyStatus, transitionLoan } from './loan-transitions';
import { makeOffer, offerTermsOf } from './offers';

/**
 * The credit policy at submit (domain/decision, version 2 with the file of the hard search made just
 * before), inside the submit's own transaction — which is the idempotent `loan/apply`'s — so a replay
 * answers the stored decision and an application is decided once. A failed search is no file: referred.
 * The decision is recorded first, then carried out: an offer (approve, counter-offer), a decline, or the
 * application stays with a person (refer), each with the borrower's message.
 */
export async function decideAtSubmit(
  tx: Executor,
  loan: LoanRow,
  profile: StoredProfile & { base: unknown; family?: unknown; mobile?: string | null },
  search: CreditSearchRow,
  context: { now: Date; today: IsoDate; currency: string },
): Promise<DecisionRow> {
  const { now, today } = context;
  const settings = await getDecisionSettings(tx);
  const employment = employmentSchema.parse(profile.employment);
  const dateOfBirth = (profile.base as { dateOfBirth: IsoDate }).dateOfBirth;
  const existing = await runningLoansOf(tx, loan.memberId, loan.replacesLoanId);
  const file = fileOfSearch(search);
  const family = familySchema.safeParse(profile.family);
  const base = profile.base as { dateOfBirth: IsoDate; phone?: string; idNumber?: string };
  const shared = await findSharedDetails(tx, loan.memberId, {
    receivingAddress: loan.receivingAddress,
    phone: base.phone ?? profile.mobile ?? null,
    idNumber: base.idNumber ?? null,
  });
  let decision = decideWithFile(
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
    {
      file: file ? creditFileFactsOf(file, today) : null,
      sharedDetails: shared.length > 0,
      householdSize: householdSizeOf(family.success ? family.data : null),
    },
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
    creditSearchId: search.id,
    creditAgency: file?.agency ?? null,
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
        notice:
          file && decision.reasons.some((reason) => reason.startsWith('credit.'))
            ? {
                bodyKey: 'notify.loan.REJECTED.creditFile.body',
                params: {
                  agency: file.agency.name,
                  agencyContact: agencyContactLine(file.agency),
                  date: addMonths(today, REAPPLY_MONTHS),
                },
              }
            : {
                bodyKey: 'notify.loan.REJECTED.policy.body',
                params: { date: addMonths(today, REAPPLY_MONTHS) },
              },
      });
      break;
    case 'REFER':
      // Still PENDING_REVIEW; the message the submit held back now says a person will decide — or, when
      // proof of income is needed, what to send.
      await notifyStatus(tx, loan, {
        now,
        ...(decision.reasons.includes('income.proofNeeded')
          ? { notice: { bodyKey: 'notify.loan.PENDING_REVIEW.proofNeeded.body' } }
          : {}),
      });
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

/** The agency's contact details in one line, as a notice quotes them. */
function agencyContactLine(agency: AgencyContact): string {
  return `${agency.address}; ${agency.phone}; ${agency.website}`;
}
