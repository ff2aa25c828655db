import type { SettledByView, TopUpView } from '../../../domain/api/top-up';
import { brandDate } from '../../../domain/loan/brand-date';
import type { IsoDate } from '../../../domain/loan/dates';
import { expectedPayoutDay } from '../../../domain/loan/top-up';
import { settlementFromBook } from '../../../domain/servicing/book-settlement';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { businessDateOf, listEntries, loadLoanBook } from '../servicing/servicing-front-door';
import { findLoan, type LoanRow } from './loan-repository';

/** What a top-up's payout reads of the loan it replaces, on one day. */
export interface ReplacedLoanFigures {
  status: string;
  /** The settlement figure less any credit the loan holds: what the payout must pay to settle it. */
  settlement: number;
  /** Left unpaid of bills past their due date on that day (overdue interest included). */
  arrears: number;
}

/**
 * The replaced loan's figures on `on`, from its book (decision 092): the early-settlement rule's figure
 * (remaining principal + this cycle's interest + anything overdue) less the credit it holds. Null for a
 * loan with no book (never paid out). Pass the caller's transaction as `db` inside one.
 */
export async function replacedLoanFigures(
  db: Executor,
  loanId: number,
  on: IsoDate,
): Promise<ReplacedLoanFigures | null> {
  const loaded = await loadLoanBook(db, loanId, on);
  if (!loaded) return null;
  const figure = settlementFromBook(loaded.book);
  return { status: loaded.loan.status, settlement: figure.toPay, arrears: loaded.book.arrears };
}

/** The entry the top-up's payout booked on the loan it settled (at most one: a settled loan never reopens). */
async function refinanceEntryOf(db: Executor, replacedId: number) {
  const rows = await listEntries(db, replacedId);
  return rows.find((row) => row.kind === 'PAYMENT' && row.channel === 'REFINANCE') ?? null;
}

/**
 * A top-up loan's two parts for its screens and agreement. Once paid out they are what was booked on the
 * replaced loan's ledger; before, an estimate for a payout on the next working day. Absent for a loan that
 * replaces none, and for one whose replaced loan is no longer running (its payout will be refused).
 */
export async function topUpViewOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  loan: LoanRow,
): Promise<TopUpView | undefined> {
  if (loan.replacesLoanId === null) return undefined;
  const replaced = await findLoan(deps.db, loan.replacesLoanId);
  if (!replaced) return undefined;
  const amount = loan.offerAmount ?? loan.amount;
  const named = { replacesLoanId: replaced.id, replacesContractNumber: replaced.contractNumber };
  if (replaced.settledByLoanId === loan.id) {
    const entry = await refinanceEntryOf(deps.db, replaced.id);
    const settlement = entry?.amount ?? 0;
    const payoutOn = entry?.on ?? loan.disbursedOn ?? brandDate(deps.clock.now());
    return { ...named, settlement, toBorrower: amount - settlement, payoutOn, estimate: false };
  }
  if (replaced.status !== 'DISBURSED' || loan.disbursedOn !== null) return undefined;
  const payoutOn = expectedPayoutDay(await businessDateOf(deps));
  const figures = await replacedLoanFigures(deps.db, replaced.id, payoutOn);
  if (!figures) return undefined;
  return {
    ...named,
    settlement: figures.settlement,
    toBorrower: amount - figures.settlement,
    payoutOn,
    estimate: true,
  };
}

/** On a loan a top-up's payout settled: that top-up loan, and the day. */
export async function settledByViewOf(db: Executor, loan: LoanRow): Promise<SettledByView | undefined> {
  if (loan.settledByLoanId === null) return undefined;
  const by = await findLoan(db, loan.settledByLoanId);
  if (!by) return undefined;
  const entry = await refinanceEntryOf(db, loan.id);
  return {
    loanId: by.id,
    contractNumber: by.contractNumber,
    on: entry?.on ?? (loan.closedAt ? brandDate(loan.closedAt) : null),
  };
}
