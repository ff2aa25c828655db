import { redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../lib/session-store';

/**
 * `beforeLoad` of every member, loan, account and apply route: a visitor goes to /login and comes back
 * to the page they asked for after signing in. The server stays the judge (U403 on any stale token).
 */
export function requireLogin({ location }: { location: { href: string } }): void {
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
}
