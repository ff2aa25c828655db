import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import {
  arrowForward,
  calculatorOutline,
  chevronDown,
  logInOutline,
  personCircleOutline,
} from 'ionicons/icons';
import type { Plugin, Rolldown } from 'vite';
import type { CatalogName } from '../src/lib/catalog-names';
import { paintedFaqKey, paintedSearchId } from '../src/pages/help/painted-help';
import { callOutline } from '../src/ui/icons/call-outline';
import { chatbubbleEllipsesOutline } from '../src/ui/icons/chatbubble-ellipses-outline';
import { heartOutline } from '../src/ui/icons/heart-outline';
import { searchOutline } from '../src/ui/icons/search-outline';

// The tab of each painted page, as its route declares it (staticData in src/routes/).
function tabPathOf(path: string): string {
  return path === '/help' ? '/service' : path.startsWith('/borrow/') ? '/booking' : path;
}
// The catalogs a page's route declares (`catalogs` in its staticData), or its nearest layout's: read from
// the route files' text, since the build cannot run them.
function catalogsForPath(routePath: string): CatalogName[] {
  const segments = routePath.split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    for (const name of [...(n === segments.length ? [[...segments, 'index']] : []), segments.slice(0, n)]) {
      const file = path.resolve('src/routes', `${name.join('.')}.tsx`);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const declared = /staticData: \{[^}]*catalogs: \[([^\]]*)\]/.exec(text)?.[1];
      if (declared) return [...declared.matchAll(/'(\w+)'/g)].map((match) => match[1] as CatalogName);
    }
  }
  return ['shell', 'pages'];
}

/**
 * The first paint of the pages visitors land on, without waiting for the JavaScript.
 *
 * The app renders nothing until React, the router and the first route's code have arrived and run — on a
 * mid-range phone over a slow connection that is seconds of an empty page. This plugin writes into
 * index.html the header and the top of /home, the four loan pages and the help centre, exactly as the app
 * renders them (same elements, same classes), in each of the three languages, and a few lines of inline
 * script that, on those paths only, put the version in the stored language into #root before the first
 * paint. When React mounts it replaces them with the same content at the same place: nothing moves and
 * nothing changes language. Only in builds: the dev server keeps Vite's own module script.
 *
 * The text comes from the catalogs by source message, so it cannot drift from the app's; the journeys
 * compare the first paint with the rendered page, box by box, in every language. The server
 * allows the inline script by its hash (server/plugins/web-app.ts), never by 'unsafe-inline'.
 */

type Wire = 'en' | 'cn' | 'tw';
const locales: Record<Wire, 'en' | 'zh-CN' | 'zh-TW'> = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' };
/** The language button shows the flag (or script mark) and the name of the language in itself. */
const languageMarks: Record<Wire, { name: string; mark: string }> = {
  en: { name: 'English', mark: '<img alt="" width="24" height="16" class="flag" src="/flags/gb.svg">' },
  cn: {
    name: '简体中文',
    mark: '<span class="flag flag--script" aria-hidden="true" data-script="简"></span>',
  },
  tw: {
    name: '繁體中文',
    mark: '<span class="flag flag--script" aria-hidden="true" data-script="繁"></span>',
  },
};

/** Source messages used by the first paint; each must be in the shell catalog (the build fails otherwise). */
const messages = {
  skip: 'Skip to content',
  brandLabel: 'Quayside home',
  mainNav: 'Main',
  home: 'Home',
  help: 'Help',
  quote: 'Get a quote',
  about: 'About us',
  blog: 'Blog',
  language: 'Language: {name}',
  logIn: 'Log in',
  myAccount: 'My account',
  eyebrow: 'Unsecured personal loans',
  title: 'Borrow with the whole cost in plain sight',
  lead: 'Fixed rates, fixed repayments and no fees to apply. See your figures in seconds; checking costs nothing and does not touch your credit score.',
  howItWorks: 'How our loans work',
} as const;
type Texts = Record<keyof typeof messages, string>;

const svgPrefix = 'data:image/svg+xml;utf8,';
/** An ionicon as src/ui/icon.tsx draws it. */
function icon(svg: string): string {
  return `<span class="icon" aria-hidden="true">${svg.slice(svgPrefix.length)}</span>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** A catalog of the app (src/locales), as source message → translation. */
async function readCatalog(root: string, lang: Wire, name: 'shell' | 'pages'): Promise<Map<string, string>> {
  const file = path.join(root, 'src', 'locales', locales[lang], `${name}.po`);
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: locales[lang],
    sourceLocale: 'en',
    filename: file,
  });
  const bySource = new Map<string, string>();
  for (const entry of Object.values(catalog ?? {})) {
    if (entry.message && entry.translation) bySource.set(entry.message, entry.translation);
  }
  return bySource;
}

/** The translation of a source message, escaped for HTML; the build fails when there is none. */
function translated(catalog: Map<string, string>, source: string, where: string): string {
  const text = catalog.get(source);
  if (!text) throw new Error(`first paint: "${source}" is not translated in ${where}`);
  return escapeHtml(text);
}

function shellTexts(shell: Map<string, string>, lang: Wire): Texts {
  const texts = {} as Texts;
  for (const [key, source] of Object.entries(messages) as [keyof Texts, string][]) {
    texts[key] = translated(shell, source, `${locales[lang]}/shell.po`);
  }
  return texts;
}

/**
 * The skip link and the app's header (src/tabs/shell/app-header.tsx), with no navigation link marked: the
 * inline script marks the one of the page it paints, as the app does.
 */
function header(lang: Wire, t: Texts, signedIn: boolean): string {
  const { name, mark } = languageMarks[lang];
  const account = signedIn
    ? `<a class="header-account" href="/member/centre">${icon(personCircleOutline)}<span class="header-account__label">${t.myAccount}</span></a>`
    : `<a class="header-account" href="/login">${icon(logInOutline)}<span class="header-account__label">${t.logIn}</span></a>`;
  const nav = [
    ['/home', t.home],
    ['/service', t.help],
    ['/booking', t.quote],
    ['/about', t.about],
    ['/blog', t.blog],
  ]
    .map(([href, label]) => `<a href="${href}" class="header-nav__link">${label}</a>`)
    .join('');
  return [
    `<a class="skip-link" href="#main">${t.skip}</a>`,
    '<header class="app-header"><div class="app-header__inner">',
    `<a aria-label="${t.brandLabel}" href="/home" class="brand"><img alt="" width="28" height="28" src="/favicon.svg"><span class="brand__name">Quayside</span></a>`,
    `<nav class="header-nav" aria-label="${t.mainNav}">${nav}</nav>`,
    '<div class="app-header__actions"><div class="language-switcher">',
    `<button type="button" class="language-switcher__button" aria-label="${t.language.replace('{name}', escapeHtml(name))}">${mark}<span class="language-switcher__code">${name}</span>${icon(chevronDown)}</button>`,
    `</div>${account}</div>`,
    '</div></header>',
  ].join('');
}

/** The hero copy of /home (src/tabs/home/home-screen.tsx). */
function homeMain(t: Texts): string {
  return [
    '<main id="main" class="page-container" tabindex="-1"><div class="page"><section class="hero" aria-labelledby="hero-title"><div class="hero__inner"><div class="hero__copy">',
    `<p class="hero__eyebrow">${t.eyebrow}</p>`,
    `<h1 id="hero-title" class="hero__title">${t.title}</h1>`,
    `<p class="hero__lead">${t.lead}</p>`,
    '<p class="hero__rate"><span class="hero__rate-placeholder" aria-hidden="true">\u00a0</span></p>',
    '<div class="button-row button-row--start">',
    `<a class="button button--light" href="/booking">${icon(calculatorOutline)}${t.quote}</a>`,
    `<a class="button button--ghost" href="/learn-more">${t.howItWorks}${icon(arrowForward)}</a>`,
    '</div></div></div></section></div></main>',
  ].join('');
}

/**
 * The loan pages (src/pages/borrow/loan-products.ts and src/ui/lending/loan-kinds.ts), down to their
 * introduction: on a phone that paragraph is the largest thing on the first screen of the page a visitor
 * from a search or an advert lands on. The chip names are in the shell catalog (the home page lists the
 * loan kinds too), the rest in the pages catalog.
 */
const loanPages = [
  {
    kind: 'personal',
    path: '/borrow/personal-loan',
    name: 'Personal loan',
    headline: 'A personal loan with the cost fixed from day one',
    intro:
      'Borrow a fixed amount, unsecured, and repay it over one to five years. Your rate is fixed when you sign, so the repayments in your agreement are the repayments you make.',
  },
  {
    kind: 'debt-consolidation',
    path: '/borrow/debt-consolidation-loan',
    name: 'Debt consolidation loan',
    headline: 'One loan, one payment date, one rate',
    intro:
      'Use one Quayside loan to repay cards, overdrafts or other loans, and keep track of a single monthly repayment instead of several. It helps most when the new total cost is lower than what you pay today, so compare before you decide.',
  },
  {
    kind: 'car',
    path: '/borrow/car-loan',
    name: 'Car loan',
    headline: 'Pay for the car and own it from the start',
    intro:
      'With an unsecured car loan the money is paid to you, so you can buy from a dealer or a private seller and own the car outright. Nothing is secured on the car, and there is no balloon payment at the end.',
  },
  {
    kind: 'home-improvement',
    path: '/borrow/home-improvement-loan',
    name: 'Home improvement loan',
    headline: 'Improve your home without remortgaging',
    intro:
      "Fund a project at home with an unsecured loan, so your home is not used as security and your mortgage stays as it is. Fixed repayments make the budget easy to plan alongside the builders' invoices.",
  },
] as const;
type LoanPage = (typeof loanPages)[number];

/** The top of a loan page as src/pages/borrow/borrow-screen.tsx renders it. */
function loanMain(
  page: LoanPage,
  shell: Map<string, string>,
  pages: Map<string, string>,
  lang: Wire,
): string {
  const inShell = (source: string) => translated(shell, source, `${locales[lang]}/shell.po`);
  const inPages = (source: string) => translated(pages, source, `${locales[lang]}/pages.po`);
  const chips = loanPages
    .map((item) =>
      item.kind === page.kind
        ? `<a class="chip is-active active" aria-current="page" href="${item.path}" data-status="active">${inShell(item.name)}</a>`
        : `<a class="chip" href="${item.path}">${inShell(item.name)}</a>`,
    )
    .join('');
  return [
    `<main id="main" class="page-container" tabindex="-1"><section class="screen screen--normal" data-testid="borrow-${page.kind}" aria-labelledby="screen-title">`,
    `<div class="screen__head"><h1 id="screen-title" class="screen__title">${inShell(page.name)}</h1></div>`,
    `<p class="screen__lead">${inPages(page.headline)}</p>`,
    `<div class="screen__body"><nav class="chip-nav" aria-label="${inPages('Loan types')}">${chips}</nav>`,
    `<p class="prose-lead">${inPages(page.intro)}</p>`,
    '</div></section></main>',
  ].join('');
}

/**
 * The help centre's FAQ as src/pages/help/faq-content.ts defines it, read from that file's text: its `msg`
 * macros only run inside the app's compiler, and a copy of 36 messages here would drift. The file keeps one
 * strict shape (an id, a title, then question/answer pairs per group); anything else fails the build, and
 * the journeys compare every painted question with the app's.
 */
interface FaqGroupText {
  id: string;
  title: string;
  items: { question: string; answer: string }[];
}

function readFaq(root: string): FaqGroupText[] {
  const text = readFileSync(path.join(root, 'src', 'pages', 'help', 'faq-content.ts'), 'utf8');
  const groups: FaqGroupText[] = [];
  let question: string | undefined;
  for (const match of text.matchAll(/\b(id|title|question|answer): (?:'([^']*)'|msg`([^`]*)`)/g)) {
    const field = match[1];
    const value = match[2] ?? match[3] ?? '';
    if (/\\|\$\{/.test(value))
      throw new Error(`first paint: FAQ message with an escape or a placeholder: ${value}`);
    const group = groups.at(-1);
    if (field === 'id') groups.push({ id: value, title: '', items: [] });
    else if (field === 'title' && group && !group.title) group.title = value;
    else if (field === 'question' && group && question === undefined) question = value;
    else if (field === 'answer' && group && question !== undefined) {
      group.items.push({ question, answer: value });
      question = undefined;
    } else throw new Error(`first paint: unexpected ${field} in faq-content.ts`);
  }
  if (groups.length === 0 || groups.some((group) => !group.title || group.items.length === 0) || question)
    throw new Error('first paint: faq-content.ts is not in the shape this build step reads');
  return groups;
}

/**
 * The help centre as src/pages/help/help-screen.tsx renders it with no search typed: quick links, the search
 * box and every FAQ group, answers included, so a question opened before the app arrives opens onto its
 * answer. On a phone the first questions are the largest thing on the screen. No test ids: the journeys
 * wait for the app's own elements. The search box and the questions carry what painted-help.ts needs to
 * hand a reader's typing and opened questions over to the app.
 */
function helpMain(faq: readonly FaqGroupText[], pages: Map<string, string>, lang: Wire): string {
  const t = (source: string) => translated(pages, source, `${locales[lang]}/pages.po`);
  const quickLinks = (
    [
      ['/help/money-worries', heartOutline, 'Money worries'],
      ['/contact', callOutline, 'Contact us'],
      ['/service', chatbubbleEllipsesOutline, 'Chat with us'],
    ] as const
  )
    .map(
      ([href, svg, label]) => `<a class="quick-link" href="${href}">${icon(svg)}<span>${t(label)}</span></a>`,
    )
    .join('');
  const groups = faq
    .map(
      (group) =>
        `<section class="faq-group" aria-labelledby="faq-${group.id}"><h2 id="faq-${group.id}" class="section__title">${t(group.title)}</h2><div class="card faq-card">${group.items
          .map(
            (item, index) =>
              `<details class="faq-item" data-painted="${paintedFaqKey(group.id, index)}"><summary>${t(item.question)}</summary><p>${t(item.answer)}</p></details>`,
          )
          .join('')}</div></section>`,
    )
    .join('');
  return [
    '<main id="main" class="page-container" tabindex="-1"><section class="screen screen--normal" aria-labelledby="screen-title">',
    `<div class="screen__head"><h1 id="screen-title" class="screen__title">${t('Help centre')}</h1></div>`,
    `<p class="screen__lead">${t('Answers to the questions we hear most.')}</p>`,
    `<div class="screen__body"><div class="quick-links">${quickLinks}</div>`,
    `<div class="search-box" role="search"><label for="${paintedSearchId}" class="visually-hidden">${t('Search the help centre')}</label>${icon(searchOutline)}`,
    `<input id="${paintedSearchId}" type="search" class="search-box__input" placeholder="${t('Search, e.g. "repay early"')}"></div>`,
    '<p class="search-count muted" aria-live="polite"></p>',
    groups,
    '</div></section></main>',
  ].join('');
}

/** What the inline script paints: headers by language and sign-in, and each page's main part by language. */
interface Paint {
  headers: Record<string, string>;
  mains: Record<string, Partial<Record<Wire, string>>>;
  /** The header link each page lights up: its tab's (its route's `tab`). */
  active: Record<string, string>;
}

async function paintFor(root: string): Promise<Paint> {
  const paint: Paint = {
    headers: {},
    mains: { '/home': {}, '/help': {} },
    active: { '/home': tabPathOf('/home'), '/help': tabPathOf('/help') },
  };
  const faq = readFaq(root);
  for (const page of loanPages) {
    paint.mains[page.path] = {};
    paint.active[page.path] = tabPathOf(page.path);
  }
  for (const lang of Object.keys(locales) as Wire[]) {
    const shell = await readCatalog(root, lang, 'shell');
    const pages = await readCatalog(root, lang, 'pages');
    const texts = shellTexts(shell, lang);
    paint.headers[`${lang}0`] = header(lang, texts, false);
    paint.headers[`${lang}1`] = header(lang, texts, true);
    (paint.mains['/home'] as Record<Wire, string>)[lang] = homeMain(texts);
    (paint.mains['/help'] as Record<Wire, string>)[lang] = helpMain(faq, pages, lang);
    for (const page of loanPages) {
      (paint.mains[page.path] as Record<Wire, string>)[lang] = loanMain(page, shell, pages, lang);
    }
  }
  return paint;
}

/**
 * Two inline scripts. The first, in <head> before the stylesheet, defines how the app starts — the entry's
 * preloads, the page's own chunks and catalogs, then the entry module — and on every page it does not paint
 * starts it at once. It must come before the stylesheet: the browser runs an inline script only once the
 * stylesheets above it have loaded, and from the end of <body> the page's 160 kB of JavaScript waited a
 * round trip for 9 kB of CSS before it was even asked for. (main.tsx waits for the stylesheet before it
 * renders, so nothing measures an unstyled page.)
 * The second, at the end of <body>, paints /, /home, the loan pages and /help in the stored language
 * (SPEC §7: key `lang`, a JSON string, default en) with the member's state (`userInfo` with a token);
 * anything unexpected in storage leaves #root empty, and the app then paints everything itself. Where it
 * paints, the app starts only after that first paint has reached the screen (the browser's paint timing
 * says so; 200 ms at most, as in a hidden tab), so that on a slow connection the stylesheet the paint
 * needs is not sharing it with JavaScript it does not need.
 */
const startFunction = '__quaysideStart';

function headScript(
  entry: string,
  preloads: readonly string[],
  pagePreloads: PagePreloads,
  painted: readonly string[],
): string {
  return [
    '(function(){',
    `var d=document,started=0,p=location.pathname,q=p.length>1&&p.slice(-1)==="/"?p.slice(0,-1):p,w="en";`,
    `try{w=JSON.parse(localStorage.getItem("lang")||'"en"')}catch(e){}`,
    `function pre(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)}`,
    `function start(){if(started)return;started=1;`,
    `${JSON.stringify(preloads)}.forEach(pre);`,
    `var r=${JSON.stringify(pagePreloads.routes)}[q],c=${JSON.stringify(pagePreloads.catalogs)},k=c[w]||c.en;`,
    `if(r){r[0].forEach(pre);r[1].forEach(function(n){(k[n]||[]).forEach(pre)})}`,
    `var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}`,
    `window.${startFunction}=start;`,
    `if(${JSON.stringify(['/', ...painted])}.indexOf(q)<0)start()`,
    '})();',
  ].join('');
}

/**
 * Keyboard focus across the hand-over to the app, run right after the paint: a reader who tabbed into the
 * painted header or page before the app arrived would be sent back to the top of the document when React
 * replaces those elements, so the app's copy of the element they were on takes the focus instead (unless
 * the app has put it somewhere itself). Copies are found by what both renders share — tag, classes less the
 * ones marking a state (`is-active`, the router's `active`, Ionic's own), link target — and by their order
 * among the alike, never by ids (the app's come from React). It lives here, with the painted page, because
 * only a painted page needs it; the place is read at every focus change, since the reader may still be
 * tabbing while the code loads.
 */
const focusHandOver = [
  'var o=d.getElementById("root"),g=o.firstElementChild,f=0;',
  'function sig(e){return e.tagName+" "+(e.getAttribute("class")||"").split(/\\s+/).filter(function(n){return n&&!/^(is-active|active|ion-)/.test(n)}).join(".")+" "+e.getAttribute("href")}',
  'function alike(s){return[].filter.call(o.getElementsByTagName(s.split(" ")[0]),function(e){return sig(e)===s})}',
  'function keep(){var e=d.activeElement;f=e&&g.contains(e)?[sig(e)]:0;if(f)f[1]=alike(f[0]).indexOf(e)}',
  'o.addEventListener("focusin",keep);',
  'new MutationObserver(function(x,b){if(g.isConnected)return;b.disconnect();o.removeEventListener("focusin",keep);',
  'var e=d.activeElement,t=f&&alike(f[0])[f[1]];if(t&&(!e||e===d.body))t.focus({preventScroll:true})}).observe(o,{childList:true});',
].join('');

function bodyScript(paint: Paint): string {
  return [
    '(function(){',
    `var d=document,painted=0,p=location.pathname,q=p.length>1&&p.slice(-1)==="/"?p.slice(0,-1):p,start=window.${startFunction};`,
    'if(!start)return;if(q==="/")q="/home";',
    `try{var m=${JSON.stringify(paint.mains)}[q];if(m){`,
    `var t=localStorage,l=JSON.parse(t.getItem("lang")||'"en"'),u=JSON.parse(t.getItem("userInfo")||"null"),a=${JSON.stringify(paint.active)}[q];`,
    'if(typeof l!=="string"||!m[l])l="en";',
    `d.documentElement.lang=${JSON.stringify(locales)}[l];`,
    `d.getElementById("root").innerHTML='<div class="app-shell">'+${JSON.stringify(paint.headers)}[l+(u&&u.token?1:0)]+m[l]+"</div>";`,
    // The header link of the page's tab, as AppLink marks it; the brand is the page only on /home.
    `var n=d.querySelector('.header-nav a[href="'+a+'"]');if(n){n.className+=" is-active";n.setAttribute("aria-current",a===q?"page":"true")}`,
    `if(q==="/home")d.querySelector(".brand").setAttribute("aria-current","page");`,
    // The active chip in the middle of its row, as borrow-screen.tsx scrolls it.
    'var c=d.querySelector(".chip-nav"),x=c&&c.querySelector(".is-active");if(x)c.scrollLeft=x.offsetLeft-(c.clientWidth-x.offsetWidth)/2;',
    focusHandOver,
    'painted=1}}catch(e){}',
    // Started when the browser reports the paint as presented (a paint timing entry), or after the next
    // frame where there is no such report, and after 200 ms in any case.
    'if(painted){try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,200)}else start()',
    '})();',
  ].join('');
}

/**
 * Per page, the files its first render waits for beyond the entry's: the route's own chunks and the
 * catalogs of the stored language (each route's declared `catalogs`). Without them in index.html the browser
 * learns of these only once 160 kB of entry code has arrived and run — one more round trip before a page
 * other than /home shows anything. Pages with parameters ($id) are left to the app.
 */
interface PagePreloads {
  /** path → [route files, catalog names] */
  routes: Record<string, [string[], CatalogName[]]>;
  /** wire language → catalog name → files */
  catalogs: Record<string, Partial<Record<CatalogName, string[]>>>;
}

const routeModule = /\/src\/routes\/([^/?]+)\.tsx\?tsr-split=/;
const catalogModule = /\/src\/locales\/(en|zh-CN|zh-TW)\/(shell|pages|member|apply)\.po$/;

function preloadsByPage(bundle: Rolldown.OutputBundle, alreadyLoaded: readonly string[]): PagePreloads {
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
  /** Layout routes (about.tsx, not about.index.tsx): their chunks render around every page below them. */
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
    routes[routePath] = [[...files], [...catalogsForPath(routePath)]];
  }
  if (routes['/home']) routes['/'] = routes['/home'];
  return { routes, catalogs };
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">\s*/g;
const stylesheetLink = /<link rel="stylesheet"/;

export function firstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: 'quayside:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      // After the bundle's own tags are in: the entry script and its preloads are taken out of the page
      // and started by the inline script instead.
      order: 'post',
      async handler(html, context) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('first paint: no entry module script in index.html');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
        if (!context.bundle) throw new Error("first paint: no bundle to find the pages' chunks in");
        const pagePreloads = preloadsByPage(context.bundle, [entry, ...preloads]);
        const paint = await paintFor(root);
        const head = `<script>${headScript(entry, preloads, pagePreloads, Object.keys(paint.mains))}</script>`;
        const body = `<script>${bodyScript(paint)}</script>`;
        const withoutEntry = html.replace(entryScript, '').replace(modulePreload, '');
        const stylesheet = withoutEntry.search(stylesheetLink);
        if (stylesheet < 0) throw new Error('first paint: no stylesheet link in index.html');
        return `${withoutEntry.slice(0, stylesheet)}${head}\n    ${withoutEntry.slice(stylesheet)}`.replace(
          '</body>',
          `${body}\n  </body>`,
        );
      },
    },
  };
}
