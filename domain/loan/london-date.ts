import type { IsoDate } from './dates';

/**
 * The calendar date in London at an instant, without Intl, for the app. Everywhere else dates come from
 * the platform's time-zone data (`brand-date.ts`, `time-zone.ts`), but the first DateTimeFormat a page
 * makes loads ICU's locale and zone data (200–470 ms in Chromium at 4× CPU slowdown on a busy two-core
 * machine, 2026-11-27; this takes microseconds), and the calculator and the news on /home need today's
 * date on its first paint, where the app keeps clear of Intl (as `src/lib/i18n/format.ts` and
 * `src/lib/i18n/region-name.ts` do). UK civil time is GMT, and BST (GMT+1) from 01:00 GMT on the last
 * Sunday of March to 01:00 GMT on the last Sunday of October (Summer Time Order 2002). Its test pins it
 * against the platform's data for the brand time zone, and fails if that zone is ever other than London.
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
