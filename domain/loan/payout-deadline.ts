import { BRAND_TIME_ZONE } from '../brands';
import { DomainError } from '../domain-error';
import { brandDate } from './brand-date';
import type { IsoDate } from './dates';
import { wallClockOf } from './time-zone';
import { addWorkingDays, isWorkingDay } from './working-days';

/** Our copy's promise: signed before 18:00 on a working day, the money arrives the next working day. */
export const PAYOUT_CUT_OFF_HOUR = 18;

/** The instant a London wall-clock hour falls on a date: 17:00 or 18:00 GMT for 18:00, by the season. */
export function londonTimeOn(date: IsoDate, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour - offsetHours));
    const clock = wallClockOf(candidate, BRAND_TIME_ZONE);
    if (clock.hour === hour && clock.date === date) return candidate;
  }
  throw new DomainError('date.invalid', { date });
}

/**
 * When the money of a loan signed at `signedAt` must have arrived: 18:00 London on the next working day
 * when signed before 18:00 on a working day; otherwise the signature counts from the next working day, so
 * the money is due a working day later.
 */
export function payoutDeadline(signedAt: Date): Date {
  const day = brandDate(signedAt);
  const beforeCutOff =
    isWorkingDay(day) && signedAt.getTime() < londonTimeOn(day, PAYOUT_CUT_OFF_HOUR).getTime();
  return londonTimeOn(addWorkingDays(day, beforeCutOff ? 1 : 2), PAYOUT_CUT_OFF_HOUR);
}
