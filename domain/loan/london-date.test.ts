import { describe, expect, it } from 'vitest';
import { londonDateOf } from './london-date';

const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

describe('londonDateOf', () => {
  it('agrees with the time-zone database every hour from 2024 to 2027', () => {
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    const disagreements: string[] = [];
    for (let ms = start; ms < end; ms += 3_600_000) {
      const at = new Date(ms);
      if (londonDateOf(at) !== intl.format(at)) disagreements.push(at.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    // Clocks go forward at 01:00 GMT on 31 March 2024: 23:30 GMT the night before is still the 30th.
    ['2024-03-30T23:30:00Z', '2024-03-30'],
    // 23:30 GMT on 1 July is 00:30 BST on 2 July.
    ['2024-07-01T23:30:00Z', '2024-07-02'],
    ['2024-07-01T22:59:59Z', '2024-07-01'],
    // Clocks go back at 01:00 GMT on 27 October 2024; 23:30 GMT that night is the 27th in London.
    ['2024-10-27T23:30:00Z', '2024-10-27'],
    ['2024-10-26T23:30:00Z', '2024-10-27'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('%s is %s in London', (instant, date) => {
    expect(londonDateOf(new Date(instant))).toBe(date);
    expect(intl.format(new Date(instant))).toBe(date);
  });
});
