import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoment } from './format';

describe('formatting by language', () => {
  it('writes date-times as year-month-day hour:minute:second in London time', () => {
    expect(formatDateTime('2026-07-01T08:05:09Z', 'en')).toBe('2026-07-01 09:05:09');
    expect(formatDateTime('2026-01-15T23:59:59Z', 'cn')).toBe('2026-01-15 23:59:59');
    expect(formatDateTime('not a date', 'tw')).toBe('');
  });
  it('writes dates the way each reader expects', () => {
    expect(formatDate('2026-03-04T12:00:00Z', 'en')).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04T12:00:00Z', 'cn')).toBe('2026年3月4日');
    expect(formatDate('2026-09-30T23:30:00Z', 'en')).toBe('1 Oct 2026'); // BST: already the 1st in London
    expect(formatDate('not a date', 'en')).toBe('');
  });
  it('writes the same dates as Intl (dateStyle medium, London), every 7 hours over two years', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' }),
      cn: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'Europe/London' }),
      tw: new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeZone: 'Europe/London' }),
    } as const;
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000) {
      for (const lang of ['en', 'cn', 'tw'] as const) {
        expect(formatDate(ms, lang), new Date(ms).toISOString()).toBe(intl[lang].format(ms));
      }
    }
  });
  it('shows money in pounds with pence, truncated when whole', () => {
    expect(formatAmount(123456789, 'en')).toBe('£1,234,567.89');
    expect(formatAmount(123456789, 'tw', true)).toBe('£1,234,567');
  });
});

describe("formatMoment: a moment in the reader's one date style", () => {
  it("reads as the dates beside it do, in the brand's time zone, without seconds", () => {
    expect(formatMoment('2026-11-28T15:10:51Z', 'en')).toBe('28 Nov 2026, 15:10');
    expect(formatMoment('2026-07-01T08:05:09Z', 'en')).toBe('1 Jul 2026, 09:05');
    expect(formatMoment('2026-07-01T08:05:09Z', 'cn')).toBe('2026年7月1日 09:05');
    expect(formatMoment('2026-12-31T23:30:00Z', 'tw')).toBe('2026年12月31日 23:30');
    expect(formatMoment('not a date', 'en')).toBe('');
  });
});
