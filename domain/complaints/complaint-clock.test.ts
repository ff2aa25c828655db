import { describe, expect, it } from 'vitest';
import {
  complaintClock,
  isClockTime,
  nextDeadlineOf,
  ombudsmanReferBy,
  readClock,
  summaryAllowed,
  workingDaysBetween,
} from './complaint-clock';

describe('complaintClock: the three-business-day limit and the eight-week deadline', () => {
  it.each([
    // [received on, time, counts from, summary by, final by, why]
    ['2026-11-30', '10:00', '2026-11-30', '2026-12-03', '2027-01-25', 'Monday in hours: Thursday'],
    ['2026-11-30', '16:59', '2026-11-30', '2026-12-03', '2027-01-25', 'a minute before close of business'],
    ['2026-11-30', '17:00', '2026-12-01', '2026-12-04', '2027-01-25', 'at close of business: from Tuesday'],
    ['2026-11-30', '23:45', '2026-12-01', '2026-12-04', '2027-01-25', 'late evening: from Tuesday'],
    [
      '2026-11-28',
      '09:00',
      '2026-11-30',
      '2026-12-03',
      '2027-01-23',
      'Saturday: from Monday, 8 weeks from Saturday',
    ],
    ['2026-11-29', '12:00', '2026-11-30', '2026-12-03', '2027-01-24', 'Sunday: from Monday'],
    [
      '2026-12-04',
      '14:00',
      '2026-12-04',
      '2026-12-09',
      '2027-01-29',
      'Friday: over the weekend to Wednesday',
    ],
    [
      '2026-12-24',
      '11:00',
      '2026-12-24',
      '2026-12-31',
      '2027-02-18',
      'Christmas Eve: 25th and the 28th (Boxing Day moved) skipped',
    ],
    [
      '2026-12-24',
      '18:30',
      '2026-12-29',
      '2027-01-04',
      '2027-02-18',
      'Christmas Eve after hours: New Year’s Day skipped too',
    ],
    ['2026-12-25', '09:00', '2026-12-29', '2027-01-04', '2027-02-19', 'Christmas Day is not a business day'],
    [
      '2027-03-25',
      '16:59',
      '2027-03-25',
      '2027-04-01',
      '2027-05-20',
      'before Easter: Good Friday and Easter Monday skipped',
    ],
    [
      '2027-05-28',
      '17:30',
      '2027-06-01',
      '2027-06-04',
      '2027-07-23',
      'Friday after hours before the spring bank holiday',
    ],
  ])(
    'received %s at %s counts from %s, summary by %s, final by %s (%s)',
    (on, time, from, summaryBy, finalBy) => {
      expect(complaintClock(on, time)).toEqual({ receivedOn: on, countsFrom: from, summaryBy, finalBy });
    },
  );
});

describe('readClock: time left and overdue on the business date', () => {
  const clock = complaintClock('2026-11-30', '10:00'); // summary by Thu 3 Dec, final by 25 Jan

  it('on the day it arrived: three business days and 56 days left, the summary limit next', () => {
    expect(readClock(clock, 'ACKNOWLEDGED', '2026-11-30')).toEqual({
      summaryDaysLeft: 3,
      finalDaysLeft: 56,
      summaryPassed: false,
      finalOverdue: false,
      nextDeadline: '2026-12-03',
    });
  });

  it('on the last day of the summary window: 0 left, still allowed', () => {
    const reading = readClock(clock, 'RECEIVED', '2026-12-03');
    expect(reading.summaryDaysLeft).toBe(0);
    expect(reading.summaryPassed).toBe(false);
    expect(summaryAllowed(clock, '2026-12-03')).toBe(true);
  });

  it('the Monday after: the summary window closed one business day ago, the final deadline next', () => {
    const reading = readClock(clock, 'INVESTIGATING', '2026-12-07');
    expect(reading.summaryDaysLeft).toBe(-2);
    expect(reading.summaryPassed).toBe(true);
    expect(reading.nextDeadline).toBe('2027-01-25');
    expect(summaryAllowed(clock, '2026-12-04')).toBe(false);
  });

  it('past eight weeks unanswered: overdue by the days past', () => {
    const reading = readClock(clock, 'INVESTIGATING', '2027-01-28');
    expect(reading.finalDaysLeft).toBe(-3);
    expect(reading.finalOverdue).toBe(true);
  });

  it('answered: the clock has stopped — not overdue, no next deadline', () => {
    const reading = readClock(clock, 'ANSWERED', '2027-02-28');
    expect(reading.finalOverdue).toBe(false);
    expect(reading.nextDeadline).toBeNull();
  });

  it('sorts the register: the summary limit while ahead, then the final deadline', () => {
    expect(nextDeadlineOf(clock, '2026-12-02')).toBe('2026-12-03');
    expect(nextDeadlineOf(clock, '2026-12-04')).toBe('2027-01-25');
  });
});

describe('workingDaysBetween', () => {
  it.each([
    ['2026-11-30', '2026-11-30', 0],
    ['2026-11-27', '2026-11-30', 1], // Friday to Monday
    ['2026-12-24', '2026-12-31', 3], // over Christmas and the moved Boxing Day
    ['2026-12-31', '2026-12-24', -3],
  ])('from %s to %s is %i', (from, to, count) => {
    expect(workingDaysBetween(from, to)).toBe(count);
  });
});

describe('ombudsmanReferBy: six months after our final response', () => {
  it.each([
    ['2026-12-03', '2027-06-03'],
    ['2026-08-31', '2027-02-28'], // clamped to the month's end
  ])('answered %s → refer by %s', (answered, by) => {
    expect(ombudsmanReferBy(answered)).toBe(by);
  });
});

describe('isClockTime', () => {
  it.each([
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['9:05', false],
    ['12:60', false],
  ])('%s → %s', (value, ok) => {
    expect(isClockTime(value)).toBe(ok);
  });
});
