import { afterEach, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('overload guards', () => {
  it('a flood from one token or one address gets L429 with Retry-After; other clients are served', async () => {
    // 20 a minute: the pace's bucket (at least 20) is then no larger than the minute, so the minute is what
    // is seen here, however slowly the machine runs the requests.
    ctx = await createTestApp({ env: { API_RATE_PER_MINUTE: '20' } });
    const flooder = await createMemberWithToken(ctx);
    const other = await createMemberWithToken(ctx);
    const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      ctx!.app.inject({ method: 'GET', url: '/api/notification/unreadCount', headers, remoteAddress });
    // One after another: the in-memory store hands every request of one tick the same counter object, so a
    // burst within one tick is counted at its end (all refused once it passes the limit).
    const flood = [];
    for (let i = 0; i < 30; i++) flood.push(await get(flooder.headers('cn')));
    const statuses = flood.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const refused = flood.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'L429', data: { retryAfter: expect.any(Number) } });
    expect(refused.json().msg).toMatch(/^请求过于频繁/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member on the same address, and the balancer's probes, are not slowed by it.
    expect((await get(other.headers())).statusCode).not.toBe(429);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Without a token the address is the client.
    const anonymous: number[] = [];
    for (let i = 0; i < 25; i++) anonymous.push((await get({}, '203.0.113.9')).statusCode);
    expect(anonymous.filter((status) => status === 429)).toHaveLength(5);
    expect((await get({}, '203.0.113.10')).statusCode).not.toBe(429);
  });

  it('sheds new requests at once with 503 and Retry-After while the event loop lags, and recovers', async () => {
    ctx = await createTestApp({
      env: { SHED_EVENT_LOOP_DELAY_MS: '40' },
      beforeReady: (app) => {
        // Stands for work that keeps the event loop from turning (a CPU-bound burst).
        app.get('/api/test-only/block', async () => {
          const until = Date.now() + 600;
          while (Date.now() < until) {
            // busy
          }
          return { code: '0' };
        });
      },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/test-only/block' });
    // The sampler, due while the loop was blocked, runs as soon as it turns again and records the lag; the
    // next request, within the quarter of a second until the following sample, is shed.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    const shed = await ctx.app.inject({ method: 'GET', url: '/api/config/brand', headers: { lang: 'tw' } });
    const shedMs = performance.now() - started;
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toMatchObject({ code: 'L429', data: { retryAfter: 5 } });
    expect(shed.json().msg).toMatch(/^請求過於頻繁/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    process.stdout.write(`load shedding: a shed request answered in ${shedMs.toFixed(1)} ms\n`);
    // Once a quiet sample comes, requests are served again.
    let status = 503;
    for (let i = 0; i < 20 && status === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await ctx.app.inject({ method: 'GET', url: '/api/config/brand' })).statusCode;
    }
    expect(status).toBe(200);
  });

  it('holds a client’s refusals once it goes on asking after twenty of them, and serves the others meanwhile', async () => {
    ctx = await createTestApp({ env: { API_RATE_PER_MINUTE: '5' } });
    const flooder = await createMemberWithToken(ctx);
    const other = await createMemberWithToken(ctx);
    const get = (headers: Record<string, string>) =>
      ctx!.app.inject({ method: 'GET', url: '/api/notification/unreadCount', headers });
    for (let i = 0; i < 5; i++) expect((await get(flooder.headers())).statusCode).toBe(200);
    const prompt = performance.now();
    for (let i = 0; i < 20; i++) expect((await get(flooder.headers())).statusCode).toBe(429);
    expect(performance.now() - prompt).toBeLessThan(900);

    const held = performance.now();
    const late = get(flooder.headers());
    // While the flooder's answer is held, another member is answered at once.
    const otherStarted = performance.now();
    expect((await get(other.headers())).statusCode).toBe(200);
    expect(performance.now() - otherStarted).toBeLessThan(500);
    const answer = await late;
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ code: 'L429' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(performance.now() - held).toBeGreaterThanOrEqual(480);
  });

  it('lets one client ask a few seconds’ worth at once, then only at its steady rate', async () => {
    ctx = await createTestApp({ env: { API_RATE_PER_MINUTE: '600' } });
    const brand = () =>
      ctx!.app.inject({ method: 'GET', url: '/api/config/brand', headers: { token: 'a-hurried-client' } });
    // Fifteen at a time, under the cap on requests in hand: 120 asked for; 20 at once, then 10 a second.
    const answers = [];
    for (let batch = 0; batch < 8; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 15 }, brand))));
    }
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json()).toMatchObject({ code: 'L429', data: { retryAfter: 1 } });
    // Refused by its pace, not its minute (it has not spent its 600): served again a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await brand()).statusCode).toBe(200);
  });

  describe('requests in hand at once', () => {
    // A route that answers only when the test lets it, so requests can be held in hand.
    let release: () => void = () => {};
    let gate = Promise.resolve();
    const closeGate = () => {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const slowRoute = (app: TestContext['app']) => {
      app.get('/api/test-only/slow', async () => {
        await gate;
        return { code: '0' };
      });
    };
    const slow = (token: string) =>
      ctx!.app.inject({ method: 'GET', url: '/api/test-only/slow', headers: { token } });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

    it('one client has at most 16; the seventeenth is refused with L429 and the others go on', async () => {
      ctx = await createTestApp({ beforeReady: slowRoute });
      closeGate();
      const sixteen = Array.from({ length: 16 }, () => slow('one-client'));
      await settle();
      const seventeenth = await slow('one-client');
      expect(seventeenth.statusCode).toBe(429);
      expect(seventeenth.json()).toMatchObject({ code: 'L429', data: { retryAfter: 1 } });
      expect(seventeenth.headers['retry-after']).toBe('1');
      // Another client is not counted with it.
      const another = slow('another-client');
      await settle();
      release();
      expect((await Promise.all([...sixteen, another])).map((answer) => answer.statusCode)).toEqual(
        Array(17).fill(200),
      );
      // Its count went back down as the answers went out.
      expect((await slow('one-client')).statusCode).toBe(200);
    });

    it('an address without a token may have four times as many, as it may be many people', async () => {
      ctx = await createTestApp({ beforeReady: slowRoute });
      closeGate();
      const fromAddress = () =>
        ctx!.app.inject({ method: 'GET', url: '/api/test-only/slow', remoteAddress: '203.0.113.20' });
      const sixtyFour = Array.from({ length: 64 }, fromAddress);
      await settle();
      expect((await fromAddress()).statusCode).toBe(429);
      release();
      expect((await Promise.all(sixtyFour)).every((answer) => answer.statusCode === 200)).toBe(true);
    });

    it('with SHED_MAX_IN_FLIGHT, a request past that many in hand is shed with 503 and Retry-After', async () => {
      ctx = await createTestApp({ env: { SHED_MAX_IN_FLIGHT: '3' }, beforeReady: slowRoute });
      closeGate();
      const three = ['a', 'b', 'c'].map((client) => slow(client));
      await settle();
      const fourth = await ctx.app.inject({
        method: 'GET',
        url: '/api/config/brand',
        headers: { lang: 'en' },
      });
      expect(fourth.statusCode).toBe(503);
      expect(fourth.headers['retry-after']).toBe('5');
      expect(fourth.json()).toMatchObject({ code: 'L429', data: { retryAfter: 5 } });
      // The balancer's probes are still answered.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      release();
      expect((await Promise.all(three)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/config/brand' })).statusCode).toBe(200);
    });

    it('a client that goes away before its answer is no longer counted', async () => {
      ctx = await createTestApp({ beforeReady: slowRoute });
      closeGate();
      const controllers = Array.from({ length: 16 }, () => new AbortController());
      const gone = controllers.map((controller) =>
        ctx!.app
          .inject({
            method: 'GET',
            url: '/api/test-only/slow',
            headers: { token: 'leaving-client' },
            signal: controller.signal,
          })
          .catch(() => undefined),
      );
      await settle();
      for (const controller of controllers) controller.abort();
      await Promise.all(gone);
      await settle();
      const next = slow('leaving-client');
      release();
      expect((await next).statusCode).toBe(200);
    });
  });
});
