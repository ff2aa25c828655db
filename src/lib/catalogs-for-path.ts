// Which catalogs a page needs: a rule with no imports, shared by the app (src/lib/i18n.ts) and the build
// (build/page-preloads.ts), which has every page preload them.

/** The catalogs of lingui.config.ts: `shell` frames every page, `pages`, `member` and `apply` load with their screens. */
export type CatalogName = 'shell' | 'pages' | 'member' | 'apply';
export const catalogNames: readonly CatalogName[] = ['shell', 'pages', 'member', 'apply'];

/** Where the member catalog is needed: sign-in and every page behind it (SPEC §2's member routes). */
const memberAreas = [
  '/login',
  '/member',
  '/loan',
  '/loan-contract',
  '/account',
  '/apply',
  '/mine',
  '/orders',
];

/**
 * The catalogs a page needs before it can paint. /home (and `/`, which redirects there) is the page most
 * visitors land on, so it needs only the `shell` catalog: its budget (budget.json) counts that one.
 * Sign-in and the member area add `member`, the content pages `pages`; a path nobody knows gets both (its
 * not-found page is in the shell, but it may be a page of either that moved). After the first paint the
 * rest is fetched anyway (`prefetchRemainingCatalogs`), so moving between pages never waits on the network.
 */
export function catalogsForPath(pathname: string): readonly CatalogName[] {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === '/' || path === '/home') return ['shell'];
  // The wizard's own catalog is the largest of the member area: only its pages wait for it.
  if (path === '/apply' || path.startsWith('/apply/')) return ['shell', 'member', 'apply'];
  if (memberAreas.some((area) => path === area || path.startsWith(`${area}/`))) return ['shell', 'member'];
  return ['shell', 'pages'];
}
