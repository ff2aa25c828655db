import { ensureCatalogs } from '../lib/i18n';
import { userStore } from '../lib/session-store';

/** Marks the refusal of the console to a member who is not an operator (the route's error screen says so). */
export const NOT_AN_OPERATOR = 'NotAnOperator';

/**
 * The console's guard, run before any of its code is fetched: a borrower is refused here, so neither the
 * console's chunks nor its catalog are downloaded for them (decision 080). The server stays the judge: every
 * `/api/operator/*` answers F403 to a borrower's token whatever the stored member says.
 */
export async function requireOperator(): Promise<void> {
  if ((await sessionMember())?.role !== 'operator') {
    const refusal = new Error(NOT_AN_OPERATOR);
    refusal.name = NOT_AN_OPERATOR;
    throw refusal;
  }
  return ensureCatalogs(['ops']);
}

/**
 * The signed-in member: in memory after a login, else asked of the server — after a reload the profile is
 * not in localStorage (decision 023) until its sealed copy is read back, which may come after this guard.
 */
async function sessionMember() {
  const { id, member } = userStore.get();
  if (member || id === 0) return member;
  const { fetchMemberInfo } = await import('../lib/member-queries');
  return fetchMemberInfo(id).catch(() => null);
}
