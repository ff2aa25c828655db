import { describe, expect, it } from 'vitest';
import { datedCopy, isPublicApiRead, languageCacheKey, SAVED_AT_HEADER } from './cache-rules';

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

describe('a copy the worker hands out', () => {
  it('is marked with when the server sent it, its body and headers kept', async () => {
    const cached = new Response('{"code":"0","msg":"ok","data":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json', date: 'Fri, 20 Nov 2026 08:30:00 GMT' },
    });
    const copy = datedCopy(cached);
    expect(copy?.status).toBe(200);
    expect(copy?.headers.get(SAVED_AT_HEADER)).toBe('2026-11-20T08:30:00.000Z');
    expect(copy?.headers.get('content-type')).toBe('application/json');
    expect(await copy?.json()).toEqual({ code: '0', msg: 'ok', data: [] });
  });

  it('is not used when it cannot be dated', () => {
    expect(datedCopy(new Response('{}', { status: 200 }))).toBeNull();
    expect(datedCopy(new Response('{}', { status: 200, headers: { date: 'yesterday-ish' } }))).toBeNull();
  });
});
