import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../domain/api/news';
import { groupPress } from './press-groups';

const article = (id: number, publishedAt: string): ArticleSummary => ({
  id,
  slug: `a-${id}`,
  type: 'press',
  pinned: false,
  title: `Title ${id}`,
  summary: '',
  publishedAt,
});

describe('press releases and archive', () => {
  it('puts the newest three first and groups the rest by year, newest year first', () => {
    const result = groupPress([
      article(1, '2024-03-01T09:00:00Z'),
      article(2, '2026-02-16T09:00:00Z'),
      article(3, '2025-09-15T09:00:00Z'),
      article(4, '2025-01-10T09:00:00Z'),
      article(5, '2026-01-05T09:00:00Z'),
      article(6, '2024-11-20T09:00:00Z'),
    ]);
    expect(result.latest.map((a) => a.id)).toEqual([2, 5, 3]);
    expect(result.archive.map((group) => [group.year, group.items.map((a) => a.id)])).toEqual([
      ['2025', [4]],
      ['2024', [6, 1]],
    ]);
  });
});
