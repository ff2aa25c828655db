import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { timeStep, totpCodeAt } from '../../server/modules/second-factor/totp';
import { collectErrors, logInByApi, signInByApi } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { OPERATOR } from './helpers/loan-states';
import { newEmail, PASSWORD, registerByApi } from './helpers/members';
import { fillLoginForm } from './helpers/operator-sign-in';

// Two-step sign-in (issue 38 §2, decision 106): an operator added by another sets up an authenticator app
// at their first sign-in and signs in with its code; registers a passkey and signs in with it (Chromium's
// virtual authenticator); a borrower turns TOTP on in their security settings and signs in with it.

/** The code an authenticator app would show next, after the step last used (each code works once). */
function codeAfter(secret: string, lastStep: number | null): { code: string; step: number } {
  const now = timeStep(new Date());
  const step = lastStep === null || now > lastStep ? now : lastStep + 1;
  return { code: totpCodeAt(secret, step), step };
}

async function newOperator(page: Page): Promise<{ email: string; password: string }> {
  const { token } = await logInByApi(page.request, OPERATOR.email, OPERATOR.password);
  const email = `desk-${randomUUID().slice(0, 8)}@quayside.example`;
  const password = 'Harbour-desk-42';
  const added = await page.request.post('/api/operator/operators', {
    headers: { token, 'idempotency-key': randomUUID() },
    data: { email, password },
  });
  expect(((await added.json()) as { code: string }).code).toBe('0');
  return { email, password };
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
}

/** Log out as a person does, from the member centre: the server ends the session, the device forgets it. */
async function signOut(page: Page) {
  await page.goto('/member/centre');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A page on http://localhost: a passkey's relying party is a host name, never 127.0.0.1. */
async function localhostPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  return context.newPage();
}

test('an operator sets up TOTP at the first sign-in, signs in with a code, adds a passkey and signs in with it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await localhostPage(browser);
  const errors = collectErrors(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const who = await newOperator(page);

  // First sign-in: no session until an authenticator is set up.
  await passwordStep(page, who.email, who.password);
  const enrol = page.getByTestId('enrol-step');
  await enrol.getByRole('button', { name: 'Set up my authenticator app' }).click();
  await expect(enrol.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await enrol.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(await seriousAxeViolations(page, 'enrolment')).toEqual([]);
  // A wrong code is refused on its field.
  await enrol.getByLabel('Code from the app').fill('12345');
  await enrol.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(enrol.getByText('The code is 6 digits, such as 123456')).toBeVisible();
  const first = codeAfter(secret, null);
  await enrol.getByLabel('Code from the app').fill(first.code);
  await enrol.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const continueButton = codes.getByRole('button', { name: 'Continue to the console' });
  await expect(continueButton).toBeDisabled();
  await codes.getByLabel('I have saved my recovery codes').check();
  await continueButton.click();
  await expect(page).toHaveURL(/\/ops$/);

  // Signed out, back with the password and the app's next code.
  await signOut(page);
  await passwordStep(page, who.email, who.password);
  const step = page.getByTestId('second-step');
  // The code just used is refused: each code works once.
  await step.getByLabel('Code from the app').fill(first.code);
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(step.getByText(/already been used|is not right/)).toBeVisible();
  const second = codeAfter(secret, first.step);
  await step.getByLabel('Code from the app').fill(second.code);
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/ops$/);

  // A passkey, on the console's Sign-in security screen.
  const menuLink = page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Sign-in security' });
  await expect(menuLink).toHaveAttribute('href', '/ops/security');
  await page.goto('/ops/security');
  await expect(page.getByTestId('totp-state')).toContainText('On.');
  await expect(page.getByTestId('no-passkeys')).toBeVisible();
  const add = page.getByTestId('add-passkey-form');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(add.getByText(/Give the passkey a name/)).toBeVisible();
  await add.getByLabel('Name of the new passkey').fill('Test laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByTestId('passkey-list')).toContainText('Test laptop');
  expect(await seriousAxeViolations(page, 'passkeys')).toEqual([]);

  // Signed out, back with the password and the passkey.
  await signOut(page);
  await passwordStep(page, who.email, who.password);
  const withPasskey = page.getByTestId('second-step');
  await expect(withPasskey.getByRole('button', { name: 'Passkey', pressed: true })).toBeVisible();
  await withPasskey.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await page.goto('/ops/security');
  await expect(page.getByTestId('passkey-list')).toContainText('Last used');
  // The refusals above (a used code) and reads still on their way when logging out ended the session are
  // the only failed requests.
  expect(errors.filter((line) => !/status of 40[01]/.test(line))).toEqual([]);
  await page.context().close();
});

test('a borrower turns two-step sign-in on in the security settings and signs in with a code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const { email } = await registerByApi(page.request, newEmail('two-step'));
  await signInByApi(page, email);
  await page.goto('/account/centre/settings');
  await expect(page.getByTestId('setting-value-two-factor')).toHaveText('Turned off');
  await page.getByTestId('setting-link-two-factor').click();
  const off = page.getByTestId('two-factor-off');
  await off.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = ((await off.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  const first = codeAfter(secret, null);
  await off.getByLabel('Code from the app').fill(first.code);
  await off.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await codes.getByLabel('I have saved my recovery codes').check();
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-on')).toBeVisible();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 10 of 10');
  expect(await seriousAxeViolations(page, 'borrower two-step on')).toEqual([]);

  // The next sign-in asks for a code after the password.
  await signOut(page);
  await passwordStep(page, email, PASSWORD);
  const step = page.getByTestId('second-step');
  await expect(step.getByRole('button', { name: 'Passkey' })).toHaveCount(0);
  const second = codeAfter(secret, first.step);
  await step.getByLabel('Code from the app').fill(second.code);
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // And a recovery code works once.
  await signOut(page);
  await passwordStep(page, email, PASSWORD);
  await page.getByTestId('method-recovery').click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await signOut(page);
  await passwordStep(page, email, PASSWORD);
  await page.getByTestId('method-recovery').click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(
    page
      .getByTestId('second-step')
      .getByText('This recovery code is not right, or it has been used: each code works once'),
  ).toBeVisible();
  // The refusals above (400), and reads of the member centre still on their way when logging out ended the
  // session (401), are the only failed requests.
  expect(errors.filter((line) => !/status of 40[01]/.test(line))).toEqual([]);
});
