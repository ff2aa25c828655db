import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { aprOfSchedule } from '../../domain/loan/apr';
import type { RepaymentMethod } from '../../domain/loan/methods';
import { generateSchedule } from '../../domain/loan/schedule';
import { formatMoney, type MoneyLanguage } from '../../domain/money';
import { leaveApp } from './helpers/leave-app';

// The calculator shows exactly what domain/ computes for the rates the server configures: the same schedule
// and APR code the server quotes with. Which figure each choice shows, per method and language, is pinned by
// src/ui/calculator/quote-calculator.test.tsx; here one choice made with the keyboard in a real browser,
// against the real server's rates, and what needs a browser: offline rates and the contract worker.

interface Config {
  min: number;
  rates: Record<RepaymentMethod, string>;
}

async function readConfig(page: Page): Promise<Config> {
  const response = await page.request.get(
    '/api/config/getValue?configCodes=LOAN_MINIMUM_AMOUNT,LOAN_SETTLEMENT_YEAR_RATE,LOAN_EQUAL_AMOUNT_YEAR_RATE,LOAN_INTEREST_FIRST_YEAR_RATE',
  );
  const items: { configCode: string; configValue: string }[] = (await response.json()).data;
  const value = (code: string) => items.find((item) => item.configCode === code)!.configValue;
  return {
    min: Number(value('LOAN_MINIMUM_AMOUNT')),
    rates: {
      ONE_TIME: value('LOAN_SETTLEMENT_YEAR_RATE'),
      EQUAL_INSTALLMENT: value('LOAN_EQUAL_AMOUNT_YEAR_RATE'),
      INTEREST_FIRST: value('LOAN_INTEREST_FIRST_YEAR_RATE'),
    },
  };
}

function expected(
  config: Config,
  amount: number,
  termMonths: number,
  method: RepaymentMethod,
  lang: MoneyLanguage,
) {
  const startDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const schedule = generateSchedule({
    principal: amount,
    annualRate: config.rates[method],
    termMonths,
    method,
    startDate,
  });
  const money = (minor: number) => formatMoney(minor, lang, { currency: 'GBP' });
  const headline = method === 'ONE_TIME' ? schedule.lines.at(-1)!.total : schedule.instalment;
  return {
    headline: money(headline),
    total: money(schedule.totalPayable),
    apr: `${aprOfSchedule(schedule)}%`,
  };
}

async function choose(page: Page, steps: number, termMonths: number, method: RepaymentMethod) {
  const slider = page.getByTestId('calc-amount');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let index = 0; index < steps; index += 1) await page.keyboard.press('ArrowRight');
  await page.getByTestId(`calc-term-${termMonths}`).click();
  await page.getByTestId(`calc-method-${method}`).click();
}

const cases: [number, number, RepaymentMethod][] = [[40, 36, 'INTEREST_FIRST']];

for (const [steps, termMonths, method] of cases) {
  test(`slider +${steps} steps, ${termMonths} months, ${method} shows the domain figures`, async ({
    page,
  }) => {
    const config = await readConfig(page);
    await page.goto('/booking');
    await expect(page.getByTestId('calc-amount')).toBeVisible();
    await choose(page, steps, termMonths, method);
    const amount = config.min + steps * 10_000;
    await expect(page.getByTestId('calc-amount')).toHaveValue(String(amount));
    const figures = expected(config, amount, termMonths, method, 'en');
    await expect(page.getByTestId('calc-monthly')).toHaveText(figures.headline);
    await expect(page.getByTestId('calc-total')).toHaveText(figures.total);
    await expect(page.getByTestId('calc-apr')).toHaveText(figures.apr);
  });
}

test('the same figures in Traditional Chinese on a loan page preset', async ({ page }) => {
  const config = await readConfig(page);
  await page.addInitScript({ content: `localStorage.setItem('lang', '"tw"')` });
  await page.goto('/borrow/car-loan');
  await expect(page.getByTestId('calc-amount')).toHaveValue('800000');
  const figures = expected(config, 800_000, 48, 'EQUAL_INSTALLMENT', 'tw');
  await expect(page.getByTestId('calc-monthly')).toHaveText(figures.headline);
  await expect(page.getByTestId('calc-apr')).toHaveText(figures.apr);
});

test('offline, the calculator keeps the last rates it saw; with none ever seen it is disabled', async ({
  page,
}) => {
  await page.route('**/api/config/getValue**', (route) => route.abort());
  await page.goto('/home');
  await expect(page.getByTestId('calculator-unavailable')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('calc-monthly')).toHaveCount(0);

  await page.unroute('**/api/config/getValue**');
  await page.reload();
  await expect(page.getByTestId('calc-monthly')).toBeVisible();
  const shown = await page.getByTestId('calc-monthly').innerText();

  await page.route('**/api/config/getValue**', (route) => route.abort());
  await page.evaluate('window.localStorage.removeItem("quaysideQueryCache")');
  await page.reload();
  await expect(page.getByTestId('calc-monthly')).toHaveText(shown);
});

test.describe('without the service worker', () => {
  // Once the service worker controls the page it fetches the rates itself, past page.route, and the
  // broken answer below would never reach the page.
  test.use({ serviceWorkers: 'block' });

  test('rates are checked against their contract in a worker, and rates that break it are refused', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByTestId('calc-monthly')).toBeVisible();
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/assets\/contract-worker-[\w-]+\.js$/),
    );
    // The page's own thread fetched none of the contract code (the build's record of which file each
    // source became; the journeys run against this dist/).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    for (const source of ['domain/api/config.ts', 'domain/api/news.ts']) {
      const file = manifest[source]?.file;
      expect(file, `${source} is a chunk of its own`).toBeTruthy();
      expect(loaded.filter((url) => url.endsWith(`/${file}`))).toEqual([]);
    }

    // The real rates and one item that breaks the contract (a number for a code): the calculator could read
    // the rates, so only the check can be what turns the answer away.
    // No stored rates may stand in for the broken ones, and no pending save of the cache may write them back.
    await leaveApp(page);
    await page.evaluate('window.localStorage.clear()');
    await page.route('**/api/config/getValue**', async (route) => {
      // A request the page gave up on meanwhile (a reload, a query cancelled) has no answer left to read.
      const fetched = await route.fetch().catch(() => null);
      const answer = await fetched?.json().catch(() => null);
      if (!answer) return;
      answer.data.push({ configCode: 42, configValue: 'x' });
      await route.fulfill({ json: answer }).catch(() => undefined);
    });
    await page.goto('/home');
    await expect(page.getByTestId('calculator-unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('calc-monthly')).toHaveCount(0);
  });
});
