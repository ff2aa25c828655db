import { DomainError } from '../domain-error';

/**
 * A calendar date `YYYY-MM-DD` with no time and no zone. The caller decides which day "today" is in the
 * brand's time zone; the maths here never reads a clock or a Date, so it cannot drift with the host zone.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CivilDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

export function parseIsoDate(date: IsoDate): CivilDate {
  if (!isIsoDate(date)) throw new DomainError('date.invalid', { date: String(date) });
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function formatIsoDate({ year, month, day }: CivilDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's days_from_civil), so day counts are
// exact integers with no dependence on Date or time zones.
export function toEpochDay(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromEpochDay(epochDay: number): IsoDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate({ year, month, day });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toEpochDay(b) - toEpochDay(a);
}

export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const difference = daysBetween(b, a);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/**
 * The date `n` months after `start`, always anchored to the start's day and clamped to the month's end:
 * from 31 Jan the dates run 28/29 Feb, 31 Mar, 30 Apr — never 28 Mar, because each due date is computed
 * from the start rather than from the previous due date.
 */
export function addMonths(start: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new DomainError('date.invalid', { months: n });
  const { year, month, day } = parseIsoDate(start);
  const monthIndex = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/**
 * Calendar-month steps from `a` to `b`, ignoring the day of the month. Exact for any `b = addMonths(a, n)`,
 * which is how every due date is made, so it recovers a line's time in months for the APR equation.
 */
export function calendarMonthsBetween(a: IsoDate, b: IsoDate): number {
  const from = parseIsoDate(a);
  const to = parseIsoDate(b);
  return (to.year - from.year) * 12 + (to.month - from.month);
}
