import { DomainError } from '../domain-error';
import { addDays, dayOfWeek, daysInMonth, formatIsoDate, type IsoDate, parseIsoDate } from './dates';

/**
 * England & Wales bank holidays by the rules in force since 1978 (when the early-May holiday began), plus
 * the one-off moves and extra days announced by proclamation. Future one-offs cannot be computed: add
 * them to the table below when they are announced (gov.uk/bank-holidays).
 */
const movedHolidays: Record<number, { earlyMay?: IsoDate; spring?: IsoDate }> = {
  1995: { earlyMay: '1995-05-08' }, // VE Day 50th anniversary
  2002: { spring: '2002-06-04' }, // Golden Jubilee
  2012: { spring: '2012-06-04' }, // Diamond Jubilee
  2020: { earlyMay: '2020-05-08' }, // VE Day 75th anniversary
  2022: { spring: '2022-06-02' }, // Platinum Jubilee
};

const extraHolidays: readonly IsoDate[] = [
  '1999-12-31', // Millennium
  '2002-06-03', // Golden Jubilee
  '2011-04-29', // Royal wedding
  '2012-06-05', // Diamond Jubilee
  '2022-06-03', // Platinum Jubilee
  '2022-09-19', // State funeral of Queen Elizabeth II
  '2023-05-08', // Coronation of King Charles III
];

const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

function isWeekend(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

function firstMonday(year: number, month: number): IsoDate {
  const first = formatIsoDate({ year, month, day: 1 });
  return addDays(first, (MONDAY - dayOfWeek(first) + 7) % 7);
}

function lastMonday(year: number, month: number): IsoDate {
  const last = formatIsoDate({ year, month, day: daysInMonth(year, month) });
  return addDays(last, -((dayOfWeek(last) - MONDAY + 7) % 7));
}

/**
 * Fixed-date holidays that fall on a weekend move to the next weekday not already a holiday. Weekday
 * holidays are placed first so that, with Christmas on a Sunday, Boxing Day keeps Monday 26 and
 * Christmas moves to Tuesday 27 (as in 2022).
 */
function withSubstitutes(dates: readonly IsoDate[]): IsoDate[] {
  const taken = dates.filter((date) => !isWeekend(date));
  for (const date of dates) {
    if (!isWeekend(date)) continue;
    let substitute = addDays(date, 1);
    while (isWeekend(substitute) || taken.includes(substitute)) substitute = addDays(substitute, 1);
    taken.push(substitute);
  }
  return taken;
}

const holidaysByYear = new Map<number, readonly IsoDate[]>();

/** The year's England & Wales bank holidays, sorted. */
export function englandAndWalesBankHolidays(year: number): readonly IsoDate[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new DomainError('date.invalid', { year });
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const moved = movedHolidays[year] ?? {};
  const holidays = [
    ...withSubstitutes([formatIsoDate({ year, month: 1, day: 1 })]),
    addDays(easter, -2),
    addDays(easter, 1),
    moved.earlyMay ?? firstMonday(year, 5),
    moved.spring ?? lastMonday(year, 5),
    lastMonday(year, 8),
    ...withSubstitutes([
      formatIsoDate({ year, month: 12, day: 25 }),
      formatIsoDate({ year, month: 12, day: 26 }),
    ]),
    ...extraHolidays.filter((date) => date.startsWith(`${year}-`)),
  ].sort();
  holidaysByYear.set(year, holidays);
  return holidays;
}

export function isBankHoliday(date: IsoDate): boolean {
  return englandAndWalesBankHolidays(parseIsoDate(date).year).includes(date);
}

export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isBankHoliday(date);
}

/**
 * The date `n` working days after `date` (before it when `n` is negative). The start day itself never
 * counts, so Thursday 24 Dec 2026 + 1 is Tuesday 29 Dec; `n = 0` returns `date` unchanged.
 */
export function addWorkingDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new DomainError('date.invalid', { workingDays: n });
  const step = n < 0 ? -1 : 1;
  let remaining = Math.abs(n);
  let current = date;
  parseIsoDate(current);
  while (remaining > 0) {
    current = addDays(current, step);
    if (isWorkingDay(current)) remaining -= 1;
  }
  return current;
}
