import { expect, type Page, test } from '@playwright/test';

// The slice of the DOM used inside the page (this project type-checks with Node's types only).
interface WorkerContainer {
  ready: Promise<{ active: { state: string } | null }>;
  controller: object | null;
}

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const container = (navigator as unknown as { serviceWorker: WorkerContainer }).serviceWorker;
      const registration = await container.ready;
      return registration.active?.state === 'activated' && container.controller !== null;
    },
    undefined,
    { timeout: 20_000 },
  );
}

test('once the service worker is in, the public area opens with no network at all', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  // The first visit installs the worker; `clientsClaim` makes it control this page too.
  await waitForServiceWorker(page);
  await page.goto('/borrow/personal-loan');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
  // Online and fresh: no note.
  await expect(page.getByTestId('data-as-of')).toHaveCount(0);

  await context.setOffline(true);
  // What was read before is still there, marked as a saved copy with its time.
  await page.goto('/blog');
  await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
  await expect(page.getByTestId('data-as-of')).toContainText(/You are offline\. Data as of \d/);
  // Pages never opened before, in a fresh navigation: shell, route code and catalogs come from the precache.
  for (const path of ['/help', '/help/money-worries', '/privacy']) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
  }
  // The calculator still gives figures from the last rates it saw.
  await page.goto('/borrow/personal-loan');
  await expect(page.getByText('Monthly repayment').first()).toBeVisible();
  await expect(page.getByText(/£[\d,]+\.\d\d/).first()).toBeVisible();
  await expect(page.getByTestId('data-as-of').first()).toBeVisible();
  // An API call that was never cached fails as a network failure, not with a stale or made-up answer.
  const answer = await page.evaluate(async () => {
    try {
      return (await fetch('/api/health')).status;
    } catch {
      return 'network error';
    }
  });
  expect(answer).toBe('network error');
  await context.setOffline(false);
});

test('offline, a copy from the service worker is dated when it was saved, not when it was read again', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/home');
  await waitForServiceWorker(page);
  await page.goto('/blog');
  await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
  const readAt = await page.evaluate(() => Date.now());

  // Three hours on and offline, with the app's own saved cache gone: the worker's copy is all there is.
  await page.clock.fastForward('03:00:00');
  await context.setOffline(true);
  await page.evaluate('window.localStorage.removeItem("quaysideQueryCache")');
  await page.reload();
  await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
  const note = page.getByTestId('data-as-of');
  await expect(note).toContainText(/You are offline\. Data as of \d/);
  const asOf = Date.parse((await note.getAttribute('data-as-of')) ?? '');
  expect(Math.abs(asOf - readAt)).toBeLessThan(60_000);
  expect(await page.evaluate(() => Date.now() - 3 * 3600_000)).toBeGreaterThan(readAt - 60_000);
  await context.setOffline(false);
});

test.describe('without the service worker', () => {
  // The path of a browser without a worker, or of a first visit: the failed refresh reaches the page as it
  // is (with the worker, the page gets the worker's dated copy instead, shown the same way).
  test.use({ serviceWorkers: 'block' });

  test('online, a page whose refresh failed says its figures are a saved copy, with their time', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/blog');
    await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
    await expect(page.getByTestId('data-as-of')).toHaveCount(0);
    // Eleven minutes on, the list is due a refresh (10 minutes), and the server does not answer.
    await page.clock.fastForward('11:00');
    await page.route('**/api/news/list**', (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('blog-list').locator('a').first()).toBeVisible();
    await expect(page.getByTestId('data-as-of')).toContainText(
      /could not be updated just now\. Data as of \d/,
      {
        timeout: 15_000,
      },
    );
  });
});
