import { brandDate } from '../../../domain/loan/brand-date';
import type { AppDeps } from '../../app-deps';
import { createNotification, loansAlreadyTold } from '../notifications/notification-service';
import { lockOfferReminderRun, offersLapsingBy } from './loan-repository';
import { expireLapsedOffers } from './offer-expiry';

export const OFFER_LAPSING_TITLE = 'notify.loan.offerLapsing.title';
/** "Your offer ends in 2 days": told once an offer has this long left. */
export const OFFER_LAPSING_NOTICE_MS = 2 * 86_400_000;

/**
 * Offers are expired lazily when read (offer-expiry.ts); a borrower who never opens the app would never be
 * told theirs had lapsed. This run, beside the bill reminders, moves lapsed offers to EXPIRED (which tells
 * the borrower) and tells each open offer once when it has two days left. Copies take turns under a lock.
 */
export async function sendOfferReminders(deps: AppDeps): Promise<{ lapsing: number }> {
  await expireLapsedOffers(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockOfferReminderRun(tx);
    const offers = await offersLapsingBy(tx, now, new Date(now.getTime() + OFFER_LAPSING_NOTICE_MS));
    const told = await loansAlreadyTold(
      tx,
      OFFER_LAPSING_TITLE,
      offers.map((offer) => offer.id),
    );
    let lapsing = 0;
    for (const offer of offers) {
      if (told.has(offer.id) || !offer.offerExpiresAt) continue;
      await createNotification(
        tx,
        {
          memberId: offer.memberId,
          type: 'loan',
          kind: 'offerLapsing',
          titleKey: OFFER_LAPSING_TITLE,
          bodyKey: 'notify.loan.offerLapsing.body',
          params: {
            loanId: offer.id,
            contractNumber: offer.contractNumber ?? String(offer.id),
            expiresOn: brandDate(offer.offerExpiresAt),
          },
        },
        now,
      );
      lapsing++;
    }
    return { lapsing };
  });
}
