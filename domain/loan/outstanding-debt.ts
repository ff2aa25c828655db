import type { IsoDate } from './dates';
import { type BillKind, type BillStatus, owedBillStatuses } from './lifecycle';
import { overdueCountedTo, overdueDays } from './overdue';

/**
 * Why a borrower may not borrow again yet although every time rule allows it: money from an earlier loan
 * that is due and not yet received. Message keys, like the eligibility reasons, so the quote can list them
 * and the app can show them in its language.
 *
 * - `debt.withdrawalPayoffOwed`: a withdrawn loan's payoff bill is open or its payment is under review. The
 *   whole payoff is repayable at once (CCA s66A(9)), so it counts from the day of the withdrawal, not only
 *   after its 30-day due date; and a voucher under review is not yet money received.
 * - `debt.billOverdue`: an instalment is overdue — open past its due date, or paid late and still under
 *   review (overdue days as the bills view counts them: to today, or to the day the voucher was submitted).
 *   An instalment paid on time and waiting for review is not in arrears: the borrower did their part, and
 *   the top-up rule already counts it as paid on time. Instalments not yet due are the running loan the
 *   top-up rule governs, not debt in arrears.
 */
export const outstandingDebtReasons = ['debt.withdrawalPayoffOwed', 'debt.billOverdue'] as const;
export type OutstandingDebtReason = (typeof outstandingDebtReasons)[number];

export interface DebtBill {
  kind: BillKind;
  status: BillStatus;
  dueDate: IsoDate;
  /** The brand-local day the bill's voucher was submitted, if it has been. */
  paidOn: IsoDate | null;
}

/** The reasons that apply on `asOf`, each once, in the order of `outstandingDebtReasons`. */
export function outstandingDebtOf(bills: readonly DebtBill[], asOf: IsoDate): OutstandingDebtReason[] {
  const owed = bills.filter((bill) => (owedBillStatuses as readonly BillStatus[]).includes(bill.status));
  const found = new Set<OutstandingDebtReason>();
  for (const bill of owed) {
    if (bill.kind === 'WITHDRAWAL_PAYOFF') {
      found.add('debt.withdrawalPayoffOwed');
      continue;
    }
    const countedTo = overdueCountedTo(bill.status, bill.paidOn, asOf);
    if (countedTo !== null && overdueDays(bill.dueDate, countedTo) > 0) found.add('debt.billOverdue');
  }
  return outstandingDebtReasons.filter((reason) => found.has(reason));
}
