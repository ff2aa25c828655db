import { notFound } from '@tanstack/react-router';
import { ensureCatalogs } from '../lib/i18n/i18n';
import { userStore } from '../lib/stores/session-store';

/**
 * The console's guard, run before any of its code is fetched: a member who is not an operator is turned
 * away here (the route's "not found" screen says the console is for Quayside's operators — a not-found, not
 * an error, since nothing went wrong and the router logs errors), so neither the console's chunk nor its
 * catalog is downloaded for them (decision 080). The server stays the judge: every `/api/operator/*`
 * answers F403 to a borrower's token whatever the stored member says.
 */
export async function requireOperator(): Promise<void> {
  if ((await sessionMember())?.role !== 'operator') throw notFound();
  return ensureCatalogs(['ops']);
}

/**
 * The signed-in member: in memory after a login, else asked of the server — after a reload the profile is
 * not in localStorage (decision 023) until its sealed copy is read back, which may come after this guard.
 */
async function sessionMember() {
  const { id, member } = userStore.get();
  if (member || id === 0) return member;
  const { fetchMemberInfo } = await import('../lib/queries/member-queries');
  return fetchMemberInfo(id).catch(() => null);
}
