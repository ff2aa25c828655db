import { inTransaction, MEMBER_RECORD, requestResult, SCREENS_RECORD, STORES } from './offline-db';
import type { SessionMirror } from './outbox-states';

/** Caches that could ever hold a member's answers; the public API cache (cache-rules.ts) never does. */
const MEMBER_CACHE_PREFIX = 'quayside-member';

/**
 * The member's drafts, outbox entries (sent or not), encryption key, session copy, sealed profile and sealed screens leave the device, with
 * any cache of their data — in one transaction, so no half-cleared state survives a crash. Used by the page
 * at logout and by the worker when told, so it runs even if the page is closed straight after.
 */
export async function clearMemberStores(memberId: number): Promise<void> {
  await inTransaction(
    [STORES.keys, STORES.drafts, STORES.outbox, STORES.session],
    'readwrite',
    async (tx) => {
      tx.objectStore(STORES.keys).delete(memberId);
      for (const name of [STORES.drafts, STORES.outbox] as const) {
        const store = tx.objectStore(name);
        const ids = await requestResult(store.index('memberId').getAllKeys(memberId));
        for (const id of ids) store.delete(id);
      }
      const session = tx.objectStore(STORES.session);
      const mirror = await requestResult(session.get('current') as IDBRequest<SessionMirror | undefined>);
      if (mirror?.memberId === memberId) session.delete('current');
      for (const record of [MEMBER_RECORD, SCREENS_RECORD]) {
        const sealed = await requestResult(
          session.get(record) as IDBRequest<{ memberId: number } | undefined>,
        );
        if (sealed?.memberId === memberId) session.delete(record);
      }
    },
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  }
}
