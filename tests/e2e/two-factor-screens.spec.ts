import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/modules/second-factor/totp';
import { logInByApi, storeSession } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { leaveApp } from './helpers/leave-app';
import { languages, OPERATOR, viewports } from './helpers/loan-states';
import { newEmail, PASSWORD, registerByApi } from './helpers/members';

// Two-step sign-in's screens (issue 38 §2): the operator's enrolment at sign-in, the second step's code
// entry, the recovery codes, the console's passkeys, and a borrower's Two-step sign-in settings, at phone
// and desktop size in the three languages, with axe on each, written to /work/shots/2fa/ to be looked at.
// On request: DESK_2FA_SHOTS=1 npx playwright test tests/e2e/two-factor-screens.spec.ts
test.skip(!process.env.DESK_2FA_SHOTS, 'screenshots on request (DESK_2FA_SHOTS=1)');

const dir = process.env.DESK_2FA_SHOTS_DIR ?? '/work/shots/2fa';
type Lang = (typeof languages)[number];

async function pageIn(browser: Browser, lang: Lang, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript({
    content: `if (!localStorage.getItem('lang')) localStorage.setItem('lang', ${JSON.stringify(JSON.stringify(lang))});`,
  });
  return page;
}

async function shot(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAxeViolations(page, name)).toEqual([]);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  // Hydrated before it is filled (the page is rendered at build time), in any language.
  await expect(page.getByTestId('tab-home')).toBeAttached();
  const form = page.getByTestId('login-form');
  await expect(async () => {
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await expect(form.locator('input[name="email"]')).toHaveValue(email, { timeout: 500 });
  }).toPass();
  await form.locator('button[type="submit"]').click();
}

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

for (const lang of languages) {
  for (const viewport of viewports) {
    const at = `${viewport.name}-${lang}`;

    test(`operator: enrolment, recovery codes, code entry and passkeys (${at})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await pageIn(browser, lang, viewport);
      const { token } = await logInByApi(page.request, OPERATOR.email, OPERATOR.password);
      const email = `shots-${randomUUID().slice(0, 8)}@quayside.example`;
      const password = 'Harbour-desk-42';
      await page.request.post('/api/operator/operators', {
        headers: { token, 'idempotency-key': randomUUID() },
        data: { email, password },
      });
      await passwordStep(page, email, password);
      await page.getByTestId('enrol-step').locator('button').click();
      await expect(page.getByTestId('totp-setup')).toBeVisible();
      await shot(page, `enrolment-${at}`);
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
      await page.locator('input[name="code"]').fill(totpCode(secret, new Date()));
      await page.getByTestId('totp-setup').locator('button[type="submit"]').click();
      await expect(page.getByTestId('recovery-codes')).toBeVisible();
      await shot(page, `recovery-codes-${at}`);
      await page.getByTestId('recovery-codes').locator('input[type="checkbox"]').check();
      await page.getByTestId('recovery-codes').locator('button.button--primary').click();
      await expect(page).toHaveURL(/\/ops$/);
      await page.goto('/ops/security');
      await expect(page.getByTestId('add-passkey-form')).toBeVisible();
      await shot(page, `passkeys-${at}`);
      await leaveApp(page);
      await page.evaluate(() => localStorage.removeItem('userInfo'));
      await passwordStep(page, email, password);
      await expect(page.getByTestId('second-step')).toBeVisible();
      await page.locator('input[name="code"]').fill('12');
      await page.getByTestId('second-step').locator('button[type="submit"]').click();
      await shot(page, `code-entry-${at}`);
      await page.context().close();
    });

    test(`borrower: Two-step sign-in settings, off, set up and on (${at})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await pageIn(browser, lang, viewport);
      const { email } = await registerByApi(page.request, newEmail('shots'));
      const { token, member } = await logInByApi(page.request, email, PASSWORD);
      await storeSession(page, { email, id: member.id, token, member }, lang);
      await page.goto('/account/centre/settings/two-factor');
      await expect(page.getByTestId('two-factor-off')).toBeVisible();
      await shot(page, `borrower-off-${at}`);
      await page.getByTestId('two-factor-off').locator('button').click();
      await expect(page.getByTestId('totp-setup')).toBeVisible();
      await shot(page, `borrower-setup-${at}`);
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
      await page.locator('input[name="code"]').fill(totpCode(secret, new Date()));
      await page.getByTestId('totp-setup').locator('button[type="submit"]').click();
      await page.getByTestId('recovery-codes').locator('input[type="checkbox"]').check();
      await page.getByTestId('recovery-codes').locator('button.button--primary').click();
      await expect(page.getByTestId('two-factor-on')).toBeVisible();
      await shot(page, `borrower-on-${at}`);
      await page.goto('/account/centre/settings');
      await expect(page.getByTestId('setting-value-two-factor')).not.toBeEmpty();
      await shot(page, `borrower-settings-${at}`);
      await page.context().close();
    });
  }
}
