import type { LoanStatus } from '../../../domain/loan/lifecycle';
import { APR_CAP } from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import { addWorkingDays } from '../../../domain/loan/working-days';
import { divideRoundingUp, isRateString, parseRate } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, invalid } from '../../lib/app-error';
import { versionOf } from '../../lib/item-version';
import { brandOf } from '../config/config-service';
import { money } from '../notifications/notification-service';
import { type BillRow, countOwedBills, listBills, lockMemberBills } from './bill-repository';
import { createBills } from './bill-transitions';
import { brandDate } from './brand-date';
import { insertDecision, latestDecisionsOf, listDecisions } from './decision-repository';
import { decisionViewOf } from './decision-views';
import {
  findApplicant,
  findKycStatus,
  findLoan,
  type LoanRow,
  listLoanEvents,
  lockLoan,
  pageLoans,
} from './loan-repository';
import { type ActorRole, transitionLoan } from './loan-transitions';
import { loanDetailOf, loanSummaryOf } from './loan-views';
import { expireIfLapsed, expireLapsedOffers } from './offer-expiry';
import { makeOffer, offerTermsOf } from './offers';

/**
 * Service functions the operator API and CLI drive. Each runs in one transaction around the one
 * transition function, so a decision and its event and notification are written together or not at all.
 */

/**
 * The operator's queue. Lapsed offers are moved to EXPIRED first, so the queue never shows an offer as
 * APPROVED (or counts it under that filter) once its 14 days have passed.
 */
export async function listApplications(
  deps: AppDeps,
  query: {
    status?: LoanStatus | undefined;
    order?: 'oldest' | 'newest' | undefined;
    page: number;
    pageSize: number;
  },
) {
  await expireLapsedOffers(deps);
  const filter = {
    ...(query.status === undefined ? {} : { status: query.status }),
    order: query.order ?? ('newest' as const),
  };
  const { rows, total } = await pageLoans(deps.db, filter, query.page, query.pageSize);
  const decided = await latestDecisionsOf(
    deps.db,
    rows.map((loan) => loan.id),
  );
  return {
    list: rows.map((loan) => {
      const decision = decided.get(loan.id);
      return {
        ...loanSummaryOf(loan),
        memberId: loan.memberId,
        decision: decision
          ? {
              outcome: decision.outcome,
              reasons: decisionViewOf(decision).reasons,
              decidedBy: decision.decidedBy,
            }
          : null,
        reviewRequestedAt: loan.reviewRequestedAt?.toISOString() ?? null,
        version: versionOf(loan.status, loan.updatedAt).version,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
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
  return {
    application: loanDetailOf(loan, events, bills, decisions.at(-1) ?? null, brandDate(deps.clock.now())),
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
  };
}

export interface ApproveInput {
  loanId: number;
  operatorId: number;
  /** At most the amount applied for. */
  amount?: number | undefined;
  /** At most the quoted rate, as an annual fraction ("0.099"). */
  annualRate?: string | undefined;
  note?: string | undefined;
}

/**
 * Makes an offer: the amount and rate may be lowered, never raised above the quote, and the offer's APR
 * may not exceed the 29.9% cap. The schedule is recomputed as if disbursed today; the offer holds 14 days.
 */
export async function approveApplication(deps: AppDeps, input: ApproveInput) {
  const now = deps.clock.now();
  const today = brandDate(now);
  return deps.db.transaction(async (tx) => {
    const loan = await lockedOrMissing(tx, input.loanId);
    const amount = input.amount ?? loan.amount;
    const annualRate = input.annualRate ?? loan.annualRate;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid({ amount: 'amount.required' });
    if (!isRateString(annualRate)) throw invalid({ annualRate: 'loan.offer.rateInvalid' });
    if (amount > loan.amount) throw new AppError('C409', 'loan.offer.amountAboveQuote');
    if (compareRates(annualRate, loan.annualRate) > 0)
      throw new AppError('C409', 'loan.offer.rateAboveQuote');
    const terms = offerTermsOf(loan, amount, annualRate, today);
    if (terms.overCap)
      throw new AppError('C409', 'loan.offer.aprCap', { params: { apr: terms.apr, cap: APR_CAP } });
    const lower = amount < loan.amount;
    await insertDecision(tx, {
      loanId: loan.id,
      memberId: loan.memberId,
      outcome: lower ? 'COUNTER_OFFER' : 'APPROVE',
      reasons: [lower ? 'operator.counterOffer' : 'operator.approved'],
      figures: {
        amount: loan.amount,
        termMonths: loan.termMonths,
        offerAmount: amount,
        offerAnnualRate: annualRate,
        offerMonthlyCost: divideRoundingUp(terms.schedule.totalPayable, loan.termMonths),
      },
      decidedBy: 'operator',
      operatorId: input.operatorId,
      note: input.note ?? null,
      onReview: loan.reviewRequestedAt !== null,
      decidedAt: now,
    });
    const approved = await makeOffer(tx, loan, terms, today, {
      actorId: input.operatorId,
      actorRole: 'operator',
      reason: input.note ?? null,
      note: input.note ?? null,
      now,
    });
    return {
      loanId: approved.id,
      status: approved.status,
      offer: {
        amount,
        annualRate,
        apr: terms.apr,
        totalPayable: terms.schedule.totalPayable,
        expiresAt: approved.offerExpiresAt?.toISOString() ?? '',
      },
    };
  });
}

export async function rejectApplication(
  deps: AppDeps,
  input: { loanId: number; operatorId: number; reason: string; reasonCode?: string | null },
) {
  const reason = input.reason.trim();
  if (reason === '') throw invalid({ reason: 'loan.reject.reasonRequired' });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const loan = await lockedOrMissing(tx, input.loanId);
    // Checked before the record is written, so a refused move leaves no decision behind.
    if (loan.status !== 'PENDING_REVIEW') {
      throw new AppError('C409', 'transition.notAllowed', {
        params: { from: `loan.status.${loan.status}`, to: 'loan.status.REJECTED' },
      });
    }
    await insertDecision(tx, {
      loanId: loan.id,
      memberId: loan.memberId,
      outcome: 'DECLINE',
      reasons: ['operator.declined'],
      figures: { amount: loan.amount, termMonths: loan.termMonths },
      decidedBy: 'operator',
      operatorId: input.operatorId,
      note: reason,
      onReview: loan.reviewRequestedAt !== null,
      decidedAt: now,
    });
    const rejected = await transitionLoan(tx, input.loanId, 'REJECTED', {
      actorId: input.operatorId,
      actorRole: 'operator',
      reason,
      now,
      patch: { rejectionReason: reason, rejectionReasonCode: input.reasonCode ?? null, decidedAt: now },
    });
    return { loanId: rejected.id, status: rejected.status };
  });
}

/**
 * SIGNED → DISBURSED: the bills are generated from the offer's terms with due dates counted from today,
 * the day the money is sent. The borrower is told the funds arrive the next working day before 18:00.
 */
export async function disburseLoan(
  deps: AppDeps,
  input: { loanId: number; operatorId: number; reference?: string | null },
) {
  const now = deps.clock.now();
  const today = brandDate(now);
  return deps.db.transaction(async (tx) => {
    const loan = await lockedOrMissing(tx, input.loanId);
    if (loan.status !== 'SIGNED' || loan.offerAmount === null || !loan.offerRate) {
      throw new AppError('C409', 'transition.notAllowed', {
        params: { from: `loan.status.${loan.status}`, to: 'loan.status.DISBURSED' },
      });
    }
    // Approval does not wait for the identity check; the money does (DESIGN §4).
    if ((await findKycStatus(tx, loan.memberId)) !== 'VERIFIED') {
      throw new AppError('C409', 'loan.disburse.identityNotVerified');
    }
    const schedule = generateSchedule({
      principal: loan.offerAmount,
      annualRate: loan.offerRate,
      termMonths: loan.termMonths,
      method: loan.method,
      startDate: today,
    });
    const firstDueDate = schedule.lines[0]!.dueDate;
    const disbursed = await transitionLoan(tx, loan.id, 'DISBURSED', {
      actorId: input.operatorId,
      actorRole: 'operator',
      now,
      patch: {
        disbursedAt: now,
        disbursedOn: today,
        firstDueDate,
        disbursedBy: input.operatorId,
        payoutReference: input.reference ?? null,
      },
      // The agreement set due dates relative to the payout; this is where the borrower learns the real ones.
      notice: {
        params: {
          firstDueDate,
          instalment: money(schedule.instalment, brandOf(deps.config).currency),
        },
      },
    });
    const bills = await createBills(
      tx,
      schedule.lines.map((line) => ({
        loanId: loan.id,
        memberId: loan.memberId,
        kind: 'INSTALMENT' as const,
        period: line.period,
        dueDate: line.dueDate,
        principal: line.principal,
        interest: line.interest,
        total: line.total,
      })),
      { actorId: input.operatorId, actorRole: 'operator', now },
    );
    return {
      loanId: disbursed.id,
      status: disbursed.status,
      disbursedOn: today,
      fundsBy: addWorkingDays(today, 1),
      fundsByTime: '18:00',
      firstDueDate: disbursed.firstDueDate,
      bills: bills.length,
    };
  });
}

export interface Actor {
  actorId: number | null;
  actorRole: ActorRole;
  now: Date;
}

/**
 * DISBURSED → SETTLED once no bill is owed any more; called inside the transaction that confirms a
 * repayment. A withdrawn loan stays WITHDRAWN when its payoff bill is repaid: that is its final state.
 */
export async function settleLoanIfRepaid(tx: Executor, loanId: number, actor: Actor): Promise<boolean> {
  const loan = await lockLoan(tx, loanId);
  if (loan?.status !== 'DISBURSED') return false;
  if ((await countOwedBills(tx, loanId)) > 0) return false;
  await transitionLoan(tx, loanId, 'SETTLED', { ...actor });
  return true;
}

/** The member's bills among `billIds`, locked FOR UPDATE in id order; others' bills are simply absent. */
export function getBillsForUpdate(tx: Executor, billIds: number[], memberId: number): Promise<BillRow[]> {
  return lockMemberBills(tx, billIds, memberId);
}

async function lockedOrMissing(tx: Executor, loanId: number): Promise<LoanRow> {
  const loan = await lockLoan(tx, loanId);
  if (!loan) throw new AppError('N404', 'not.found');
  return loan;
}

function compareRates(a: string, b: string): number {
  const x = parseRate(a);
  const y = parseRate(b);
  const left = x.num * y.den;
  const right = y.num * x.den;
  return left > right ? 1 : left < right ? -1 : 0;
}
