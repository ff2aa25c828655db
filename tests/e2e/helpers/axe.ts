import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core run inside the page itself. @axe-core/playwright's builder re-injects the library into every
// frame and finishes each run in a new blank page: about 2 s a page here, against 0.25 s for the same rules
// run in place (the app has no frames for it to walk; the chat widget's appears only when tapped).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA: the rules a public page must pass. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeSummary {
  rulesRun: number;
  violations: { id: string; impact: string | null; targets: string[] }[];
}

/** The serious and critical axe violations on the page as it is now, one line each, named by `where`. */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the app's Content-Security-Policy
  // allows no inline script, and is not loosened for a test.
  if (!(await page.evaluate('typeof globalThis.axe === "object"'))) await page.evaluate(axeSource);
  // The page at rest: a page slides in from 40 % opacity (300 ms), and colour contrast measured mid-slide
  // fails text that passes once it is in (seen on /apply/error on a fast machine). Endless animations
  // (a spinner) are left running, and the wait is bounded: a paused animation never settles.
  await page.evaluate(`Promise.race([
    Promise.all(document.getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])`);
  const run = () =>
    page.evaluate(async (tags): Promise<AxeSummary> => {
      type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
      const axe = (
        globalThis as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{ violations: Result[]; passes: Result[]; incomplete: Result[] }>;
          };
        }
      ).axe;
      const results = await axe.run((globalThis as unknown as { document: unknown }).document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return {
        rulesRun: results.violations.length + results.passes.length + results.incomplete.length,
        violations: results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        })),
      };
    }, wcagTags);
  let summary = await run();
  // A page between two renders (one screen replaced by the next under a loaded machine) gives the rules
  // almost nothing for a moment: judged again once, a second later.
  if (summary.rulesRun < 20) {
    await page.waitForTimeout(1_000);
    summary = await run();
  }
  // A run that checked nothing (the library missing, tags misspelt) would pass everything.
  if (summary.rulesRun < 20) throw new Error(`${where}: axe ran only ${summary.rulesRun} rules`);
  return summary.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.targets.join(', ')}`);
}
