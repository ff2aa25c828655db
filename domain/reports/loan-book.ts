import type { IsoDate } from '../loan/dates';
import type { Minor } from '../money';
import type { LoanBook } from '../servicing/book';

/**
 * The loan book on a date: every loan on it (paid out, not settled — running or charged off) counted and
 * its balances summed, by the loan's state and by its delinquency bucket. Every figure is the replayed
 * book's own (decision 092); nothing here recomputes a balance.
 */
export const bookStates = ['RUNNING', 'CHARGED_OFF'] as const;
export type BookState = (typeof bookStates)[number];

/** The bucket row of a loan up to date (its book's bucket is null). */
export const CURRENT_BUCKET = 'CURRENT';
/** The bucket row of a charged-off loan: out of the running book's buckets, whatever its days past due. */
export const CHARGED_OFF_BUCKET = 'CHARGED_OFF';

/** The row a book falls in among the buckets. */
export function bucketRowOf(book: LoanBook): string {
  if (book.chargedOff) return CHARGED_OFF_BUCKET;
  return book.bucket ?? CURRENT_BUCKET;
}

export interface BookBalances {
  loans: number;
  /** Principal not yet repaid, of bills due and to come. */
  principalOutstanding: Minor;
  /** Interest of bills already due, unpaid (interest of bills to come is not earned yet). */
  interestDue: Minor;
  /** Overdue interest accrued and unpaid: the only charge the ledger knows (there are no fees). */
  overdueInterest: Minor;
  /** Everything left of bills past their due date, overdue interest included. */
  arrears: Minor;
}

export interface LoanBookRow extends BookBalances {
  key: string;
}

export interface LoanBookReport {
  asOf: IsoDate;
  byState: LoanBookRow[];
  byBucket: LoanBookRow[];
  total: BookBalances;
}

const empty = (): BookBalances => ({
  loans: 0,
  principalOutstanding: 0,
  interestDue: 0,
  overdueInterest: 0,
  arrears: 0,
});

/** A book's own balances, as the report adds them. */
export function balancesOf(book: LoanBook): BookBalances {
  let interestDue = 0;
  let overdueInterest = 0;
  for (const bill of book.bills) {
    overdueInterest += bill.outstanding.overdueInterest;
    // On a charged-off loan every bill fell due (the balance was called in; interest not earned cancelled).
    if (bill.dueDate <= book.asOf || book.chargedOff) interestDue += bill.outstanding.interest;
  }
  return {
    loans: 1,
    principalOutstanding: book.principalOutstanding,
    interestDue,
    overdueInterest,
    arrears: book.arrears,
  };
}

function add(into: BookBalances, from: BookBalances): void {
  into.loans += from.loans;
  into.principalOutstanding += from.principalOutstanding;
  into.interestDue += from.interestDue;
  into.overdueInterest += from.overdueInterest;
  into.arrears += from.arrears;
}

/**
 * Adds loans up. Every state and every bucket has its row, a zero one included, so the chart and the CSV
 * keep their shape from one day to the next; buckets in the order of the settings, up to date first.
 */
export class LoanBookTally {
  private readonly states = new Map<string, BookBalances>(bookStates.map((state) => [state, empty()]));
  private readonly buckets: Map<string, BookBalances>;
  private readonly total = empty();

  constructor(
    private readonly asOf: IsoDate,
    bucketCodes: readonly string[],
  ) {
    this.buckets = new Map(
      [CURRENT_BUCKET, ...bucketCodes, CHARGED_OFF_BUCKET].map((code) => [code, empty()]),
    );
  }

  add(book: LoanBook): void {
    const balances = balancesOf(book);
    add(this.states.get(book.chargedOff ? 'CHARGED_OFF' : 'RUNNING')!, balances);
    const bucket = bucketRowOf(book);
    if (!this.buckets.has(bucket)) this.buckets.set(bucket, empty());
    add(this.buckets.get(bucket)!, balances);
    add(this.total, balances);
  }

  report(): LoanBookReport {
    const rows = (map: Map<string, BookBalances>) =>
      [...map.entries()].map(([key, balances]) => ({ key, ...balances }));
    return {
      asOf: this.asOf,
      byState: rows(this.states),
      byBucket: rows(this.buckets),
      total: { ...this.total },
    };
  }
}

export function loanBookReport(
  asOf: IsoDate,
  bucketCodes: readonly string[],
  books: Iterable<LoanBook>,
): LoanBookReport {
  const tally = new LoanBookTally(asOf, bucketCodes);
  for (const book of books) tally.add(book);
  return tally.report();
}
