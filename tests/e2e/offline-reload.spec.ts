import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { borrowerWithProfile, type SignedIn } from './helpers/apply-borrower';

// Issue 40 §2: a signed-in page reloaded without signal shows what the device holds at once — the wizard's
// draft, the member's own screens — never a blank page while a request waits or is retried. Two ways of
// having no signal: the browser knows it is offline, and a network that accepts requests and never answers
// (a dead mobile link, a captive portal), which the browser takes for online.

// The slice of the DOM used inside the page (this project type-checks with Node's types only).
interface WorkerContainer {
  ready: Promise<{ active: { state: string } | null }>;
  controller: object | null;
}

/** Within a second of the reload starting, in the page's own clock (what a borrower waits). */
const AT_ONCE_MS = 1000;

/**
 * Installed before the app runs on every load: when `condition` first holds, in ms from navigation. Checked
 * on every change to the page and every frame (a value set as a property changes no markup).
 */
async function recordWhen(context: BrowserContext, name: string, condition: string) {
  await context.addInitScript({
    content: `window.${name} = null;
      (() => {
        const check = () => {
          if (window.${name} === null && (${condition})) window.${name} = performance.now();
          return window.${name} !== null;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        const frame = () => check() ? observer.disconnect() : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
      })();`,
  });
}

async function shownAt(page: Page, name: string): Promise<number> {
  // A function, not a string: the app's CSP refuses eval.
  const handle = await page.waitForFunction(
    (key) => (globalThis as unknown as Record<string, number | null>)[key],
    name,
    { timeout: 15_000 },
  );
  return Number(await handle.jsonValue());
}

async function signedInWithWorker(page: Page, borrower: SignedIn) {
  await page.goto('/home');
  await page.evaluate(
    `localStorage.setItem('userInfo', ${JSON.stringify(
      JSON.stringify({ id: borrower.id, token: borrower.token, member: null }),
    )})`,
  );
  await page.waitForFunction(
    async () => {
      const container = (navigator as unknown as { serviceWorker: WorkerContainer }).serviceWorker;
      const registration = await container.ready;
      return registration.active?.state === 'activated' && container.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** When this device last sealed the member's screens (src/offline/member-screens-copy.ts); 0 if never. */
function screensSavedAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // The slice of IndexedDB used (this project type-checks with Node's types only).
        type Request<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
        type Database = {
          transaction(store: string): { objectStore(store: string): { get(key: string): Request<unknown> } };
          close(): void;
        };
        const { indexedDB } = globalThis as unknown as {
          indexedDB: { open(name: string): Request<Database> };
        };
        const open = indexedDB.open('quayside-offline');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const read = open.result.transaction('session').objectStore('session').get('screens');
          read.onsuccess = () => {
            resolve((read.result as { savedAt?: number } | undefined)?.savedAt ?? 0);
            open.result.close();
          };
          read.onerror = () => resolve(0);
        };
      }),
  );
}

const draftShown = `document.querySelector('input[name="amount"]')?.value === '4321'`;

for (const network of ['off', 'silent'] as const) {
  test(`reloaded with the network ${network}, /apply shows the draft and /member/centre the member within a second`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const borrower = await borrowerWithProfile(request);
    await signedInWithWorker(page, borrower);
    await page.goto('/apply?step=loan');
    await page.getByLabel('Loan amount (£)').fill('4321');
    await page.waitForTimeout(700); // the autosave's 300 ms, then the save itself
    await expect(page.getByTestId('wizard-saved')).toHaveAttribute('data-state', 'saved');
    // The loan range and rates are public: kept in localStorage (at most once a second) for the next visit.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('quaysideQueryCache') ?? ''))
      .toContain('wizard-loan');
    // The member centre read once online: its answers are what the device holds from then on (sealed).
    await page.goto('/member/centre');
    await expect(page.getByText('Ada').first()).toBeVisible();
    // The sealed copy is written at most once a second once the screen is up: wait until it holds this visit.
    const visited = Date.now();
    await expect.poll(() => screensSavedAt(page), { timeout: 15_000 }).toBeGreaterThan(visited);

    if (network === 'off') await context.setOffline(true);
    else await context.route('**/api/**', () => undefined); // accepted, never answered

    await recordWhen(context, '__draftShownAt', draftShown);
    await page.goto('/apply');
    const draftAt = await shownAt(page, '__draftShownAt');
    test.info().annotations.push({ type: 'draft shown', description: `${Math.round(draftAt)} ms` });
    expect(draftAt).toBeLessThan(AT_ONCE_MS);
    await expect(page.getByLabel('Loan amount (£)')).toHaveValue('4321');
    if (network === 'off') await expect(page.locator('.offline-banner')).toBeVisible();

    await recordWhen(
      context,
      '__memberShownAt',
      `document.querySelector('[data-testid="member-centre"]')?.textContent?.includes('Ada')`,
    );
    await page.goto('/member/centre');
    const memberAt = await shownAt(page, '__memberShownAt');
    test.info().annotations.push({ type: 'member shown', description: `${Math.round(memberAt)} ms` });
    expect(memberAt).toBeLessThan(AT_ONCE_MS);
    await expect(page.getByTestId('member-centre')).toContainText('Ada');
    if (network === 'off') await context.setOffline(false);
    else await context.unroute('**/api/**');
  });
}
