import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from './helpers/axe';
import { followRequests } from './helpers/network-quiet';
import { type Language, languages, publicRoutes, viewports } from './helpers/public-routes';
import { smallTouchTargets } from './helpers/touch-targets';

// Every public page (SPEC §2, the legal pages, sign-in, not-found), opened from a fresh profile in each
// language on a phone and in English on a desktop (all three with PUBLIC_SHOTS=1), and checked on that one visit: the page renders its own heading and
// title, logs no error, shows no raw message placeholder or English left untranslated, fits the width
// without sideways scrolling, has no serious or critical axe violation (WCAG 2.1 A and AA: the same contrast
// rules hold for other words and other line breaks), and on a phone every control is a target of at least
// 44 × 44 px. With PUBLIC_SHOTS=1 a full-page screenshot of each is kept in test-results/ (and linked from
// the report), to be looked at; without, the sweep only checks (138 full-page screenshots per run otherwise).
// Checks are soft: one run reports every page that fails, not only the first.

// The file's tests share nothing (each opens its own fresh page), and it is the longest file of the journeys:
// its tests are shared out between the workers instead of one worker taking all of it while the other waits
// at the end of the run.
test.describe.configure({ mode: 'parallel' });

// Words that appear in almost any English sentence; none belongs on a Chinese page.
const englishWords = /\b(the|and|your|you|with|for|our|we|to)\b/i;

async function useLanguage(page: Page, lang: Language) {
  await page.addInitScript({ content: `localStorage.setItem('lang', '${JSON.stringify(lang)}')` });
}

/** Rows of a menu list whose label is squeezed: the label takes the row, icon and chevron stay at its ends. */
function squeezedMenuRows(page: Page): Promise<string[]> {
  return page.locator('main#main .menu-list__item').evaluateAll((items) =>
    items
      .map((item) => {
        const row = item as unknown as {
          getBoundingClientRect(): { width: number };
          querySelector(s: string): { getBoundingClientRect(): { width: number } } | null;
          textContent: string | null;
        };
        const label = row.querySelector('.menu-list__text, span:not(.icon)');
        const share = (label?.getBoundingClientRect().width ?? 0) / row.getBoundingClientRect().width;
        return { share, text: (row.textContent ?? '').trim().slice(0, 30) };
      })
      .filter((row) => row.share < 0.5)
      .map((row) => row.text),
  );
}

// The phone sweeps every language. On a desktop what can differ from the phone is the layout (the header's
// links at 992 px and wider, sideways overflow, menu rows): the words, placeholders and colours are the
// phone's, so one language covers it, and the sweep took a third of the journeys' time in three. All three
// when screenshots are asked for.
const allLanguages = process.env.PUBLIC_SHOTS === '1';
const devices = {
  phone: { viewport: viewports.phone, hasTouch: true, isMobile: true, langs: languages },
  desktop: {
    viewport: viewports.desktop,
    hasTouch: false,
    isMobile: false,
    langs: allLanguages ? languages : (['en'] as const),
  },
} as const;

for (const [device, { langs, ...options }] of Object.entries(devices)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    for (const lang of langs) {
      test(`every public page in ${lang}: its own title, no errors, placeholders, English, overflow or axe violation${
        options.hasTouch ? ', targets of 44 px' : ''
      }`, async ({ page }, testInfo) => {
        test.setTimeout(150_000);
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        await useLanguage(page, lang);
        const network = followRequests(page);
        for (const route of publicRoutes) {
          await page.goto(route);
          const main = page.locator('main#main');
          await expect(main.locator('h1').first(), route).toBeVisible();
          await network.quiet();
          const text = await main.innerText();
          // Its own title: the heading, then the brand.
          const heading = (await main.locator('h1').first().innerText()).trim();
          await expect.soft(page, `${route} has its own title`).toHaveTitle(`${heading} – Quayside`);
          expect.soft(text, `${route} shows a raw placeholder`).not.toMatch(/\{[a-zA-Z]\w*\}|<\/?\d+>/);
          if (lang !== 'en') {
            const english = text.split('\n').filter((line) => englishWords.test(line));
            expect.soft(english, `${route} has English left in ${lang}`).toEqual([]);
          }
          // Measured against the width asked for: a phone browser may widen its layout to fit what overflows.
          const overflow = Number(await page.evaluate('document.documentElement.scrollWidth'));
          expect.soft(overflow, `${route} overflows sideways`).toBeLessThanOrEqual(options.viewport.width);
          expect
            .soft(await squeezedMenuRows(page), `${route} has menu rows with a squeezed label`)
            .toEqual([]);
          expect.soft(await seriousAxeViolations(page, route), `${route} has axe violations`).toEqual([]);
          if (options.hasTouch) {
            expect.soft(await smallTouchTargets(page), `${route} has controls under 44 px`).toEqual([]);
          }
          if (process.env.PUBLIC_SHOTS === '1') {
            const shot = testInfo.outputPath(`${device}-${lang}${route.replace(/[/?=]/g, '_')}.png`);
            await page.screenshot({ path: shot, fullPage: true });
            await testInfo.attach(path.basename(shot), { path: shot, contentType: 'image/png' });
          }
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test('/home paints with the shell catalog alone (the one its budget counts), down to the footer', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The other catalogs never arrive: a message /home took from them would be logged as missing. A catalog's
  // chunk is its name and an 8-character hash: modules named member-… (member-screens-copy) are not one.
  const blocked: string[] = [];
  await page.route(/\/assets\/(pages|member)-[\w-]{8}\.js$/, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/home');
  await expect(page.getByTestId('calc-monthly')).toBeVisible();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('loan-kinds')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(text).toContain('Rates from');
  expect(errors).toEqual([]);
  // They are asked for once the app's first screen is up and the browser idle, which can be after the
  // network first fell quiet.
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test("the hero's buttons line up with its copy, the ghost one outlined (the stylesheet's order keeps modifiers after their base)", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/home');
  await page.getByTestId('page-container').waitFor();
  const ghost = page.locator('.hero .button--ghost');
  await expect(ghost).toBeVisible();
  const left = async (selector: string) => (await page.locator(selector).first().boundingBox())?.x;
  expect(await left('.hero .button-row .button')).toBeCloseTo((await left('.hero h1')) ?? -1, 0);
  await expect(ghost).toHaveCSS('border-top-color', 'rgba(255, 255, 255, 0.7)');
});

test('/borrow opens the personal loan page', async ({ page }) => {
  await page.goto('/borrow');
  await expect(page).toHaveURL(/\/borrow\/personal-loan$/);
  await expect(page.getByTestId('borrow-personal')).toBeVisible();
});

test('the FAQ filters as you type, in the language on screen', async ({ page }) => {
  await page.goto('/help');
  const search = page.getByTestId('faq-search');
  await search.fill('repay early');
  await expect(page.getByTestId('faq-count')).toHaveText(/answers? match/);
  await expect(page.locator('.faq-item summary', { hasText: 'How do I repay early?' })).toBeVisible();
  await expect(page.locator('.faq-item summary', { hasText: 'Who can apply?' })).toHaveCount(0);
  await search.fill('zzzz nothing');
  await expect(page.getByTestId('faq-empty')).toBeVisible();

  await useLanguage(page, 'cn');
  await page.reload();
  await page.getByTestId('faq-search').fill('提前还款');
  await expect(page.locator('.faq-item summary', { hasText: '如何提前还款？' })).toBeVisible();
});

test('the chat button loads no script until tapped and shows the contact details when none is configured', async ({
  page,
}) => {
  await page.goto('/service');
  const button = page.getByTestId('chat-button');
  await expect(button).toBeVisible();
  expect(await page.locator('script[data-chat-info]').count()).toBe(0);
  await button.click();
  // The demo configures no chat service: the contact details take its place.
  await expect(page.getByTestId('contact-details')).toBeVisible();
  await expect(page.getByTestId('contact-phone')).toHaveText(/\d/);
  await expect(page.getByTestId('contact-email')).toHaveText(/@/);
  expect(await page.locator('script[data-chat-info]').count()).toBe(0);
});

test('an article opens from the blog and links back to it', async ({ page }) => {
  await page.goto('/blog');
  const first = page.getByTestId('blog-list').locator('a').first();
  const title = (await first.locator('.article-row__title').innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/about\/details\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('press releases are grouped, with an archive by year', async ({ page }) => {
  await page.goto('/about/press');
  const latest = page.getByTestId('press-latest').locator('a');
  await expect(latest).toHaveCount(3);
  // Newest first: the dates on the three latest releases run backwards.
  const dates = await latest
    .locator('time')
    .evaluateAll((times) =>
      times.map((time) => (time as unknown as { getAttribute(n: string): string }).getAttribute('datetime')),
    );
  expect(dates).toEqual([...dates].sort().reverse());
  // Everything older sits in the archive under its year, newest year first, each year's releases older
  // than the latest three.
  const archive = page.getByTestId('press-archive');
  await expect(archive.locator('h3')).toHaveText(['2025']);
  const archived = await archive
    .locator('time')
    .evaluateAll((times) =>
      times.map((time) => (time as unknown as { getAttribute(n: string): string }).getAttribute('datetime')),
    );
  expect(archived.length).toBeGreaterThan(0);
  for (const date of archived) expect(date.slice(0, 4)).toBe('2025');
  expect(archived.every((date) => date < (dates.at(-1) ?? ''))).toBe(true);
});

test('switching language keeps the page and what was chosen in it: nothing reloads or jumps', async ({
  page,
}) => {
  await page.goto('/booking');
  const calc = page.getByTestId('quote-calculator');
  await expect(page.getByTestId('calc-monthly')).toBeVisible();
  await page.getByTestId('calc-amount').fill('1200000');
  await page.getByTestId('calc-term-24').click();
  await page.getByTestId('calc-method-INTEREST_FIRST').click();
  const monthly = await page.getByTestId('calc-monthly').textContent();
  // A marker on the calculator's element: a remount (the page reloading its parts) would lose it.
  await calc.evaluate((element) => {
    (element as unknown as { __marker: number }).__marker = 1;
  });
  const before = await calc.boundingBox();
  await page.locator('.language-switcher__button').click();
  await page.locator('[data-language="tw"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByText('每月利息')).toBeVisible();
  expect(await calc.evaluate((element) => (element as unknown as { __marker?: number }).__marker)).toBe(1);
  await expect(page.getByTestId('calc-amount')).toHaveValue('1200000');
  await expect(page.getByTestId('calc-term-24').locator('input')).toBeChecked();
  await expect(page.getByTestId('calc-method-INTEREST_FIRST').locator('input')).toBeChecked();
  // The same figure, written the same way (pounds in both languages).
  await expect(page.getByTestId('calc-monthly')).toHaveText(monthly ?? '');
  // Only the text above it changed: the calculator moves by less than a line.
  const after = await calc.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(28);
});
