import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const compressible = /\.(js|mjs|css|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the build,
 * which the server sends as they are (server/plugins/web-app.ts, `preCompressed`).
 *
 * Compressing on each request cost the server CPU on every first visit — on a two-core machine that is
 * CPU taken from the browser while the page starts — and, to stay quick, it used Brotli's fast setting,
 * whose output is about a fifth larger than quality 11's. Done once here, the best setting costs nothing
 * per request. index.html is left out: the server holds it in memory, already compressed.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'quayside:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await listFiles(outDir);
        await Promise.all(
          files
            .filter((file) => compressible.test(file) && !file.includes(`${path.sep}.vite${path.sep}`))
            .map(async (file) => {
              const content = await readFile(file);
              if (content.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                    [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzipAsync(content, { level: 9 }),
              ]);
              if (br.length < content.length) await writeFile(`${file}.br`, br);
              if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
            }),
        );
      },
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
