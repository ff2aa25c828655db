import { describe, expect, it } from 'vitest';
import { datePartsOf, emptyDate, isoOfDateParts } from './date-parts';

describe('date parts', () => {
  it.each([
    ['1990-04-07', { day: '7', month: '4', year: '1990' }],
    ['2026-12-31', { day: '31', month: '12', year: '2026' }],
    ['', emptyDate],
    [null, emptyDate],
    ['7/4/1990', emptyDate],
  ])('%j → %j', (iso, parts) => {
    expect(datePartsOf(iso)).toEqual(parts);
  });

  it.each([
    [{ day: '7', month: '4', year: '1990' }, '1990-04-07'],
    [{ day: ' 31 ', month: '2', year: '2026' }, '2026-02-31'],
    [{ day: '', month: '4', year: '1990' }, ''],
    [{ day: '7', month: '', year: '1990' }, ''],
    [{ day: '7', month: '4', year: '90' }, ''],
  ])('%j → %j', (parts, iso) => {
    expect(isoOfDateParts(parts)).toBe(iso);
  });
});
