import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  borrowerWithProfile,
  logInByApi,
  type SignedIn,
  storeSession,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { call, languages, loanOf, OPERATOR, shoot, viewports } from './helpers/loan-states';

// The screens a first borrower lives in after a decision (issue 37's stumbles): the signed-in home tab, Me,
// a loan's bills as cards on a phone, the Repay choices, a counter-offer's payments and the agreement — at
// phone and desktop size in the three languages, written to /tmp/shots/borrower/ to be looked at, with axe
// run on each. Runs only when asked: BORROWER_SHOTS=1 npx playwright test tests/e2e/borrower-screens.spec.ts
test.skip(!process.env.BORROWER_SHOTS, 'screenshots on request (BORROWER_SHOTS=1)');

const dir = '/tmp/shots/borrower';

test('a borrower’s own screens, phone and desktop, en / cn / tw', async ({ browser, request }) => {
  test.setTimeout(600_000);
  mkdirSync(dir, { recursive: true });
  const { token: operator } = await logInByApi(request, OPERATOR.email, OPERATOR.password);
  const { who, loanId } = await loanOf(request, operator, { amount: 900_000, termMonths: 36 });
  const errors: string[] = [];
  const pages = [
    { path: '/home', ready: 'home-your-loan', name: 'home' },
    { path: '/member/centre', ready: 'next-bill', name: 'me' },
    { path: `/loan/detail?id=${loanId}`, ready: 'bill-schedule', name: 'loan-detail' },
    { path: `/loan/repay?id=${loanId}`, ready: 'repay-choice', name: 'repay' },
  ];
  for (const shot of pages) await shoot(browser, who, { dir, ...shot }, errors);

  // A counter-offer: £10,000.00 asked on £3,500.00 a month, £7,900.00 offered.
  const countered: SignedIn = await borrowerWithProfile(request);
  const quote = await call(request, countered.token, 'POST', '/api/loan/quote', {
    amount: 1_000_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(request, countered.token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: uniqueUsdtAddress(),
    consentTerms: true,
    consentAgreement: true,
  });
  expect(applied.decision.outcome).toBe('COUNTER_OFFER');
  await shoot(
    browser,
    countered,
    { dir, path: `/loan/detail?id=${applied.loanId}`, ready: 'offer-payments', name: 'counter-offer' },
    errors,
  );
  await shoot(
    browser,
    countered,
    { dir, path: `/loan-contract?id=${applied.loanId}`, ready: 'contract-document', name: 'agreement' },
    errors,
  );

  // axe on each, at phone size in English (the layouts the screenshots show).
  const context = await browser.newContext({ viewport: viewports[0] });
  const page = await context.newPage();
  await storeSession(page, who, languages[0]);
  const violations: string[] = [];
  for (const shot of pages) {
    await page.goto(shot.path);
    await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 15_000 });
    violations.push(...(await seriousAxeViolations(page, shot.name)));
  }
  await context.close();
  expect(violations).toEqual([]);
  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
});
