import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { defaultDistDir } from './app';
import { helmetHeaders } from './plugins/security-headers';

/**
 * The security headers of the app as it is served: the real production build (`npm test` builds it before
 * this project runs; alone, run `npm run build` first), the shell, a page rendered at build time, the
 * worker, an asset and the API. The CSP must allow no inline script but the build's own, by hash.
 */
const built = existsSync(path.join(defaultDistDir, 'index.html'));
let ctx: TestContext;

beforeAll(async () => {
  if (built) ctx = await createTestApp({ distDir: defaultDistDir });
});
afterAll(async () => {
  if (built) await ctx.close();
});

describe.skipIf(!built)('the served app', () => {
  const urls = ['/', '/home', '/loan/history', '/sw.js', '/manifest.webmanifest', '/api/health', '/api/nope'];

  it.each(urls)(
    '%s carries the security headers and a CSP with no inline script but the build’s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      const headers = response.headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(String(headers['strict-transport-security'])).toMatch(/max-age=(\d{8,}|3[1-9]\d{6})/);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      const csp = Object.fromEntries(
        String(headers['content-security-policy'])
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      const scripts: string[] = csp['script-src'];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    },
  );

  it('allows exactly the inline scripts of the built shell, by their hashes', async () => {
    const html = readFileSync(path.join(defaultDistDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/loan/history' });
    const csp = String(response.headers['content-security-policy']);
    for (const code of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  });
});

describe('an answer Fastify can only write bare', () => {
  // A header value Node refuses to send makes `writeHead` throw; the error policy's answer carries the same
  // header and fails too, so Fastify's last resort writes the answer with no headers of the reply. Only a
  // real socket shows it: `inject()`'s response keeps what an earlier `setHeader` put there.
  it('still carries the security headers', async () => {
    const app = await createTestApp({
      beforeReady: (instance) => {
        instance.get('/unwritable', async (_request, reply) => {
          reply.header('x-unwritable', 'line\nbreak');
          return { ok: true };
        });
      },
    });
    try {
      const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/unwritable`);
      const body = await response.json();
      expect(response.status).toBe(500);
      // Fastify's own last-resort body, not the error policy's envelope: the bare path was taken.
      expect(body).toMatchObject({ code: 'ERR_INVALID_CHAR' });
      expect(response.headers.get('x-unwritable')).toBeNull();
      const healthy = await app.app.inject({ url: '/api/health' });
      const names = Object.keys(helmetHeaders({}));
      expect(names.length).toBe(12);
      for (const name of names) {
        expect(response.headers.get(name), name).toBe(healthy.headers[name]);
        expect(healthy.headers[name], name).toBeTruthy();
      }
    } finally {
      await app.close();
    }
  });
});
