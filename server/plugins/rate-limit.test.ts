import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';
import { extraLimit } from './rate-limits';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// The limiter answers L429 in the envelope, with the seconds to wait, whichever store holds the counts.
describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: redisUrl }],
])('rate limits %s', (_name, env: Record<string, string>) => {
  it('refuses the request past the limit with L429 and retryAfter, in the caller language', async () => {
    const path = `/limited-${randomBytes(4).toString('hex')}`;
    const ctx = await createTestApp({
      env,
      beforeReady: (app) => {
        app.get(path, { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ code: '0' }));
      },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      }
      const refused = await ctx.app.inject({ method: 'GET', url: path, headers: { lang: 'tw' } });
      expect(refused.statusCode).toBe(429);
      const body = refused.json();
      expect(body.code).toBe('L429');
      expect(body.data.retryAfter).toBeGreaterThan(0);
      expect(body.data.retryAfter).toBeLessThanOrEqual(60);
      expect(body.msg).toBe(`請求過於頻繁，請在 ${body.data.retryAfter} 秒後重試`);
    } finally {
      await ctx.close();
    }
  });

  it('runs a second limit beside the route one, each with its own counter and the same L429 answer', async () => {
    const path = `/limited-${randomBytes(4).toString('hex')}`;
    const name = `extra-${randomBytes(4).toString('hex')}`;
    const ctx = await createTestApp({
      env,
      beforeReady: (app) => {
        const perCaller = extraLimit(app, name, {
          max: 2,
          timeWindow: 60_000,
          key: (request) => String(request.headers['x-caller'] ?? ''),
        });
        app.get(
          path,
          { config: { rateLimit: { max: 4, timeWindow: 60_000 } }, preHandler: perCaller },
          async () => ({ code: '0' }),
        );
      },
    });
    try {
      const as = (caller: string, lang = 'en') =>
        ctx.app.inject({ method: 'GET', url: path, headers: { 'x-caller': caller, lang } });
      for (let i = 0; i < 2; i++) expect((await as('ann')).statusCode).toBe(200);
      const extra = await as('ann', 'cn');
      expect(extra.statusCode).toBe(429);
      const body = extra.json();
      expect(body.code).toBe('L429');
      expect(body.data.retryAfter).toBeGreaterThan(0);
      expect(body.data.retryAfter).toBeLessThanOrEqual(60);
      expect(extra.headers['retry-after']).toBe(String(body.data.retryAfter));
      expect(body.msg).toBe(`请求过于频繁，请在 ${body.data.retryAfter} 秒后重试`);
      // Another caller passes the extra limit; the route limit (4 from this address) then stops it.
      expect((await as('bob')).statusCode).toBe(200);
      const route = await as('cat');
      expect(route.statusCode).toBe(429);
      expect(route.json().code).toBe('L429');
    } finally {
      await ctx.close();
    }
  });
});
