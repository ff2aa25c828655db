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

/**
 * Set on an answer the worker gives from its cache (ISO time of when the server sent it), never on a fresh
 * one: the app tells a saved copy from a fresh answer by this header (src/lib/api/api-client.ts).
 */
export const SAVED_AT_HEADER = 'x-quayside-saved-at';

/**
 * A cached answer as the worker hands it out: marked with when it was saved, which is its `Date` header
 * (the server's time of the answer; copies stored by earlier versions have it too). A copy without a date
 * cannot be shown as of any time, so it is not used.
 */
export function datedCopy(cached: Response): Response | null {
  const saved = Date.parse(cached.headers.get('date') ?? '');
  if (!Number.isFinite(saved)) return null;
  const headers = new Headers(cached.headers);
  headers.set(SAVED_AT_HEADER, new Date(saved).toISOString());
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

/** The cache key of an answer: its URL plus the language it was asked in. */
export function languageCacheKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('__lang', request.headers.get('lang') ?? 'en');
  return url.href;
}
