import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors, newMember, openSignedIn, waitForServiceWorker } from './helpers/offline-store';

// Installability (DESIGN §6): the manifest and the worker meet the browser's install criteria, and the
// installed app starts from its start URL with no network, with the pages a borrower expects to have.

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the manifest and the service worker meet the install criteria', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Quayside personal loans',
    short_name: 'Quayside',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f6c',
    background_color: '#f4f6f8',
  });
  expect(manifest.description.length).toBeGreaterThan(10);
  const icons = [
    ...manifest.icons.map((icon) => ({ ...icon, purpose: icon.purpose ?? 'any' })),
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'apple' },
  ];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '180x180 apple']),
  );
  // Each icon is the PNG of the size it claims.
  for (const icon of icons) {
    const body = await (await request.get(icon.src)).body();
    const { format, width, height } = await sharp(body).metadata();
    expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
  }

  await page.goto('/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  await waitForServiceWorker(page);
  // Chromium's own verdict, the one its install prompt follows. A test browser's contexts are incognito,
  // where nothing is ever installable; every other reason (no suitable icon, no worker with a fetch handler,
  // a wrong display or start URL) would be listed here.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
});

test('with no network the app starts from its start URL, and help, a loan page, an article read and /apply open', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page, [/status of 50\d/]);
  const member = await newMember(request);
  await openSignedIn(page, member);
  await waitForServiceWorker(page);
  // An article read while online.
  await page.goto('/blog');
  const first = page.getByTestId('blog-list').locator('a').first();
  const title = ((await first.locator('.article-row__title').textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/about\/details\?id=\d+/);
  await expect(page.locator('main h1').first()).toHaveText(title);
  const article = page.url();

  await context.setOffline(true);
  // The start URL, as the installed app opens it: a fresh navigation, answered by the worker.
  await page.goto('/home');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.offline-banner')).toHaveText('You are offline.');
  for (const path of ['/help', '/borrow/personal-loan', '/apply']) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
  }
  await page.goto(article);
  await expect(page.locator('main h1').first()).toHaveText(title);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
