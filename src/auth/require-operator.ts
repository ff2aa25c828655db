import { ensureCatalogs } from '../lib/i18n';
import { userStore } from '../lib/session-store';

/** Marks the refusal of the console to a member who is not an operator (the route's error screen says so). */
export const NOT_AN_OPERATOR = 'NotAnOperator';

/**
 * The console's guard, run before any of its code is fetched: a borrower is refused here, so neither the
 * console's chunks nor its catalog are downloaded for them (decision 080). The server stays the judge: every
 * `/api/operator/*` answers F403 to a borrower's token whatever the stored member says.
 */
export function requireOperator(): Promise<void> {
  if (userStore.get().member?.role !== 'operator') {
    const refusal = new Error(NOT_AN_OPERATOR);
    refusal.name = NOT_AN_OPERATOR;
    throw refusal;
  }
  return ensureCatalogs(['ops']);
}
