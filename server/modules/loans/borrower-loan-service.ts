import type { Language } from '../../../domain/errors';
import { brandDate } from '../../../domain/loan/brand-date';
import { addDays, daysBetween } from '../../../domain/loan/dates';
import { type LoanStatus, WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS } from '../../../domain/loan/lifecycle';
import { generateSchedule } from '../../../domain/loan/schedule';
import { earlySettlement, withdrawalDue } from '../../../domain/loan/settlement';
import { settlementFromBook } from '../../../domain/servicing/book-settlement';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { brandOf } from '../config/config-service';
import { money } from '../notifications/notification-service';
import { legalNameOf, sameName } from './applicant-profile';
import { confirmedPaymentsOfLoan, listBills, lockLoanBills } from './bill-repository';
import { createBills, transitionBills } from './bill-transitions';
import { latestDecision } from './decision-repository';
import { reviewAvailable } from './decision-views';
import { viewBookOf } from './loan-book-service';
import { contractSections, contractTermsOf, contractVersionHash } from './loan-contract';
import {
  findApplicantProfile,
  findLoan,
  findMemberLoan,
  type LoanRow,
  listLoanEvents,
  lockLoan,
  pageLoans,
} from './loan-repository';
import { isUniqueViolation, ONE_ACTIVE_INDEX, transitionLoan } from './loan-transitions';
import { billViewOf, loanDetailOf, loanSummaryOf } from './loan-views';
import { expireIfLapsed } from './offer-expiry';
import { settledByViewOf, topUpViewOf } from './top-up-figures';

/** The member's own application, with a lapsed offer moved to EXPIRED first; anyone else's is N404. */
async function ownLoan(deps: AppDeps, memberId: number, loanId: number): Promise<LoanRow> {
  const loan = await findMemberLoan(deps.db, loanId, memberId);
  if (!loan) throw notFound();
  return expireIfLapsed(deps, loan);
}

export async function listMemberLoans(deps: AppDeps, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await pageLoans(deps.db, { memberId }, page, pageSize);
  const fresh = await Promise.all(rows.map((loan) => expireIfLapsed(deps, loan)));
  return { list: fresh.map(loanSummaryOf), total, page, pageSize };
}

export async function loanDetail(deps: AppDeps, memberId: number, loanId: number) {
  const loan = await ownLoan(deps, memberId, loanId);
  const [events, bills, decision] = await Promise.all([
    listLoanEvents(deps.db, loan.id),
    listBills(deps.db, loan.id),
    latestDecision(deps.db, loan.id),
  ]);
  const viewed = await viewBookOf(deps, loan);
  const detail = loanDetailOf(
    loan,
    events,
    bills,
    decision,
    viewed?.asOf ?? brandDate(deps.clock.now()),
    viewed,
  );
  const topUp = await topUpViewOf(deps, loan);
  const settledBy = await settledByViewOf(deps.db, loan);
  return { ...detail, ...(topUp ? { topUp } : {}), ...(settledBy ? { settledBy } : {}) };
}

export async function loanBills(deps: AppDeps, memberId: number, loanId: number) {
  const loan = await ownLoan(deps, memberId, loanId);
  const [bills, viewed] = await Promise.all([listBills(deps.db, loan.id), viewBookOf(deps, loan)]);
  const asOf = viewed?.asOf ?? brandDate(deps.clock.now());
  return {
    asOf,
    repaymentAddress: brandOf(deps.config).repaymentAddress,
    list: bills.map((bill) => billViewOf(bill, loan, asOf, viewed)),
  };
}

/**
 * Early settlement on the business date: remaining principal + this cycle's interest + anything overdue.
 * For a loan with a ledger it is the replayed book's figure (partial, backdated and re-planned payments
 * counted, credit held set against it); before the ledger, worked out from the bills.
 */
export async function settlementFigure(deps: AppDeps, memberId: number, loanId: number) {
  const loan = await ownLoan(deps, memberId, loanId);
  if (loan.status !== 'DISBURSED' || !loan.disbursedOn || loan.offerAmount === null || !loan.offerRate) {
    throw new AppError('C409', 'loan.settlement.notRunning');
  }
  const viewed = await viewBookOf(deps, loan);
  if (viewed) {
    const figure = settlementFromBook(viewed.book);
    return {
      loanId: loan.id,
      asOf: viewed.asOf,
      remainingPrincipal: figure.remainingPrincipal,
      currentInterest: figure.currentInterest,
      overdue: figure.overdue,
      total: figure.total,
      cycle: figure.cycle,
      validUntil: figure.validUntil,
      creditHeld: figure.creditHeld,
      toPay: figure.toPay,
    };
  }
  const asOf = brandDate(deps.clock.now());
  const bills = await listBills(deps.db, loan.id);
  const schedule = generateSchedule({
    principal: loan.offerAmount,
    annualRate: loan.offerRate,
    termMonths: loan.termMonths,
    method: loan.method,
    startDate: loan.disbursedOn,
  });
  const quote = earlySettlement(schedule, {
    paidPeriods: bills.filter((bill) => bill.status === 'REPAID').map((bill) => bill.period),
    asOf,
    overdueRate: loan.overdueRate,
  });
  return { loanId: loan.id, asOf, ...quote };
}

/** An agreement exists from the offer on; before it (or after a restore) there is nothing to show. */
const contractStatuses: readonly LoanStatus[] = ['APPROVED', 'SIGNED', 'DISBURSED', 'SETTLED', 'WITHDRAWN'];

async function contractOf(deps: AppDeps, memberId: number, loan: LoanRow) {
  const profile = await findApplicantProfile(deps.db, memberId);
  const borrower = profile ? legalNameOf(profile) : null;
  if (!borrower) throw new AppError('C409', 'loan.contract.notAvailable');
  // A top-up's agreement names the loan it replaces.
  const replaced = loan.replacesLoanId === null ? null : await findLoan(deps.db, loan.replacesLoanId);
  const terms = contractTermsOf(loan, borrower, deps.config, replaced);
  return { terms, versionHash: contractVersionHash(terms), borrower };
}

export async function loanContract(deps: AppDeps, memberId: number, loanId: number, lang: Language) {
  const loan = await ownLoan(deps, memberId, loanId);
  if (loan.status === 'EXPIRED') throw new AppError('C409', 'loan.offer.expired');
  if (!contractStatuses.includes(loan.status)) throw new AppError('C409', 'loan.contract.notAvailable');
  const { terms, versionHash } = await contractOf(deps, memberId, loan);
  const topUp = await topUpViewOf(deps, loan);
  return {
    loanId: loan.id,
    contractNumber: terms.contractNumber,
    lang,
    title: `${terms.lender} — ${terms.contractNumber}`,
    parties: { lender: terms.lender, borrower: terms.borrower },
    amount: terms.amount,
    termMonths: terms.termMonths,
    method: terms.method,
    annualRate: terms.annualRate,
    apr: terms.apr,
    overdueRate: terms.overdueRate,
    schedule: terms.schedule,
    schedulePayoutDate: terms.schedulePayoutDate,
    totalInterest: terms.totalInterest,
    totalPayable: terms.totalPayable,
    withdrawalDays: terms.withdrawalDays,
    offerExpiresAt: terms.offerExpiresAt,
    sections: contractSections(terms, lang, topUp),
    versionHash,
    ...(topUp ? { topUp } : {}),
  };
}

/** Signature: the typed legal name, the time, and the hash of the exact terms shown. */
export async function signLoan(
  deps: AppDeps,
  memberId: number,
  loanId: number,
  input: { fullName: string; versionHash: string },
) {
  const loan = await ownLoan(deps, memberId, loanId);
  if (loan.status === 'EXPIRED') throw new AppError('C409', 'loan.offer.expired');
  if (loan.status !== 'APPROVED') {
    throw new AppError('C409', 'transition.notAllowed', {
      params: { from: `loan.status.${loan.status}`, to: 'loan.status.SIGNED' },
    });
  }
  const { versionHash, borrower } = await contractOf(deps, memberId, loan);
  if (!sameName(input.fullName, borrower)) {
    // Named on the field too, so the app shows the refusal on the name the borrower typed.
    throw new AppError('C409', 'loan.sign.nameMismatch', { fields: { fullName: 'loan.sign.nameMismatch' } });
  }
  if (input.versionHash !== versionHash) throw new AppError('C409', 'loan.sign.contractChanged');
  const now = deps.clock.now();
  const signed = await deps.db.transaction((tx) =>
    transitionLoan(tx, loan.id, 'SIGNED', {
      actorId: memberId,
      actorRole: 'borrower',
      now,
      patch: { signatureName: input.fullName.trim(), signedAt: now, contractVersionHash: versionHash },
    }),
  );
  return { loanId: signed.id, status: signed.status, signedAt: now.toISOString() };
}

/**
 * Withdrawal within 14 days of signing (CCA s66). Before the money is sent nothing was lent, so nothing is
 * owed. Once it is out (s66A(9)) the borrower repays the principal and the interest accrued from
 * disbursement to the day they repay, within 30 days of the notice: the open instalments are CANCELLED —
 * kept, so the history stays readable — and one WITHDRAWAL_PAYOFF bill replaces them, repaid with a voucher
 * through `repayment/submit` like any bill. Payments already confirmed are credited against the payoff.
 * A repayment still waiting for review is refused (C409): the figure depends on whether it is confirmed.
 */
export async function withdrawLoan(deps: AppDeps, memberId: number, loanId: number) {
  const seen = await ownLoan(deps, memberId, loanId);
  const now = deps.clock.now();
  const today = brandDate(now);
  const actor = { actorId: memberId, actorRole: 'borrower' as const, now };
  const currency = brandOf(deps.config).currency;
  return deps.db.transaction(async (tx) => {
    // Read again under the row lock: the checks below must hold for the state we change.
    const loan = await lockLoan(tx, seen.id);
    if (!loan) throw notFound();
    if (loan.status !== 'SIGNED' && loan.status !== 'DISBURSED') {
      throw new AppError('C409', 'transition.notAllowed', {
        params: { from: `loan.status.${loan.status}`, to: 'loan.status.WITHDRAWN' },
      });
    }
    if (!loan.signedAt || daysBetween(brandDate(loan.signedAt), today) > WITHDRAWAL_DAYS) {
      throw new AppError('C409', 'loan.withdraw.periodOver', { params: { days: WITHDRAWAL_DAYS } });
    }
    if (loan.status === 'SIGNED') {
      const withdrawn = await transitionLoan(tx, loan.id, 'WITHDRAWN', {
        ...actor,
        reason: 'loan.withdraw.byBorrower',
        patch: { withdrawnOn: today, withdrawalPayoff: 0, withdrawalDueOn: null, withdrawalCredits: [] },
      });
      return {
        loanId: withdrawn.id,
        status: withdrawn.status,
        payoff: 0,
        asOf: today,
        dueDate: null,
        payoffBillId: null,
      };
    }

    // A disbursed loan always has its terms; never let missing data read as "nothing owed".
    if (loan.offerAmount === null || !loan.offerRate || !loan.disbursedOn) {
      throw new Error(`disbursed loan ${loan.id} has no offer terms or payout date`);
    }
    const bills = await lockLoanBills(tx, loan.id);
    if (bills.some((bill) => bill.status === 'TO_BE_CONFIRMED')) {
      throw new AppError('C409', 'loan.withdraw.repaymentPending');
    }
    const credits = (await confirmedPaymentsOfLoan(tx, loan.id)).map((payment) => ({
      on: brandDate(payment.submittedAt),
      amount: payment.amount,
    }));
    const dueDate = addDays(today, WITHDRAWAL_REPAY_DAYS);
    const owed = withdrawalDue(
      {
        principal: loan.offerAmount,
        annualRate: loan.offerRate,
        drawdownDate: loan.disbursedOn,
        credits,
        dueDate,
        overdueRate: loan.overdueRate,
      },
      today,
    );
    const owes = owed.total > 0;
    const withdrawn = await transitionLoan(tx, loan.id, 'WITHDRAWN', {
      ...actor,
      reason: 'loan.withdraw.byBorrower',
      patch: {
        withdrawnOn: today,
        withdrawalPayoff: owed.total,
        withdrawalDueOn: owes ? dueDate : null,
        withdrawalCredits: credits,
      },
      notice: owes
        ? {
            bodyKey: 'notify.loan.WITHDRAWN.payoff.body',
            params: { payoff: money(owed.total, currency), asOf: today, dueDate },
          }
        : undefined,
    });
    await transitionBills(
      tx,
      bills.filter((bill) => bill.status === 'TO_BE_REPAID'),
      'CANCELLED',
      { ...actor, reason: 'bill.cancelled.withdrawal' },
    );
    const [payoffBill] = owes
      ? await createBills(
          tx,
          [
            {
              loanId: loan.id,
              memberId: loan.memberId,
              kind: 'WITHDRAWAL_PAYOFF',
              // Not a period of the schedule; 0 also makes (loan, period) allow one payoff bill per loan.
              period: 0,
              dueDate,
              principal: owed.principal,
              interest: owed.interest,
              total: owed.total,
            },
          ],
          { ...actor, reason: 'loan.withdraw.byBorrower' },
        )
      : [];
    return {
      loanId: withdrawn.id,
      status: withdrawn.status,
      payoff: owed.total,
      asOf: today,
      dueDate: owes ? dueDate : null,
      payoffBillId: payoffBill?.id ?? null,
    };
  });
}

/** "Restore credit request": an expired offer goes back to review; refused while another is in flight. */
export async function restoreLoan(deps: AppDeps, memberId: number, loanId: number) {
  const loan = await ownLoan(deps, memberId, loanId);
  const now = deps.clock.now();
  let restored: LoanRow;
  try {
    restored = await deps.db.transaction((tx) =>
      transitionLoan(tx, loan.id, 'PENDING_REVIEW', {
        actorId: memberId,
        actorRole: 'borrower',
        now,
        reason: 'loan.restore.requested',
        // The lapsed offer is cleared: the operator makes a fresh one, with a fresh contract.
        patch: {
          submittedAt: now,
          offerAmount: null,
          offerRate: null,
          offerApr: null,
          offerSchedule: null,
          offerNote: null,
          offerExpiresAt: null,
          decidedAt: null,
        },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) throw new AppError('C409', 'loan.apply.activeExists');
    throw error;
  }
  return { loanId: restored.id, status: restored.status };
}

/**
 * "Ask for a person to look again" (UK GDPR Art. 22): the policy's decline goes back to PENDING_REVIEW,
 * marked as a review, for an operator to decide. Once per application, and never for an operator's own
 * decline; refused while another application is in flight (the borrower applied again meanwhile).
 */
export async function requestReview(deps: AppDeps, memberId: number, loanId: number) {
  const seen = await ownLoan(deps, memberId, loanId);
  const now = deps.clock.now();
  try {
    const moved = await deps.db.transaction(async (tx) => {
      const loan = await lockLoan(tx, seen.id);
      if (!loan) throw notFound();
      if (!reviewAvailable(loan, await latestDecision(tx, loan.id))) {
        throw new AppError(
          'C409',
          loan.reviewRequestedAt ? 'loan.review.alreadyRequested' : 'loan.review.notAvailable',
        );
      }
      return transitionLoan(tx, loan.id, 'PENDING_REVIEW', {
        actorId: memberId,
        actorRole: 'borrower',
        now,
        reason: 'loan.review.requested',
        patch: { reviewRequestedAt: now, closedAt: null, decidedAt: null },
        notice: { bodyKey: 'notify.loan.PENDING_REVIEW.review.body' },
      });
    });
    return { loanId: moved.id, status: moved.status };
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) throw new AppError('C409', 'loan.apply.activeExists');
    throw error;
  }
}
