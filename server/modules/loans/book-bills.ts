import { type BillStatus, isRetiredBill } from '../../../domain/loan/lifecycle';
import type { LoanBook } from '../../../domain/servicing/book';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BillPatch, type BillRow, lockLoanBills } from './bill-repository';
import { transitionBills } from './bill-transitions';
import { findLoan } from './loan-repository';
import { type Actor, settleLoanIfRepaid } from './loan-service';

/**
 * Brings a loan's stored bill states in line with its replayed book after a ledger entry, in the entry's
 * transaction: a bill the book has paid, or that credit held covers whole before it falls due, is REPAID
 * (whichever payment paid it), one it has not is owed —
 * TO_BE_CONFIRMED while a voucher for it still waits for review, TO_BE_REPAID otherwise (a partial payment,
 * a reversed one). `reviewed` names the bills whose voucher was just decided. The loan is SETTLED once no
 * bill is owed. A settled loan never reopens: an entry that would leave it owing is refused.
 */
export async function followBook(
  tx: Executor,
  loanId: number,
  book: LoanBook,
  actor: Actor,
  reviewed: readonly number[] = [],
): Promise<{ settled: boolean }> {
  const bills = await lockLoanBills(tx, loanId);
  const byPeriod = new Map(book.bills.map((bill) => [bill.period, bill]));
  // Money held for bills not yet due pays them on their due date (the replay does it then); a bill it
  // already covers whole is repaid as far as the borrower is concerned, as when paid early by voucher.
  const covered = new Set<number>();
  let credit = book.creditHeld;
  for (const bill of book.bills) {
    if (bill.state !== 'NOT_DUE' || bill.outstandingTotal === 0) continue;
    if (bill.outstandingTotal > credit) break;
    credit -= bill.outstandingTotal;
    covered.add(bill.period);
  }
  const moves = new Map<BillStatus, BillRow[]>();
  for (const bill of bills) {
    if (bill.kind !== 'INSTALMENT' || isRetiredBill(bill)) continue;
    const paid = byPeriod.get(bill.period)?.state === 'PAID' || covered.has(bill.period);
    const waiting = bill.status === 'TO_BE_CONFIRMED' && !reviewed.includes(bill.id);
    const target: BillStatus = paid ? 'REPAID' : waiting ? 'TO_BE_CONFIRMED' : 'TO_BE_REPAID';
    if (target !== bill.status) moves.set(target, [...(moves.get(target) ?? []), bill]);
  }
  const reopened = moves.get('TO_BE_REPAID')?.some((bill) => bill.status === 'REPAID') ?? false;
  if (reopened && (await findLoan(tx, loanId))?.status === 'SETTLED') {
    throw new AppError('C409', 'servicing.loanSettled');
  }
  const patches: Partial<Record<BillStatus, BillPatch>> = {
    REPAID: { repaidAt: actor.now },
    TO_BE_REPAID: { repaidAt: null, submittedAt: null, voucherUploadId: null },
  };
  for (const [to, group] of moves) {
    await transitionBills(tx, group, to, {
      ...actor,
      reason: 'bill.followsLedger',
      patch: patches[to] ?? {},
    });
  }
  return { settled: await settleLoanIfRepaid(tx, loanId, actor) };
}

/**
 * A close of business: the loan's stored bills follow its book on the day closed, moved by the system —
 * credit held that paid a bill on its due date shows it repaid the next day, with no new entry.
 */
export function followBookAtClose(
  tx: Executor,
  loanId: number,
  book: LoanBook,
  now: Date,
): Promise<{ settled: boolean }> {
  return followBook(tx, loanId, book, { actorId: null, actorRole: 'system', now });
}
