/**
 * Keyboard focus across the hand-over from the page index.html paints (build/first-paint.ts) to the app's.
 * A reader who tabbed into the painted header or page in the second before the app arrived would otherwise
 * be sent back to the top of the document when React replaces those elements: the app's own copy of the
 * element they were on takes the focus instead. The copies are found by what both renders share — tag,
 * classes, link target — and by their order on the page, never by ids (the app's come from React).
 */

/** A selector for the element and its place among the elements it matches. */
export interface FocusKey {
  selector: string;
  index: number;
}

function selectorOf(element: Element): string {
  const classes = [...element.classList]
    .filter((name) => !/^(is-active|active|ion-)/.test(name))
    .map((name) => `.${CSS.escape(name)}`)
    .join('');
  const href = element.getAttribute('href');
  return `${element.tagName.toLowerCase()}${classes}${href ? `[href="${CSS.escape(href)}"]` : ''}`;
}

/** Where the focus is inside `root`, or null when it is not there. */
export function focusKeyIn(root: Element, active: Element | null = document.activeElement): FocusKey | null {
  if (!active || active === root || !root.contains(active)) return null;
  const selector = selectorOf(active);
  const index = [...root.querySelectorAll(selector)].indexOf(active);
  return index < 0 ? null : { selector, index };
}

/** Focuses the element at `key` in `root`, unless something else already has the focus. */
export function restoreFocus(root: Element, key: FocusKey): boolean {
  const active = document.activeElement;
  if (active && active !== document.body && active !== root) return false;
  const target = root.querySelectorAll(key.selector)[key.index];
  if (!(target instanceof HTMLElement)) return false;
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * Watches `root` until the app's first commit replaces the painted page, then moves the focus to the same
 * place in it. Does nothing when the painted page had no focus by then.
 */
export function carryFocusOver(root: Element): void {
  const painted = root.firstElementChild;
  if (!painted) return;
  // Read at the moment of the swap, not now: the reader may still be tabbing while the code loads.
  let key: FocusKey | null = null;
  const remember = () => {
    key = focusKeyIn(root);
  };
  root.addEventListener('focusin', remember);
  remember();
  const observer = new MutationObserver(() => {
    if (painted.isConnected) return;
    observer.disconnect();
    root.removeEventListener('focusin', remember);
    if (key) restoreFocus(root, key);
  });
  observer.observe(root, { childList: true });
}
