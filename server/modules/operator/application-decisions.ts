import { brandDate } from '../../../domain/loan/brand-date';
import { addMonths } from '../../../domain/loan/dates';
import { REAPPLY_MONTHS } from '../../../domain/loan/lifecycle';
import { APR_CAP } from '../../../domain/loan/methods';
import { divideRoundingUp, isRateString, parseRate } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import { AppError, invalid } from '../../lib/app-error';
import { makeOffer, offerTermsOf, recordDecision, transitionLoan } from '../loans/loans-front-door';
import { checkFileBeforeOffer } from './credit-file-service';
import { lockedOrMissing } from './locked-loan';

/**
 * An operator's decision on an application: an offer (as asked, or lower) or a decline. Each runs in one
 * transaction (nested in the caller's when given one), so the decision record, the move and its notice are
 * written together or not at all.
 */

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
    await checkFileBeforeOffer(tx, loan);
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
    await recordDecision(tx, {
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
    await recordDecision(tx, {
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
      // The borrower hears when a new application opens: 3 months on (the reapply wait).
      notice: {
        bodyKey: 'notify.loan.REJECTED.body',
        params: { date: addMonths(brandDate(now), REAPPLY_MONTHS) },
      },
      patch: { rejectionReason: reason, rejectionReasonCode: input.reasonCode ?? null, decidedAt: now },
    });
    return { loanId: rejected.id, status: rejected.status };
  });
}

function compareRates(a: string, b: string): number {
  const x = parseRate(a);
  const y = parseRate(b);
  const left = x.num * y.den;
  const right = y.num * x.den;
  return left > right ? 1 : left < right ? -1 : 0;
}
