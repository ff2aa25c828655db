import { expect, test } from '@playwright/test';
import { leaveApp } from './helpers/leave-app';
import { logInThroughForm, newEmail, PASSWORD, registerByApi } from './helpers/members';
import { earlyBorrower } from './support/early-borrower';
import { latestCodeFor } from './support/mailbox';

test.use({ viewport: { width: 390, height: 844 } });

test('a newcomer registers with the code from the e-mail, logs out and logs back in', async ({ page }) => {
  const email = newEmail('newcomer');
  await page.goto('/login?view=register');
  const form = page.getByTestId('register-form');

  // SPEC §5 messages before anything is sent.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please enter your email', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter verification code')).toBeVisible();
  await expect(form.getByText('Please enter a confirmation password')).toBeVisible();
  await form.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await form.getByTestId('send-code').click();
  await expect(form.getByText('Incorrect email format')).toBeVisible();

  await form.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  await expect(page.getByText('Verification code sent successfully')).toBeVisible();
  await expect(form.getByTestId('send-code')).toHaveText(/Resend after \d+ seconds/);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  const code = await latestCodeFor(email, { since });

  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The two passwords are inconsistent')).toBeVisible();
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/centre$/);
  await expect(page.getByTestId('member-email')).toHaveText(email);
  await expect(page.getByTestId('member-kyc')).toHaveText('Not verified');

  // Logout calls the server, then forgets the member and the saved query cache.
  const logout = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/api\/member\/\d+\/loginOut$/.test(r.url()),
  );
  await page.getByTestId('logout').click();
  await logout;
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('login-entry')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  const cache = await page.evaluate(() => localStorage.getItem('quaysideQueryCache'));
  expect(cache ?? '').not.toContain(email);

  // Log in again, remembering the e-mail only.
  await page.getByTestId('login-entry').click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter email and password').first()).toBeVisible();
  await page.getByLabel('Remember my e-mail').check();
  await logInThroughForm(page, email);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/centre$/);
  expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBe(JSON.stringify(email));
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(PASSWORD);
});

test('a wrong password shows the server message as an error toast', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, newEmail('stranger'), 'Wrong-password-1');
  await expect(page.locator('[data-toast-type="error"]')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a U403 from the API lands on /login with the message and returns after sign-in', async ({ page }) => {
  // Register through the UI so this browser holds a real session.
  const email = newEmail('expiring');
  await page.goto('/login?view=register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  await form.getByLabel('Verification code').fill(await latestCodeFor(email, { since }));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/member\/centre$/);

  // Revoke the session from "another client": the server logs this token out. The app is left first: a
  // member-centre call in flight could meet the revocation and sign out in the old page, and the next page
  // would open signed out, without the message this journey looks for (seen once in a fresh-clone run).
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
  await leaveApp(page);
  const revoked = await page.request.put(`/api/member/${session.id}/loginOut`, {
    headers: { token: session.token },
  });
  expect((await revoked.json()).code).toBe('0');

  // The next call this browser makes with the revoked token gets U403, whichever screen makes it.
  await page.goto('/loan/history');
  await expect(page.getByText('Login timed out, please log in again!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Floan%2Fhistory/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/loan\/history$/);
  await expect(page.getByTestId('loans-empty')).toBeVisible();
});

test('a U403 answered for one call (page.route) is handled the same way', async ({ page, request }) => {
  const email = newEmail('routed');
  const since = Date.now();
  await request.post('/api/verification/emailCode', { data: { email, purpose: 'register' } });
  const code = await latestCodeFor(email, { since });
  await request.post('/api/member/register', {
    data: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
  });

  await page.goto('/login?redirect=%2Fmember%2Fcentre');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/member\/centre$/);
  // The member centre's own requests (its loan list among them) are over before the route below is set:
  // one still on its way would get the U403 here, and /loan/history would then open signed out, with no toast.
  await page.waitForLoadState('networkidle');

  // One API call answers U403, as a server would for a session it no longer accepts.
  const loanList = /\/api\/loan\/list(\?|$)/;
  await page.route(loanList, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'U403', msg: 'Login has expired, please login again', data: null }),
    }),
  );
  await page.goto('/loan/history');
  await expect(page.getByText('Login timed out, please log in again!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Floan%2Fhistory/);
  await page.unroute(loanList);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/loan\/history$/);
  await expect(page.getByTestId('loans-empty')).toBeVisible();
});

test('a second code within the minute is refused, and the button counts down the seconds the server said', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(request);
  // The page's clock runs as usual until the end, where it skips the rest of the minute.
  await page.clock.install();
  await page.goto('/login?view=forgot');
  const form = page.getByTestId('resetPassword-form');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  // The registration code went to this address moments ago: one code per address a minute.
  const send = form.getByTestId('send-code');
  await send.click();
  await expect(page.locator('[data-toast-type="error"]')).toContainText(/Resend after \d+ seconds/);
  await expect(send).toHaveText(/Resend after \d+ seconds/);
  await expect(send).toBeDisabled();
  const secondsLeft = async () => Number((await send.innerText()).match(/\d+/)?.[0]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft, { timeout: 4_000 }).toBeLessThan(first);
  await expect(send).toBeDisabled();
  await page.clock.fastForward(61_000);
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveText(/Resend after/);
});

test('a borrower who forgot the password resets it with the code from the e-mail and signs in with the new one', async ({
  page,
}) => {
  // Registered when the run started (support/early-borrower.ts): its registration code is a minute old,
  // unless this journey runs on its own, when it waits the rest of that minute.
  const { email, waitMs } = earlyBorrower();
  test.setTimeout(60_000 + waitMs);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/view=forgot/);
  const form = page.getByTestId('resetPassword-form');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  await expect(page.getByText('Verification code sent successfully')).toBeVisible();
  const code = await latestCodeFor(email, { since });

  const newPassword = 'Tide-tables-and-maps-7';
  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Confirm password').fill(newPassword);
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Modified successfully')).toBeVisible();
  // Back on the log-in view: the old password no longer works, the new one does.
  await expect(page).toHaveURL(/view=login/);
  await logInThroughForm(page, email, PASSWORD);
  await expect(page.locator('[data-toast-type="error"]')).toBeVisible();
  await logInThroughForm(page, email, newPassword);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/centre$/);
});
