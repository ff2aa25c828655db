import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';

// A real, minimal build folder: the shell, a page rendered at build time, one hashed asset, the service
// worker and the manifest, laid out as `vite build` lays them out.
const shell = '<!doctype html><html><body><div id="root">quayside shell</div></body></html>';
const helpPage = '<!doctype html><html><body><div id="root"><h1>Help centre</h1></div></body></html>';
const homePage = '<!doctype html><html><body><div id="root"><h1>Borrow</h1></div></body></html>';
const loginPage = '<!doctype html><html><body><div id="root"><h1>Log in</h1></div></body></html>';
const registerPage =
  '<!doctype html><html><body><div id="root"><h1>Create your account</h1></div></body></html>';
const bigAsset = `export const parts = [${Array.from({ length: 400 }, (_, i) => `"part ${i}"`).join(',')}];`;
let distDir: string;
let ctx: TestContext;

/** The text of a reply compressed in `encoding`. */
function decoded(payload: Buffer, encoding: 'br' | 'gzip'): string {
  return (encoding === 'br' ? brotliDecompressSync(payload) : gunzipSync(payload)).toString('utf8');
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'quayside-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), shell);
  mkdirSync(path.join(distDir, 'prerendered'));
  writeFileSync(path.join(distDir, 'prerendered', 'help.html'), helpPage);
  writeFileSync(path.join(distDir, 'prerendered', 'home.html'), homePage);
  writeFileSync(path.join(distDir, 'prerendered', 'login.html'), loginPage);
  writeFileSync(path.join(distDir, 'prerendered', 'login.view-register.html'), registerPage);
  writeFileSync(path.join(distDir, 'assets', 'index-BcP0-fJ8.js'), 'console.log("app");');
  // With the compressed copies build/precompress.ts writes beside it.
  writeFileSync(path.join(distDir, 'assets', 'framework-Zx81Qw_p.js'), bigAsset);
  writeFileSync(path.join(distDir, 'assets', 'framework-Zx81Qw_p.js.br'), brotliCompressSync(bigAsset));
  writeFileSync(path.join(distDir, 'assets', 'framework-Zx81Qw_p.js.gz'), gzipSync(bigAsset));
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Quayside"}');
  ctx = await createTestApp({ distDir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built web app beside the API', () => {
  it('answers an unknown /api route with N404 in the envelope for every method, never the shell', async () => {
    const cases = [
      ['GET', '/api/nope', 'en', 'The record does not exist'],
      ['POST', '/api/nope', 'cn', '记录不存在'],
      ['PUT', '/api/nope/deeper', 'tw', '記錄不存在'],
      ['DELETE', '/api/nope', 'cn', '记录不存在'],
      ['GET', '/api', 'tw', '記錄不存在'],
      ['GET', '/api/nope?x=1', 'en', 'The record does not exist'],
    ] as const;
    for (const [method, url, lang, msg] of cases) {
      const withBody = method === 'POST' || method === 'PUT';
      const res = await ctx.app.inject({
        method,
        url,
        headers: { lang, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: '{"amount":1}' } : {}),
      });
      expect({ status: res.statusCode, body: res.json() }, `${method} ${url}`).toEqual({
        status: 404,
        body: { code: 'N404', msg, data: null },
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('quayside shell');
    }
  });

  it('still answers real /api routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { lang: 'cn' } });
    expect(res.json()).toEqual({ code: '0', msg: '成功', data: { status: 'up' } });
  });

  it('serves index.html, never cached, for a deep link outside /api', async () => {
    for (const url of ['/some/page', '/loan/history?tab=1', '/contact']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(shell);
    }
  });

  it("answers a page rendered at build time with its own file, / with /home's, and others with the shell", async () => {
    for (const [url, body] of [
      ['/help', helpPage],
      ['/home', homePage],
      ['/', homePage],
      ['/help/money-worries', shell],
      ['/help/', shell],
      // A page's views are files of their own, chosen by `view` alone; a view with no file is the shell's.
      ['/login', loginPage],
      ['/login?redirect=%2Fapply', loginPage],
      ['/login?view=register', registerPage],
      ['/login?redirect=%2Fapply&view=register', registerPage],
      ['/login?view=forgot', shell],
      ['/help?view=register', shell],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res.rawPayload, 'br'), url).toBe(body);
    }
  });

  it('compresses the shell in the encoding the client prefers, and says it varies by encoding', async () => {
    const cases = [
      // q-values rank the codings; between equal ones br goes first
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['gzip;q=1.0, br;q=0.999', 'gzip'],
      ['deflate, gzip;q=0.1', 'gzip'],
      ['gzip;q=0.5', 'gzip'],
      [' gzip ; q=0.5 , br ; q=0.4', 'gzip'],
      // codings are named without regard to case
      ['GZIP', 'gzip'],
      ['Br, Gzip', 'br'],
      // `*` stands for any coding not named; one named with q=0 stays refused
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['*;q=0.5, gzip', 'gzip'],
      // the plain page refused: a coding the client accepts
      ['identity;q=0, gzip', 'gzip'],
      ['*, identity;q=0', 'br'],
    ] as const;
    for (const [accept, encoding] of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/contact',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decoded(res.rawPayload, encoding)).toBe(shell);
    }
    const plainCases = [
      // the plain page ranked first, or br and gzip refused or not named
      'identity',
      'identity, gzip;q=0.5',
      'br;q=0.2, identity;q=0.5',
      'br;q=0, gzip;q=0',
      'br;q=0, gzip;q=0, *',
      'identity;q=1, *;q=0',
      'deflate',
      '',
      // nothing acceptable at all: the plain page rather than a 406
      'identity;q=0',
      '*;q=0',
      'identity;q=0, *;q=0',
    ];
    for (const accept of plainCases) {
      const plain = await ctx.app.inject({
        method: 'GET',
        url: '/contact',
        headers: { 'accept-encoding': accept },
      });
      expect(plain.statusCode, accept).toBe(200);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.body, accept).toBe(shell);
    }
    const unsaid = await ctx.app.inject({ method: 'GET', url: '/contact' });
    expect(unsaid.headers['content-encoding']).toBeUndefined();
    expect(unsaid.body).toBe(shell);
  });

  it('sends the compressed copies written at build time, typed and cached as the asset itself', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const;
    for (const [accept, encoding] of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/framework-Zx81Qw_p.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary).toLowerCase(), accept).toContain('accept-encoding');
      // Exactly the file on disk: not compressed again, and not recompressed on the way out.
      const onDisk = encoding === 'br' ? brotliCompressSync(bigAsset) : gzipSync(bigAsset);
      expect(res.rawPayload.equals(onDisk), accept).toBe(true);
      expect(decoded(res.rawPayload, encoding), accept).toBe(bigAsset);
    }
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/framework-Zx81Qw_p.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('answers N404 rather than the shell to a write on a page path', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/some/page',
      headers: { lang: 'tw', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'N404', msg: '記錄不存在', data: null });
  });

  it('serves hashed assets immutable and the shell, service worker and manifest with no-cache', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-BcP0-fJ8.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const index = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(shell);
    expect(index.headers['cache-control']).toBe('no-cache');

    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added to the build after start, and nothing outside the build folder', async () => {
    writeFileSync(path.join(distDir, 'late.txt'), 'added later');
    const late = await ctx.app.inject({ method: 'GET', url: '/late.txt' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('added later');
    const outside = await ctx.app.inject({ method: 'GET', url: '/../../../../etc/passwd' });
    expect(outside.body).toBe(shell);
  });

  it('answers 404, not the shell, for a build file that is not there (an old tab after a release)', async () => {
    for (const url of [
      '/assets/index-OldHash1.js',
      '/assets/index-OldHash1.css',
      '/icons/missing.png',
      '/gone.js',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('quayside shell');
    }
    // Page paths keep getting the shell, dots in their query string included.
    const page = await ctx.app.inject({ method: 'GET', url: '/about/details?id=1&ref=a.b' });
    expect(page.body).toBe(shell);
  });

  it('sends the security headers with the shell too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/some/page' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('the inline scripts of the built pages', () => {
  it('are allowed by their hashes in the CSP, and no other inline script is', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quayside-dist-'));
    const code = 'document.getElementById("root").textContent="hi"';
    const pageCode = 'document.documentElement.lang="zh-CN"';
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div><script>${code}</script></body></html>`,
    );
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(
      path.join(dir, 'prerendered', 'help.html'),
      `<!doctype html><html><body><div id="root"><h1>Help</h1></div><script>${code}</script><script>${pageCode}</script></body></html>`,
    );
    const app = await createTestApp({ distDir: dir });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/home' });
      const csp = String(res.headers['content-security-policy']);
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ').sort()).toEqual([`'self'`, hash(code), hash(pageCode)].sort());
      expect(scriptSrc).not.toContain('unsafe-inline');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
