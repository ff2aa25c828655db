import type { Rolldown } from 'vite';
import { HOME_PATH } from '../domain/home-path';
import type { CatalogName } from '../src/lib/i18n/catalog-names';

/**
 * What a page's routes declare (src/prerender.tsx reads it from the route tree): its catalogs, and whether
 * only a signed-in member may open it.
 */
export type FactsOfPage = (path: string) => { catalogs: readonly CatalogName[]; memberOnly: boolean };

type Wire = 'en' | 'cn' | 'tw';

/**
 * Per page, the files its first render waits for beyond the entry's: the route's own chunks and the
 * catalogs of the stored language. Without them in the page the browser learns of these only once 160 kB
 * of entry code has arrived and run — one more round trip before a page renders (or, when it was rendered
 * at build time, before it responds). Pages with parameters ($id) are left to the app.
 */
interface PagePreloads {
  /** path → [route files, catalog names, 1 when only a signed-in member may open it] */
  routes: Record<string, [string[], CatalogName[], 0 | 1]>;
  /** wire language → catalog name → files */
  catalogs: Record<string, Partial<Record<CatalogName, string[]>>>;
}

const routeModule = /\/src\/routes\/([^/?]+)\.tsx\?tsr-split=/;
const catalogModule = /\/src\/locales\/(en|zh-CN|zh-TW)\/(shell|pages|member|apply)\.po$/;

function preloadsByPage(
  bundle: Rolldown.OutputBundle,
  alreadyLoaded: readonly string[],
  factsOf: FactsOfPage,
): PagePreloads {
  const loaded = new Set(alreadyLoaded.map((file) => file.replace(/^\//, '')));
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** A chunk and what it imports statically, less what the entry brings anyway, as absolute URLs. */
  const withImports = (fileName: string): string[] => {
    const files = new Set<string>();
    const visit = (name: string) => {
      if (files.has(name) || loaded.has(name)) return;
      files.add(name);
      for (const imported of byFile.get(name)?.imports ?? []) visit(imported);
    };
    visit(fileName);
    return [...files].map((name) => `/${name}`);
  };

  const filesOfPath = new Map<string, Set<string>>();
  /** Layout routes (loan.tsx, not loan.detail.tsx): their chunks render around every page below them. */
  const layoutFiles = new Map<string, Set<string>>();
  const catalogs: PagePreloads['catalogs'] = {};
  const wireOf: Record<string, Wire> = { en: 'en', 'zh-CN': 'cn', 'zh-TW': 'tw' };
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const catalog = catalogModule.exec(id);
    if (catalog) {
      const wire = wireOf[catalog[1] ?? ''] ?? 'en';
      catalogs[wire] = { ...catalogs[wire], [catalog[2] as CatalogName]: withImports(chunk.fileName) };
      continue;
    }
    const route = routeModule.exec(id)?.[1];
    if (!route || route.startsWith('__') || route.includes('$')) continue;
    const segments = route.split('.').filter((segment) => !segment.startsWith('_'));
    const isIndex = segments.at(-1) === 'index';
    const routePath = `/${segments.filter((segment) => segment !== 'index').join('/')}`;
    for (const map of isIndex ? [filesOfPath] : [filesOfPath, layoutFiles]) {
      const files = map.get(routePath) ?? new Set<string>();
      for (const file of withImports(chunk.fileName)) files.add(file);
      map.set(routePath, files);
    }
  }

  const routes: PagePreloads['routes'] = {};
  for (const [routePath, own] of filesOfPath) {
    const files = new Set(own);
    for (const [layoutPath, layout] of layoutFiles) {
      if (routePath.startsWith(`${layoutPath}/`)) for (const file of layout) files.add(file);
    }
    const facts = factsOf(routePath);
    routes[routePath] = [[...files], [...facts.catalogs], facts.memberOnly ? 1 : 0];
  }
  if (routes[HOME_PATH]) routes['/'] = routes[HOME_PATH];
  return { routes, catalogs };
}

/**
 * An inline script for <head>, before the stylesheet, that asks for the page's own chunks and its catalogs
 * in the stored language (SPEC §7: key `lang`, a JSON string, default en). It must come before the
 * stylesheet: the browser runs an inline script only once the stylesheets above it have loaded. The same
 * code serves every page (it looks the path up), so one CSP hash covers it everywhere.
 * A members-only page opened without a stored session (SPEC §3: `userInfo`, a member's id and token) is
 * not going to render: the app sends the visitor to /login, so /login's files are asked for instead. A
 * visitor's /apply fetched the whole wizard (about 100 kB) before being sent on, and Lighthouse's slow
 * network put its LCP at 3.1 s.
 */
export function pagePreloadScript(
  bundle: Rolldown.OutputBundle,
  alreadyLoaded: readonly string[],
  factsOf: FactsOfPage,
): string {
  const { routes, catalogs } = preloadsByPage(bundle, alreadyLoaded, factsOf);
  return [
    '(function(){',
    `var d=document,p=location.pathname,q=p.length>1&&p.slice(-1)==="/"?p.slice(0,-1):p,w="en",u=null;`,
    `try{w=JSON.parse(localStorage.getItem("lang")||'"en"')}catch(e){}`,
    `try{u=JSON.parse(localStorage.getItem("userInfo")||"null")}catch(e){}`,
    `function pre(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)}`,
    `var a=${JSON.stringify(routes)},r=a[q],c=${JSON.stringify(catalogs)},k=c[w]||c.en;`,
    'if(r&&r[2]&&!(u&&u.id>0&&u.token))r=a["/login"];',
    'if(r){r[0].forEach(pre);r[1].forEach(function(n){(k[n]||[]).forEach(pre)})}',
    '})();',
  ].join('');
}
