import type { IsoDate } from '../loan/dates';
import type { Minor } from '../money';
import type { LoanBook } from '../servicing/book';
import { DEFAULT_BUCKETS, type DelinquencyBucket } from '../servicing/buckets';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { replayLoan } from '../servicing/replay';
import type { ServicingTerms } from '../servicing/servicing-terms';
import { bucketRowOf, CHARGED_OFF_BUCKET, CURRENT_BUCKET } from './loan-book';
import type { YearMonth } from './periods';

/**
 * Arrears roll rates: where the loans in each bucket at one month end stood at the next. A loan's place
 * at a month end is its replayed book's on that date (decision 092): up to date (CURRENT), a delinquency
 * bucket, CHARGED_OFF, or CLOSED (nothing left to pay: settled). Shares are of principal outstanding at the
 * start of the month — the balance that rolled — with the loans counted beside them.
 */
export const CLOSED_PLACE = 'CLOSED';

/** A loan's place on a date from its book then. */
export function placeOf(book: LoanBook): string {
  if (!book.chargedOff && book.principalOutstanding === 0 && book.arrears === 0) return CLOSED_PLACE;
  return bucketRowOf(book);
}

/** One loan at the start and at the end of a month. */
export interface Move {
  from: string;
  to: string;
  /** Principal outstanding at the start of the month. */
  balance: Minor;
}

/** Where the loans of one bucket went over a month. */
export interface RollRow {
  month: YearMonth;
  /** The month end the loans are counted at, and the one (or the business date) they are seen again at. */
  start: IsoDate;
  end: IsoDate;
  from: string;
  loans: number;
  balance: Minor;
  /** Count and balance by where they ended: every place of `places`, zero ones included. */
  to: { place: string; loans: number; balance: Minor }[];
  /** Shares of `balance` (0 to 1, four decimals; null when the bucket held nothing). */
  cured: number | null;
  stayed: number | null;
  rolledForward: number | null;
  improved: number | null;
}

/** The places a loan can end a month in, in the order of the rows: up to date, buckets, charged off, closed. */
export function placesOf(bucketCodes: readonly string[]): string[] {
  return [CURRENT_BUCKET, ...bucketCodes, CHARGED_OFF_BUCKET, CLOSED_PLACE];
}

/** A share to four decimals, rounded half up from exact integers (no float sums). */
export function shareOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((part * 10_000 * 2 + whole) / (2 * whole)) / 10_000;
}

/**
 * The rows of one month: one per place a loan can start it in (CLOSED and CHARGED_OFF left out — nothing
 * rolls from there). "Rolled forward": to a later bucket or charged off; "improved": to an earlier bucket
 * not CURRENT; "cured": to CURRENT; a loan CLOSED over the month counts in its column but in none of
 * the four shares (it neither cured nor rolled: it paid off).
 */
export function rollMonth(
  month: YearMonth,
  start: IsoDate,
  end: IsoDate,
  bucketCodes: readonly string[],
  moves: Iterable<Move>,
): RollRow[] {
  const places = placesOf(bucketCodes);
  const order = new Map(places.map((place, index) => [place, index]));
  const starting = places.filter((place) => place !== CHARGED_OFF_BUCKET && place !== CLOSED_PLACE);
  const cells = new Map(
    starting.map((from) => [from, new Map(places.map((to) => [to, { loans: 0, balance: 0 }]))]),
  );
  for (const move of moves) {
    const row = cells.get(move.from);
    if (!row) continue;
    const cell = row.get(move.to) ?? { loans: 0, balance: 0 };
    cell.loans += 1;
    cell.balance += move.balance;
    row.set(move.to, cell);
  }
  return starting.map((from) => {
    const row = cells.get(from)!;
    const to = [...row.entries()].map(([place, cell]) => ({ place, ...cell }));
    const balance = to.reduce((sum, cell) => sum + cell.balance, 0);
    const loans = to.reduce((sum, cell) => sum + cell.loans, 0);
    const fromIndex = order.get(from) ?? 0;
    const sumWhere = (test: (place: string) => boolean) =>
      to.filter((cell) => test(cell.place)).reduce((sum, cell) => sum + cell.balance, 0);
    const isBucket = (place: string) => place !== CURRENT_BUCKET && place !== CLOSED_PLACE;
    return {
      month,
      start,
      end,
      from,
      loans,
      balance,
      to,
      cured:
        from === CURRENT_BUCKET
          ? null
          : shareOf(
              sumWhere((place) => place === CURRENT_BUCKET),
              balance,
            ),
      stayed: shareOf(
        sumWhere((place) => place === from),
        balance,
      ),
      rolledForward: shareOf(
        sumWhere((place) => isBucket(place) && (order.get(place) ?? 0) > fromIndex),
        balance,
      ),
      improved: shareOf(
        sumWhere((place) => isBucket(place) && (order.get(place) ?? 0) < fromIndex),
        balance,
      ),
    };
  });
}

/**
 * A loan's book on an earlier date from the ledger as it stands: the entries made by then (the replay
 * refuses one dated after its date). A reversal dated later leaves the entry it reverses in force on the
 * earlier date, as the book stood then. Null before the payout.
 */
export function bookAt(
  terms: ServicingTerms,
  entries: readonly LedgerEntry[],
  asOf: IsoDate,
): LoanBook | null {
  const payout = entries.find((entry) => entry.kind === 'PAYOUT');
  if (!payout || payout.on > asOf) return null;
  return replayLoan(
    terms,
    entries.filter((entry) => entry.on <= asOf),
    asOf,
  );
}

/** A loan's place and principal outstanding at one month end; null before its payout. */
export interface MonthEndPlace {
  place: string;
  balance: Minor;
}

/** Ledgers whose earlier books the last one's dated records give exactly: a payout and payments only. */
const READ_FROM_LAST = new Set(['PAYOUT', 'PAYMENT']);

/** Buckets from day 1 with no gap: a day past due with nothing in a bucket is then never in arrears. */
function bucketsWithoutGap(buckets: readonly DelinquencyBucket[]): boolean {
  let next = 1;
  for (const bucket of buckets) {
    if (bucket.fromDays !== next) return false;
    if (bucket.toDays === null) return true;
    next = bucket.toDays + 1;
  }
  return true;
}

/**
 * A loan's place and principal at each of `ends` (in order), as `placeOf(bookAt(…, end))` says — read in
 * one replay where that is exact. The replay walks the days in order and records what happened on each:
 * the allocations carry the day the money was put on a bill, the delinquency ranges the bucket of every
 * day. With only a payout and payments on the ledger nothing dated later changes an earlier day (no
 * reversal taking an entry back, no arrangement re-planning, no waiver without a day), so the book on an
 * earlier date is the last book's records up to that date: principal = lent − principal allocated by
 * then; bucket = the range holding the date; nothing left (principal 0, no bucket) = CLOSED. Any other
 * ledger, or buckets with a gap, is replayed at every month end. Tests check both ways agree.
 */
export function placesAt(
  terms: ServicingTerms,
  entries: readonly LedgerEntry[],
  ends: readonly IsoDate[],
): (MonthEndPlace | null)[] {
  const payout = entries.find((entry) => entry.kind === 'PAYOUT');
  const last = ends[ends.length - 1];
  if (!payout || last === undefined || last < payout.on) return ends.map(() => null);
  const exact =
    entries.every((entry) => READ_FROM_LAST.has(entry.kind)) &&
    bucketsWithoutGap(terms.buckets ?? DEFAULT_BUCKETS);
  if (!exact) {
    return ends.map((end) => {
      const book = bookAt(terms, entries, end);
      return book ? { place: placeOf(book), balance: book.principalOutstanding } : null;
    });
  }
  const book = bookAt(terms, entries, last)!;
  return ends.map((end) => {
    if (end < payout.on) return null;
    let repaid = 0;
    for (const allocation of book.allocations) {
      if (allocation.component === 'PRINCIPAL' && allocation.on <= end) repaid += allocation.amount;
    }
    const balance = book.principalLent - repaid;
    const range = book.delinquency.find((span) => span.from <= end && end <= span.to);
    return { place: range ? range.bucket : balance === 0 ? CLOSED_PLACE : CURRENT_BUCKET, balance };
  });
}
