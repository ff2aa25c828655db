import type { ApplyRequest, DecisionView } from '../../../domain/api/loans';
import { baseInfoSchema, kycSchema } from '../../../domain/api/profile';
import { brandDate } from '../../../domain/loan/brand-date';
import { addMonths, compareDates, type IsoDate } from '../../../domain/loan/dates';
import {
  activeApplicationStatuses,
  DECISION_WORKING_DAYS,
  type LoanStatus,
  loanStatuses,
  REAPPLY_MONTHS,
  reapplyWaitStatuses,
} from '../../../domain/loan/lifecycle';
import type { OutstandingDebtReason } from '../../../domain/loan/outstanding-debt';
import { addWorkingDays } from '../../../domain/loan/working-days';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionMember } from '../auth/sessions';
import { brandOf } from '../config/config-service';
import type { CreditSearchRow } from '../credit/credit-search-repository';
import { creditPersonOf, hardSearchForApplication } from '../credit/credit-search-service';
import { businessDateOf } from '../servicing/servicing-front-door';
import { eligibilityOf, missingSectionKey, missingSections } from './applicant-profile';
import { decideAtSubmit } from './credit-decision';
import { decisionViewOf } from './decision-views';
import {
  findApplicantProfile,
  findLoan,
  lastClosedAt,
  memberLoansIn,
  takeIdentityCheckFromApplication,
} from './loan-repository';
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

/** What an application rests on once every rule has let it through. */
interface Checked {
  quote: NonNullable<Awaited<ReturnType<typeof findQuote>>>;
  profile: NonNullable<Awaited<ReturnType<typeof findApplicantProfile>>>;
  replacesLoanId: number | null;
  today: IsoDate;
}

/**
 * Every rule an application must pass before anything is written, against the database as it is now.
 * Run twice: before the hard search (so nobody gets a footprint on their file for an application we would
 * refuse anyway) and again inside the submit.
 */
async function checkApplication(
  deps: AppDeps,
  member: SessionMember,
  request: ApplyRequest,
  stage: 'beforeSearch' | 'submit',
): Promise<Checked> {
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

  // A loan paid in USDT needs the address it goes to; one paid into the borrower's bank account (their
  // profile's choice, decision 099) needs none, and any sent is not kept.
  if (profile.payoutMethod !== 'BANK' && !request.receivingAddress) {
    throw new AppError('V400', M.walletRequired, { fields: { receivingAddress: M.walletRequired } });
  }

  const eligibility = eligibilityOf(profile, today);
  if (!eligibility.eligible) {
    throw new AppError('C409', 'loan.apply.ineligible', {
      params: { reason: eligibility.reasons[0] ?? 'validation.failed' },
      data: { reasons: eligibility.reasons },
    });
  }

  if (stage === 'beforeSearch') {
    // An application already made from this quote, in whatever state: this is that submit repeated, which
    // the idempotent submit answers with what it stored (or refuses, if the key is new) — no new search.
    const made = await memberLoansIn(db, member.id, loanStatuses);
    const earlier = made.find((loan) => loan.quoteId === quote.id);
    if (earlier) return { quote, profile, replacesLoanId: earlier.replacesLoanId ?? null, today };
  }

  // A lapsed offer is no longer in flight: the borrower may apply afresh instead of restoring it.
  await expireLapsedOffers(deps, { memberId: member.id });
  const active = await memberLoansIn(db, member.id, activeApplicationStatuses);
  if (active.length > 0) throw new AppError('C409', 'loan.apply.activeExists');

  // Debt first: it is what the borrower can act on now, and a wait that ends would only uncover it.
  await checkOutstandingDebt(deps, member.id, today);
  await checkReapplyWait(deps, member.id);
  // With a loan running this is a top-up of it: the new loan names the loan its payout settles.
  const replacesLoanId = await checkTopUp(deps, member.id, quote.topUp, today);
  return { quote, profile, replacesLoanId, today };
}

/**
 * Before the submit: the rules, then the hard search of the borrower's credit file (outside the submit's
 * transaction, as a call to another service must not hold the database; recorded whatever comes back).
 */
export async function searchBeforeApplying(
  deps: AppDeps,
  member: SessionMember,
  request: ApplyRequest,
): Promise<CreditSearchRow> {
  const { quote, profile } = await checkApplication(deps, member, request, 'beforeSearch');
  const person = creditPersonOf(profile);
  // The profile is complete (checked above), so the person is whole; a gap would be a fault of ours.
  if (!person) throw new Error('an applicant profile without the fields a credit search needs');
  return hardSearchForApplication(deps, {
    memberId: member.id,
    quote,
    person,
    asOf: await businessDateOf(deps),
  });
}

/**
 * Submits an application for a stored quote, decided with the file of the search made before it. Every
 * rule is checked again; the one-in-flight rule is also the database's (a partial unique index), so a
 * race cannot beat it.
 */
export async function applyForLoan(
  deps: AppDeps,
  member: SessionMember,
  request: ApplyRequest,
  search: CreditSearchRow,
): Promise<ApplyAnswer> {
  const { db, clock } = deps;
  const now = clock.now();
  const { quote, profile, replacesLoanId, today } = await checkApplication(deps, member, request, 'submit');

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
        // Empty for a bank payout: no address is matched against other borrowers' (credit-decision.ts).
        receivingAddress: profile.payoutMethod === 'BANK' ? '' : (request.receivingAddress ?? ''),
        // The borrower chose to be paid into their bank account: the account as it is now is the one the
        // offer, the agreement and the payout name, whatever they change later (decision 099).
        payoutBankAccount: profile.payoutMethod === 'BANK' ? profile.bankAccount : null,
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
    const decided = await decideAtSubmit(tx, submitted, profile, search, {
      now,
      today,
      currency: brandOf(deps.config).currency,
    });
    // The ID number and photos the wizard took are the identity check: the borrower is not asked again.
    const identity = identityDocumentOf(profile.base);
    if (identity) await takeIdentityCheckFromApplication(tx, member.id, identity, now);
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

/** The identity document of the basic section, as the identity check holds it; null if it is not whole. */
function identityDocumentOf(base: unknown) {
  const parsed = baseInfoSchema.safeParse(base);
  if (!parsed.success) return null;
  const { firstName, lastName, idNumber, idFrontUploadId, idBackUploadId } = parsed.data;
  const identity = { realName: `${firstName} ${lastName}`, idNumber, idFrontUploadId, idBackUploadId };
  return kycSchema.safeParse(identity).success ? identity : null;
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

/**
 * A new application opens 3 months after the last one ended (`reapplyWaitStatuses`: a decline that stands,
 * an offer let lapse, a withdrawal, a settlement), counted on the business date; the refusal names the day.
 */
async function checkReapplyWait(deps: AppDeps, memberId: number): Promise<void> {
  const closedAt = await lastClosedAt(deps.db, memberId, reapplyWaitStatuses);
  if (!closedAt) return;
  const allowedFrom = addMonths(brandDate(closedAt), REAPPLY_MONTHS);
  if (compareDates(await businessDateOf(deps), allowedFrom) < 0) {
    throw new AppError('C409', 'loan.apply.reapplyTooSoon', { params: { date: allowedFrom } });
  }
}
