import { brandDate } from '../loan/brand-date';
import { payoutDeadline } from '../loan/payout-deadline';
import { monthOf, type YearMonth } from './periods';

/**
 * Payouts against their deadline (DESIGN §4, SPEC: the money arrives the next working day when signed
 * before 18:00 London; `payoutDeadline`), counted in the month the agreement was signed (brand time zone):
 * sent by the deadline, sent after it, still waiting within it or past it, and agreements withdrawn before
 * the money was sent.
 */
export const payoutOutcomes = ['ON_TIME', 'LATE', 'WAITING', 'WAITING_LATE', 'WITHDRAWN'] as const;
export type PayoutOutcome = (typeof payoutOutcomes)[number];

/** One signed agreement as the report reads it. */
export interface SignedAgreement {
  signedAt: Date;
  /** When the money was sent, or null. */
  disbursedAt: Date | null;
  /** Still SIGNED (waiting for its money), or withdrawn before it was sent. */
  waiting: boolean;
}

export function payoutOutcomeOf(agreement: SignedAgreement, now: Date): PayoutOutcome {
  const deadline = payoutDeadline(agreement.signedAt).getTime();
  if (agreement.disbursedAt) return agreement.disbursedAt.getTime() <= deadline ? 'ON_TIME' : 'LATE';
  if (!agreement.waiting) return 'WITHDRAWN';
  return now.getTime() > deadline ? 'WAITING_LATE' : 'WAITING';
}

export interface PayoutsMonth {
  month: YearMonth;
  signed: number;
  outcomes: Record<PayoutOutcome, number>;
  /** Of the payouts sent in the month's cohort, the longest any was late by, in whole hours (0 if none). */
  longestLateHours: number;
}

export interface PayoutsReport {
  months: PayoutsMonth[];
  total: PayoutsMonth;
}

const zero = (): Record<PayoutOutcome, number> =>
  Object.fromEntries(payoutOutcomes.map((outcome) => [outcome, 0])) as Record<PayoutOutcome, number>;

const HOUR = 3_600_000;

export function payoutsReport(
  months: readonly YearMonth[],
  agreements: Iterable<SignedAgreement>,
  now: Date,
): PayoutsReport {
  const byMonth = new Map<YearMonth, PayoutsMonth>(
    months.map((month) => [month, { month, signed: 0, outcomes: zero(), longestLateHours: 0 }]),
  );
  const total: PayoutsMonth = { month: 'total', signed: 0, outcomes: zero(), longestLateHours: 0 };
  for (const agreement of agreements) {
    const row = byMonth.get(monthOf(brandDate(agreement.signedAt)));
    if (!row) continue;
    const outcome = payoutOutcomeOf(agreement, now);
    const lateBy =
      outcome === 'LATE' && agreement.disbursedAt
        ? Math.ceil((agreement.disbursedAt.getTime() - payoutDeadline(agreement.signedAt).getTime()) / HOUR)
        : 0;
    for (const into of [row, total]) {
      into.signed += 1;
      into.outcomes[outcome] += 1;
      into.longestLateHours = Math.max(into.longestLateHours, lateBy);
    }
  }
  return { months: [...byMonth.values()], total };
}
