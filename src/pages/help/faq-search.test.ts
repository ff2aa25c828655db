import { describe, expect, it } from 'vitest';
import { matchesQuery } from './faq-search';

describe('FAQ search', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesQuery(['Can I repay early?', 'Yes, at any time.'], 'REPAY early')).toBe(true);
    expect(matchesQuery(['Can I repay early?'], 'repay late')).toBe(false);
    expect(matchesQuery(['Café opening hours'], 'cafe')).toBe(true);
  });

  it('matches Chinese text as typed', () => {
    expect(matchesQuery(['可以提前还款吗？'], '提前还款')).toBe(true);
    expect(matchesQuery(['可以提前還款嗎？'], '還款')).toBe(true);
    expect(matchesQuery(['可以提前还款吗？'], '逾期')).toBe(false);
  });

  it('shows everything for an empty query', () => {
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });
});
