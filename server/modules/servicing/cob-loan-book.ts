import { brandDate } from '../../../domain/loan/brand-date';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import { overdueDays, overdueInterest } from '../../../domain/loan/overdue';
import type { Schedule } from '../../../domain/loan/schedule';
import type { LoanBook } from '../../../domain/servicing/book';
import type { LedgerEntry } from '../../../domain/servicing/ledger-entries';
import { replayLoan } from '../../../domain/servicing/replay';
import { servicingTermsOf } from '../../../domain/servicing/servicing-terms';
import type { Executor } from '../../db/client';
import { billsOfLoan, type CobLoan } from './cob-repository';

/**
 * The book a close of business reads for a loan on `asOf`. Until the loan's ledger is stored, it is made
 * from the loan's bills: the schedule they were made from, a PAYOUT on the payout date, and for each bill a
 * voucher has paid, a PAYMENT on the day the voucher was sent of what the bill asked that day (its total
 * and the overdue interest then due, as the voucher flow charges it). The one place to swap for the
 * ledger's own book.
 */
export async function cobLoanBook(db: Executor, loan: CobLoan, asOf: IsoDate): Promise<LoanBook> {
  const bills = (await billsOfLoan(db, loan.id)).filter((bill) => bill.kind === 'INSTALMENT');
  const lines = bills.map(({ period, dueDate, principal, interest, total }) => ({
    period,
    dueDate,
    principal,
    interest,
    total,
    balance: 0,
  }));
  const principal = lines.reduce((sum, line) => sum + line.principal, 0);
  const interest = lines.reduce((sum, line) => sum + line.interest, 0);
  const schedule: Schedule = {
    terms: {
      principal,
      annualRate: loan.annualRate,
      termMonths: loan.termMonths,
      method: loan.method,
      startDate: loan.disbursedOn,
    },
    lines,
    instalment: lines[0]?.total ?? 0,
    totalInterest: interest,
    totalPayable: principal + interest,
  };
  const entries: LedgerEntry[] = [{ id: 1, kind: 'PAYOUT', on: loan.disbursedOn, amount: principal }];
  for (const bill of bills) {
    if (bill.status !== 'REPAID' && bill.status !== 'TO_BE_CONFIRMED') continue;
    if (!bill.submittedAt) continue;
    const paidOn = brandDate(bill.submittedAt);
    if (compareDates(paidOn, asOf) > 0) continue;
    const late = overdueInterest(bill.total, loan.overdueRate, overdueDays(bill.dueDate, paidOn));
    const amount = bill.total + late;
    if (amount <= 0) continue;
    entries.push({ id: entries.length + 1, kind: 'PAYMENT', on: paidOn, amount, channel: 'VOUCHER' });
  }
  return replayLoan(servicingTermsOf(schedule, { overdueRate: loan.overdueRate }), entries, asOf);
}
