/** The one cache of API answers. It only ever holds public, non-personal answers (DESIGN §6). */
export const PUBLIC_API_CACHE = 'quayside-public-api';

/**
 * Which public GET answers the worker may keep: the allow-listed config values and the brand, and the
 * news. Anything that needs a session (profile, loans, bills, pictures) is never cached.
 */
export function isPublicApiRead(url: URL, method: string): 'config' | 'news' | null {
  if (method !== 'GET') return null;
  if (url.pathname === '/api/config/getValue' || url.pathname === '/api/config/brand') return 'config';
  if (/^\/api\/news\/(top|list|\d+\/detail)$/.test(url.pathname)) return 'news';
  return null;
}

/** The cache key of an answer: its URL plus the language it was asked in. */
export function languageCacheKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('__lang', request.headers.get('lang') ?? 'en');
  return url.href;
}
