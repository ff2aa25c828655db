import { describe, expect, it } from 'vitest';
import { isPublicApiRead, languageCacheKey } from './cache-rules';

const at = (path: string) => new URL(path, 'https://quayside.test');

describe('what the service worker keeps', () => {
  it('keeps public config and news reads', () => {
    expect(isPublicApiRead(at('/api/config/getValue?configCodes=LOAN_YEAR_RATE'), 'GET')).toBe('config');
    expect(isPublicApiRead(at('/api/config/brand'), 'GET')).toBe('config');
    expect(isPublicApiRead(at('/api/news/top'), 'GET')).toBe('news');
    expect(isPublicApiRead(at('/api/news/list?page=2'), 'GET')).toBe('news');
    expect(isPublicApiRead(at('/api/news/12/detail'), 'GET')).toBe('news');
  });

  it('never keeps anything personal or any write', () => {
    for (const path of [
      '/api/member/3/info',
      '/api/loan/list',
      '/api/upload/5',
      '/api/notification/unreadCount',
    ]) {
      expect(isPublicApiRead(at(path), 'GET')).toBeNull();
    }
    expect(isPublicApiRead(at('/api/news/top'), 'POST')).toBeNull();
  });

  it('keeps one copy per language', () => {
    const en = languageCacheKey(new Request('https://quayside.test/api/news/top'));
    const tw = languageCacheKey(
      new Request('https://quayside.test/api/news/top', { headers: { lang: 'tw' } }),
    );
    expect(en).toBe('https://quayside.test/api/news/top?__lang=en');
    expect(tw).toBe('https://quayside.test/api/news/top?__lang=tw');
  });
});
