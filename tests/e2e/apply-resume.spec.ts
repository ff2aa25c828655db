import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import config from '../../playwright.config';
import { borrowerWithProfile, collectErrors, uniqueUsdtAddress } from './helpers/apply-borrower';

// Five rounds draw every purpose, term, method and employment status at least once; more rounds repeat the
// same proof against chance, so `npm test` runs five and `npm run test:e2e:resume-soak` runs 20.
const ROUNDS = Number(process.env.APPLY_RESUME_ROUNDS ?? 5);
const purposes = ['EDUCATION', 'MEDICAL', 'OTHER', 'DAILY_CONSUMPTION'] as const;
const methods = [
  'Equal principal and interest',
  'Interest first, then principal',
  'One-time principal and interest',
] as const;

async function onStep(page: Page, number: number) {
  await expect(page.getByTestId('wizard-progress')).toContainText(`Step ${number} of 9`, { timeout: 15_000 });
}

async function saved(page: Page) {
  await expect(page.getByTestId('wizard-saved')).toHaveAttribute('data-state', 'saved');
}

interface Round {
  amount: string;
  purpose: string;
  term: string;
  method: string;
  firstName: string;
  city: string;
  years: string;
  status: string;
}

const roundValues = (i: number): Round => ({
  amount: String(2000 + i * 150),
  purpose: purposes[i % purposes.length] as string,
  term: String(12 * ((i % 5) + 1)),
  method: methods[i % methods.length] as string,
  firstName: `Ada${i}`,
  city: `Leeds ${i}`,
  years: String(3 + i),
  status: i % 2 ? 'PART_TIME' : 'FULL_TIME',
});

/** Steps 1–3 and the choice on step 4 hold the values of round `v`; the page ends on step 4. */
async function expectRound(page: Page, v: Round) {
  await expect(page.getByLabel('Loan amount (£)')).toHaveValue(v.amount);
  await expect(page.getByLabel('Loan purpose')).toHaveValue(v.purpose);
  await expect(page.getByLabel('Loan term')).toHaveValue(v.term);
  await expect(page.getByLabel(new RegExp(`^${v.method}`))).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await onStep(page, 2);
  await changeGiven(page);
  await expect(page.getByLabel('First name')).toHaveValue(v.firstName);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await onStep(page, 3);
  await changeGiven(page);
  await expect(page.getByLabel('City')).toHaveValue(v.city);
  await expect(page.getByLabel('Years at this address')).toHaveValue(v.years);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await onStep(page, 4);
  await changeGiven(page);
  await expect(page.getByLabel('Employment status')).toHaveValue(v.status);
}

/** A step the profile holds opens as given: its fields come with "Change these details". */
async function changeGiven(page: Page) {
  const change = page.getByRole('button', { name: 'Change these details' });
  if (await change.isVisible()) await change.click();
}

test('fill three steps, go offline and reload, then close the whole browser and reopen it offline: every value is there, every round', async ({
  request,
}) => {
  // About 6 s a round on an idle machine; a loaded one (load 20–25 on two cores) took 40–60 s a round, and
  // the set-up (a member, the worker in control) about two minutes.
  test.setTimeout(120_000 + ROUNDS * 60_000);
  const borrower = await borrowerWithProfile(request);
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'quayside-apply-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      ...config.use?.launchOptions,
      baseURL: config.use?.baseURL,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 375, height: 812 },
    });
  let context: BrowserContext = await launch();
  let page = context.pages()[0] ?? (await context.newPage());
  let errors = collectErrors(page);
  try {
    await page.goto('/home');
    await page.evaluate(
      `localStorage.setItem('userInfo', ${JSON.stringify(
        JSON.stringify({ id: borrower.id, token: borrower.token, member: borrower.member }),
      )})`,
    );
    // The worker must be in control before the network goes: it is what opens /apply offline.
    await page.waitForFunction(
      'navigator.serviceWorker.ready.then((r) => r.active?.state === "activated" && !!navigator.serviceWorker.controller)',
      undefined,
      { timeout: 30_000 },
    );
    await page.goto('/apply?step=loan');
    await onStep(page, 1);

    let passed = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const v = roundValues(i);
      // Online, on step 1: fill three steps, and make a choice on the fourth.
      await page.getByLabel('Loan amount (£)').fill(v.amount);
      await page.getByLabel('Loan purpose').selectOption(v.purpose);
      await page.getByLabel('Loan term').selectOption(v.term);
      await page.getByLabel(new RegExp(`^${v.method}`)).check();
      await page.getByLabel('USDT receiving address').fill(uniqueUsdtAddress());
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await onStep(page, 2);
      await changeGiven(page);
      await page.getByLabel('First name').fill(v.firstName);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await onStep(page, 3);
      await changeGiven(page);
      await page.getByLabel('City').fill(v.city);
      await page.getByLabel('Years at this address').fill(v.years);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await onStep(page, 4);
      await changeGiven(page);
      await page.getByLabel('Employment status').selectOption(v.status);
      await saved(page);

      // Offline, reload: the same step, the same choice; the steps before it hold what was typed.
      await context.setOffline(true);
      await page.reload();
      await onStep(page, 4);
      await changeGiven(page);
      await expect(page.getByLabel('Employment status')).toHaveValue(v.status);
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await onStep(page, 3);
      await changeGiven(page);
      await expect(page.getByLabel('City')).toHaveValue(v.city);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await onStep(page, 4);
      await saved(page);

      // The whole browser goes; a new one opens with no network at all.
      expect(
        errors.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(text)),
      ).toEqual([]);
      await context.close();
      context = await launch();
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      errors = collectErrors(page);
      await page.goto('/apply');
      await onStep(page, 4);
      await expect(page.getByTestId('apply-resume')).toContainText('everything you entered on this device');
      await changeGiven(page);
      await expect(page.getByLabel('Employment status')).toHaveValue(v.status);
      for (const step of [3, 2, 1]) {
        await page.getByRole('button', { name: 'Previous', exact: true }).click();
        await onStep(page, step);
      }
      await expectRound(page, v);
      passed++;
      console.log(`round ${i + 1} of ${ROUNDS}: every value there`);

      // Back online and on step 1 for the next round.
      await context.setOffline(false);
      for (const step of [3, 2, 1]) {
        await page.getByRole('button', { name: 'Previous', exact: true }).click();
        await onStep(page, step);
      }
    }
    expect(passed).toBe(ROUNDS);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
