import { type BrowserContext, expect, test } from '@playwright/test';
import {
  askToFlush,
  collectConsoleErrors,
  logInByApi,
  newMember,
  openSignedIn,
  outboxEntries,
  photos,
  queuePhotos,
  waitForServiceWorker,
  waitForSessionCopy,
} from './helpers/offline-store';

// The upload outbox (DESIGN §6, decision 006) with the real service worker, IndexedDB and server: photos
// attached without a connection wait, and each reaches the server exactly once when it returns.

interface Seen {
  /** Answers in which the server stored the file (code "0", not a replay of an earlier answer). */
  stored: Map<string, number>;
  requests: Map<string, number>;
  tokens: Map<string, string[]>;
}

/**
 * Every upload the worker sends passes here (context routes see service-worker requests). `drop` names keys
 * whose first answer is lost after the server stored the file; `hold` keys wait for `release` first.
 * `context.setOffline` takes the pages offline but not the service worker's own fetches, so while
 * `network.off` is set an upload fails here as it would without a network.
 */
const network = { off: false };

async function goOffline(context: BrowserContext): Promise<void> {
  network.off = true;
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  network.off = false;
  await context.setOffline(false);
}

async function watchUploads(
  context: BrowserContext,
  options: { drop?: () => string | undefined; hold?: () => string | undefined; held?: Promise<void> } = {},
): Promise<Seen> {
  const seen: Seen = { stored: new Map(), requests: new Map(), tokens: new Map() };
  const dropped = new Set<string>();
  network.off = false;
  await context.route('**/api/upload/img**', async (route) => {
    if (network.off) {
      await route.abort('internetdisconnected');
      return;
    }
    const headers = route.request().headers();
    const key = headers['idempotency-key'] ?? '';
    seen.requests.set(key, (seen.requests.get(key) ?? 0) + 1);
    seen.tokens.set(key, [...(seen.tokens.get(key) ?? []), headers.token ?? '']);
    if (options.hold?.() === key) await options.held;
    const response = await route.fetch();
    const body = await response.json();
    if (body.code === '0' && response.headers()['idempotent-replayed'] !== 'true') {
      seen.stored.set(key, (seen.stored.get(key) ?? 0) + 1);
    }
    if (options.drop?.() === key && !dropped.has(key)) {
      dropped.add(key);
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response, json: body });
  });
  return seen;
}

test('five photos attached offline wait, then each is uploaded exactly once, even when an answer is lost', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  const member = await newMember(request);
  await openSignedIn(page, member);
  await waitForServiceWorker(page);
  await waitForSessionCopy(page, member);

  let keys: string[] = [];
  const seen = await watchUploads(context, { drop: () => keys[2] });
  await goOffline(context);
  keys = await queuePhotos(page, member.id, await photos(5));
  await askToFlush(page);
  // Tried without a connection: all still waiting, nothing reached the server.
  await expect
    .poll(async () => (await outboxEntries(page)).map((entry) => entry.status))
    .toEqual(Array(5).fill('waiting'));
  expect(seen.stored.size).toBe(0);

  // The connection returns: the page's `online` handler asks the worker to send.
  await goOnline(context);
  await expect
    .poll(async () => (await outboxEntries(page)).map((entry) => entry.status), { timeout: 30_000 })
    .toEqual(Array(5).fill('uploaded'));
  const entries = await outboxEntries(page);
  // The server stored each file once; the lost answer was asked for again under the same key and replayed.
  for (const key of keys) expect(seen.stored.get(key), key).toBe(1);
  expect(seen.requests.get(keys[2] ?? '')).toBe(2);
  expect(new Set(entries.map((entry) => entry.uploadId)).size).toBe(5);
  // The files left the device once sent; each answer stays for the form.
  expect(entries.every((entry) => !entry.hasFile && entry.uploadId !== null)).toBe(true);
  expect(errors).toEqual([]);
});

test('a photo being sent when the page is closed still arrives, once', async ({ browser, request }) => {
  const context = await browser.newContext();
  const member = await newMember(request);
  const page = await context.newPage();
  await openSignedIn(page, member);
  await waitForServiceWorker(page);
  await waitForSessionCopy(page, member);

  let keys: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = await watchUploads(context, { hold: () => keys[0], held });
  keys = await queuePhotos(page, member.id, await photos(2));
  await askToFlush(page);
  await expect.poll(() => seen.requests.get(keys[0] ?? '') ?? 0).toBe(1);
  // The borrower closes the app while the first photo is on its way.
  await page.close();
  release();

  const later = await context.newPage();
  await later.goto('/manifest.webmanifest');
  await expect
    .poll(async () => (await outboxEntries(later)).map((entry) => entry.status), { timeout: 30_000 })
    .toEqual(['uploaded', 'uploaded']);
  for (const key of keys) expect(seen.stored.get(key), key).toBe(1);
  await context.close();
});

test('a session ended while offline keeps the photos for the same member, and another member sends nothing', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  collectConsoleErrors(page);
  const member = await newMember(request);
  await openSignedIn(page, member);
  await waitForServiceWorker(page);
  await waitForSessionCopy(page, member);
  const seen = await watchUploads(context);

  await goOffline(context);
  const keys = await queuePhotos(page, member.id, await photos(2));
  // The session is revoked on the server meanwhile (another device logged out, or it expired).
  const revoked = await request.put(`/api/member/${member.id}/loginOut`, {
    headers: { token: member.token },
  });
  expect((await revoked.json()).code).toBe('0');
  await goOnline(context);
  await expect
    .poll(async () => (await outboxEntries(page)).map((entry) => entry.status), { timeout: 30_000 })
    .toEqual(['needs-login', 'needs-login']);
  expect(seen.stored.size).toBe(0);

  // Another borrower logs in on this device: nothing of the first is sent with their session.
  const other = await newMember(request);
  await openSignedIn(page, other);
  await waitForSessionCopy(page, other);
  // Their own photo goes; once it is through, the worker's flush has run, and the first member's wait on.
  const [theirs] = await queuePhotos(page, other.id, await photos(1));
  await askToFlush(page);
  await expect
    .poll(async () => (await outboxEntries(page)).find((entry) => entry.key === theirs)?.status, {
      timeout: 30_000,
    })
    .toBe('uploaded');
  const firstMembers = (await outboxEntries(page)).filter((entry) => entry.memberId === member.id);
  expect(firstMembers.map((entry) => entry.status)).toEqual(['needs-login', 'needs-login']);
  for (const key of keys) expect(seen.tokens.get(key) ?? []).not.toContain(other.token);

  // The same member logs in again: the photos go, with the new token.
  const again = await logInByApi(request, member.email);
  await openSignedIn(page, again);
  await expect
    .poll(
      async () =>
        (await outboxEntries(page))
          .filter((entry) => entry.memberId === member.id)
          .map((entry) => entry.status),
      { timeout: 30_000 },
    )
    .toEqual(['uploaded', 'uploaded']);
  for (const key of keys) {
    expect(seen.stored.get(key), key).toBe(1);
    expect(seen.tokens.get(key)?.at(-1)).toBe(again.token);
  }
});
