import { addDays, addMonths, compareDates, daysBetween, type IsoDate } from '../loan/dates';
import { addWorkingDays, isWorkingDay } from '../loan/working-days';
import type { ComplaintStatus } from './complaint-codes';

/**
 * The clock of a complaint (FCA DISP 1.5 and 1.6, decision 108). Pure: the caller passes the business date.
 *
 * - A complaint that arrives on a day that is not a business day, or after close of business, counts as
 *   received on the next business day for the business-day limit (DISP allows it to be treated so).
 * - Summary resolution: by close of business on the third business day after the day it counts from.
 * - Final response: by the end of eight weeks (56 days) after the calendar day it arrived — counted from
 *   the real day, never the moved one, so an after-hours complaint is never given an extra day.
 * - The complainant may refer to the Financial Ombudsman Service within six months of our final response.
 */

/** Close of business in the brand's time zone: a complaint from this minute counts from the next business day. */
export const CLOSE_OF_BUSINESS = '17:00';
export const SUMMARY_BUSINESS_DAYS = 3;
export const FINAL_RESPONSE_DAYS = 56;
export const OMBUDSMAN_MONTHS = 6;

export interface ComplaintClock {
  /** The calendar day it reached us (brand time zone). */
  receivedOn: IsoDate;
  /** The business day the three-business-day limit counts from. */
  countsFrom: IsoDate;
  /** The last business day a summary resolution communication may settle it (by close of business). */
  summaryBy: IsoDate;
  /** The last day for our final response. */
  finalBy: IsoDate;
}

/** `receivedTime` is the wall-clock time "HH:MM" in the brand's time zone. */
export function complaintClock(receivedOn: IsoDate, receivedTime: string): ComplaintClock {
  const inHours = isWorkingDay(receivedOn) && receivedTime < CLOSE_OF_BUSINESS;
  const countsFrom = inHours ? receivedOn : addWorkingDays(receivedOn, 1);
  return {
    receivedOn,
    countsFrom,
    summaryBy: addWorkingDays(countsFrom, SUMMARY_BUSINESS_DAYS),
    finalBy: addDays(receivedOn, FINAL_RESPONSE_DAYS),
  };
}

/** Business days from `from` (not counted) to `to` (counted); negative when `to` is before `from`. */
export function workingDaysBetween(from: IsoDate, to: IsoDate): number {
  const order = compareDates(from, to);
  if (order === 0) return 0;
  const [start, end, sign] = order < 0 ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let day = addDays(start, 1); compareDates(day, end) <= 0; day = addDays(day, 1)) {
    if (isWorkingDay(day)) count += 1;
  }
  return sign * count;
}

export interface ClockReading {
  /** Business days left to settle by summary resolution (0 = today is the last day); negative: past it. */
  summaryDaysLeft: number;
  /** Calendar days left for the final response (0 = today is the last day); negative: overdue by that many. */
  finalDaysLeft: number;
  /** The summary window has closed without an answer: only a final response can answer it now. */
  summaryPassed: boolean;
  /** Eight weeks have passed without an answer: overdue, and the complainant may go to the ombudsman. */
  finalOverdue: boolean;
  /** The deadline that matters next, for sorting the register: none once answered. */
  nextDeadline: IsoDate | null;
}

/** How the clock stands on `businessDate` for a complaint in `status`. */
export function readClock(
  clock: ComplaintClock,
  status: ComplaintStatus,
  businessDate: IsoDate,
): ClockReading {
  const summaryDaysLeft = workingDaysBetween(businessDate, clock.summaryBy);
  const finalDaysLeft = daysBetween(businessDate, clock.finalBy);
  const open = status === 'RECEIVED' || status === 'ACKNOWLEDGED' || status === 'INVESTIGATING';
  const summaryPassed = compareDates(businessDate, clock.summaryBy) > 0;
  return {
    summaryDaysLeft,
    finalDaysLeft,
    summaryPassed,
    finalOverdue: open && finalDaysLeft < 0,
    nextDeadline: open ? nextDeadlineOf(clock, businessDate) : null,
  };
}

/** The summary limit while it is still ahead, then the final response deadline. */
export function nextDeadlineOf(clock: ComplaintClock, businessDate: IsoDate): IsoDate {
  return compareDates(businessDate, clock.summaryBy) <= 0 ? clock.summaryBy : clock.finalBy;
}

/** A summary resolution may still settle it: on or before the third business day. */
export function summaryAllowed(clock: ComplaintClock, businessDate: IsoDate): boolean {
  return compareDates(businessDate, clock.summaryBy) <= 0;
}

/** The last day to refer the complaint to the Financial Ombudsman Service, six months after our answer. */
export function ombudsmanReferBy(answeredOn: IsoDate): IsoDate {
  return addMonths(answeredOn, OMBUDSMAN_MONTHS);
}

/** "HH:MM" on the 24-hour clock. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
