import { redirect } from '@tanstack/react-router';
import type { Access } from '../lib/navigation/route-facts';
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
