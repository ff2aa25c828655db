import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, englandAndWalesBankHolidays, isWorkingDay } from './working-days';

describe('englandAndWalesBankHolidays', () => {
  // Published by gov.uk/bank-holidays.
  it.each([
    [
      2020,
      [
        '2020-01-01',
        '2020-04-10',
        '2020-04-13',
        '2020-05-08',
        '2020-05-25',
        '2020-08-31',
        '2020-12-25',
        '2020-12-28',
      ],
    ],
    [
      2021,
      [
        '2021-01-01',
        '2021-04-02',
        '2021-04-05',
        '2021-05-03',
        '2021-05-31',
        '2021-08-30',
        '2021-12-27',
        '2021-12-28',
      ],
    ],
    [
      2022,
      [
        '2022-01-03',
        '2022-04-15',
        '2022-04-18',
        '2022-05-02',
        '2022-06-02',
        '2022-06-03',
        '2022-08-29',
        '2022-09-19',
        '2022-12-26',
        '2022-12-27',
      ],
    ],
    [
      2023,
      [
        '2023-01-02',
        '2023-04-07',
        '2023-04-10',
        '2023-05-01',
        '2023-05-08',
        '2023-05-29',
        '2023-08-28',
        '2023-12-25',
        '2023-12-26',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-04',
        '2026-05-25',
        '2026-08-31',
        '2026-12-25',
        '2026-12-28',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
        '2027-12-27',
        '2027-12-28',
      ],
    ],
  ])('%s', (year, holidays) => {
    expect(englandAndWalesBankHolidays(year)).toEqual(holidays);
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %s is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('working days', () => {
  it.each([
    ['2026-12-24', 1, '2026-12-29'], // 25 Fri Christmas, 26–27 weekend, 28 Boxing Day substitute
    ['2026-12-24', 0, '2026-12-24'],
    ['2027-03-25', 1, '2027-03-30'], // Good Friday 26 Mar, Easter Monday 29 Mar
    ['2026-03-06', 5, '2026-03-13'],
    ['2026-12-29', -1, '2026-12-24'],
    ['2022-06-01', 1, '2022-06-06'], // Platinum Jubilee Thu 2 + Fri 3 June
  ])('%s + %s working days → %s', (date, n, expected) => {
    expect(addWorkingDays(date, n)).toBe(expected);
  });

  it('weekends and holidays are not working days', () => {
    expect(isWorkingDay('2026-12-26')).toBe(false);
    expect(isWorkingDay('2027-03-26')).toBe(false);
    expect(isWorkingDay('2027-03-29')).toBe(false);
    expect(isWorkingDay('2027-03-30')).toBe(true);
  });
});
