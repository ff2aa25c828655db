import { daysInMonth, type IsoDate } from '../loan/dates';

/** A calendar month as `YYYY-MM`: the unit every month-by-month report counts in. */
export type YearMonth = string;

/** The longest period a report reads: two years of months keeps an answer and its chart readable. */
export const MAX_REPORT_MONTHS = 24;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isYearMonth(value: unknown): value is YearMonth {
  if (typeof value !== 'string') return false;
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2199;
}

function parts(month: YearMonth): [number, number] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [year, number];
}

/** The month after (or `n` months after) `month`. */
export function addMonthsTo(month: YearMonth, n: number): YearMonth {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included, in order (empty when `to` is before `from`). */
export function monthsOf(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let month = from; month <= to; month = addMonthsTo(month, 1)) months.push(month);
  return months;
}

/** How many months `from..to` holds, or 0 when `to` is before `from`. */
export function monthCount(from: YearMonth, to: YearMonth): number {
  const [fromYear, fromNumber] = parts(from);
  const [toYear, toNumber] = parts(to);
  return Math.max(0, toYear * 12 + toNumber - (fromYear * 12 + fromNumber) + 1);
}

export function firstDayOf(month: YearMonth): IsoDate {
  return `${month}-01`;
}

export function lastDayOf(month: YearMonth): IsoDate {
  const [year, number] = parts(month);
  return `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`;
}

/** The month a date falls in. */
export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}
