import type { PeriodQuery } from '../../../../domain/api/reports';
import { brandDate } from '../../../../domain/loan/brand-date';
import type { IsoDate } from '../../../../domain/loan/dates';
import { londonTimeOn } from '../../../../domain/loan/payout-deadline';
import { applicationsReport } from '../../../../domain/reports/applications';
import { LoanBookTally } from '../../../../domain/reports/loan-book';
import { payoutsReport } from '../../../../domain/reports/payouts';
import {
  addMonthsTo,
  firstDayOf,
  lastDayOf,
  monthOf,
  monthsOf,
  type YearMonth,
} from '../../../../domain/reports/periods';
import { bookAt, type Move, placesAt, placesOf, rollMonth } from '../../../../domain/reports/roll-rates';
import type { AppDeps } from '../../../app-deps';
import { getServicingSettings } from '../../config/config-service';
import { businessDateOf } from '../../servicing/servicing-front-door';
import { walkBook } from './book-walk';
import { newestDecisionsBetween, signedBetween, submittedBetween } from './reports-repository';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Months of a report: as asked, or the six months to the business date's. */
export const DEFAULT_MONTHS = 6;

function periodOf(query: PeriodQuery, businessDate: IsoDate): { from: YearMonth; to: YearMonth } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const to = monthOf(businessDate);
  return { from: addMonthsTo(to, 1 - DEFAULT_MONTHS), to };
}

/** The instants a period's months start and end at in London (submissions and signatures are instants). */
function instantsOf(from: YearMonth, to: YearMonth) {
  return { start: londonTimeOn(firstDayOf(from), 0), until: londonTimeOn(firstDayOf(addMonthsTo(to, 1)), 0) };
}

/** The loan book on the business date: every running or charged-off loan's ledger replayed to it. */
export async function loanBookOn(deps: Deps) {
  const started = performance.now();
  const asOf = await businessDateOf(deps);
  const { buckets } = await getServicingSettings(deps.db);
  const tally = new LoanBookTally(
    asOf,
    buckets.map((bucket) => bucket.code),
  );
  await walkBook(deps.db, ['DISBURSED', 'CHARGED_OFF'], ({ terms, entries }) => {
    const book = bookAt(terms, entries, asOf);
    if (book) tally.add(book);
  });
  return { ...tally.report(), tookMs: Math.round(performance.now() - started) };
}

/** Applications submitted in each month of the period, by where they stand now and why any was declined. */
export async function applicationsIn(deps: Deps, query: PeriodQuery) {
  const businessDate = await businessDateOf(deps);
  const { from, to } = periodOf(query, businessDate);
  const { start, until } = instantsOf(from, to);
  const rows = await submittedBetween(deps.db, start, until);
  const newest = new Map(
    (await newestDecisionsBetween(deps.db, start, until)).map((row) => [row.loanId, row]),
  );
  const report = applicationsReport(
    monthsOf(from, to),
    rows.map((row) => ({
      month: monthOf(brandDate(row.submittedAt)),
      status: row.status,
      decision: newest.get(row.id) ?? null,
      rejectionReasonCode: row.rejectionReasonCode,
    })),
  );
  return { from, to, businessDate, ...report };
}

/** Agreements signed in each month of the period against the payout deadline. */
export async function payoutsIn(deps: Deps, query: PeriodQuery) {
  const businessDate = await businessDateOf(deps);
  const { from, to } = periodOf(query, businessDate);
  const { start, until } = instantsOf(from, to);
  const rows = await signedBetween(deps.db, start, until);
  const report = payoutsReport(
    monthsOf(from, to),
    rows.flatMap((row) =>
      row.signedAt
        ? [{ signedAt: row.signedAt, disbursedAt: row.disbursedAt, waiting: row.status === 'SIGNED' }]
        : [],
    ),
    deps.clock.now(),
  );
  return { from, to, businessDate, ...report };
}

/**
 * Roll rates: every loan ever on the book replayed at each month end of the period and the one before it
 * (the business date for a month not yet ended; a month that has not begun is left out), its place at one
 * month end against its place at the next.
 */
export async function rollRatesIn(deps: Deps, query: PeriodQuery) {
  const started = performance.now();
  const businessDate = await businessDateOf(deps);
  const { from, to } = periodOf(query, businessDate);
  const { buckets } = await getServicingSettings(deps.db);
  const codes = buckets.map((bucket) => bucket.code);
  const months = monthsOf(from, to).filter((month) => firstDayOf(month) <= businessDate);
  const ends = [addMonthsTo(from, -1), ...months].map((month) =>
    lastDayOf(month) < businessDate ? lastDayOf(month) : businessDate,
  );
  const moves: Move[][] = months.map(() => []);
  await walkBook(deps.db, ['DISBURSED', 'CHARGED_OFF', 'SETTLED'], ({ terms, entries }) => {
    const places = placesAt(terms, entries, ends);
    for (const [index, move] of moves.entries()) {
      const before = places[index];
      const after = places[index + 1];
      if (before && after) move.push({ from: before.place, to: after.place, balance: before.balance });
    }
  });
  const rows = months.flatMap((month, index) =>
    rollMonth(month, ends[index]!, ends[index + 1]!, codes, moves[index]!),
  );
  return {
    from,
    to,
    businessDate,
    places: placesOf(codes),
    rows,
    tookMs: Math.round(performance.now() - started),
  };
}
