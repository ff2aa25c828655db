import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import type { PrepaymentMode } from '../../../domain/servicing/ledger-entries';
import { replayLoan } from '../../../domain/servicing/replay';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import {
  bookPrepayment,
  bookViewOf,
  businessDateOf,
  loadLoanBook,
  prepaymentPlanOf,
} from '../servicing/servicing-front-door';
import { findMemberLoan } from './loan-repository';

/** A loan's book on the business date, and the same ledger replayed to an earlier day. */
export interface ViewedBook {
  asOf: IsoDate;
  book: LoanBook;
  on(day: IsoDate): LoanBook;
}

/**
 * The statuses whose bills are the ledger's. A loan withdrawn after its payout has a PAYOUT too, but its
 * instalments were cancelled and one payoff bill, outside the ledger, replaced them.
 */
const ledgerStatuses: readonly string[] = ['DISBURSED', 'SETTLED', 'CHARGED_OFF'];

/**
 * The book the loan's screens read: replayed to the business date, for a loan with a ledger. Null for one
 * without (not paid out, withdrawn): those keep the figures worked out from their bills. Pass the caller's
 * transaction as `db` when inside one.
 */
export async function viewBookOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  loan: { id: number; status: string },
): Promise<ViewedBook | null> {
  if (!ledgerStatuses.includes(loan.status)) return null;
  const asOf = await businessDateOf(deps);
  const loaded = await loadLoanBook(deps.db, loan.id, asOf);
  if (!loaded) return null;
  const earlier = new Map<IsoDate, LoanBook>();
  const on = (day: IsoDate): LoanBook => {
    if (compareDates(day, asOf) >= 0 || compareDates(day, loaded.book.payoutOn) < 0) return loaded.book;
    const book = earlier.get(day) ?? replayLoan(loaded.terms, loaded.entries, day);
    earlier.set(day, book);
    return book;
  };
  return { asOf, book: loaded.book, on };
}

/** The member's own loan's book on the business date; anyone else's is N404, one not paid out a C409. */
async function ownBook(deps: AppDeps, memberId: number, loanId: number) {
  const loan = await findMemberLoan(deps.db, loanId, memberId);
  if (!loan) throw notFound();
  const loaded = await loadLoanBook(deps.db, loan.id, await businessDateOf(deps));
  if (!loaded) throw new AppError('C409', 'servicing.noPayout');
  return loaded;
}

/** Every payment received on the loan and where each penny went, with the book they made. */
export async function loanPayments(deps: AppDeps, memberId: number, loanId: number) {
  const { book, rows } = await ownBook(deps, memberId, loanId);
  return { loanId, book: bookViewOf(book, rows) };
}

/** CCA s94: the schedule a prepayment of the credit held would give, shown before the borrower chooses. */
export async function prepaymentPlan(
  deps: AppDeps,
  memberId: number,
  loanId: number,
  query: { mode: PrepaymentMode; amount?: number | undefined },
) {
  const { book } = await ownBook(deps, memberId, loanId);
  const plan = prepaymentPlanOf(book, query.mode, query.amount);
  return { loanId, creditHeld: book.creditHeld, ...plan };
}

/** The borrower's choice made: a PREPAYMENT on the ledger, re-planning the bills not yet due. */
export async function choosePrepayment(
  deps: AppDeps,
  memberId: number,
  loanId: number,
  body: { mode: PrepaymentMode; amount?: number | undefined },
) {
  const loan = await findMemberLoan(deps.db, loanId, memberId);
  if (!loan) throw notFound();
  const businessDate = await businessDateOf(deps);
  return deps.db.transaction(async (tx) => {
    const { row } = await bookPrepayment(tx, {
      loanId: loan.id,
      mode: body.mode,
      amount: body.amount,
      recorded: { by: memberId, now: deps.clock.now() },
      businessDate,
    });
    const loaded = await loadLoanBook(tx, loan.id, businessDate);
    return { loanId: loan.id, entryId: row.id, book: bookViewOf(loaded!.book, loaded!.rows) };
  });
}
