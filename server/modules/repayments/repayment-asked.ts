import { brandDate } from '../../../domain/loan/brand-date';
import type { BillStatus } from '../../../domain/loan/lifecycle';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { billViewOf, findMemberLoan, type LoanRow, viewBookOf } from '../loans/loans-front-door';
import type { RepaymentBillRow } from './repayment-repository';

/** Why a bill that is not open cannot be paid, in the borrower's words. */
const takenRefusal: Partial<Record<BillStatus, string>> = {
  REPAID: 'repayment.bill.repaid',
  TO_BE_CONFIRMED: 'repayment.bill.pending',
  CANCELLED: 'repayment.bill.cancelled',
};

/** The early-settlement figure of today, as the loans module works it out. */
export interface SettlementAsked {
  loanId: number;
  total: number;
  toPay?: number | null;
}

/**
 * The bills of one payment checked payable, and what they ask: on a loan with a ledger what its book says
 * is left (a partly paid bill, credit held counted), else the bills' totals; for a settlement its figure.
 * One function for the report of a payment and the USDT quote shown before it, so the quote asks exactly
 * what a report of the same bills records. Payable: the bills of a running loan, or the payoff bill of a
 * withdrawn one, all of one loan and all still open.
 */
export async function askedFor(
  deps: { db: Executor; clock: AppDeps['clock'] },
  memberId: number,
  bills: readonly RepaymentBillRow[],
  settlement: SettlementAsked | null,
): Promise<{ loan: LoanRow; amount: number }> {
  if (bills.length === 0) throw conflict('repayment.nothingOpen');
  const loanId = bills[0]!.loanId;
  if (bills.some((bill) => bill.loanId !== loanId)) throw conflict('repayment.oneLoan');
  const taken = bills.find((bill) => bill.status !== 'TO_BE_REPAID');
  if (taken) throw conflict(takenRefusal[taken.status] ?? 'repayment.bill.pending');
  const loan = await findMemberLoan(deps.db, loanId, memberId);
  const payable =
    loan?.status === 'DISBURSED' ||
    (loan?.status === 'WITHDRAWN' && bills.every((bill) => bill.kind === 'WITHDRAWAL_PAYOFF'));
  if (!loan || !payable) throw conflict('loan.settlement.notRunning');
  const viewed = await viewBookOf(deps, loan);
  const day = viewed?.asOf ?? brandDate(deps.clock.now());
  const amount =
    (settlement ? (settlement.toPay ?? settlement.total) : null) ??
    bills.reduce((sum, bill) => {
      const view = billViewOf(bill, loan, day, viewed);
      return sum + (view.outstandingTotal ?? view.totalDue);
    }, 0);
  return { loan, amount };
}
