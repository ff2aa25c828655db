import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { type LoanRow, lapsedOffers } from './loan-repository';
import { transitionLoan } from './loan-transitions';

/**
 * Lazy expiry: no job sweeps offers; an APPROVED application whose 14 days have passed is moved to
 * EXPIRED, in its own transaction, whenever it is read or acted on.
 */
export async function expireIfLapsed<T extends Pick<LoanRow, 'id' | 'status' | 'offerExpiresAt'>>(
  deps: AppDeps,
  loan: T,
): Promise<T | LoanRow> {
  const now = deps.clock.now();
  if (loan.status !== 'APPROVED' || !loan.offerExpiresAt || loan.offerExpiresAt.getTime() > now.getTime()) {
    return loan;
  }
  return deps.db.transaction(async (tx) => {
    try {
      return await transitionLoan(tx, loan.id, 'EXPIRED', {
        actorId: null,
        actorRole: 'system',
        reason: 'loan.offer.expired',
        now,
        // The application ended when the offer ran out, however much later it was read: the reapply wait
        // counts from then.
        patch: { closedAt: loan.offerExpiresAt },
      });
    } catch (error) {
      // Signed or expired by a concurrent request in the meantime: the stored state is the answer.
      if (error instanceof AppError && error.code === 'C409') return loan;
      throw error;
    }
  });
}

/**
 * Every lapsed offer (of one member, or of everyone) moved to EXPIRED before a reader that looks at many
 * applications by status — the operator's queue, or the one-in-flight check of a new application — so a
 * lapsed offer is never shown as APPROVED or counted as in flight. One at a time: inside a transaction
 * there is one connection, and the set is small (offers lapse one by one, and each read clears them).
 */
export async function expireLapsedOffers(deps: AppDeps, filter: { memberId?: number } = {}): Promise<void> {
  for (const loan of await lapsedOffers(deps.db, deps.clock.now(), filter)) await expireIfLapsed(deps, loan);
}
