import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  borrowerWithProfile,
  collectErrors,
  logInByApi,
  type SignedIn,
  storeSession,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { call, languages, loanOf, OPERATOR, viewports } from './helpers/loan-states';

// The desk's own frame (issue 38 §6) and the console screens it changed — the home, an application led by the
// facts a decision needs, Settings grouped, the operator's own account, payouts — at phone and desktop size in
// the three languages, written to /work/shots/frame/ to be looked at, with axe on each, and the phone's menu
// opened with the keyboard. On request: DESK_FRAME_SHOTS=1 npx playwright test tests/e2e/desk-frame-screens.spec.ts
test.skip(!process.env.DESK_FRAME_SHOTS, 'screenshots on request (DESK_FRAME_SHOTS=1)');

const dir = process.env.DESK_FRAME_SHOTS_DIR ?? '/work/shots/frame';

async function operator(api: APIRequestContext): Promise<SignedIn> {
  const session = await logInByApi(api, OPERATOR.email, OPERATOR.password);
  return { email: OPERATOR.email, id: session.member.id, token: session.token, member: null };
}

/**
 * An application above the automatic approval limit: referred to a person. £20,000 over 12 months costs
 * about £1,750 a month, far above what the borrower's £42,000 a year allows: unaffordable too.
 */
async function referredApplication(api: APIRequestContext): Promise<number> {
  const who = await borrowerWithProfile(api);
  const quote = await call(api, who.token, 'POST', '/api/loan/quote', {
    amount: 2_000_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(api, who.token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: uniqueUsdtAddress(),
    consentTerms: true,
    consentAgreement: true,
  });
  expect(applied.status).toBe('PENDING_REVIEW');
  return applied.loanId as number;
}

async function shoot(
  browser: Browser,
  who: SignedIn,
  shot: { path: string; ready: string; name: string; prepare?: (page: Page) => Promise<void> },
  errors: string[],
  violations: string[],
) {
  // DESK_FRAME_ONLY=home,menu takes only those (a quicker look while working on one screen).
  const only = process.env.DESK_FRAME_ONLY?.split(',');
  if (only && !only.includes(shot.name)) return;
  for (const lang of languages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    errors.push(...collectErrors(page));
    await storeSession(page, who, lang);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(shot.path);
      await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await shot.prepare?.(page);
      await page.screenshot({ path: `${dir}/${shot.name}-${viewport.name}-${lang}.png`, fullPage: true });
      violations.push(...(await seriousAxeViolations(page, `${shot.name} ${viewport.name} ${lang}`)));
    }
    await context.close();
  }
}

test('the desk frame and its screens, phone and desktop, en / cn / tw', async ({ browser, request }) => {
  test.setTimeout(600_000);
  mkdirSync(dir, { recursive: true });
  const ops = await operator(request);
  const loanId = await referredApplication(request);
  await loanOf(request, ops.token, { signedOnly: true });
  const errors: string[] = [];
  const violations: string[] = [];
  await shoot(browser, ops, { path: '/ops', ready: 'ops-home', name: 'home' }, errors, violations);
  await shoot(
    browser,
    ops,
    {
      path: '/ops',
      ready: 'ops-home',
      name: 'menu',
      // The phone's menu, opened with the keyboard; on a desktop it is always open.
      prepare: async (page) => {
        const button = page.getByTestId('desk-menu-button');
        if (!(await button.isVisible())) return;
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('navigation', { name: /.+/ })).toBeVisible();
      },
    },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    {
      path: `/ops/applications/${loanId}`,
      ready: 'decision-facts',
      name: 'application',
      // The referral for the automatic limit says the loan is also unaffordable, with the figures.
      prepare: async (page) => {
        await expect(page.getByTestId('also-unaffordable')).toContainText('£700.00');
        await expect(page.getByTestId('rules-failed').getByRole('listitem')).not.toHaveCount(0);
      },
    },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: '/ops/settings', ready: 'settings-form', name: 'settings' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: '/ops/account', ready: 'operator-account', name: 'account' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: '/ops/payouts', ready: 'payout-row', name: 'payouts' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: '/ops/applications', ready: 'application-row', name: 'applications' },
    errors,
    violations,
  );

  // The search box opens the borrowers' screen with the words typed.
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, ops, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ops');
  await page.getByLabel('Search borrowers').fill('Ada Lovelace');
  await page.getByLabel('Search borrowers').press('Enter');
  await expect(page).toHaveURL(/\/ops\/borrowers\?q=Ada(%20|\+)Lovelace$/);
  await context.close();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
