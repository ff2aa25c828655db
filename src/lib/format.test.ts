import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from './format';

describe('formatting by language', () => {
  it('writes date-times as year-month-day hour:minute:second in London time', () => {
    expect(formatDateTime('2026-07-01T08:05:09Z', 'en')).toBe('2026-07-01 09:05:09');
    expect(formatDateTime('2026-01-15T23:59:59Z', 'cn')).toBe('2026-01-15 23:59:59');
    expect(formatDateTime('not a date', 'tw')).toBe('');
  });
  it('writes dates the way each reader expects', () => {
    expect(formatDate('2026-03-04T12:00:00Z', 'en')).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04T12:00:00Z', 'cn')).toBe('2026年3月4日');
  });
  it('shows money in pounds with pence, truncated when whole', () => {
    expect(formatAmount(123456789, 'en')).toBe('£1,234,567.89');
    expect(formatAmount(123456789, 'tw', true)).toBe('£1,234,567');
  });
});
