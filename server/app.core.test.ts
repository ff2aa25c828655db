import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';

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

  it('refuses malformed JSON and __proto__ keys with V400 and no internals', async () => {
    for (const payload of [
      '{"a":',
      '{"__proto__":{"role":"operator"}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/stack|node_modules|at .*\.ts/);
    }
  });

  it('refuses a 1 MB JSON body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'V400', msg: 'The request is too large' });
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
