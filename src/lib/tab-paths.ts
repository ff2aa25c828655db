/**
 * DESIGN §5: the five bottom tabs left to right, as their hrefs, and which tab every other page belongs to.
 * One map serves both the tab bar (which tab is selected) and the page transitions (which way to slide), so
 * the two can never disagree about where a page sits.
 */
export const tabHrefs = ['/home', '/service', '/booking', '/orders', '/mine'] as const;
export type TabHref = (typeof tabHrefs)[number];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The tab a path belongs to, as that tab's href — my loans and loan pages to "orders", member and account
 * pages to "mine", the loan products and the application to "booking", help and contact to "service" —
 * or the path itself when it belongs to no tab (about, blog, legal pages…).
 */
export function tabPathOf(pathname: string): string {
  const path = normalisePath(pathname);
  if (under(path, '/orders') || under(path, '/loan') || path === '/loan-contract') return '/orders';
  if (under(path, '/mine') || under(path, '/member') || under(path, '/account')) return '/mine';
  if (under(path, '/booking') || under(path, '/borrow') || under(path, '/apply')) return '/booking';
  if (under(path, '/service') || under(path, '/help') || path === '/contact') return '/service';
  if (under(path, '/home')) return '/home';
  return path;
}

/** Position of the path's tab, left to right, or -1 for a page outside the tabs. */
export function tabIndexOf(pathname: string): number {
  return tabHrefs.indexOf(tabPathOf(pathname) as TabHref);
}

/** The path alone: no query string or fragment, no trailing slash. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}
