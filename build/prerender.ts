import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { HOME_PATH } from '../domain/home-path';
import { prerenderedFileNameOf } from '../domain/prerendered-page';
import { type FactsOfPage, pagePreloadScript } from './page-preloads';

type Wire = 'en' | 'cn' | 'tw';
const htmlLang: Record<Wire, string> = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' };

/**
 * The pages visitors land on from outside, rendered at build time: those whose routes declare `prerender`
 * in their staticData (src/lib/first-paint/prerendered-pages.ts), read from the route tree by the build for
 * Node. Each becomes its own HTML file under dist/prerendered/ (decision 020): /borrow/car-loan is
 * prerendered/borrow/car-loan.html, which the server (server/plugins/web-app.ts) and the service worker
 * (src/offline/sw.ts) answer that path with; every other path gets the empty shell, index.html.
 */
function prerenderedFile(page: string): string {
  return `prerendered/${prerenderedFileNameOf(page)}.html`;
}

/**
 * Run in the page before the first paint: shows the version in the stored language (SPEC §7: key `lang`, a
 * JSON string, default en), which is the one the app then hydrates. `/` is /home's address too: it takes
 * /home's URL first, so the router, which would only redirect there, finds the page it hydrates. The same
 * code in every page, so one CSP hash covers it (server/plugins/web-app.ts reads the hashes from the build).
 */
const chooseLanguage = [
  '(function(){var d=document;',
  `if(location.pathname==="/")history.replaceState(history.state,"",${JSON.stringify(HOME_PATH)}+location.search+location.hash);`,
  'try{var l=JSON.parse(localStorage.getItem("lang")||\'"en"\'),t=d.querySelector(\'template[data-lang="\'+l+\'"]\');',
  'if(t){d.getElementById("root").replaceChildren(t.content);d.documentElement.lang=t.getAttribute("lang")}}catch(e){}',
  'd.querySelectorAll("template[data-lang]").forEach(function(t){t.remove()})})();',
].join('');

type RenderPage = (path: string, language: Wire) => Promise<string>;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g;
const stylesheetLink = /<link rel="stylesheet"/;
// React hoists a preload for each image it renders to the front of its output; in a page's body they would
// only be stray elements before the app, and the images are in the HTML right after anyway.
const leadingPreloads = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * Renders the public pages with the app's own components (src/prerender.tsx, built for Node into
 * node_modules/.tmp/prerender) in each language, into one HTML file per page; the browser hydrates them
 * (src/main.tsx). Also puts the per-page preloads (build/page-preloads.ts) into every page. Only in client
 * builds: the dev server renders in the browser, and the build for Node must not start itself again.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let serverBuild: Promise<unknown> | undefined;
  let outDir = '';
  return {
    name: 'quayside:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      outDir = path.join(config.root, 'node_modules', '.tmp', 'prerender');
    },
    buildStart() {
      // Built alongside the client rather than after it: the two do not depend on each other.
      serverBuild = build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender: the build has no index.html');
        await serverBuild;
        const module = (await import(
          `${pathToFileURL(path.join(outDir, 'prerender.js')).href}?t=${Date.now()}`
        )) as {
          renderPage: RenderPage;
          factsOfPage: FactsOfPage;
          prerenderedPages: () => readonly string[];
        };
        const html = String(index.source);
        const preloads = pagePreloadScript(bundle, loadedByEntry(html), module.factsOfPage);
        const shell = withPreloads(html, preloads);
        index.source = shell;
        const pages = module.prerenderedPages();
        // `/` is answered with the home page's file (domain/home-path.ts): without it, `/` would be an empty shell.
        if (!pages.includes(HOME_PATH)) throw new Error(`prerender: ${HOME_PATH} declares no prerender`);
        for (const pagePath of pages) {
          const versions: Partial<Record<Wire, string>> = {};
          // One language at a time: the catalogs and the stored language are the app's own singletons.
          for (const language of Object.keys(htmlLang) as Wire[]) {
            versions[language] = (await module.renderPage(pagePath, language)).replace(leadingPreloads, '');
          }
          this.emitFile({
            type: 'asset',
            fileName: prerenderedFile(pagePath),
            source: pageHtml(html, versions as Record<Wire, string>, preloads),
          });
        }
        await rm(outDir, { recursive: true, force: true });
      },
    },
  };
}

/** The entry and the chunks index.html already asks for: the page preloads leave them out. */
function loadedByEntry(html: string): [entry: string, ...preloads: string[]] {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no entry module script in index.html');
  return [entry, ...[...html.matchAll(modulePreload)].map((match) => match[1] ?? '')];
}

/** index.html, for every page the app renders itself: the page's chunks are asked for from <head>. */
function withPreloads(html: string, preloads: string): string {
  return beforeStylesheet(html, `<script>${preloads}</script>`);
}

/** `markup` in <head> just before the stylesheet link. */
function beforeStylesheet(html: string, markup: string): string {
  const stylesheet = html.search(stylesheetLink);
  if (stylesheet < 0) throw new Error('prerender: no stylesheet link in index.html');
  return `${html.slice(0, stylesheet)}${markup}\n    ${html.slice(stylesheet)}`;
}

/**
 * Starts the app once the page has been painted (the browser's paint timing says so; the next frame where
 * it cannot, and 200 ms at most, as in a hidden tab): started from <head>, its 160 kB arrived on a fast
 * link before the first paint and ran first, so the page, complete in the HTML, showed only after the
 * app's start-up (Lighthouse, /home: LCP 5–7 s against 1–2 s on a loaded machine). On a slow link the
 * stylesheet the paint needs no longer shares it with JavaScript the paint does not need.
 */
function startAfterPaint(entry: string, preloads: readonly string[], pagePreloads: string): string {
  return [
    '(function(){var d=document,started=0;function start(){if(started)return;started=1;',
    pagePreloads,
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});`,
    `var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}`,
    'try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(start,0)}).observe({type:"paint",buffered:true})}',
    'catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,200)})();',
  ].join('');
}

/**
 * Holds the first paint until the language is chosen, which is also the end of the page's markup. A
 * browser paints a document it is still parsing when parsing takes a while (a slow phone): it showed the
 * header first and the page below it a frame later (a layout shift, the header's actions included, up to
 * 0.5 on a loan page at 4× CPU slowdown), and the English page before the stored Chinese one replaced it.
 * The element waited for is the script after the one that chooses: Chromium lets the page paint as soon as
 * that element is in the document, and a script is in it from its opening tag, before it has run — with
 * the choosing script as the target, a parser that paused inside it (a starved CPU, a slow link) painted
 * the English page first. The parser inserts the next element only once the choosing script has run.
 * Browsers without `rel="expect"` ignore it and paint as before.
 */
const paintWhenChosen = '<link rel="expect" href="#language-chosen" blocking="render" />';

/**
 * The English version in #root (what shows without script), the others beside it until one is chosen.
 * The page's own chunks and catalogs are asked for when the app starts, after the paint, not from <head>:
 * the page is whole without them, and asked for early they took the link's bandwidth from the stylesheet
 * (Lighthouse counts module preloads as holding the first paint up: /home's LCP 1.35 s against 0.94 s).
 */
function pageHtml(html: string, versions: Record<Wire, string>, pagePreloads: string): string {
  const [entry, ...preloads] = loadedByEntry(html);
  const shell = html.replace(entryScript, '').replace(modulePreload, '');
  const others = (['cn', 'tw'] as const)
    .map(
      (language) =>
        `<template data-lang="${language}" lang="${htmlLang[language]}">${versions[language]}</template>`,
    )
    .join('');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('prerender: index.html has no empty #root');
  return beforeStylesheet(shell, paintWhenChosen).replace(
    root,
    `<div id="root">${versions.en}</div>${others}<script>${chooseLanguage}</script><script id="language-chosen">${startAfterPaint(entry, preloads, pagePreloads)}</script>`,
  );
}
