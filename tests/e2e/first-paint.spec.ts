import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// build/first-paint.ts: /home, the loan pages and the help centre paint their header and the top of the page from index.html,
// in the stored language, before any JavaScript has run; the app then replaces them with the same content at
// the same place.

const boxesOf = (page: Page, selectors: readonly string[]) =>
  page.evaluate((list) => {
    const d = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
    return list.map((selector) => {
      const element = d.querySelector(selector) as {
        getBoundingClientRect(): Record<string, number>;
        scrollLeft: number;
      } | null;
      const box = element?.getBoundingClientRect();
      return box
        ? [selector, box.x, box.y, box.width, box.height, element?.scrollLeft].join(' ')
        : `${selector} missing`;
    });
  }, selectors);

const homeParts = [
  '.app-header',
  '.header-nav .is-active',
  '.hero__eyebrow',
  'h1',
  '.hero__lead',
  '.hero .button-row',
];
// The words of these are the same in both (the eyebrow of /home is not: it adds the amounts once it has them).
const homeWords = ['h1', '.hero__lead', '.hero .button-row'];
const loanWords = ['h1', '.screen__lead', '.chip-nav', '.prose-lead'];
const wordsOf = (page: Page, selectors: readonly string[]) =>
  Promise.all(selectors.map((selector) => page.locator(selector).first().textContent()));
// The help centre is painted whole (without the footer): every box down to the last FAQ group, every word.
const helpParts = [
  '.app-header',
  '.header-nav .is-active',
  'h1',
  '.screen__lead',
  '.quick-links',
  '.search-box',
  '.search-count',
  'section.faq-group',
  'section.faq-group:last-of-type',
];
const helpWords = ['h1', '.screen__lead', '.screen__body'];
const partsOf = { '/home': [homeParts, homeWords], '/help': [helpParts, helpWords] } as Record<
  string,
  [string[], string[]]
>;
const loanParts = [
  '.app-header',
  '.header-nav .is-active',
  'h1',
  '.screen__lead',
  '.chip-nav',
  '.prose-lead',
];

const cases = [
  { path: '/home', lang: 'en', locale: 'en', title: 'Borrow with the whole cost in plain sight', width: 375 },
  { path: '/home', lang: 'cn', locale: 'zh-CN', title: '借款的全部成本，一目了然', width: 375 },
  { path: '/home', lang: 'tw', locale: 'zh-TW', title: '借款的全部成本，一目瞭然', width: 1280 },
  { path: '/borrow/personal-loan', lang: 'en', locale: 'en', title: 'Personal loan', width: 375 },
  // The active chip is scrolled into the middle of its row on a phone, by the first paint as by the app.
  { path: '/borrow/car-loan', lang: 'cn', locale: 'zh-CN', title: '汽车贷款', width: 375 },
  { path: '/borrow/home-improvement-loan', lang: 'tw', locale: 'zh-TW', title: '房屋裝修貸款', width: 375 },
  { path: '/help', lang: 'en', locale: 'en', title: 'Help centre', width: 375 },
  { path: '/help', lang: 'cn', locale: 'zh-CN', title: '帮助中心', width: 1280 },
  { path: '/help', lang: 'tw', locale: 'zh-TW', title: '說明中心', width: 375 },
  {
    path: '/borrow/debt-consolidation-loan',
    lang: 'en',
    locale: 'en',
    title: 'Debt consolidation loan',
    width: 1280,
  },
] as const;

for (const { path, lang, locale, title, width } of cases) {
  test(`${path} paints its top in ${lang} at ${width} px before the app runs, and the app takes over without a shift`, async ({
    page,
  }) => {
    const [parts, words] = partsOf[path] ?? [loanParts, loanWords];
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript({ content: `localStorage.setItem('lang', '${JSON.stringify(lang)}')` });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });

    // No JavaScript file is served: what shows is index.html alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.language-switcher__button')).toBeVisible();
    const first = await boxesOf(page, parts);
    const firstWords = await wordsOf(page, words);

    await page.unroute(/\/assets\/.*\.js$/);
    await page.addInitScript({
      content: `new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shift = (window.__shift || 0) + e.value; }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await page.goto(path);
    await expect(page.getByTestId(path === '/help' ? 'faq-search' : 'calc-monthly')).toBeVisible();
    await expect(page.getByTestId('tab-home')).toBeAttached();
    expect(await boxesOf(page, parts)).toEqual(first);
    expect(await wordsOf(page, words)).toEqual(firstWords);
    await expect(page.locator('h1')).toHaveText(title);
    const shift = await page.evaluate(() => (globalThis as unknown as { __shift?: number }).__shift ?? 0);
    expect(shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });
}

test('other pages are painted by the app alone: no /home hero flashes on them', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await page.waitForLoadState('load');
  expect(await page.locator('#root').innerHTML()).toBe('');
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/contact');
  await expect(page.locator('main#main h1')).toHaveText('Contact us');
});

test("index.html asks at once for the page's own code and its catalogs in the stored language", async ({
  page,
}) => {
  await page.addInitScript({ content: `localStorage.setItem('lang', JSON.stringify('tw'))` });
  const preloads = () =>
    page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/contact/');
  const hrefs = await preloads();
  // The build's own record of which file each source became (the journeys run against this dist/).
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const fileOf = (source: string) => `/${manifest[source]?.file}`;
  expect(hrefs).toContain(fileOf('src/routes/contact.tsx?tsr-split=component'));
  expect(hrefs).toContain(fileOf('src/locales/zh-TW/pages.po'));
  expect(hrefs).toContain(fileOf('src/locales/zh-TW/shell.po'));
  expect(hrefs).not.toContain(fileOf('src/locales/en/pages.po'));
  await expect(page.locator('main#main h1')).toBeVisible();
});

test('a signed-in member sees "My account" in the first paint, as the app then shows', async ({ page }) => {
  await page.addInitScript({
    content: `localStorage.setItem('userInfo', JSON.stringify({ id: 7, token: 'not-checked-by-the-first-paint' }))`,
  });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('.header-account')).toHaveAttribute('href', '/member/centre');
});

test('pages not painted by index.html ask for their code while the stylesheet is still loading, and render only once it is in', async ({
  page,
}) => {
  // The stylesheet is held back until the page's code has been asked for and has had time to arrive and run.
  let scriptAskedFor = false;
  let askedWhileHeld = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let rootWhileHeld: number | undefined;
  page.on('request', (request) => {
    if (/\/assets\/.*\.js$/.test(request.url())) scriptAskedFor = true;
  });
  await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
    const deadline = Date.now() + 5_000;
    while (!scriptAskedFor && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    askedWhileHeld = scriptAskedFor;
    rootWhileHeld = Number(await page.evaluate('document.getElementById("root").childElementCount'));
    await route.continue();
    release();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await released;
  await expect(page.locator('main#main h1')).toBeVisible();
  expect(askedWhileHeld).toBe(true);
  expect(rootWhileHeld).toBe(0);
  // Laid out with the styles: nothing overflows the page.
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(1280);
});

/**
 * Holds the app's code back until the returned function is called, so that the painted page can be used
 * first. The tests using it block the service worker: once it controls the page it fetches past page.route.
 */
async function holdCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the help centre hands over what a reader did before the app arrived', () => {
  test.use({ serviceWorkers: 'block' });

  /** The painted help centre, with the app's code held back until the returned function is called. */
  async function paintedHelp(page: Page): Promise<() => void> {
    const release = await holdCode(page);
    await page.goto('/help', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('Help centre');
    expect(await page.getByTestId('faq-search').count()).toBe(0);
    return release;
  }

  test('a question opened in the painted page stays open', async ({ page }) => {
    const release = await paintedHelp(page);
    await page.locator('summary', { hasText: 'Who can apply?' }).click();
    await expect(page.locator('details[open]')).toContainText('UK bank account');
    release();
    await expect(page.getByTestId('faq-search')).toBeVisible();
    await expect(page.locator('details[open] summary')).toHaveText(['Who can apply?']);
    await expect(page.locator('details[open]')).toContainText('UK bank account');
  });

  test('a search typed into the painted page is kept, with the focus, and typing goes on', async ({
    page,
  }) => {
    const release = await paintedHelp(page);
    await page.locator('input[type="search"]').click();
    await page.keyboard.type('repay early');
    release();
    await expect(page.getByTestId('faq-search')).toHaveValue('repay early');
    await expect(page.getByTestId('faq-search')).toBeFocused();
    await expect(page.getByTestId('faq-count')).toHaveText(/answers? match/);
    await page.keyboard.type('!');
    await expect(page.getByTestId('faq-search')).toHaveValue('repay early!');
  });
});

test.describe('keyboard focus survives the hand-over from the painted page', () => {
  test.use({ serviceWorkers: 'block' });

  test('a reader who tabbed into the painted header stays on the same link in the app', async ({ page }) => {
    const release = await holdCode(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.getByTestId('page-container').count()).toBe(0);
    // Skip link, brand, then the header's first navigation links.
    for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press('Tab');
    const before = (await page.evaluate(
      '({ href: document.activeElement.getAttribute("href"), text: document.activeElement.textContent })',
    )) as { href: string | null; text: string | null };
    expect(before.href).toMatch(/^\//);
    release();
    await page.getByTestId('page-container').waitFor();
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("href") ?? null'))
      .toBe(before.href);
    await expect(page.locator(':focus')).toHaveText(before.text ?? '');
    // And the next Tab goes on from there, not from the top of the page.
    const next = (await page.evaluate(`(() => {
      const links = [...document.querySelectorAll('.header-nav a')];
      return links[links.indexOf(document.activeElement) + 1]?.getAttribute('href') ?? null;
    })()`)) as string | null;
    await page.keyboard.press('Tab');
    if (next) await expect(page.locator(':focus')).toHaveAttribute('href', next);
  });
});
