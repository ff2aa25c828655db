import type { Page } from '@playwright/test';

/**
 * The controls on the page smaller than 44 × 44 px, one line each ("<a> "Help" 40×32"). Links inside running
 * text are exempt (WCAG 2.5.8, "inline": the sentence sets their height), and a control inside its label is
 * tapped through the label, so the label is measured.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { width: number; height: number };
    type Node = {
      tagName: string;
      textContent: string | null;
      classList: { contains(name: string): boolean };
      getAttribute(name: string): string | null;
      getBoundingClientRect(): Box;
      closest(selector: string): Node | null;
    };
    const w = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Node> };
      getComputedStyle(e: unknown): { visibility: string; display: string };
    };
    const out: string[] = [];
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, ion-tab-button, [role=button]';
    for (const element of w.document.querySelectorAll(controls)) {
      if (element.tagName === 'A' && element.closest('p, .prose, small, dd')) continue;
      if (element.classList.contains('skip-link')) continue;
      const target = element.tagName === 'INPUT' ? (element.closest('label') ?? element) : element;
      const box = target.getBoundingClientRect();
      const style = w.getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30);
        out.push(
          `<${element.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return [...new Set(out)];
  });
}
