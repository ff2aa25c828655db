import { queryOptions } from '@tanstack/react-query';
import type { ArticleType } from '../../../domain/api/news';
import { apiRequest } from '../api/api-client';
import { contract } from '../api/contracts';
import type { Language } from '../i18n/language';
import { readOrShowSavedCopy } from './saved-copy';

// Articles come back in the language of the request, so the language is part of every key.
export const newsKeys = {
  all: ['news'] as const,
  top: (lang: Language) => ['news', 'top', lang] as const,
  list: (lang: Language, type: ArticleType, page: number, pageSize: number) =>
    ['news', 'list', lang, type, page, pageSize] as const,
  detail: (lang: Language, id: number) => ['news', 'detail', lang, id] as const,
};

const NEWS_STALE_MS = 10 * 60 * 1000;

export function topNewsQuery(lang: Language) {
  return queryOptions({
    queryKey: newsKeys.top(lang),
    queryFn: (context) =>
      readOrShowSavedCopy(context, () =>
        apiRequest('/news/top', { schema: contract('news', 'articleList'), signal: context.signal }),
      ),
    staleTime: NEWS_STALE_MS,
    // The home page reads fine without its news strip.
    meta: { silent: true },
  });
}

export function newsListQuery(lang: Language, type: ArticleType, page = 1, pageSize = 50) {
  return queryOptions({
    queryKey: newsKeys.list(lang, type, page, pageSize),
    queryFn: (context) =>
      readOrShowSavedCopy(context, () =>
        apiRequest('/news/list', {
          query: { type, page, pageSize },
          schema: contract('news', 'articlePage'),
          signal: context.signal,
        }),
      ),
    staleTime: NEWS_STALE_MS,
  });
}

export function articleQuery(lang: Language, id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(lang, id),
    queryFn: (context) =>
      readOrShowSavedCopy(context, () =>
        apiRequest(`/news/${id}/detail`, {
          schema: contract('news', 'articleDetail'),
          signal: context.signal,
        }),
      ),
    staleTime: NEWS_STALE_MS,
    // A missing article is shown on the page itself ("not found, back to the blog").
    meta: { silent: true },
  });
}
