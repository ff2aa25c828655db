import { z } from 'zod';
import { DomainError } from '../domain-error';
import { fromEpochDay, type IsoDate } from '../loan/dates';
import { M } from '../messages';
import { servicingErrors } from './servicing-errors';

/** A delinquency bucket: days past due from `fromDays` to `toDays` inclusive; null is "and above". */
export interface DelinquencyBucket {
  /** A stable code the screens and reports translate, e.g. `DPD_30_59`. */
  code: string;
  fromDays: number;
  toDays: number | null;
}

/** The default buckets (a setting): 1–29, 30–59, 60–89 and 90+ days past due. */
export const DEFAULT_BUCKETS: readonly DelinquencyBucket[] = Object.freeze([
  { code: 'DPD_1_29', fromDays: 1, toDays: 29 },
  { code: 'DPD_30_59', fromDays: 30, toDays: 59 },
  { code: 'DPD_60_89', fromDays: 60, toDays: 89 },
  { code: 'DPD_90_PLUS', fromDays: 90, toDays: null },
]);

const invalid = M.validationFailed;
export const delinquencyBucketsSchema = z
  .array(
    z.object({
      code: z.string(invalid).regex(/^[A-Z0-9_]{1,40}$/, invalid),
      fromDays: z.number(invalid).int(invalid).positive(invalid),
      toDays: z.number(invalid).int(invalid).positive(invalid).nullable(),
    }),
  )
  .min(1, invalid)
  .refine((buckets) => bucketsProblem(buckets) === null, invalid);

function bucketsProblem(buckets: readonly DelinquencyBucket[]): string | null {
  const codes = new Set<string>();
  let nextFrom = 1;
  for (const [index, bucket] of buckets.entries()) {
    if (codes.has(bucket.code)) return 'code';
    codes.add(bucket.code);
    if (!Number.isInteger(bucket.fromDays) || bucket.fromDays < nextFrom) return 'order';
    if (bucket.toDays === null) {
      if (index !== buckets.length - 1) return 'open';
      continue;
    }
    if (!Number.isInteger(bucket.toDays) || bucket.toDays < bucket.fromDays) return 'range';
    nextFrom = bucket.toDays + 1;
  }
  return buckets.length === 0 ? 'empty' : null;
}

/**
 * Buckets must be in ascending order, from 1 day up, not overlapping, with only the last one open-ended.
 * Gaps are allowed (a lender may not bucket the first few days), and a day in a gap has no bucket.
 */
export function validateBuckets(buckets: readonly DelinquencyBucket[]): void {
  const problem = bucketsProblem(buckets);
  if (problem) throw new DomainError(servicingErrors.buckets, { problem });
}

/** The bucket of `dpd` days past due, or null when the loan is up to date (or `dpd` falls in a gap). */
export function bucketFor(
  dpd: number,
  buckets: readonly DelinquencyBucket[] = DEFAULT_BUCKETS,
): string | null {
  if (!Number.isInteger(dpd) || dpd < 0) throw new DomainError('days.invalid', { days: dpd });
  for (const bucket of buckets) {
    if (dpd >= bucket.fromDays && (bucket.toDays === null || dpd <= bucket.toDays)) return bucket.code;
  }
  return null;
}

/** A span of business days (both ends included) the loan spent in one bucket. */
export interface DelinquencyRange {
  bucket: string;
  from: IsoDate;
  /** The last day in the bucket; `asOf` itself while the loan is still in it. */
  to: IsoDate;
}

/** The same span in epoch days, as the replay builds it. */
export interface DayRange {
  bucket: string;
  from: number;
  to: number;
}

/**
 * Adds the days `fromDay..toDay`, on which the oldest unpaid bill fell due on `oldestDueDay`, to `ranges`:
 * on day d the loan is d − oldestDueDay days past due, so its bucket changes only where that crosses a
 * bucket's bounds. A range that continues the previous one (same bucket, next day) extends it, so a loan
 * that catches up partly but stays in its bucket keeps one range.
 */
export function addDelinquentDays(
  ranges: DayRange[],
  fromDay: number,
  toDay: number,
  oldestDueDay: number,
  buckets: readonly DelinquencyBucket[],
): void {
  for (const bucket of buckets) {
    const start = Math.max(fromDay, oldestDueDay + bucket.fromDays);
    const end = bucket.toDays === null ? toDay : Math.min(toDay, oldestDueDay + bucket.toDays);
    if (start > end) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.bucket === bucket.code && last.to + 1 === start) last.to = end;
    else ranges.push({ bucket: bucket.code, from: start, to: end });
  }
}

/**
 * Records the days `fromDay..toDay` at a standing `dpd` days past due: the pause of an arrangement, when the
 * days past due the loan had when it began neither grow nor go (decision 103).
 */
export function addPausedDays(
  ranges: DayRange[],
  fromDay: number,
  toDay: number,
  dpd: number,
  buckets: readonly DelinquencyBucket[],
): void {
  const code = bucketFor(dpd, buckets);
  if (code === null || fromDay > toDay) return;
  const last = ranges[ranges.length - 1];
  if (last && last.bucket === code && last.to + 1 === fromDay) last.to = toDay;
  else ranges.push({ bucket: code, from: fromDay, to: toDay });
}

export function toDelinquencyRanges(ranges: readonly DayRange[]): DelinquencyRange[] {
  return ranges.map((range) => ({
    bucket: range.bucket,
    from: fromEpochDay(range.from),
    to: fromEpochDay(range.to),
  }));
}
