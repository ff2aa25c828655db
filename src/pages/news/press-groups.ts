import type { ArticleSummary } from '../../../domain/api/news';

/** Newest first; the latest few are "press releases", the rest the archive grouped by year. */
export function groupPress(articles: readonly ArticleSummary[], latestCount = 3) {
  const sorted = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const latest = sorted.slice(0, latestCount);
  const years = new Map<string, ArticleSummary[]>();
  for (const article of sorted.slice(latestCount)) {
    const year = article.publishedAt.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), article]);
  }
  return { latest, archive: [...years.entries()].map(([year, items]) => ({ year, items })) };
}
