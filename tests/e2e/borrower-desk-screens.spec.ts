import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectErrors, logInByApi, type SignedIn, storeSession } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { call, type Data, languages, loanOf, OPERATOR, viewports } from './helpers/loan-states';

// The borrower desk of issue 38 §3: the search and a borrower's page (a paid-out loan opened, a note and
// its correction), phone and desktop, en / cn / tw, axe on each, written to /work/shots/borrowers/ to be
// looked at; then a search and a note with the keyboard alone. On request:
//   DESK_BORROWERS_SHOTS=1 npx playwright test tests/e2e/borrower-desk-screens.spec.ts --project chromium --no-deps
test.skip(!process.env.DESK_BORROWERS_SHOTS, 'screenshots on request (DESK_BORROWERS_SHOTS=1)');

const dir = process.env.DESK_BORROWERS_SHOTS_DIR ?? '/work/shots/borrowers';

async function operator(api: APIRequestContext): Promise<SignedIn> {
  const session = await logInByApi(api, OPERATOR.email, OPERATOR.password);
  return { email: OPERATOR.email, id: session.member.id, token: session.token, member: null };
}

test('search and a borrower’s page, phone and desktop, en / cn / tw, axe clean; search and note by keyboard', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  mkdirSync(dir, { recursive: true });
  const ops = await operator(request);
  const { who, loanId } = await loanOf(request, ops.token);
  const memberId = who.id;
  const first = (await call(request, ops.token, 'POST', `/api/operator/borrowers/${memberId}/notes`, {
    text: 'Called about the first bill: will pay on Friday.',
    loanId,
  })) as Data;
  await call(request, ops.token, 'POST', `/api/operator/borrowers/${memberId}/notes`, {
    text: 'Called about the first bill: will pay on Monday, not Friday.',
    corrects: first.noteId,
  });
  const errors: string[] = [];
  const violations: string[] = [];
  const shots: { path: string; ready: string; name: string }[] = [
    { path: `/ops/borrowers?q=${encodeURIComponent(who.email)}`, ready: 'borrower-row', name: 'search' },
    { path: '/ops/borrowers?q=a', ready: 'ops-borrowers', name: 'search-too-short' },
    { path: `/ops/borrowers/${memberId}`, ready: 'note', name: 'borrower' },
  ];
  for (const lang of languages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    errors.push(...collectErrors(page));
    await storeSession(page, ops, lang);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const shot of shots) {
        await page.goto(shot.path);
        await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 15_000 });
        if (shot.name === 'borrower')
          await expect(page.getByTestId('case-book')).toBeVisible({ timeout: 15_000 });
        await page.screenshot({ path: `${dir}/${shot.name}-${viewport.name}-${lang}.png`, fullPage: true });
        violations.push(...(await seriousAxeViolations(page, `${shot.name} ${viewport.name} ${lang}`)));
      }
    }
    await context.close();
  }
  expect(violations).toEqual([]);

  // The keyboard alone: the search field, the result, the page, a note.
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  errors.push(...collectErrors(page));
  await storeSession(page, ops, 'en');
  await page.goto('/ops/borrowers');
  const field = page.getByLabel('Search borrowers');
  await field.focus();
  await page.keyboard.type(who.email.slice(0, 12));
  await page.keyboard.press('Enter');
  const link = page.getByTestId('borrower-link').first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('part-notes')).toBeVisible({ timeout: 15_000 });
  const box = page.getByLabel('New note');
  await box.focus();
  await page.keyboard.type('Sent the statement again by e-mail.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('note').first()).toContainText('Sent the statement again by e-mail.');
  await context.close();
  expect(errors).toEqual([]);
});
