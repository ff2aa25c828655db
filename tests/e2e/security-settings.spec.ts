import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { logInThroughForm, newEmail, PASSWORD, registerByApi } from './helpers/members';
import { latestCodeFor } from './support/mailbox';

/** A TRC-20 address with a valid checksum, and the same with its last character changed. */
const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const MISTYPED_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const NEW_PASSWORD = 'Lantern-quay-77';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Script errors and console errors fail a journey; the 400s and 401s these journeys cause on purpose
 * (a wrong password, a session ended elsewhere) are the browser reporting the answer, not a fault.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 40[01]/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

async function signedIn(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInByApi(page, email, password);
  await page.goto('/member/centre');
  await expect(page.getByTestId('member-email')).toHaveText(email);
  return { context, page, errors };
}

test('changing the password keeps this device signed in and ends the other session with U403', async ({
  browser,
  request,
}) => {
  // Two browsers signed in side by side on a loaded two-core machine.
  test.setTimeout(60_000);
  const { email } = await registerByApi(request);
  const here = await signedIn(browser, email);
  const other = await signedIn(browser, email);

  const { page } = here;
  await page.goto('/account/centre/settings');
  await expect(page.getByTestId('setting-value-mail')).toHaveText(email);
  expect(await seriousAxeViolations(page, 'security settings')).toEqual([]);
  await page.getByTestId('setting-link-password').click();
  const form = page.getByTestId('password-form');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Please enter the current password')).toBeVisible();
  await expect(form.getByText('Please enter a new password')).toBeVisible();
  await expect(form.getByText('Please enter a confirmation password')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page, 'password form with messages')).toEqual([]);

  // The keyboard alone: type, Tab to the next field, Enter submits.
  await form.getByLabel('Current password').focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${NEW_PASSWORD}x`);
  await page.keyboard.press('Enter');
  await expect(form.getByText('The two passwords are inconsistent')).toBeVisible();
  await form.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Modified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/centre\/settings$/);

  // The other device's next call is refused: it is signed out and sent to log in again.
  await other.page.getByTestId('shortcut-messages').click();
  await expect(other.page.getByText('Login timed out, please log in again!')).toBeVisible();
  await expect(other.page).toHaveURL(/\/login/);
  // It signs in again with the new password only.
  await logInThroughForm(other.page, email, NEW_PASSWORD);
  await expect(other.page.getByText('Login successful')).toBeVisible();

  // This device was never signed out.
  await page.goto('/member/centre');
  await expect(page.getByTestId('member-email')).toHaveText(email);
  expect(here.errors).toEqual([]);
  expect(other.errors).toEqual([]);
  await here.context.close();
  await other.context.close();
});

test('the wallet address is checked as typed, refused with a wrong password, saved with the right one', async ({
  browser,
  request,
}) => {
  const { email } = await registerByApi(request);
  const { context, page, errors } = await signedIn(browser, email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/account/centre/settings/wallet');
  await expect(page.getByTestId('current-wallet')).toHaveText('Not added yet');

  const form = page.getByTestId('wallet-form');
  const address = form.getByLabel('USDT receiving address');
  await address.fill(MISTYPED_ADDRESS);
  await expect(form.getByText('Wallet address supports USDT only')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill(USDT_ADDRESS);
  await expect(form.getByTestId('wallet-network')).toHaveText('A valid TRC-20 (TRON) address');

  await form.getByLabel('Current password').fill('Not-my-password-9');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('The current password is incorrect')).toBeVisible();
  await expect(page.getByTestId('current-wallet')).toHaveText('Not added yet');
  const unchanged = await request.post('/api/member/login', { data: { email, password: PASSWORD } });
  expect((await unchanged.json()).data.member.walletAddress).toBeNull();

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Modified successfully')).toBeVisible();
  await expect(page.getByTestId('current-wallet')).toHaveText(USDT_ADDRESS);
  await page.getByTestId('copy-wallet').click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(USDT_ADDRESS);
  expect(await seriousAxeViolations(page, 'wallet')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the e-mail address changes with the code sent to the new one', async ({ browser, request }) => {
  const { email } = await registerByApi(request);
  const { context, page, errors } = await signedIn(browser, email);
  await page.goto('/account/centre/settings/mail');
  const form = page.getByTestId('email-form');
  await form.getByTestId('send-code').click();
  await expect(form.getByText('Please enter your email')).toBeVisible();
  expect(await seriousAxeViolations(page, 'e-mail change with a message')).toEqual([]);

  const newAddress = newEmail('moved');
  await form.getByLabel('New e-mail address').fill(newAddress);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  await expect(page.getByText('Verification code sent successfully')).toBeVisible();
  await expect(form.getByTestId('send-code')).toHaveText(/Resend after \d+ seconds/);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  const code = await latestCodeFor(newAddress, { since });

  await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify and change' }).click();
  await expect(form.getByText('The verification code is incorrect or has expired')).toBeVisible();
  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Verify and change' }).click();
  await expect(page.getByText('Modified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/centre\/settings$/);
  await expect(page.getByTestId('setting-value-mail')).toHaveText(newAddress);

  const login = await request.post('/api/member/login', { data: { email: newAddress, password: PASSWORD } });
  expect((await login.json()).code).toBe('0');

  // The mobile number takes the same steps (its code goes by text message, which no journey can read).
  await page.getByTestId('setting-link-phone').click();
  const phone = page.getByTestId('mobile-form');
  await phone.getByRole('button', { name: 'Verify and change' }).click();
  await expect(phone.getByText('Please enter your mobile number')).toBeVisible();
  expect(await seriousAxeViolations(page, 'mobile change with messages')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
