// The JavaScript a phone downloads before it can render /home, gzip level 9: the entry script of
// index.html, everything it imports statically, the modulepreload links, the route chunks on the way to
// /home (layouts and the home route's component) with their static imports, and the English message
// catalog the first paint waits for. Then each other route's chunk
// and the extra JavaScript it needs beyond /home's.
//   node bench/bundle-size.mjs           print the figures (needs a build: npm run build)
//   node bench/bundle-size.mjs --check   also fail (exit 1) when /home is over budget.json's homeJsGzipKB, a
//                                         screen of screensJsGzipKB needs more beyond /home than its budget, or
//                                         the console's chunk or catalogs are over consoleJsGzipKB
//   node bench/bundle-size.mjs --json    machine-readable figures
//   node bench/bundle-size.mjs --dist /tmp/other-dist
// Reads dist/.vite/manifest.json (vite `build.manifest`); without it falls back to index.html and the
// import statements inside the chunks, where the home route chunk is found by its file name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
// `--dist <folder>` measures another build (default: dist/ of this package).
const dist = argv.includes('--dist')
  ? path.resolve(argv[argv.indexOf('--dist') + 1])
  : path.join(root, 'dist');
const budgets = JSON.parse(readFileSync(path.join(root, 'budget.json'), 'utf8'));
const budgetKB = budgets.homeJsGzipKB;
/** Screens a borrower spends time on: the JavaScript each needs beyond /home's, in kB (gzip -9). */
const screenBudgets = budgets.screensJsGzipKB ?? {};

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const raw = readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
  }
  return gzipCache.get(file);
}
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const isJs = (file) => /\.m?js$/.test(file);

/** The route file's path segments, from a manifest key such as `src/routes/home.tsx?tsr-split=component`. */
function routeOf(key) {
  const match = /(?:^|\/)src\/routes\/(.+?)\.[jt]sx?(\?.*)?$/.exec(key);
  if (!match) return null;
  const split = new URLSearchParams(match[2]?.slice(1) ?? '').get('tsr-split');
  return { segments: match[1].split(/[/.]/), split };
}

/** On the way to /home: pathless layouts, `route` files, the root, and the home route itself. */
function leadsToHome(segments) {
  let seenHome = false;
  for (const segment of segments) {
    if (segment === 'home') {
      if (seenHome) return false;
      seenHome = true;
    } else if (segment === 'index') {
      if (!seenHome) return false;
    } else if (!(segment.startsWith('_') || segment === 'route' || /^\(.*\)$/.test(segment))) {
      return false;
    }
  }
  return true;
}

/** Split chunks needed to render: the component (and a loader); error / not-found / pending are not. */
function neededToRender(split) {
  if (!split) return true;
  return split.split('---').some((part) => part === 'component' || part === 'loader');
}

function routePath(segments) {
  const visible = segments.filter(
    (segment) =>
      !segment.startsWith('_') && segment !== 'index' && segment !== 'route' && !/^\(.*\)$/.test(segment),
  );
  return `/${visible.join('/').replace(/\$([\w]+)/g, ':$1')}`;
}

function fromManifest(manifest) {
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...seen].map((key) => manifest[key].file).filter(isJs);
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.endsWith('.html'));
  const routeKeys = Object.keys(manifest)
    .map((key) => ({ key, route: routeOf(manifest[key].src ?? key) }))
    .filter((item) => item.route);
  const homeKeys = routeKeys.filter(
    ({ route }) =>
      leadsToHome(route.segments) && neededToRender(route.split) && route.segments.includes('home'),
  );
  const layoutKeys = routeKeys.filter(
    ({ route }) =>
      leadsToHome(route.segments) && neededToRender(route.split) && !route.segments.includes('home'),
  );
  // The English `shell` catalog: the app paints nothing before it (src/lib/i18n/i18n.ts; /home declares it alone), so
  // it is JavaScript /home needs, counted in the budget. The other catalogs load with the other pages.
  const catalogKeys = Object.keys(manifest).filter((key) => /(^|\/)src\/locales\/en\/[^/]+\.po$/.test(key));
  const firstPaintCatalogs = catalogKeys.filter((key) => /\/shell\.po$/.test(key));
  const homeFiles = new Set([
    ...closure(entryKeys),
    ...closure([...homeKeys, ...layoutKeys].map(({ key }) => key)),
    ...closure(firstPaintCatalogs),
  ]);
  const routes = routeKeys
    .filter(({ route }) => neededToRender(route.split))
    .map(({ key, route }) => ({
      path: routePath(route.segments),
      source: key,
      file: manifest[key].file,
      extra: closure([key]).filter((file) => !homeFiles.has(file)),
    }));
  const catalogFiles = catalogKeys
    .filter((key) => !firstPaintCatalogs.includes(key))
    .map((key) => manifest[key].file);
  return {
    method: 'dist/.vite/manifest.json',
    catalogFiles,
    homeFiles: [...homeFiles],
    homeFound: homeKeys.length > 0,
    routes,
  };
}

function fromHtml() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  const staticImports = (file) =>
    [
      ...readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g),
    ].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
  const closure = (files) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !existsSync(path.join(dist, file))) return;
      seen.add(file);
      for (const imported of staticImports(file)) visit(imported);
    };
    for (const file of files) visit(file);
    return [...seen];
  };
  const assets = readdirSync(path.join(dist, 'assets')).filter(isJs);
  const home = assets.filter((file) => /^home[-.]/i.test(file)).map((file) => `assets/${file}`);
  const homeFiles = new Set(closure([...refs, ...home]));
  return {
    method: 'index.html and import statements (no manifest)',
    homeFiles: [...homeFiles],
    homeFound: home.length > 0,
    routes: [],
  };
}

const manifestFile = path.join(dist, '.vite', 'manifest.json');
const result = existsSync(manifestFile)
  ? fromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')))
  : fromHtml();
const homeTotal = result.homeFiles.reduce((sum, file) => sum + gzipBytes(file).gzip, 0);
const homeRaw = result.homeFiles.reduce((sum, file) => sum + gzipBytes(file).raw, 0);
const over = homeTotal > budgetKB * 1000;

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      {
        method: result.method,
        home: { gzipBytes: homeTotal, rawBytes: homeRaw, files: result.homeFiles, budgetKB },
        routes: result.routes.map((route) => ({
          path: route.path,
          file: route.file,
          gzipBytes: gzipBytes(route.file).gzip,
          extraGzipBytes: route.extra.reduce((sum, file) => sum + gzipBytes(file).gzip, 0),
        })),
      },
      null,
      2,
    ),
  );
} else {
  console.log(`JavaScript needed to render /home (gzip -9; from ${result.method}):`);
  for (const file of [...result.homeFiles].sort((a, b) => gzipBytes(b).gzip - gzipBytes(a).gzip)) {
    const { raw, gzip } = gzipBytes(file);
    console.log(`  ${file.padEnd(52)} ${kB(gzip).padStart(10)}  (${kB(raw)} raw)`);
  }
  if (!result.homeFound)
    console.log('  (no /home route chunk found: counted the entry and its preloads only)');
  console.log(
    `  total ${kB(homeTotal)} gzip (${kB(homeRaw)} raw); budget ${budgetKB} kB: ${over ? 'OVER BUDGET' : 'within budget'}`,
  );
  const catalogs = result.catalogFiles ?? [];
  if (catalogs.length > 0) {
    const catalogTotal = catalogs.reduce((sum, file) => sum + gzipBytes(file).gzip, 0);
    console.log(
      `  the other English catalogs, loaded with the pages that need them: ${kB(catalogTotal)} gzip (${catalogs.map((file) => `${path.basename(file)} ${kB(gzipBytes(file).gzip)}`).join(', ')})`,
    );
  }
  if (result.routes.length > 0) {
    console.log('\nRoute chunks (own file, and the JavaScript it needs beyond /home):');
    for (const route of result.routes.sort((a, b) => a.path.localeCompare(b.path))) {
      const extra = route.extra.reduce((sum, file) => sum + gzipBytes(file).gzip, 0);
      console.log(
        `  ${route.path.padEnd(34)} ${path.basename(route.file).padEnd(40)} ${kB(gzipBytes(route.file).gzip).padStart(9)}  +${kB(extra)} beyond /home`,
      );
    }
  }
}

const screensOver = Object.entries(screenBudgets).flatMap(([screen, limitKB]) => {
  const route = result.routes.find((candidate) => candidate.path === screen);
  if (!route) return [`${screen} has a budget in budget.json but no route chunk was found`];
  const extra = route.extra.reduce((sum, file) => sum + gzipBytes(file).gzip, 0);
  return extra > limitKB * 1000
    ? [`${screen} needs ${kB(extra)} beyond /home, over its ${limitKB} kB budget`]
    : [];
});
if (!args.has('--json') && Object.keys(screenBudgets).length > 0) {
  console.log(
    `\nScreen budgets (beyond /home): ${screensOver.length === 0 ? 'all within' : screensOver.join('; ')}`,
  );
}

// The operators' console (decision 080): never loaded or precached for a borrower, but a desk's first screen
// still waits for it — its chunk, and its catalog in English and (the larger of) the two Chinese ones.
const consoleBudgets = budgets.consoleJsGzipKB ?? {};
const opsFiles = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^ops-.+\.js$/.test(file))
  .map((file) => `assets/${file}`);
const consoleChunk = opsFiles.filter((file) => /^assets\/ops-console-/.test(file));
// The reports' chart (decision 109): a lazy chunk of its own, fetched when a report first draws one.
const chartChunk = opsFiles.filter((file) => /^assets\/ops-chart-/.test(file));
const opsCatalogs = opsFiles.filter((file) => !consoleChunk.includes(file) && !chartChunk.includes(file));
const isChinese = (file) => /[\u4e00-\u9fff]/.test(readFileSync(path.join(dist, file), 'utf8'));
const consoleFigures = {
  'ops-console': consoleChunk.reduce((sum, file) => sum + gzipBytes(file).gzip, 0),
  'ops-chart': chartChunk.reduce((sum, file) => sum + gzipBytes(file).gzip, 0),
  'ops catalog (en)': Math.max(
    0,
    ...opsCatalogs.filter((file) => !isChinese(file)).map((file) => gzipBytes(file).gzip),
  ),
  'ops catalog (zh-CN, zh-TW)': Math.max(
    0,
    ...opsCatalogs.filter(isChinese).map((file) => gzipBytes(file).gzip),
  ),
};
const consoleOver = Object.entries(consoleBudgets).flatMap(([name, limitKB]) => {
  const figure = consoleFigures[name];
  if (figure === undefined || figure === 0)
    return [`${name} has a budget in budget.json but was not found in the build`];
  return figure > limitKB * 1000 ? [`${name} is ${kB(figure)}, over its ${limitKB} kB budget`] : [];
});
if (!args.has('--json') && Object.keys(consoleBudgets).length > 0) {
  const figures = Object.entries(consoleFigures)
    .map(([name, bytes]) => `${name} ${kB(bytes)}`)
    .join(', ');
  console.log(
    `Console budgets (${figures}): ${consoleOver.length === 0 ? 'all within' : consoleOver.join('; ')}`,
  );
}
screensOver.push(...consoleOver);

if (args.has('--check') && (over || screensOver.length > 0)) {
  if (over)
    console.error(
      `/home needs ${kB(homeTotal)} of JavaScript (gzip), over the ${budgetKB} kB budget in budget.json.`,
    );
  for (const line of screensOver) console.error(line);
  process.exit(1);
}
