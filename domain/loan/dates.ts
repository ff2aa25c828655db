import { DomainError } from '../domain-error';

/**
 * A calendar date `YYYY-MM-DD` with no time and no zone. The caller decides which day "today" is in the
 * brand's time zone; the maths here never reads a clock or a Date, so it cannot drift with the host zone.
 */
export type IsoDate = string;

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
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// The decimal value of the ASCII digits text[from..to), or -1 when any is not one. Dates are read a
// character at a time rather than by a regular expression: a 60-month schedule reads and writes a date per
// line, and the loan maths has a budget of microseconds (bench/loan-maths.ts).
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const HYPHEN = 45;

/** The parts of a real calendar date written exactly `YYYY-MM-DD`, or null. */
function civilOf(value: unknown): CivilDate | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  if (value.charCodeAt(4) !== HYPHEN || value.charCodeAt(7) !== HYPHEN) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return civilOf(value) !== null;
}

export function parseIsoDate(date: IsoDate): CivilDate {
  const civil = civilOf(date);
  if (!civil) throw new DomainError('date.invalid', { date: String(date) });
  return civil;
}

// Numbers turned into text once: a schedule writes a date per line.
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const twoDigits = (value: number) => TWO_DIGITS[value] ?? String(value).padStart(2, '0');
const YEARS: (string | undefined)[] = [];
function fourDigits(year: number): string {
  if (!(year >= 0 && year <= 9999 && Number.isInteger(year))) return String(year).padStart(4, '0');
  let text = YEARS[year];
  if (text === undefined) {
    text = String(year).padStart(4, '0');
    YEARS[year] = text;
  }
  return text;
}

export function formatIsoDate({ year, month, day }: CivilDate): IsoDate {
  return formatParts(year, month, day);
}

function formatParts(year: number, month: number, day: number): IsoDate {
  return `${fourDigits(year)}-${twoDigits(month)}-${twoDigits(day)}`;
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
  return addMonthsTo(parseIsoDate(start), n);
}

/** `addMonths` from a date already parsed: a schedule parses its start once, not once per line. */
export function addMonthsTo({ year, month, day }: CivilDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new DomainError('date.invalid', { months: n });
  const monthIndex = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return formatParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

// Every quote of a day starts on that day, so its due dates are the same list: written once per start date
// (bounded; emptied if it ever grows past its bound). The lists are frozen, so they can be shared.
const dueDateLists = new Map<IsoDate, readonly IsoDate[]>();
const DUE_DATE_LISTS_KEPT = 400;

/** `addMonths(start, 1)` … `addMonths(start, count)`, in order. */
export function monthlyDueDates(start: IsoDate, count: number): readonly IsoDate[] {
  const known = dueDateLists.get(start);
  if (known && known.length >= count) return known;
  const from = parseIsoDate(start);
  const dates: IsoDate[] = [];
  for (let n = 1; n <= Math.max(count, known?.length ?? 0); n += 1) dates.push(addMonthsTo(from, n));
  if (dueDateLists.size >= DUE_DATE_LISTS_KEPT) dueDateLists.clear();
  const frozen = Object.freeze(dates);
  dueDateLists.set(start, frozen);
  return frozen;
}

/**
 * Calendar-month steps from `a` to `b`, ignoring the day of the month. Exact for any `b = addMonths(a, n)`,
 * which is how every due date is made, so it recovers a line's time in months for the APR equation.
 */
export function calendarMonthsBetween(a: IsoDate, b: IsoDate): number {
  return calendarMonthsFrom(parseIsoDate(a), b);
}

/** `calendarMonthsBetween` from a date already parsed (an APR reads every line against one start). */
export function calendarMonthsFrom(from: CivilDate, b: IsoDate): number {
  const to = parseIsoDate(b);
  return (to.year - from.year) * 12 + (to.month - from.month);
}
