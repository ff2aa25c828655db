/**
 * Page transitions of SPEC §2: moving to a bottom tab on the left slides right, anything else slides left;
 * going back slides right. A page that belongs to a tab (the tab bar shows that tab selected) counts as
 * that tab: `tabIndexOf` gives a path's tab position as its route declares it (-1 outside the tabs). The direction is chosen from a page history kept in sessionStorage, so it survives a reload.
 */
export type SlideDirection = 'slide-left' | 'slide-right';
export const TRANSITION_RESET_MS = 300;
export const HISTORY_KEY = 'pageHistory';
const MAX_HISTORY = 50;

export interface DirectionResult {
  direction: SlideDirection;
  history: string[];
}

/**
 * `history` is the stack of pages visited in this tab, oldest first; `to` is the new page. A move to the
 * page just below the top of the stack is a back navigation (browser back, or a link to where we came
 * from), so it pops; anything else pushes.
 */
export function nextDirection(
  history: readonly string[],
  to: string,
  tabIndexOf: (path: string) => number,
  isBack = false,
): DirectionResult {
  const target = normalisePath(to);
  const current = history.at(-1);
  if (current === target) return { direction: 'slide-left', history: [...history] };
  const previous = history.at(-2);
  if (isBack || previous === target) {
    const popped = previous === target ? history.slice(0, -1) : [...history.slice(0, -1)];
    if (popped.at(-1) !== target) popped.push(target);
    return { direction: 'slide-right', history: popped };
  }
  const pushed = [...history, target].slice(-MAX_HISTORY);
  const fromTab = current === undefined ? -1 : tabIndexOf(current);
  const toTab = tabIndexOf(target);
  const direction: SlideDirection =
    fromTab >= 0 && toTab >= 0 && toTab < fromTab ? 'slide-right' : 'slide-left';
  return { direction, history: pushed };
}

/** The path alone: no query string or fragment, no trailing slash. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

export function readHistory(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: Storage | undefined, history: readonly string[]): void {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // sessionStorage full or blocked: directions fall back to "forward" for this visit.
  }
}
