import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, usdtRates } from '../../db/schema';
import { setConfigValue } from '../config/config-service';
import { usdtRateFeed } from './usdt-rate-feed';
import { UsdtRateUnavailableError } from './usdt-rate-source';

/** The GBP→USDT rate kept in Settings (decision 098): set, checked, audited, aged out. */

let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
});
afterAll(() => ctx.close());

async function setRate(body: object, lang?: 'en' | 'cn' | 'tw') {
  // The clock moves by hours between steps, and no session outlives that.
  const fresh = await freshSession(ctx, operator);
  operator.token = fresh.token;
  operator.headers = fresh.headers;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/operator/usdt-rate',
    headers: { ...operator.headers(lang), 'idempotency-key': randomUUID() },
    payload: body,
  });
}

async function status(lang?: 'en' | 'cn' | 'tw') {
  const response = await operatorCall(ctx, operator, 'GET', '/api/operator/usdt-rate', undefined, lang);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the Settings rate', () => {
  it('is missing before the first is set, and said so in the reader’s language', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const before = await status();
    expect(before).toMatchObject({ source: 'SETTINGS', current: null, fresh: false, maxAgeHours: 24 });
    expect(before.problem).toBe('No GBP to USDT rate has been set yet: set today’s rate in Settings first');
    expect((await status('cn')).problem).toContain('尚未设置英镑兑 USDT 汇率');
  });

  it('is set as six decimals with who and when, audited, and a new row each time', async () => {
    ctx.clock.set('2026-03-02T14:05:00Z');
    const response = await setRate({ rate: '1.25' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      fresh: true,
      problem: null,
      current: { rate: '1.250000', setAt: '2026-03-02T14:05:00.000Z', source: 'SETTINGS' },
    });
    expect(data.current.setBy.email).toBe(operator.email);
    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'usdt.rate.set'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: operator.id, before: null, after: { rate: '1.250000' } });

    // Within 5%: set without asking; the first row is kept as it was.
    ctx.clock.set('2026-03-02T15:00:00Z');
    expect((await setRate({ rate: '1.2600' })).statusCode).toBe(200);
    const rows = await ctx.deps.db.select().from(usdtRates).orderBy(usdtRates.id);
    expect(rows.map((row) => row.rate)).toEqual(['1.250000', '1.260000']);
    const history = (await status()).history;
    expect(history.map((item: { rate: string }) => item.rate)).toEqual(['1.260000', '1.250000']);
  });

  it('refuses a seventh decimal, zero and words on the rate field, with nothing written', async () => {
    const before = await ctx.deps.db.select().from(usdtRates);
    const seventh = await setRate({ rate: '1.2500001' });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json()).toMatchObject({
      code: 'V400',
      data: { fields: { rate: 'A rate has at most six decimals' } },
    });
    const zero = await setRate({ rate: '0' }, 'tw');
    expect(zero.json().data.fields.rate).toBe(
      '請輸入 1 英鎊可兌換的 USDT 數量，不低於 0.0001，例如 1.250000',
    );
    expect((await setRate({ rate: 'abc' })).statusCode).toBe(400);
    expect(await ctx.deps.db.select().from(usdtRates)).toHaveLength(before.length);
  });

  it('asks for a confirmation of a move above 5%, on the rate field, and takes it once confirmed', async () => {
    const refused = await setRate({ rate: '1.40' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.rate).toBe(
      'This rate is 11.12% away from the current 1.260000: confirm the move to set it',
    );
    const confirmed = await setRate({ rate: '1.40', confirmMove: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.current.rate).toBe('1.400000');
  });

  it('ages out after FX_RATE_MAX_AGE_HOURS, and is usable again once the setting allows it', async () => {
    ctx.clock.set('2026-03-03T15:01:00Z'); // 24 hours and a minute after 1.400000 was set
    const stale = await status();
    expect(stale.fresh).toBe(false);
    expect(stale.current.rate).toBe('1.400000');
    expect(stale.problem).toBe(
      'The GBP to USDT rate was set at 2026-03-02 15:00, more than 24 hours ago: set today’s rate in Settings first',
    );
    await setConfigValue(ctx.deps.db, 'FX_RATE_MAX_AGE_HOURS', '48');
    expect((await status()).fresh).toBe(true);
    await setConfigValue(ctx.deps.db, 'FX_RATE_MAX_AGE_HOURS', '24');
  });

  it('takes the two settings as whole hours and minutes in range only', async () => {
    const put = (code: string, value: string) =>
      operatorCall(ctx, operator, 'PUT', `/api/operator/config/${code}`, { value });
    expect((await put('FX_RATE_MAX_AGE_HOURS', '0')).json().data.fields.value).toBe(
      'Hours must be a whole number from 1 to 720',
    );
    expect((await put('USDT_QUOTE_VALID_MINUTES', '1.5')).statusCode).toBe(400);
    expect((await put('USDT_QUOTE_VALID_MINUTES', '20')).statusCode).toBe(200);
    expect((await status()).quoteValidMinutes).toBe(20);
    await put('USDT_QUOTE_VALID_MINUTES', '15');
  });
});

describe('a rate feed at FX_RATE_URL', () => {
  const answer = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  const feed = (fetchImpl: typeof fetch) =>
    usdtRateFeed({ url: 'http://127.0.0.1:9/rate', timeoutMs: 200, fetchImpl });

  it('reads a GBP→USDT answer as six decimals with its time', async () => {
    const reading = await feed(
      answer({ base: 'GBP', quote: 'USDT', rate: '1.2712', at: '2026-03-02T14:00:00Z' }),
    ).read(ctx.deps.db);
    expect(reading).toEqual({ rate: '1.271200', setAt: new Date('2026-03-02T14:00:00Z'), source: 'FEED' });
  });

  it.each([
    ['a 500', answer({}, 500)],
    ['another pair', answer({ base: 'EUR', quote: 'USDT', rate: '1.1', at: '2026-03-02T14:00:00Z' })],
    [
      'a seventh decimal',
      answer({ base: 'GBP', quote: 'USDT', rate: '1.2712001', at: '2026-03-02T14:00:00Z' }),
    ],
    ['no time', answer({ base: 'GBP', quote: 'USDT', rate: '1.27' })],
    ['not JSON', (async () => new Response('<html>')) as unknown as typeof fetch],
    [
      'a network error',
      (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch,
    ],
  ])('is unavailable on %s, never a rate made up', async (_, fetchImpl) => {
    await expect(feed(fetchImpl).read(ctx.deps.db)).rejects.toBeInstanceOf(UsdtRateUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const started = Date.now();
    await expect(feed(never).read(ctx.deps.db)).rejects.toMatchObject({ detail: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('down: the console says so, and a rate cannot be set by hand while it is configured', async () => {
    const down = await createTestApp({
      deps: { usdtRateSource: feed(answer({}, 503)) },
    });
    try {
      const ops = await createMemberWithToken(down, { role: 'operator' });
      const read = await down.app.inject({
        method: 'GET',
        url: '/api/operator/usdt-rate',
        headers: ops.headers(),
      });
      expect(read.json().data).toMatchObject({
        source: 'FEED',
        fresh: false,
        problem:
          'The rate source did not answer, so there is no GBP to USDT rate just now: try again in a few minutes',
      });
      const set = await down.app.inject({
        method: 'POST',
        url: '/api/operator/usdt-rate',
        headers: ops.headers(),
        payload: { rate: '1.25' },
      });
      expect(set.json()).toMatchObject({
        code: 'C409',
        msg: 'The rate comes from the rate source at FX_RATE_URL and cannot be set here',
      });
      expect(await down.deps.db.select().from(usdtRates)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
