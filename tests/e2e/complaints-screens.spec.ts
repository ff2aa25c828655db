import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectErrors, logInByApi, type SignedIn, storeSession } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { call, type Data, languages, loanOf, OPERATOR, viewports } from './helpers/loan-states';

// The complaints register of issue 38 §4: /complaints signed out and signed in (with our final response
// and its ombudsman wording), the console's register and a complaint's case, at phone and desktop size in
// the three languages, written to /work/shots/complaints/ to be looked at, with axe on each. On request:
// DESK_COMPLAINTS_SHOTS=1 npx playwright test tests/e2e/complaints-screens.spec.ts --project chromium --no-deps
test.skip(!process.env.DESK_COMPLAINTS_SHOTS, 'screenshots on request (DESK_COMPLAINTS_SHOTS=1)');

const dir = process.env.DESK_COMPLAINTS_SHOTS_DIR ?? '/work/shots/complaints';

async function operatorOf(api: APIRequestContext): Promise<SignedIn> {
  const session = await logInByApi(api, OPERATOR.email, OPERATOR.password);
  return { email: OPERATOR.email, id: session.member.id, token: session.token, member: null };
}

async function shoot(
  browser: Browser,
  who: SignedIn | null,
  {
    path,
    ready,
    name,
    prepare,
  }: { path: string; ready: string; name: string; prepare?: (page: Page) => Promise<void> },
  errors: string[],
  violations: string[],
) {
  for (const lang of languages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    errors.push(...collectErrors(page));
    if (who) await storeSession(page, who, lang);
    else
      await page.addInitScript({
        content: `if (!localStorage.getItem('lang')) localStorage.setItem('lang', ${JSON.stringify(JSON.stringify(lang))});`,
      });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 15_000 });
      await prepare?.(page);
      await page.screenshot({ path: `${dir}/${name}-${viewport.name}-${lang}.png`, fullPage: true });
      violations.push(...(await seriousAxeViolations(page, `${name} ${viewport.name} ${lang}`)));
    }
    await context.close();
  }
}

test('/complaints and the complaints register, phone and desktop, en / cn / tw', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  mkdirSync(dir, { recursive: true });
  const ops = await operatorOf(request);
  const { who, loanId } = await loanOf(request, ops.token);
  const businessDate = (await call(request, ops.token, 'GET', '/api/operator/business-date'))
    .businessDate as string;

  // The borrower's complaint, answered with a final response; and one still open.
  const answered = await call(request, who.token, 'POST', '/api/complaints', {
    whatHappened: 'I was charged overdue interest on a bill I paid on the day it was due.',
    wanted: 'Take the interest off and correct my statement.',
    loanId,
  });
  const register = (await call(request, ops.token, 'GET', '/api/operator/complaints')).list as Data[];
  const mine = register.find((row) => row.reference === answered.reference);
  expect(mine, 'the complaint is in the register').toBeDefined();
  await call(request, ops.token, 'POST', `/api/operator/complaints/${mine?.id}/notes`, {
    text: 'The payment arrived on the due date; the interest was charged in error.',
  });
  await call(request, ops.token, 'POST', `/api/operator/complaints/${mine?.id}/final-response`, {
    outcome: 'UPHELD',
    redress: 2_500,
    text: 'Your payment reached us on the due date, so no overdue interest was owed. We have taken it off, corrected your statement and paid you £25.00 for the trouble.',
  });
  await call(request, who.token, 'POST', '/api/complaints', {
    whatHappened: 'Nobody answered the phone when I called twice last week.',
    wanted: 'A call back.',
  });
  // One taken by phone after hours, acknowledged and being looked into.
  const logged = await call(request, ops.token, 'POST', '/api/operator/complaints', {
    channel: 'PHONE',
    receivedOn: businessDate,
    receivedTime: '17:40',
    name: 'Charles Babbage',
    phone: '020 7946 0000',
    email: 'charles@quayside.example',
    whatHappened: 'The letter about my arrears gave the wrong amount.',
    wanted: 'A corrected letter and an apology.',
  });
  await call(request, ops.token, 'POST', `/api/operator/complaints/${logged.id}/acknowledge`, {});
  await call(request, ops.token, 'POST', `/api/operator/complaints/${logged.id}/notes`, {
    text: 'The letter used the figure before the last payment. Checking the template.',
  });

  const errors: string[] = [];
  const violations: string[] = [];
  await shoot(
    browser,
    null,
    { path: '/complaints', ready: 'complaint-form', name: 'public' },
    errors,
    violations,
  );
  await shoot(
    browser,
    null,
    {
      path: '/complaints',
      ready: 'complaint-form',
      name: 'public-refused',
      prepare: async (page) => {
        await page.getByTestId('complaint-send').click();
        await expect(page.locator('.field__error').first()).toBeVisible();
      },
    },
    errors,
    violations,
  );
  await shoot(
    browser,
    who,
    { path: '/complaints', ready: 'my-complaint', name: 'member' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: '/ops/complaints', ready: 'complaint-row', name: 'register' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: `/ops/complaints/${logged.id}`, ready: 'complaint-final', name: 'case-open' },
    errors,
    violations,
  );
  await shoot(
    browser,
    ops,
    { path: `/ops/complaints/${mine?.id}`, ready: 'complaint-answer', name: 'case-answered' },
    errors,
    violations,
  );
  // The site header's account link with an unread count (the complaints' messages give the borrower some)
  // is the shell's, not these screens': its name says the count in words while the badge shows the figure.
  expect(
    violations.filter((line) => !line.endsWith('label-content-name-mismatch (serious) .header-account')),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
