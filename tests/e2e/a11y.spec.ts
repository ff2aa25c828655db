import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe on every public page, phone and desktop: no serious or critical violation.
const publicRoutes = [
  '/home',
  '/service',
  '/booking',
  '/borrow/personal-loan',
  '/borrow/debt-consolidation-loan',
  '/borrow/car-loan',
  '/borrow/home-improvement-loan',
  '/help',
  '/help/money-worries',
  '/contact',
  '/about',
  '/about/details?id=1',
  '/about/press',
  '/blog',
  '/bank',
  '/learn-more',
  '/privacy',
  '/terms',
  '/complaints',
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`public pages at ${viewport.width}px have no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const route of publicRoutes) {
      await page.goto(route);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        problems.push(`${route}: ${violation.id} (${violation.impact}) ${targets.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
