import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarMonthsBetween,
  compareDates,
  dayOfWeek,
  daysBetween,
  fromEpochDay,
  isIsoDate,
  toEpochDay,
} from './dates';

describe('addMonths (anchored to the start day, clamped to month end)', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-01-31', 2, '2024-03-31'],
    ['2024-01-31', 3, '2024-04-30'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-15', 12, '2025-01-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-11-30', 3, '2025-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-31', 60, '2029-01-31'],
  ])('%s + %s months → %s', (start, n, expected) => {
    expect(addMonths(start, n)).toBe(expected);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2024-01-01', '2024-12-31', 365],
    ['2025-01-01', '2025-12-31', 364],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-05-15', '2024-05-05', -10],
  ])('daysBetween %s and %s → %s', (a, b, days) => {
    expect(daysBetween(a, b)).toBe(days);
    expect(addDays(a, days)).toBe(b);
  });

  it('epoch day round-trips 1970-01-01, 2000-02-29 and 2400-12-31', () => {
    expect(toEpochDay('1970-01-01')).toBe(0);
    for (const date of ['1969-12-31', '2000-02-29', '2400-12-31', '1900-03-01']) {
      expect(fromEpochDay(toEpochDay(date))).toBe(date);
    }
  });

  it('dayOfWeek 2026-12-25 is a Friday (5), 1970-01-01 a Thursday (4)', () => {
    expect(dayOfWeek('2026-12-25')).toBe(5);
    expect(dayOfWeek('1970-01-01')).toBe(4);
  });

  it('compareDates orders ISO dates', () => {
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareDates('2025-01-01', '2024-12-31')).toBe(1);
  });

  it('calendarMonthsBetween recovers n from addMonths(start, n) even when clamped', () => {
    for (let n = 0; n <= 60; n += 1)
      expect(calendarMonthsBetween('2024-01-31', addMonths('2024-01-31', n))).toBe(n);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-01', '20240101', '', 'x'])(
    'isIsoDate(%j) is false',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
      expect(() => addDays(value, 1)).toThrow(expect.objectContaining({ code: 'date.invalid' }));
    },
  );
});
