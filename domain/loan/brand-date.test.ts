import { describe, expect, it } from 'vitest';
import { BRAND_TIME_ZONE, brands } from '../brands';
import { brandDate } from './brand-date';

describe('brandDate (the calendar date in the brand time zone)', () => {
  it('is the time zone of every brand', () => {
    for (const brand of Object.values(brands)) expect(brand.timeZone).toBe(BRAND_TIME_ZONE);
  });

  it.each([
    ['2026-01-15T23:30:00Z', '2026-01-15'], // GMT: London is UTC
    ['2026-07-01T23:30:00Z', '2026-07-02'], // BST: London is an hour ahead
    ['2026-03-29T00:59:59Z', '2026-03-29'], // the night the clocks go forward
    ['2026-10-24T23:00:00Z', '2026-10-25'], // the night the clocks go back, still BST
    ['2026-10-25T23:00:00Z', '2026-10-25'], // and back on GMT
  ])('%s is %s in London', (instant, date) => {
    expect(brandDate(new Date(instant))).toBe(date);
  });
});
