import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, logInByApi, type SignedIn, storeSession } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { call, languages, loanOf, OPERATOR, viewports } from './helpers/loan-states';

// A borrower in difficulty's screens (issue 36): "I'm struggling to pay" filled in, kept on the device when
// offline, the request sent and what happens next, our offer beside the schedule as it stands, and the loan
// with the arrangement accepted — at phone and desktop size in the three languages, written to
// /tmp/shots/hardship/ to be looked at, axe run on each, and the form used with the keyboard alone.
// Runs only when asked: HARDSHIP_SHOTS=1 npx playwright test tests/e2e/hardship-screens.spec.ts
test.skip(!process.env.HARDSHIP_SHOTS, 'screenshots on request (HARDSHIP_SHOTS=1)');

const dir = '/tmp/shots/hardship';

/** What a borrower whose hours were cut might say, typed as they would. */
async function fillIn(page: Page) {
  await page.getByRole('checkbox').first().check();
  const form = page.getByTestId('hardship-form');
  const day = form.locator('.date-parts input').first();
  await day.fill('1');
  await form.locator('.date-parts select').selectOption('10');
  await form.locator('.date-parts input').last().fill('2026');
  const money = form.locator('.money-field input');
  // Monthly income, housing, Council Tax, energy, food, transport, other credit, other essentials, could pay.
  const figures = ['1,450', '650', '140', '120', '260', '60', '45', '30', '60'];
  for (const [index, figure] of figures.entries()) await money.nth(index).fill(figure);
}

/**
 * A page at phone and desktop size in the three languages, `prepare` run on it before each picture. Each in
 * a browser of its own, closed after its picture: a request written offline goes with it, never sent.
 */
async function shoot(
  browser: import('@playwright/test').Browser,
  who: SignedIn,
  shot: { path: string; ready: string; name: string; prepare?: (page: Page) => Promise<void> },
  errors: string[],
) {
  for (const lang of languages) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      errors.push(...collectErrors(page));
      await storeSession(page, who, lang);
      await page.goto(shot.path);
      if (shot.prepare) await shot.prepare(page);
      await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 15_000 });
      // From the top, nothing focused: the header is fixed, and a page scrolled to a field draws it mid-page.
      await page.evaluate('document.activeElement?.blur?.(); window.scrollTo(0, 0)');
      await page.screenshot({ path: `${dir}/${shot.name}-${viewport.name}-${lang}.png`, fullPage: true });
      await context.close();
    }
  }
}

test('a borrower in difficulty’s screens, phone and desktop, en / cn / tw', async ({ browser, request }) => {
  test.setTimeout(900_000);
  mkdirSync(dir, { recursive: true });
  const { token: operator } = await logInByApi(request, OPERATOR.email, OPERATOR.password);
  const errors: string[] = [];

  // The form, filled in: the money left over worked out as typed.
  const asking = await loanOf(request, operator, { amount: 900_000, termMonths: 36 });
  const form = `/loan/hardship?id=${asking.loanId}`;
  await shoot(
    browser,
    asking.who,
    {
      path: form,
      ready: 'hardship-left-over',
      name: 'form',
      prepare: async (page) => {
        await page.getByTestId('hardship-form').waitFor();
        await fillIn(page);
      },
    },
    errors,
  );

  // Without signal: kept on the device, to go once, when the connection is back.
  await shoot(
    browser,
    asking.who,
    {
      path: form,
      ready: 'hardship-queued',
      name: 'offline',
      prepare: async (page) => {
        await page.getByTestId('hardship-form').waitFor();
        await fillIn(page);
        await page.context().setOffline(true);
        await page.getByTestId('hardship-send').click();
      },
    },
    errors,
  );

  // Sent: what happens next, with the date we answer by.
  const sent = await loanOf(request, operator, { amount: 900_000, termMonths: 36 });
  const asked = await call(request, sent.who.token, 'POST', `/api/loan/${sent.loanId}/hardship`, {
    changes: ['JOB', 'HEALTH'],
    details: 'Hours cut at work after an operation.',
    since: '2026-10-01',
    statement: {
      income: 145_000,
      spending: {
        housing: 65_000,
        councilTax: 14_000,
        energy: 12_000,
        food: 26_000,
        transport: 6_000,
        otherCredit: 4_500,
        other: 3_000,
      },
      canPay: 6_000,
    },
  });
  const page = `/loan/hardship?id=${sent.loanId}`;
  await shoot(browser, sent.who, { path: page, ready: 'hardship-sent', name: 'sent' }, errors);

  // Our offer: a three-month payment holiday, interest frozen.
  await call(request, operator, 'POST', `/api/operator/hardship/${asked.request.id}/offer`, {
    terms: { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true },
  });
  await shoot(browser, sent.who, { path: page, ready: 'arrangement-offer', name: 'offer' }, errors);
  const detail = `/loan/detail?id=${sent.loanId}`;
  await shoot(browser, sent.who, { path: detail, ready: 'loan-hardship-offer', name: 'loan-offer' }, errors);

  // axe on each state, at phone size in English, before it is accepted.
  const context = await browser.newContext({ viewport: viewports[0] });
  const check = await context.newPage();
  errors.push(...collectErrors(check));
  await storeSession(check, sent.who, 'en');
  const violations: string[] = [];
  for (const [path, ready, name] of [
    [page, 'arrangement-offer', 'offer'],
    [detail, 'loan-hardship-offer', 'loan-offer'],
  ] as const) {
    await check.goto(path);
    await expect(check.getByTestId(ready)).toBeVisible({ timeout: 15_000 });
    violations.push(...(await seriousAxeViolations(check, name)));
  }

  // Accepted by keyboard: the name typed, the box ticked with Space, the button pressed with Enter.
  await check.goto(page);
  const sign = check.getByTestId('arrangement-sign');
  await sign.getByRole('textbox').focus();
  await check.keyboard.type('Ada Lovelace');
  await check.keyboard.press('Tab');
  await check.keyboard.press('Space');
  await check.keyboard.press('Tab');
  await check.keyboard.press('Enter');
  await expect(check.getByTestId('arrangement-summary')).toBeVisible({ timeout: 15_000 });
  await context.close();
  await shoot(
    browser,
    sent.who,
    { path: detail, ready: 'arrangement-summary', name: 'loan-arrangement' },
    errors,
  );

  // The form and the sent state, with axe, and the form by keyboard alone.
  const keyboard = await browser.newContext({ viewport: viewports[0] });
  const typed = await keyboard.newPage();
  errors.push(...collectErrors(typed));
  await storeSession(typed, asking.who, 'en');
  await typed.goto(form);
  await typed.getByTestId('hardship-form').waitFor();
  violations.push(...(await seriousAxeViolations(typed, 'form')));
  // Enter on an empty form: every message on its field, the focus on the first.
  await typed.getByRole('textbox', { name: 'Monthly income' }).focus();
  await typed.keyboard.press('Enter');
  await expect(typed.getByRole('checkbox', { name: 'Job or work' })).toBeFocused();
  violations.push(...(await seriousAxeViolations(typed, 'form with messages')));
  await typed.keyboard.press('Space');
  await typed.getByRole('textbox', { name: 'Day' }).focus();
  await typed.keyboard.type('1');
  await typed.keyboard.press('Tab');
  await typed.keyboard.press('ArrowDown');
  await typed.keyboard.press('Tab');
  await typed.keyboard.type('2026');
  await typed.getByRole('textbox', { name: 'Monthly income' }).focus();
  await typed.keyboard.type('1450');
  for (const figure of ['650', '140', '120', '260', '60', '45', '30', '60']) {
    await typed.keyboard.press('Tab');
    await typed.keyboard.type(figure);
  }
  await expect(typed.getByTestId('hardship-left-over')).toContainText('£145');
  await typed.keyboard.press('Enter');
  await expect(typed.getByTestId('hardship-sent')).toBeVisible({ timeout: 15_000 });
  violations.push(...(await seriousAxeViolations(typed, 'sent')));
  await keyboard.close();

  expect(violations).toEqual([]);
  expect(
    errors.filter((error) => !/status of 4\d\d|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
  ).toEqual([]);
});
