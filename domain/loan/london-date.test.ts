import { describe, expect, it } from 'vitest';
import { BRAND_TIME_ZONE } from '../brands';
import { brandDate } from './brand-date';
import { londonDateOf } from './london-date';

describe('londonDateOf', () => {
  it('is for the brand time zone', () => {
    expect(BRAND_TIME_ZONE).toBe('Europe/London');
  });

  it('agrees with the platform time-zone data around every midnight and 01:00 GMT from 2024 to 2027', () => {
    const disagreements: string[] = [];
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      // The hours either side of London's midnight (23:00 or 00:00 GMT) and of the clock change (01:00 GMT).
      for (const hour of [-2, -1, 0, 1, 2]) {
        const at = new Date(day + hour * 3_600_000 + 1_800_000);
        if (londonDateOf(at) !== brandDate(at)) disagreements.push(at.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    // Clocks go forward at 01:00 GMT on 31 March 2024: 23:30 GMT the night before is still the 30th.
    ['2024-03-30T23:30:00Z', '2024-03-30'],
    // The first BST midnight: 23:00 GMT on that Sunday is already the Monday.
    ['2024-03-31T22:59:59Z', '2024-03-31'],
    ['2024-03-31T23:00:00Z', '2024-04-01'],
    // 23:30 GMT on 1 July is 00:30 BST on 2 July.
    ['2024-07-01T23:30:00Z', '2024-07-02'],
    ['2024-07-01T22:59:59Z', '2024-07-01'],
    // Clocks go back at 01:00 GMT on 27 October 2024; 23:30 GMT that night is the 27th in London.
    ['2024-10-27T00:59:59Z', '2024-10-27'],
    ['2024-10-27T01:00:00Z', '2024-10-27'],
    ['2024-10-27T23:30:00Z', '2024-10-27'],
    ['2024-10-26T23:30:00Z', '2024-10-27'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('%s is %s in London', (instant, date) => {
    expect(londonDateOf(new Date(instant))).toBe(date);
    expect(brandDate(new Date(instant))).toBe(date);
  });
});
