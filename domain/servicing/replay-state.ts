import { fromEpochDay, type IsoDate } from '../loan/dates';
import type { CreditPool } from './allocation';
import type {
  Allocation,
  ArrangementRecord,
  ArrearsStep,
  BookTotals,
  ChargeOffRecord,
  PrepaymentRecord,
} from './book';
import type { DayRange } from './buckets';
import type { dailyOverdueRate, LiveBill } from './overdue-accrual';
import type { ResolvedTerms } from './servicing-terms';

// The replay's working state (replay.ts), shared with the steps kept in files of their own.

/** The arrangement in force as the replay runs (the latest one), beside the record the book returns. */
export interface LiveArrangement {
  record: ArrangementRecord;
  startDay: number;
  windowEndDay: number;
  brokenDay: number | null;
}

/**
 * The replay's working state. Kept in one object so the steps below are small functions of it; nothing of
 * it outlives a call of `replayLoan`.
 */
export interface Replay {
  terms: ResolvedTerms;
  daily: ReturnType<typeof dailyOverdueRate>;
  bills: LiveBill[];
  pool: CreditPool;
  allocations: Allocation[];
  prepayments: PrepaymentRecord[];
  arrangements: LiveArrangement[];
  /** Days past due added for an arrangement's pause on the last day recorded. */
  pausedNow: number;
  /** Days the replay must visit that an arrangement's new bills brought (their due dates and the day after). */
  addedDays: number[];
  payoutOn: IsoDate;
  chargeOff: { day: number; record: ChargeOffRecord } | null;
  totals: BookTotals;
  ranges: DayRange[];
  steps: ArrearsStep[];
  /** The due day of the oldest bill left unpaid, as of the last day recorded. */
  oldestUnpaidDay: number | null;
  /** Bills before this index are paid; they stay paid, so each day's scan starts here. */
  firstOpen: number;
  /** How many bills fell due before the last day recorded. */
  fallen: number;
  /**
   * The day overdue interest is counted to: the replay day, or the charge-off day once there is one.
   * Overdue interest is brought up to it only when a bill is read or changed: what is unpaid is constant
   * in between, so one span of n days adds exactly what n spans of a day would.
   */
  accrualDay: number;
  bringUp: (bill: LiveBill) => void;
  dates: Map<number, IsoDate>;
}

export function dateOf(replay: Replay, day: number): IsoDate {
  let date = replay.dates.get(day);
  if (date === undefined) {
    date = fromEpochDay(day);
    replay.dates.set(day, date);
  }
  return date;
}
