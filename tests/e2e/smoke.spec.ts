import { expect, test } from '@playwright/test';

// This project type-checks with Node's types only; the slice of the DOM used inside the page is named here.
interface WorkerContainer {
  ready: Promise<{ active: { state: string } | null }>;
  controller: object | null;
}

// The production build served by the real server: the shell renders at /home, the API answers, and the
// installable parts (manifest, service worker) are served when the build has them.

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
});

test('the web manifest, when linked, names the app and has icons', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page
    .locator('link[rel="manifest"]')
    .getAttribute('href', { timeout: 2_000 })
    .catch(() => null);
  test.skip(!href, 'the build links no manifest');
  const response = await request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest.name ?? manifest.short_name).toBeTruthy();
  expect(manifest.icons?.length ?? 0).toBeGreaterThan(0);
});

test('the service worker, when the build has one, activates and controls the page', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  const isScript = worker.ok() && (worker.headers()['content-type'] ?? '').includes('javascript');
  test.skip(!isScript, 'the build has no /sw.js');
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
