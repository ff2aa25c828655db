import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type LoanRow, lockLoan } from '../loans/loans-front-door';

/** The loan locked FOR UPDATE in the caller's transaction, or N404. */
export async function lockedOrMissing(tx: Executor, loanId: number): Promise<LoanRow> {
  const loan = await lockLoan(tx, loanId);
  if (!loan) throw new AppError('N404', 'not.found');
  return loan;
}
