import { expect, test } from '@playwright/test';
import { logInThroughForm, PASSWORD, registerByApi } from './helpers/members';
import {
  collectConsoleErrors,
  dumpBrowserStorage,
  outboxEntries,
  photos,
  queuePhotos,
  waitForServiceWorker,
} from './helpers/offline-store';

// DESIGN §6 and ASVS 5.0 §14.3: nothing a borrower typed or attached sits readable in browser storage, and
// nothing of theirs is left after logout.

test('what a borrower typed and attached is never readable in storage, and logout leaves nothing of theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  const { email } = await registerByApi(request);
  await page.goto('/login');
  await waitForServiceWorker(page);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/member\/centre$/);
  const memberId = Number(
    await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id as number),
  );
  // Seen on the member centre: the member's profile answer was in the page's query cache.
  await expect(page.getByTestId('member-email')).toHaveText(email);

  const files = await photos(2);
  const keys = await queuePhotos(page, memberId, files);
  // Stored and sent by the worker, the photos' bytes are still on the device until they are uploaded.
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(2);

  const signedIn = await dumpBrowserStorage(page);
  // The password never; the photos only as ciphertext (a stretch of each JPEG's bytes is searched for); the
  // key that encrypts them is a non-extractable CryptoKey.
  expect(signedIn).not.toContain(PASSWORD);
  for (const file of files) {
    const bytes = Buffer.from(file, 'base64');
    expect(signedIn).not.toContain(bytes.subarray(200, 264).toString('hex'));
  }
  expect(signedIn).toContain('"cryptoKey":"AES-GCM","extractable":false');
  // The saved query cache holds public answers only: not the member's profile.
  const queryCache = await page.evaluate(() => localStorage.getItem('quaysideQueryCache') ?? '');
  expect(queryCache).not.toContain(email);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
  const after = await dumpBrowserStorage(page);
  expect(after).not.toContain(email);
  expect(after).not.toContain(PASSWORD);
  for (const key of keys) expect(after).not.toContain(key);
  // No key, no session copy, no draft of the member is left in the offline database.
  const offlineDb = JSON.parse(after).indexedDB['quayside-offline'];
  expect(offlineDb).toMatchObject({ keys: [], drafts: [], outbox: [], session: [] });
  expect(errors).toEqual([]);
});
