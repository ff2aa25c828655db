import type { IsoDate } from '../../domain/loan/dates';

/** The brand's time zone (DESIGN §4): due dates, overdue days and "today" are dates in London. */
export const BRAND_TIME_ZONE = 'Europe/London';

const londonFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar date of an instant: 23:30 UTC on 1 July is already 2 July in London (BST). */
export function brandDate(instant: Date): IsoDate {
  const parts = Object.fromEntries(
    londonFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
