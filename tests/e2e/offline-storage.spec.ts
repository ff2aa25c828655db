import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PASSWORD } from './helpers/members';
import {
  collectConsoleErrors,
  dumpBrowserStorage,
  newMember,
  openSignedIn,
  outboxEntries,
  waitForServiceWorker,
} from './helpers/offline-store';

// DESIGN §6 and ASVS 5.0 §14.3, through the real wizard: what a borrower types (its draft) and the photos
// they attach (the outbox) are never readable in browser storage, and nothing of theirs is left after logout.

const typed = {
  wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  firstName: 'Philippa',
  lastName: 'Quenneville',
  idNumber: 'QZ739104K',
};

test('what a borrower typed and attached is never readable in storage, and logout leaves nothing of theirs', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page, [/status of 4\d\d/]);
  const member = await newMember(request);
  await openSignedIn(page, member, '/apply');
  await waitForServiceWorker(page);

  await page.getByLabel('Loan amount (£)').fill('4200');
  await page.getByLabel('Loan purpose').selectOption('EDUCATION');
  await page.getByLabel('USDT receiving address').fill(typed.wallet);
  await page.goto('/apply?step=basic');
  await page.getByLabel('First name').fill(typed.firstName);
  await page.getByLabel('Last name').fill(typed.lastName);
  await page.getByLabel('ID number').fill(typed.idNumber);

  // The ID photos, attached with no connection: checked, encrypted and queued on the device.
  const front = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const frontPath = testInfo.outputPath('id-front.jpg');
  writeFileSync(frontPath, front);
  await context.setOffline(true);
  await page.getByLabel('ID photo (front)').setInputFiles(frontPath);
  const frontField = page.locator('[data-field="apply.basic.idFront"]');
  await expect(frontField.getByTestId('photo-item')).toContainText('Waiting for connection');
  await expect(frontField.getByRole('img', { name: 'ID photo (front), photo 1' })).toBeVisible();
  // A file that is not a picture is refused on its field before anything is queued.
  const notAPicture = testInfo.outputPath('statement.txt');
  writeFileSync(notAPicture, 'not a picture');
  await page.getByLabel('ID photo (back)').setInputFiles(notAPicture);
  await expect(page.getByLabel('ID photo (back)')).toHaveAccessibleDescription(
    'Please select JPG, PNG, JPEG format picture',
  );
  await expect(page.getByTestId('wizard-saved')).toHaveAttribute('data-state', 'saved');
  expect((await outboxEntries(page)).map((entry) => entry.status)).toEqual(['waiting']);

  const signedIn = await dumpBrowserStorage(page);
  for (const [name, value] of Object.entries(typed)) expect(signedIn, name).not.toContain(value);
  expect(signedIn).not.toContain(PASSWORD);
  // Searched as bytes: a stretch of the photo's JPEG data is nowhere in clear.
  expect(signedIn).not.toContain(front.subarray(300, 364).toString('hex'));
  expect(signedIn).toContain('"cryptoKey":"AES-GCM","extractable":false');

  // Back online the photo goes, and the field says so.
  await context.setOffline(false);
  await expect(frontField.getByTestId('photo-item')).toContainText('Uploaded', { timeout: 30_000 });

  // The member centre reads the profile from the server; it is kept sealed, never in plain localStorage.
  await page.goto('/member/centre');
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect
    .poll(async () => (await dumpBrowserStorage(page)).includes('["member",{"memberId"'))
    .toBe(true);
  const profileRead = await dumpBrowserStorage(page);
  expect(profileRead).not.toContain(member.email);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
  const after = await dumpBrowserStorage(page);
  for (const [name, value] of Object.entries(typed)) expect(after, name).not.toContain(value);
  expect(after).not.toContain(member.email);
  // No key, draft, outbox entry or session copy of the member is left in the offline database.
  const offlineDb = JSON.parse(after).indexedDB['quayside-offline'];
  expect(offlineDb).toMatchObject({ keys: [], drafts: [], outbox: [], session: [] });
  expect(errors).toEqual([]);
});
