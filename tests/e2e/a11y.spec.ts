import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Language, publicRoutes, viewports } from './helpers/public-routes';

// axe (WCAG 2.1 A and AA) on every public page: English on a phone and on a desktop, and both Chinese
// languages on a phone (other words, other line breaks, the same contrast rules). No serious or critical
// violation is allowed.
const runs: { device: keyof typeof viewports; lang: Language }[] = [
  { device: 'phone', lang: 'en' },
  { device: 'desktop', lang: 'en' },
  { device: 'phone', lang: 'cn' },
  { device: 'phone', lang: 'tw' },
];

async function violations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${route}: ${violation.id} (${violation.impact}) ${targets.join(', ')}`;
    });
}

for (const { device, lang } of runs) {
  test(`public pages on a ${device} in ${lang} have no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewports[device]);
    await page.addInitScript({ content: `localStorage.setItem('lang', '${JSON.stringify(lang)}')` });
    const problems: string[] = [];
    for (const route of publicRoutes) problems.push(...(await violations(page, route)));
    expect(problems).toEqual([]);
  });
}
