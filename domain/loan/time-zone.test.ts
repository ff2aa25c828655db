import { describe, expect, it } from 'vitest';
import { dateInZone, wallClockOf } from './time-zone';

const hourInZone = (instant: Date, timeZone: string) => wallClockOf(instant, timeZone).hour;

const LONDON = 'Europe/London';

/**
 * UK civil time as the Summer Time Order 2002 writes it: GMT, and BST (GMT+1) from 01:00 GMT on the last
 * Sunday of March to 01:00 GMT on the last Sunday of October. The platform's zone data must agree with it.
 */
function londonByTheOrder(instant: Date): string {
  const lastSundayAt1Gmt = (year: number, month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
  };
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = ms >= lastSundayAt1Gmt(year, 2) && ms < lastSundayAt1Gmt(year, 9);
  return new Date(ms + (summer ? 3_600_000 : 0)).toISOString().slice(0, 13);
}

describe('dateInZone and wallClockOf', () => {
  it('agree with the Summer Time Order in London around every midnight and 01:00 GMT from 2024 to 2027', () => {
    const disagreements: string[] = [];
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      // The hours either side of London's midnight (23:00 or 00:00 GMT) and of the clock change (01:00 GMT).
      for (const hour of [-2, -1, 0, 1, 2]) {
        const at = new Date(day + hour * 3_600_000);
        const wallHour = String(hourInZone(at, LONDON)).padStart(2, '0');
        if (`${dateInZone(at, LONDON)}T${wallHour}` !== londonByTheOrder(at))
          disagreements.push(at.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    // Clocks go forward at 01:00 GMT on Sunday 29 March 2026: 00:59 GMT is 00:59 GMT, 01:00 GMT is 02:00 BST.
    ['2026-03-28T23:59:59Z', '2026-03-28', 23],
    ['2026-03-29T00:59:59Z', '2026-03-29', 0],
    ['2026-03-29T01:00:00Z', '2026-03-29', 2],
    // The first BST midnight: 23:00 GMT that Sunday is already Monday in London.
    ['2026-03-29T22:59:59Z', '2026-03-29', 23],
    ['2026-03-29T23:00:00Z', '2026-03-30', 0],
    // Clocks go back at 01:00 GMT on Sunday 25 October 2026: 00:59 GMT is 01:59 BST, 01:00 GMT is 01:00 GMT.
    ['2026-10-24T22:59:59Z', '2026-10-24', 23],
    ['2026-10-24T23:00:00Z', '2026-10-25', 0],
    ['2026-10-25T00:59:59Z', '2026-10-25', 1],
    ['2026-10-25T01:00:00Z', '2026-10-25', 1],
    // Back on GMT: 23:00 GMT that Sunday is still the 25th.
    ['2026-10-25T23:59:59Z', '2026-10-25', 23],
    ['2026-10-26T00:00:00Z', '2026-10-26', 0],
    // Mid-summer and the turn of a year.
    ['2026-07-01T23:30:00Z', '2026-07-02', 0],
    ['2026-12-31T23:59:59Z', '2026-12-31', 23],
  ])('%s is %s at hour %i in London', (instant, date, hour) => {
    expect(dateInZone(new Date(instant), LONDON)).toBe(date);
    expect(hourInZone(new Date(instant), LONDON)).toBe(hour);
  });

  it('reads the zone it is given, not only London', () => {
    const at = new Date('2026-07-01T23:30:00Z');
    expect(dateInZone(at, 'UTC')).toBe('2026-07-01');
    expect(dateInZone(at, 'Asia/Shanghai')).toBe('2026-07-02');
    expect(hourInZone(at, 'America/New_York')).toBe(19);
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => dateInZone(new Date(), 'Europe/Atlantis')).toThrow(RangeError);
  });
});
