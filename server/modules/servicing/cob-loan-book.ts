import { DomainError } from '../../../domain/domain-error';
import type { IsoDate } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import { servicingErrors } from '../../../domain/servicing/servicing-errors';
import type { Executor } from '../../db/client';
import type { CobLoan } from './cob-repository';
import { loadLoanBook } from './ledger-repository';

/**
 * The book a close of business reads for a loan on `asOf`: its ledger replayed to that date, the one book
 * every screen reads (decision 092). Every loan paid out has its PAYOUT on the ledger (written in the
 * payout's transaction); one without is refused with the ledger's own code, so the run records it as
 * FAILED rather than making up a book.
 */
export async function cobLoanBook(db: Executor, loan: CobLoan, asOf: IsoDate): Promise<LoanBook> {
  const loaded = await loadLoanBook(db, loan.id, asOf);
  if (!loaded) throw new DomainError(servicingErrors.noPayout, { loanId: loan.id });
  return loaded.book;
}
