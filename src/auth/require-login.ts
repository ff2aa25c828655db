import { type AnyRouter, redirect } from '@tanstack/react-router';
import { type Access, routeFactsOf } from '../lib/navigation/route-facts';
import { isLoggedIn } from '../lib/stores/session-store';

/**
 * The one guard of the members-only pages, run by the root route before any page loads: a page whose route
 * declares (or inherits) `access: 'member'` sends a visitor to /login, and sign-in brings them back to the
 * page they asked for. The server stays the judge (U403 on any stale token).
 */
export function requireLoginFor(access: Access, location: { href: string }): void {
  const login = loginFor(access, location.href);
  if (login) throw redirect(login);
}

/** Where a page of `access` at `href` sends a visitor: /login, with the way back; null when it may open. */
function loginFor(access: Access, href: string) {
  return access === 'member' && !isLoggedIn() ? { to: '/login' as const, search: { redirect: href } } : null;
}

/**
 * The same rule before the app starts (main.tsx): a visitor who opens a members-only page is sent to /login
 * before any of the page is fetched. The start fetches the first page's code and catalogs while it sets up;
 * with only the root's guard, a visitor's /apply fetched the whole wizard (about 100 kB) and then went to
 * /login, whose own code came last.
 */
export function sendVisitorToLoginFirst(router: AnyRouter): void {
  const location = router.latestLocation;
  const declared = router.matchRoutes(location).map((match) => match.staticData);
  const login = loginFor(routeFactsOf(declared).access, location.href);
  if (!login) return;
  router.history.replace(router.buildLocation(login).href);
  router.updateLatestLocation();
}
