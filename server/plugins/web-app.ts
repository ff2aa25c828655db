import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA from dist/: hashed assets cached for a year, `index.html`, the service worker and
 * the manifest never cached (a stale shell would pin borrowers to an old release), and every other GET
 * outside /api answered with index.html so deep links work.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const name = path.basename(filePath);
      const header =
        /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/.test(name) &&
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
      res.header('Cache-Control', header);
    },
  });
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (url !== '/' && file.startsWith(distDir) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
