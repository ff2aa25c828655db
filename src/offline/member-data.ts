import { clearMemberStores } from './clear-member-stores';
import { OUTBOX_CHANNEL } from './offline-db';
import { forgetAll } from './outbox';

/**
 * Logout (DESIGN §6): drafts, outbox entries, the member's key and every cache of their data go. Deleting
 * the key with them makes anything a crash left behind unreadable as well. Every tab and the service worker
 * are told, and forget what they hold in memory (thumbnails).
 */
export async function clearMemberData(memberId: number): Promise<void> {
  await clearMemberStores(memberId);
  forgetAll();
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage({ type: 'cleared', memberId });
    channel.close();
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'member-cleared', memberId });
}
