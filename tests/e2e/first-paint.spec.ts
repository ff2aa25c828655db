import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// build/first-paint.ts: /home paints its header and hero from index.html, in the stored language, before
// any JavaScript has run; the app then replaces them with the same content at the same place.

const boxesOf = (page: Page) =>
  page.evaluate(() => {
    const d = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
    return ['.app-header', '.hero__eyebrow', 'h1', '.hero__lead', '.hero .button-row'].map((selector) => {
      const element = d.querySelector(selector) as { getBoundingClientRect(): Record<string, number> } | null;
      const box = element?.getBoundingClientRect();
      return box ? [selector, box.x, box.y, box.width, box.height].join(' ') : `${selector} missing`;
    });
  });

const cases = [
  { lang: 'en', locale: 'en', title: 'Borrow with the whole cost in plain sight', width: 375 },
  { lang: 'cn', locale: 'zh-CN', title: '借款的全部成本，一目了然', width: 375 },
  { lang: 'tw', locale: 'zh-TW', title: '借款的全部成本，一目瞭然', width: 1280 },
] as const;

for (const { lang, locale, title, width } of cases) {
  test(`/home paints its hero in ${lang} before the app runs, and the app takes over without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript({ content: `localStorage.setItem('lang', '${JSON.stringify(lang)}')` });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });

    // No JavaScript file is served: what shows is index.html alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/home');
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.language-switcher__button')).toBeVisible();
    const first = await boxesOf(page);

    await page.unroute(/\/assets\/.*\.js$/);
    await page.addInitScript({
      content: `new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shift = (window.__shift || 0) + e.value; }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await page.goto('/home');
    await expect(page.getByTestId('calc-monthly')).toBeVisible();
    await expect(page.getByTestId('tab-home')).toBeAttached();
    expect(await boxesOf(page)).toEqual(first);
    await expect(page.locator('h1')).toHaveText(title);
    const shift = await page.evaluate(() => (globalThis as unknown as { __shift?: number }).__shift ?? 0);
    expect(shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });
}

test('other pages are painted by the app alone: no /home hero flashes on them', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/help');
  await page.waitForLoadState('load');
  expect(await page.locator('#root').innerHTML()).toBe('');
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/help');
  await expect(page.locator('main#main h1')).toHaveText('Help centre');
});

test("index.html asks at once for the page's own code and its catalogs in the stored language", async ({
  page,
}) => {
  await page.addInitScript({ content: `localStorage.setItem('lang', JSON.stringify('tw'))` });
  const preloads = () =>
    page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/borrow/personal-loan/');
  const hrefs = await preloads();
  // The build's own record of which file each source became (the journeys run against this dist/).
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const fileOf = (source: string) => `/${manifest[source]?.file}`;
  expect(hrefs).toContain(fileOf('src/routes/borrow.personal-loan.tsx?tsr-split=component'));
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

test('other pages ask for their code while the stylesheet is still loading, and render only once it is in', async ({
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
  await page.goto('/borrow/personal-loan', { waitUntil: 'commit' });
  await released;
  await expect(page.locator('main#main h1')).toBeVisible();
  expect(askedWhileHeld).toBe(true);
  expect(rootWhileHeld).toBe(0);
  // Laid out with the styles: the chip row scrolls inside itself, the page does not overflow.
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(1280);
});
