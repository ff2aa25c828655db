import { expect, test } from '@playwright/test';

// This project type-checks with Node's types only; the slice of the DOM used inside the page is named here.
interface WorkerContainer {
  ready: Promise<{ active: { state: string } | null }>;
  controller: object | null;
}

// The production build served by the real server: the shell renders at /home with the configured
// "rates from", the API answers, and the installable parts (manifest, service worker) are served.

test('the API answers /api/health in the envelope', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toMatchObject({ code: '0', data: { status: 'up' } });
});

test.describe('on a phone', () => {
  // The bottom tab bar is the phone layout; wide screens navigate from the header instead.
  test.use({ viewport: { width: 375, height: 812 } });

  test('the shell loads at /home with its tab bar and no script errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-cache');
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    await expect(page.locator('ion-tab-bar ion-tab-button')).toHaveCount(5);
    await expect(page.locator('body')).not.toHaveText(/^\s*$/);
    expect(errors).toEqual([]);
  });

  test('the first screen shows "Rates from" with the lowest configured rate', async ({ page, request }) => {
    const codes = [
      'LOAN_YEAR_RATE',
      'LOAN_SETTLEMENT_YEAR_RATE',
      'LOAN_EQUAL_AMOUNT_YEAR_RATE',
      'LOAN_INTEREST_FIRST_YEAR_RATE',
    ];
    const config = await request.get(`/api/config/getValue?configCodes=${codes.join(',')}`);
    const body = (await config.json()) as {
      code: string;
      data: { configCode: string; configValue: string }[];
    };
    expect(body.code).toBe('0');
    expect(body.data.map((item) => item.configCode).sort()).toEqual([...codes].sort());
    // Rates travel as annual fractions ("0.12"); the page shows the lowest as a percentage ("12%").
    const lowest = Math.min(...body.data.map((item) => Number(item.configValue)));
    expect(lowest).toBeGreaterThan(0);
    const percent = `${Number.parseFloat((lowest * 100).toFixed(6))}%`;

    await page.goto('/home');
    const line = page.getByTestId('rates-from');
    await expect(line).toHaveText(`Rates from ${percent} a year, fixed`);
    await expect(line.locator('strong')).toHaveText(percent);
  });
});

test('the web manifest is linked, names the app, installs standalone and has its icons', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-cache');
  const manifest = (await response.json()) as {
    name?: string;
    short_name?: string;
    display?: string;
    theme_color?: string;
    start_url?: string;
    icons?: { src: string; sizes?: string; purpose?: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.start_url).toBeTruthy();
  const icons = manifest.icons ?? [];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const image = await request.get(new URL(icon.src, response.url()).toString());
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toMatch(/^image\//);
  }
});

test('the service worker is served uncached, activates and controls the page', async ({ page, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toContain('no-cache');
  await page.goto('/home');
  // `ready` may resolve with a worker still activating (STACK trap 6).
  await page.waitForFunction(
    async () => {
      const container = (navigator as unknown as { serviceWorker: WorkerContainer }).serviceWorker;
      const registration = await container.ready;
      return registration.active?.state === 'activated';
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(
        () => (navigator as unknown as { serviceWorker: WorkerContainer }).serviceWorker.controller !== null,
      ),
    )
    .toBe(true);
});
