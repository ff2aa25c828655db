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

  await context.setOffline(true);
  // Pages never opened before, in a fresh navigation: shell, route code and catalogs come from the precache.
  for (const path of ['/help', '/help/money-worries', '/privacy']) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
  }
  // The calculator still gives figures from the last rates it saw.
  await page.goto('/borrow/personal-loan');
  await expect(page.getByText('Monthly repayment').first()).toBeVisible();
  await expect(page.getByText(/£[\d,]+\.\d\d/).first()).toBeVisible();
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
