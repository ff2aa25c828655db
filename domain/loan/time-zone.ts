import type { IsoDate } from './dates';

/**
 * The calendar date and wall-clock hour of an instant in a time zone, from the platform's time-zone data
 * (Intl), so summer time follows the zone's rules as the platform knows them rather than a copy of them.
 *
 * One DateTimeFormat per zone, made on first use and kept: making one costs milliseconds (the first in a
 * process or page far more, as it loads the locale and zone data), reading an instant with it microseconds.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-GB with numeric parts: digits are ASCII and the hour runs 0–23 whatever the default locale.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  date: IsoDate;
  hour: number;
}

/** The date and hour on a wall clock in `timeZone` at an instant, read from one formatting. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  let year = '';
  let month = '';
  let day = '';
  let hour = '';
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = part.value;
  }
  return { date: `${year}-${month}-${day}`, hour: Number(hour) };
}

/** The calendar date in `timeZone` at an instant: 23:30 UTC on 1 July is 2 July in London (BST). */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  return wallClockOf(instant, timeZone).date;
}
