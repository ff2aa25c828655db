import type { Page } from '@playwright/test';

/**
 * Takes the browser out of the app to a same-origin file, so that nothing the app still has pending can
 * act on what a journey changes next: a throttled save of the query cache writing back storage that was
 * just cleared, or a call in flight with a token that was just revoked, signing out in a page about to be
 * left. Storage and cookies stay the origin's, for the journey to change and the next page to read.
 */
export async function leaveApp(page: Page): Promise<void> {
  await page.goto('/manifest.webmanifest');
}
