import type { PrepaymentMode } from '../../../domain/servicing/ledger-entries';
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
