import type { Page } from '@playwright/test';

// This project type-checks with Node's types only; the slice of the DOM used inside the page is named here.
interface ObservedWindow {
  __transitions: string[];
  document: {
    querySelector(selector: string): { className: string } | null;
  };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: { attributes: boolean; attributeFilter: string[] }): void };
}

/**
 * Records every slide class the page container takes. The class lives for 300 ms only, so polling for it
 * could miss it on a busy machine; an observer installed in the page cannot.
 */
export async function recordTransitions(page: Page): Promise<void> {
  // The app may still be mounting when `goto` returns (it starts after the load event).
  await page.getByTestId('page-container').waitFor();
  await page.evaluate(() => {
    const w = globalThis as unknown as ObservedWindow;
    w.__transitions = [];
    const container = w.document.querySelector('[data-testid="page-container"]');
    if (!container) throw new Error('no page container');
    new w.MutationObserver(() => {
      const match = /slide-(left|right)/.exec(container.className);
      if (match && w.__transitions.at(-1) !== match[0]) w.__transitions.push(match[0]);
      if (!match && w.__transitions.at(-1) !== 'reset') w.__transitions.push('reset');
    }).observe(container, { attributes: true, attributeFilter: ['class'] });
  });
}

export async function transitions(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as ObservedWindow).__transitions);
}

export async function clearTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as ObservedWindow).__transitions = [];
  });
}
