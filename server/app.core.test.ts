import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { members } from './db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('server core', () => {
  it('answers health and ready in the envelope', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ code: '0', msg: 'Success', data: { status: 'up' } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready', headers: { lang: 'tw' } });
    expect(ready.json()).toMatchObject({ code: '0', msg: '成功', data: { status: 'ready' } });
  });

  it('answers N404 in the envelope for an unknown /api route, in the caller language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'cn' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'N404', msg: '记录不存在', data: null });
  });

  it('marks every /api answer no-store and sends security headers with a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('refuses malformed JSON and __proto__ / constructor keys with V400, storing and polluting nothing', async () => {
    const email = 'proto-check@quayside.uk';
    for (const [payload, lang, msg] of [
      ['{"email":', 'en', 'Please check the information you entered'],
      [
        `{"email":"${email}","code":"123456","password":"Harbour-light-9","__proto__":{"role":"operator"}}`,
        'cn',
        '请检查您输入的信息',
      ],
      [
        `{"email":"${email}","code":"123456","password":"Harbour-light-9","constructor":{"prototype":{"isAdmin":true}}}`,
        'tw',
        '請檢查您輸入的資料',
      ],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/member/register',
        headers: { 'content-type': 'application/json', lang },
        payload,
      });
      expect({ status: res.statusCode, body: res.json() }, payload).toEqual({
        status: 400,
        body: { code: 'V400', msg, data: null },
      });
      expect(res.body).not.toMatch(/stack|node_modules|at .*\.ts|prototype|__proto__/);
    }
    const rows = await ctx.deps.db.select({ id: members.id }).from(members).where(eq(members.email, email));
    expect(rows).toEqual([]);
    const plain: Record<string, unknown> = {};
    expect(plain.role).toBeUndefined();
    expect(plain.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('role');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('refuses a 1 MB JSON body on a real route with 413, in the caller language', async () => {
    for (const [lang, msg] of [
      ['en', 'The request is too large'],
      ['cn', '请求内容过大'],
      ['tw', '請求內容過大'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'application/json', lang },
        payload: JSON.stringify({ email: 'a@quayside.uk', password: 'x'.repeat(1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'V400', msg, data: null });
    }
  });

  it('publishes OpenAPI 3 with every registered route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{\w+\}/g, '{}')}`),
      ),
    );
    const registered = routeTable(ctx.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(1);
    for (const route of registered) expect(documented, route).toContain(route);
  });
});

describe('unexpected errors', () => {
  // Its own app: the failing routes must not appear in the OpenAPI coverage check above, and its log is
  // captured to show the details go there and only there.
  let failing: TestContext;
  const logged: { level: number; reqId?: string; err?: { message?: string; stack?: string } }[] = [];
  const thisFile = fileURLToPath(import.meta.url);

  beforeAll(async () => {
    failing = await createTestApp({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
      beforeReady: (app) => {
        app.get('/api/test/throws', async () => {
          throw new Error(`internal detail from ${thisFile}: select password_hash from members`);
        });
        app.get('/api/test/db-failure', async () => {
          await app.deps.db.execute(sql`select password_hash from no_such_table`);
          return { code: '0', msg: '', data: null };
        });
      },
    });
  });
  afterAll(() => failing.close());

  it.each([
    [
      'a handler that throws',
      '/api/test/throws',
      'cn',
      '请求超时或服务器错误，请检查网络或联系管理员！',
      'internal detail',
    ],
    [
      'a database failure',
      '/api/test/db-failure',
      'tw',
      '請求逾時或伺服器錯誤，請檢查網路或聯絡管理員！',
      'no_such_table',
    ],
    [
      'a database failure (English)',
      '/api/test/db-failure',
      'en',
      'Request timed out or server error, please check the network or contact the administrator!',
      'no_such_table',
    ],
  ] as const)(
    'answers %s with E500, the generic message and a request id; details only in the log',
    async (_name, url, lang, msg, detail) => {
      const res = await failing.app.inject({ method: 'GET', url, headers: { lang } });
      expect(res.statusCode).toBe(500);
      const body = res.json() as { code: string; msg: string; data: { requestId: string } };
      expect(body).toEqual({ code: 'E500', msg, data: { requestId: expect.any(String) } });
      expect(body.data.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(
        /stack|select|password_hash|no_such_table|internal detail|node_modules|\.ts\b|\/work\/|\bat \S+ \(/i,
      );

      // The log line for that request id carries what the client was not told.
      const entry = logged.find((line) => line.reqId === body.data.requestId && line.err);
      expect(entry?.err?.message).toContain(detail);
      expect(entry?.err?.stack).toBeTruthy();
    },
  );
});

/**
 * "METHOD /api/path/{}" for every /api route except the docs and HEAD twins. Parameter names are
 * dropped: the printed radix tree merges siblings such as `:type` and `:id` into `:type|:id`, so
 * only the shape of a path can be compared.
 */
function routeTable(printed: string): string[] {
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = line.match(/(\/api\/\S*) \(([^)]+)\)/);
    if (!match) continue;
    const path = match[1]!.replace(/:\w+(\|:\w+)*/g, '{}');
    if (path === '/api/docs' || path.includes('*')) continue;
    for (const method of match[2]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the request log', () => {
  it('has one line for each answer, and none for the balancer’s probes', async () => {
    const logged: { msg?: string; req?: { url?: string }; res?: { statusCode?: number } }[] = [];
    const app = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
    try {
      for (let i = 0; i < 3; i++) await app.app.inject({ method: 'GET', url: '/api/health' });
      await app.app.inject({ method: 'GET', url: '/api/config/brand' });
      await app.app.inject({ method: 'GET', url: '/api/ready' });
    } finally {
      await app.close();
    }
    const answers = logged.filter((line) => line.msg === 'request completed').map((line) => line.req?.url);
    expect(answers).toEqual(['/api/config/brand']);
  });
});
