import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import type { LedgerEntry } from '../../../domain/servicing/ledger-entries';
import type { Executor } from '../../db/client';
import {
  closeCase,
  decidePromise,
  insertCase,
  openCaseOf,
  type PromiseRow,
  promisesDueBy,
  setPastDueSince,
  setSystemNextAction,
} from './collections-repository';
import { entryOf, listEntries } from './ledger-repository';

/**
 * A loan's collection case brought in line with its book on `date`: opened when the loan is past due and
 * has none (opened on `date`), its past-due date kept current, closed when nothing is past due any more.
 * Called by the close of business for each loan and by every payment booked, inside the caller's
 * transaction (which holds the loan's lock or its COB progress row), so it is done once.
 */
export async function followCase(
  tx: Executor,
  loan: { id: number; memberId: number },
  book: Pick<LoanBook, 'pastDueSince' | 'arrears'>,
  date: IsoDate,
  now: Date,
  options: { open: boolean } = { open: true },
): Promise<'OPENED' | 'CLOSED' | null> {
  const open = await openCaseOf(tx, loan.id);
  const pastDue = book.pastDueSince !== null && book.arrears > 0;
  if (!pastDue) {
    if (!open) return null;
    await closeCase(tx, open.id, { closedOn: date, closedAt: now, closeReason: 'ARREARS_CLEARED' });
    return 'CLOSED';
  }
  if (open) {
    if (open.pastDueSince !== book.pastDueSince) await setPastDueSince(tx, open.id, book.pastDueSince!);
    return null;
  }
  // A payment never opens a case: the close of business does, for the day the loan first falls past due.
  if (!options.open) return null;
  const opened = await insertCase(tx, {
    loanId: loan.id,
    memberId: loan.memberId,
    openedOn: date,
    openedAt: now,
    pastDueSince: book.pastDueSince!,
  });
  return opened ? 'OPENED' : null;
}

/** Money received (payments and recoveries in force on `asOf`) dated from `from` to `to`, both included. */
export function receivedBetween(entries: readonly LedgerEntry[], from: IsoDate, to: IsoDate, asOf: IsoDate) {
  const reversed = new Set(
    entries
      .filter((entry) => entry.kind === 'REVERSAL' && compareDates(entry.on, asOf) <= 0)
      .map((entry) => (entry.kind === 'REVERSAL' ? entry.reverses : 0)),
  );
  return entries
    .filter((entry) => entry.kind === 'PAYMENT' || entry.kind === 'RECOVERY')
    .filter((entry) => !reversed.has(entry.id))
    .filter((entry) => compareDates(entry.on, from) >= 0 && compareDates(entry.on, to) <= 0)
    .reduce((sum, entry) => sum + ('amount' in entry && entry.amount ? entry.amount : 0), 0);
}

/**
 * The promises of a loan whose date is `date` (or earlier, if a close of business was missed): kept when
 * what was received from the day each was made up to its date reaches its amount, else broken. Each is
 * decided once (the update is guarded by its OPEN status).
 */
export async function decidePromisesDue(
  tx: Executor,
  loanId: number,
  ledger: () => Promise<readonly LedgerEntry[]>,
  date: IsoDate,
  decided: { at: Date; by: string },
): Promise<{ kept: number; broken: number }> {
  const due: PromiseRow[] = await promisesDueBy(tx, loanId, date);
  const result = { kept: 0, broken: 0 };
  if (due.length === 0) return result;
  const entries = await ledger();
  for (const promise of due) {
    const received = receivedBetween(entries, promise.madeOn as IsoDate, promise.promisedOn as IsoDate, date);
    const status = received >= promise.amount ? 'KEPT' : 'BROKEN';
    if (
      await decidePromise(tx, promise.id, { status, received, decidedAt: decided.at, decidedBy: decided.by })
    ) {
      result[status === 'KEPT' ? 'kept' : 'broken'] += 1;
    }
  }
  return result;
}

/**
 * The close of business's collections step for one loan on `date`, in the loan's COB transaction (its
 * progress row makes it once): the case follows the COB's book (the ledger replayed to the date), and the
 * promises due are decided from the ledger's payments, read only when a promise falls due.
 */
export async function collectionsCobStep(
  tx: Executor,
  loan: { id: number; memberId: number },
  book: LoanBook,
  date: IsoDate,
  decided: { at: Date; by: string },
): Promise<void> {
  await followCase(tx, loan, book, date, decided.at);
  await decidePromisesDue(
    tx,
    loan.id,
    async () => (await listEntries(tx, loan.id)).map(entryOf),
    date,
    decided,
  );
}

/**
 * Puts something before the collections officer on the loan's open case: its next action becomes `date`
 * with `note`, set by the system. False when the loan has no open case (nothing is past due).
 */
export async function flagCase(
  tx: Executor,
  loanId: number,
  input: { date: IsoDate; note: string; now: Date },
): Promise<boolean> {
  const open = await openCaseOf(tx, loanId);
  if (!open) return false;
  return setSystemNextAction(tx, open.id, {
    nextActionOn: input.date,
    nextActionNote: input.note,
    nextActionAt: input.now,
  });
}
