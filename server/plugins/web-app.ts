import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { HOME_PATH } from '../../domain/home-path';
import { pageOfPrerenderedFile, prerenderedPageOf } from '../../domain/prerendered-page';
import { sendNotFound } from '../lib/envelope';

/**
 * Serves the built PWA from dist/: hashed assets cached for a year, the pages, the service worker and the
 * manifest never cached (a stale shell would pin borrowers to an old release), and every other GET outside
 * /api answered with a page so deep links work: the public pages rendered at build time with their own file
 * (dist/prerendered/<path>.html, build/prerender.ts, decision 020), any other path with index.html.
 *
 * The deep-link fallback is the root not-found handler rather than a `GET /*` route: a wildcard route
 * outranks the /api scope's own not-found handler, so an unknown API path got the HTML shell with a 200.
 * As a not-found handler it only sees paths no route claims, and Fastify hands everything under /api to
 * that scope's handler first.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // build/precompress.ts writes a .br and a .gz beside each text file: sent as they are, never compressed
    // again per request (@fastify/compress leaves an encoded reply alone).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      const header =
        /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/.test(name) &&
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
      res.header('Cache-Control', header);
    },
  });
  const shell = compressedPage(readFileSync(indexFile, 'utf8'));
  const prerendered = new Map(
    [...prerenderedFiles(distDir)].map(([pagePath, file]) => [
      pagePath,
      compressedPage(readFileSync(file, 'utf8')),
    ]),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // /api never gets here today (its scope answers first); the check stays so that a change in how the
    // scopes are registered cannot turn an API typo into a 200 with HTML again.
    if (isApiPath(url)) return sendNotFound(request, reply);
    // Only navigations get the shell; a form post or a PUT to a page path has nothing to land on.
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(request, reply);
    // Files added to dist/ after start (the static routes are fixed at registration) are still served.
    const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (url !== '/' && file.startsWith(distDir) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.code(200).sendFile(path.relative(distDir, file));
    }
    // A file that is not there is a 404, not the shell: a tab left open across a release asks for chunks
    // the new build no longer has, and HTML in their place only fails as a puzzling MIME-type error.
    if (isFilePath(url)) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    const page = prerendered.get(prerenderedPageOf(url, request.url.slice(url.length))) ?? shell;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  });
}

/**
 * A page answered from the not-found handler, which @fastify/compress never sees (it compresses routes):
 * compressed here, once, in the two encodings browsers ask for.
 */
function compressedPage(html: string): { html: string; br: Buffer; gzip: Buffer } {
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * The pages rendered at build time, by the page they answer: dist/prerendered/help.html is /help,
 * login.view-register.html is /login?view=register (domain/prerendered-page.ts). `/` is /home's too (the
 * page's own script gives it /home's address before the app starts).
 */
function prerenderedFiles(distDir: string): Map<string, string> {
  const folder = path.join(distDir, 'prerendered');
  const files = new Map<string, string>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    files.set(
      pageOfPrerenderedFile(name.slice(0, -'.html'.length).split(path.sep).join('/')),
      path.join(folder, name),
    );
  }
  const home = files.get(HOME_PATH);
  if (home) files.set('/', home);
  return files;
}

/** Build output and static files: anything under /assets/, or a last segment with a file extension. */
function isFilePath(url: string): boolean {
  return url.startsWith('/assets/') || /\.[a-z0-9]{1,12}$/i.test(url.slice(url.lastIndexOf('/') + 1));
}

/**
 * The encoding the client prefers among those the pages are kept in, by its q-values, through `negotiator`
 * (jshttp's, Express's): codings compared without regard to case, an explicit `br;q=0` or `gzip;q=0`
 * refusing that coding even when `*` is given, `*` standing for the others, and identity acceptable unless
 * refused (`identity;q=0`, or `*;q=0` without it). Between equal q-values br goes before gzip, and both
 * before the plain page. A client that accepts none of the three still gets the plain page rather than a 406
 * (RFC 9110 §12.1 lets a server disregard the header; no browser asks so).
 */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const encoding = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(pageEncodings, {
    preferred: pageEncodings,
  });
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

const pageEncodings = ['br', 'gzip', 'identity'] as const;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built pages (build/prerender.ts writes them: the
 * page's preloads, and the choice of language on the pages rendered at build time). Read from the build
 * itself, so a rebuilt page is never refused; none when there is no build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const hashes = new Set<string>();
  for (const file of [indexFile, ...prerenderedFiles(distDir).values()]) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const code = match[1] ?? '';
      if (code.trim() !== '')
        hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
