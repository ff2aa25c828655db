import { expect, type Page, test } from '@playwright/test';
import { followRequests } from './helpers/network-quiet';
import { viewports } from './helpers/public-routes';

// Usable from a keyboard alone: the journeys of a public visitor work without a pointer, with a visible focus
// at every stop. (Touch targets of 44 × 44 px are checked on every public page in public-pages.spec.ts.)

interface Focused {
  tag: string;
  id: string;
  testId: string | null;
  text: string;
  visibleFocus: boolean;
  inViewport: boolean;
}

/** What has the focus now, and whether the page shows where it is (an outline or a ring). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const w = globalThis as unknown as {
      document: { activeElement: (Record<string, unknown> & { closest(s: string): unknown }) | null };
      getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string; boxShadow: string };
      innerHeight: number;
    };
    const element = w.document.activeElement as unknown as {
      tagName: string;
      id: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): { top: number; bottom: number };
      closest(selector: string): unknown;
    } | null;
    if (!element) return { tag: '', id: '', testId: null, text: '', visibleFocus: false, inViewport: false };
    // A visually hidden radio draws its focus on the label around it, the FAQ search field on its box.
    const drawn = (element.closest('label.choice, .search-box') ?? element) as unknown;
    const style = w.getComputedStyle(drawn);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      testId: element.getAttribute('data-testid'),
      text: (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40),
      visibleFocus: outline || ring,
      inViewport: box.bottom > 0 && box.top < w.innerHeight,
    };
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: viewports.desktop });

  test('the first Tab offers "Skip to content", which moves the focus to the page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('calc-monthly')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('every Tab stop on the public pages shows where the focus is', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const network = followRequests(page);
    for (const route of [
      '/home',
      '/help',
      '/borrow/car-loan',
      '/about/press',
      '/login',
      '/login?view=register',
    ]) {
      await page.goto(route);
      // Responding: a page whose HTML came from the build (build/prerender.ts) is hydrated first; the tab
      // bar comes in the commit right after.
      await page.getByTestId('page-container').waitFor();
      await page.getByTestId('tab-home').waitFor({ state: 'attached' });
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await network.quiet();
      const seen = new Set<string>();
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now.tag === 'body' || now.tag === '') break;
        const key = `${now.tag}#${now.id}${now.testId ?? ''}${now.text}`;
        if (seen.has(key)) break;
        seen.add(key);
        if (!now.visibleFocus) problems.push(`${route}: no visible focus on <${now.tag}> "${now.text}"`);
        if (!now.inViewport) problems.push(`${route}: focused <${now.tag}> "${now.text}" is off screen`);
      }
      expect(seen.size, `${route} has keyboard stops`).toBeGreaterThan(5);
    }
    expect(problems).toEqual([]);
  });

  test('the quote calculator works from the keyboard alone', async ({ page }) => {
    await page.goto('/booking');
    const amount = page.getByTestId('calc-amount');
    const value = page.getByTestId('calc-amount-value');
    const monthly = page.getByTestId('calc-monthly');
    await expect(monthly).toBeVisible();
    await amount.focus();
    const before = await value.textContent();
    const monthlyBefore = await monthly.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(value).not.toHaveText(before ?? '');
    await expect(monthly).not.toHaveText(monthlyBefore ?? '');
    await page.keyboard.press('End');
    await expect(value).toHaveText('£25,000');

    // The terms are one radio group: Tab enters it, the arrow keys move the choice.
    await page.keyboard.press('Tab');
    const checkedTerm = page.locator('[data-testid^="calc-term-"] input:checked');
    const termBefore = await checkedTerm.getAttribute('value');
    await page.keyboard.press('ArrowRight');
    await expect(checkedTerm).not.toHaveAttribute('value', termBefore ?? '');
    await expect(page.locator('[data-testid^="calc-term-"] input:focus')).toHaveCount(1);
  });

  test('the language can be changed from the keyboard, and Escape closes the menu', async ({ page }) => {
    await page.goto('/help');
    // The help centre's HTML comes from the build: its switcher opens once the app has hydrated it (the tab
    // bar comes in the commit right after).
    await expect(page.getByTestId('tab-home')).toBeAttached();
    const button = page.locator('.language-switcher__button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.language-switcher__panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.language-switcher__panel')).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    // The menu opens on the current language; the next option is Simplified Chinese.
    await expect(page.locator('[data-language="en"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-language="cn"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(button).toBeFocused();
  });

  test('a borrower signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('E-mail', { exact: true }).focus();
    await page.keyboard.type('demo@quayside.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quayside-demo-1');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });
});
