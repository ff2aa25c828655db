import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { registerByApi } from './helpers/members';
import { operatorSession } from './helpers/operator-sign-in';

// Photos in the account centre go through the upload outbox: ID photos on the basic section and the
// identity check, which goes to the operators' queue ("Being checked") and, once an operator confirms it
// through the operator API, reads "Verified".

test.use({ viewport: { width: 390, height: 844 } });

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

async function photo(colour: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 96, height: 60, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** With ACCOUNT_SHOTS set, the states only this journey reaches are kept beside the other screenshots. */
async function shot(page: Page, name: string) {
  if (process.env.ACCOUNT_SHOTS)
    await page.screenshot({ path: `/tmp/shots/account/${name}-phone-en.png`, fullPage: true });
}

/** A photo field by its visible label (its file input, named by the label, is gone once the field is full). */
function photoField(page: Page, label: string) {
  return page.locator('.photo-field', {
    has: page.locator('.field__label').getByText(label, { exact: true }),
  });
}

async function attach(
  page: Page,
  label: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await photoField(page, label).locator('input[type="file"]').setInputFiles(files);
}

test('ID photos on the basic section and the identity check, through to "Verified"', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const { email } = await registerByApi(page.request);
  await signInByApi(page, email);
  await page.goto('/account/centre/basic');

  // Basic information: the e-mail is already known; the ID photos are required.
  const basic = page.getByTestId('basic-form');
  await expect(basic.getByLabel('E-mail')).toHaveValue(email);
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByText('Please enter first name')).toBeVisible();
  await expect(basic.getByText('Please select date of birth')).toBeVisible();
  await expect(basic.getByText('Please upload your ID photo').first()).toBeVisible();
  await basic.getByLabel('First name').fill('Ann');
  await basic.getByLabel('Last name').fill('Lee');
  await basic.getByLabel('Day', { exact: true }).fill('7');
  await basic.getByLabel('Month', { exact: true }).selectOption({ label: 'April' });
  await basic.getByLabel('Year', { exact: true }).fill('1990');
  await basic.getByLabel('Nationality').fill('British');
  await basic.getByLabel('ID number').fill('AB123456');
  await basic.getByLabel('Mobile number').fill('07700 900321');
  await basic.getByLabel('Address', { exact: true }).fill('12 Harbour Row');
  await basic.getByLabel('City').fill('Bristol');
  await basic.getByLabel('Postcode').fill('BS1 4RW');
  await basic.getByLabel('Country').fill('United Kingdom');

  // The photo field's own check comes before anything is queued.
  await attach(page, 'ID photo (front)', [
    { name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  ]);
  await expect(basic.getByText('Please select JPG, PNG, JPEG format picture')).toBeVisible();
  const front = await photo('#2d6a8f');
  await attach(page, 'ID photo (front)', [{ name: 'front.png', mimeType: 'image/png', buffer: front }]);
  await attach(page, 'ID photo (back)', [
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#8f5a2d', 'jpeg') },
  ]);
  await expect(photoField(page, 'ID photo (front)').getByText('Uploaded')).toBeVisible({
    timeout: 20_000,
  });
  await expect(photoField(page, 'ID photo (back)').getByText('Uploaded')).toBeVisible({
    timeout: 20_000,
  });
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-toast-type="success"]', { hasText: 'Modified successfully' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page, 'basic')).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('basic-form').getByLabel('Last name')).toHaveValue('Lee');
  await expect(page.getByTestId('basic-form').getByLabel('Month', { exact: true })).toHaveValue('4');
  await expect(photoField(page, 'ID photo (back)').getByRole('img')).toHaveCount(1);

  // The identity check: not verified yet; the name and ID number come from the basic section.
  await page.getByRole('link', { name: 'Identity check' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Not verified');
  const kyc = page.getByTestId('kyc-form');
  await expect(kyc.getByLabel('Real name')).toHaveValue('Ann Lee');
  await expect(kyc.getByLabel('ID number')).toHaveValue('AB123456');
  await kyc.getByRole('button', { name: 'Send for checking' }).click();
  await expect(kyc.getByText('Please upload your ID photo')).toHaveCount(2);
  await attach(page, 'ID photo (front)', [{ name: 'front.png', mimeType: 'image/png', buffer: front }]);
  await attach(page, 'ID photo (back)', [
    { name: 'back.png', mimeType: 'image/png', buffer: await photo('#5a2d8f') },
  ]);
  // Sent at once: the save waits for the outbox to upload them.
  await kyc.getByRole('button', { name: 'Send for checking' }).click();
  await expect(
    page.locator('[data-toast-type="success"]', { hasText: 'Submitted successfully, waiting for review' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('kyc-state')).toHaveText('Being checked');
  await expect(page.getByText('Our team checks them within 1 to 3 working days')).toBeVisible();
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'verified pending')).toEqual([]);
  await shot(page, 'verified-pending');

  // An operator confirms it through the operator API.
  const member = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id as number);
  const { token } = await operatorSession(page.request, OPERATOR.email, OPERATOR.password);
  const confirmed = await page.request.post(`/api/operator/kyc/${member}/confirm`, {
    headers: { token },
    data: {},
  });
  expect((await confirmed.json()).code).toBe('0');

  await page.reload();
  await expect(page.getByTestId('kyc-state')).toHaveText('Verified');
  await expect(page.getByText('Your identity is confirmed.')).toBeVisible();
  await expect(page.getByText('••••3456')).toBeVisible();
  await shot(page, 'verified-done');
  expect(errors).toEqual([]);
});
