import { isRetiredBill } from '../../../domain/loan/lifecycle';
import type { LoanBook } from '../../../domain/servicing/book';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockLoanBills } from './bill-repository';
import { createBills, transitionBills } from './bill-transitions';
import { followBook } from './book-bills';
import { findLoan } from './loan-repository';
import type { Actor } from './loan-service';

/**
 * The stored bills after an accepted arrangement (decision 103), in the acceptance's transaction, from the
 * book replayed with its ARRANGEMENT entry: the bills it carried into the plan and the bills it replaced
 * become RESCHEDULED (kept, so the schedule before stays readable), and the plan's bills are created with
 * the entry's id — as instalments, so vouchers, Direct Debit and every screen treat them as any bill, but
 * outside the terms the ledger is replayed against. Then the stored states follow the book as after any
 * entry. A voucher still waiting for review is refused first: its bill is about to be replaced, and the
 * borrower is told to accept once it has been checked.
 */
export async function followArrangement(
  tx: Executor,
  loanId: number,
  entryId: number,
  book: LoanBook,
  actor: Actor,
): Promise<void> {
  const bills = await lockLoanBills(tx, loanId);
  const loan = await findLoan(tx, loanId);
  if (!loan) throw new AppError('N404', 'not.found');
  if (bills.some((bill) => bill.status === 'TO_BE_CONFIRMED')) {
    throw new AppError('C409', 'forbearance.voucherUnderReview');
  }
  const inPlan = new Map(
    book.bills.filter((bill) => bill.state !== 'RESCHEDULED').map((bill) => [bill.period, bill]),
  );
  const stored = new Set(bills.map((bill) => bill.period));
  const retired = bills.filter(
    (bill) => bill.kind === 'INSTALMENT' && !isRetiredBill(bill) && !inPlan.has(bill.period),
  );
  await transitionBills(tx, retired, 'RESCHEDULED', { ...actor, reason: 'bill.rescheduled' });
  const fresh = book.bills.filter((bill) => bill.state !== 'RESCHEDULED' && !stored.has(bill.period));
  await createBills(
    tx,
    fresh.map((bill) => ({
      loanId,
      memberId: loan.memberId,
      kind: 'INSTALMENT' as const,
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.principal,
      interest: bill.interest,
      total: bill.total,
      arrangementEntryId: entryId,
    })),
    { ...actor, reason: 'bill.arranged' },
  );
  await followBook(tx, loanId, book, actor);
}
