import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';

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
});
