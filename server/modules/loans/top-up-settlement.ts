import type { IsoDate } from '../../../domain/loan/dates';
import { topUpParts } from '../../../domain/loan/top-up';
import type { MessageParams } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { money as noticeMoney } from '../notifications/notification-service';
import { bookPayment } from '../servicing/servicing-front-door';
import { type BillRow, listBills, lockLoanBills } from './bill-repository';
import { transitionBills } from './bill-transitions';
import { findLoan, type LoanRow, lockLoan } from './loan-repository';
import { transitionLoan } from './loan-transitions';
import { replacedLoanFigures } from './top-up-figures';

/** A top-up's payout as worked out on the business date: what settles the replaced loan, what is sent. */
export interface TopUpPayout {
  replaced: LoanRow;
  asOf: IsoDate;
  settlement: number;
  toSend: number;
  /** Why the payout must be refused now (a message key and its parameters), or null. */
  refusal: { key: string; params: MessageParams } | null;
}

const money = (minor: number) => formatMoney(minor, 'en', { currency: 'GBP' });

/**
 * The top-up's two parts on the business date, from the replaced loan's book, and whether its payout may go
 * ahead: the replaced loan must still be running (not settled, withdrawn or charged off since the offer),
 * not behind with payments, with no voucher waiting for review (the figure depends on whether it is
 * confirmed), and its settlement figure must stay below the new loan's amount.
 */
async function evaluate(
  db: Executor,
  loan: LoanRow,
  replaced: LoanRow,
  bills: readonly BillRow[],
  asOf: IsoDate,
): Promise<TopUpPayout> {
  const amount = loan.offerAmount ?? loan.amount;
  const contractNumber = replaced.contractNumber ?? String(replaced.id);
  const figures = replaced.status === 'DISBURSED' ? await replacedLoanFigures(db, replaced.id, asOf) : null;
  const settlement = figures?.settlement ?? 0;
  const answer = (refusal: TopUpPayout['refusal']): TopUpPayout => ({
    replaced,
    asOf,
    settlement,
    toSend: Math.max(amount - settlement, 0),
    refusal,
  });
  if (!figures) {
    return answer({
      key: 'payout.topUp.replacedNotRunning',
      params: { contractNumber, status: `loan.status.${replaced.status}` },
    });
  }
  if (figures.arrears > 0) {
    return answer({
      key: 'payout.topUp.replacedInArrears',
      params: { contractNumber, arrears: money(figures.arrears) },
    });
  }
  if (bills.some((bill) => bill.status === 'TO_BE_CONFIRMED')) {
    return answer({ key: 'payout.topUp.replacedPaymentUnderReview', params: { contractNumber } });
  }
  if (!topUpParts(amount, settlement)) {
    return answer({
      key: 'payout.topUp.settlementNotBelowAmount',
      params: { contractNumber, settlement: money(settlement), amount: money(amount) },
    });
  }
  return answer(null);
}

/** For the Payouts queue: the top-up's parts on the business date and any refusal, with nothing locked. */
export async function topUpPayoutOf(db: Executor, loan: LoanRow, asOf: IsoDate): Promise<TopUpPayout | null> {
  if (loan.replacesLoanId === null) return null;
  const replaced = await findLoan(db, loan.replacesLoanId);
  if (!replaced) return null;
  return evaluate(db, loan, replaced, await listBills(db, replaced.id), asOf);
}

/**
 * Inside the payout's transaction, before anything is written: the replaced loan and its bills locked (after
 * the new loan, the payout's own lock, so every payout takes them in the same order), its parts worked out
 * again on the business date, and a C409 with the reason when it can no longer be settled.
 */
export async function checkTopUpPayout(
  tx: Executor,
  loan: LoanRow,
  asOf: IsoDate,
): Promise<TopUpPayout | null> {
  if (loan.replacesLoanId === null) return null;
  const replaced = await lockLoan(tx, loan.replacesLoanId);
  if (!replaced) throw new AppError('N404', 'not.found');
  const bills = await lockLoanBills(tx, replaced.id);
  const payout = await evaluate(tx, loan, replaced, bills, asOf);
  if (payout.refusal) throw new AppError('C409', payout.refusal.key, { params: payout.refusal.params });
  return payout;
}

/**
 * The replaced loan settled by the top-up's money, in the payout's transaction: a PAYMENT of its settlement
 * figure on its ledger (channel REFINANCE, the top-up's contract number as reference, dated the business
 * date — an entry, never an update: decision 092), its bills still owed repaid whole as an early settlement's
 * are (a full settlement is not yet an entry of its own), and the loan SETTLED naming the top-up. Answers the
 * ledger entry's id (null when credit held already covered the figure).
 */
export async function settleReplacedLoan(
  tx: Executor,
  payout: TopUpPayout,
  topUp: LoanRow,
  actor: { operatorId: number; now: Date; currency: string },
): Promise<number | null> {
  const { replaced } = payout;
  const topUpNumber = topUp.contractNumber ?? String(topUp.id);
  let entryId: number | null = null;
  if (payout.settlement > 0) {
    const booked = await bookPayment(tx, {
      loanId: replaced.id,
      amount: payout.settlement,
      on: payout.asOf,
      channel: 'REFINANCE',
      reference: topUpNumber,
      recorded: {
        by: actor.operatorId,
        reason: `Settled by refinance from loan ${topUpNumber} (#${topUp.id})`,
        now: actor.now,
      },
      businessDate: payout.asOf,
    });
    entryId = booked.row.id;
  }
  const owed = (await lockLoanBills(tx, replaced.id)).filter(
    (bill) => bill.kind === 'INSTALMENT' && bill.status === 'TO_BE_REPAID',
  );
  const who = { actorId: actor.operatorId, actorRole: 'operator' as const, now: actor.now };
  await transitionBills(tx, owed, 'REPAID', {
    ...who,
    reason: 'bill.settledByRefinance',
    patch: { repaidAt: actor.now },
  });
  await transitionLoan(tx, replaced.id, 'SETTLED', {
    ...who,
    reason: 'loan.settledByRefinance',
    patch: { settledByLoanId: topUp.id },
    notice: {
      bodyKey: 'notify.loan.SETTLED.refinance.body',
      params: {
        topUpContractNumber: topUpNumber,
        settlement: noticeMoney(payout.settlement, actor.currency),
      },
    },
  });
  return entryId;
}
