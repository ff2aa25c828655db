import type { IsoDate } from './dates';

/**
 * The calendar date in London at an instant, without Intl: a `DateTimeFormat` with a time zone loads the
 * zone data the first time it is made, which costs a phone tens of milliseconds on the first paint of the
 * calculator. UK civil time is GMT, and BST (GMT+1) from 01:00 GMT on the last Sunday of March to 01:00 GMT
 * on the last Sunday of October (Summer Time Order 2002); pinned against Intl hour by hour over four years.
 */
export function londonDateOf(instant: Date): IsoDate {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const inSummerTime = ms >= lastSundayAt1Gmt(year, 2) && ms < lastSundayAt1Gmt(year, 9);
  const local = new Date(ms + (inSummerTime ? 3_600_000 : 0));
  return local.toISOString().slice(0, 10);
}

/** 01:00 GMT on the last Sunday of a month (0-based), in ms since the epoch. */
function lastSundayAt1Gmt(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}
