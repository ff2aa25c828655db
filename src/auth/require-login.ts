import { type AnyRouter, redirect } from '@tanstack/react-router';
import { type Access, routeFactsOf } from '../lib/navigation/route-facts';
import { isLoggedIn } from '../lib/stores/session-store';

/**
 * The one guard of the members-only pages, run by the root route before any page loads: a page whose route
 * declares (or inherits) `access: 'member'` sends a visitor to /login, and sign-in brings them back to the
 * page they asked for. The server stays the judge (U403 on any stale token).
 */
export function requireLoginFor(access: Access, location: { href: string }): void {
  if (access === 'member' && !isLoggedIn())
    throw redirect({ to: '/login', search: { redirect: location.href } });
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
  if (routeFactsOf(declared).access !== 'member' || isLoggedIn()) return;
  router.history.replace(router.buildLocation({ to: '/login', search: { redirect: location.href } }).href);
  router.updateLatestLocation();
}
