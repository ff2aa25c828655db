import type { Page, Request } from '@playwright/test';

/**
 * Follows the page's requests so a check can wait until none is in flight and none has started or ended for
 * `quietMs`. Playwright's `networkidle` asks for 500 ms of quiet after every load, which over a hundred page
 * visits is most of a minute spent waiting on nothing; what a check needs is only that the answers a page
 * asked for have arrived and been drawn.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 150, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const still = quietMs - (Date.now() - lastChange);
        if (inFlight.size === 0 && still <= 0) return;
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(
            `The network did not go quiet within ${timeoutMs} ms; in flight: ${pending || 'none'}`,
          );
        }
        await page.waitForTimeout(Math.max(25, Math.min(still, 100)));
      }
    },
  };
}
