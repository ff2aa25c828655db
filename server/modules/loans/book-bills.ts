import { type BillStatus, isRetiredBill } from '../../../domain/loan/lifecycle';
import type { LoanBook } from '../../../domain/servicing/book';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BillPatch, type BillRow, lockLoanBills } from './bill-repository';
import { createBills, transitionBills } from './bill-transitions';
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
  const bills = await withArrangementBills(tx, loanId, book, actor, await lockLoanBills(tx, loanId));
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
  const replaced: BillRow[] = [];
  for (const bill of bills) {
    if (bill.kind !== 'INSTALMENT' || isRetiredBill(bill)) continue;
    const line = byPeriod.get(bill.period);
    // Replaced by an arrangement (a bill to come) or taken over into its plan (one in arrears): no longer
    // owed as itself. One whose voucher waits for review keeps its state until the review decides it; one
    // credit held had covered ahead of its due date is replaced too (the credit stays held for the plan).
    if (!line || line.state === 'RESCHEDULED') {
      if (bill.status === 'TO_BE_REPAID' || bill.status === 'REPAID') replaced.push(bill);
      continue;
    }
    const paid = line.state === 'PAID' || covered.has(bill.period);
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
  if (replaced.length > 0) {
    await transitionBills(tx, replaced, 'RESCHEDULED', { ...actor, reason: 'bill.rescheduled' });
  }
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
 * The bills of an accepted arrangement's plan (decision 103) the book has and the store has not yet, created
 * owed, each naming its ARRANGEMENT entry: vouchers, reminders and Direct Debit name a stored bill. New bills
 * take periods after every bill the loan has had, so a period names one bill for good.
 */
async function withArrangementBills(
  tx: Executor,
  loanId: number,
  book: LoanBook,
  actor: Actor,
  bills: BillRow[],
): Promise<BillRow[]> {
  const stored = new Set(bills.map((bill) => bill.period));
  const added = book.bills.filter((bill) => !stored.has(bill.period));
  if (added.length === 0) return bills;
  const loan = await findLoan(tx, loanId);
  if (!loan) return bills;
  const entryOf = (period: number) =>
    book.arrangements.find((record) => record.after.some((line) => line.period === period))?.entryId ?? null;
  const created = await createBills(
    tx,
    added.map((bill) => ({
      loanId,
      memberId: loan.memberId,
      kind: 'INSTALMENT' as const,
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.principal,
      interest: bill.interest,
      total: bill.total,
      arrangementEntryId: entryOf(bill.period),
    })),
    { ...actor, reason: 'bill.arrangement' },
  );
  return [...bills, ...created];
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
