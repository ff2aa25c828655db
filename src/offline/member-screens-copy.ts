import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { settleRestoredQueries } from '../lib/queries/query-client';
import { userStore } from '../lib/stores/session-store';
import { existingKey, memberKey, type Sealed, sealJson, unsealJson } from './member-key';
import { getOne, inTransaction, SCREENS_RECORD, STORES } from './offline-db';

/**
 * What the member's screens last read — their loans, bills, profile, unread count, the account's draft —
 * kept on the device so that a page reloaded without signal shows it at once (issue 40 §2) instead of
 * waiting for answers that cannot come. These answers are personal, so they never go to localStorage with
 * the public cache (src/lib/queries/query-client.ts): they are sealed with the member's key (member-key.ts)
 * in IndexedDB, like the profile, and go with it at logout (clear-member-stores.ts).
 */
export interface SealedScreens {
  memberId: number;
  savedAt: number;
  sealed: Sealed;
}

/** The roots of the member's own queries; each key's second part is the member's id. */
const MEMBER_ROOTS: ReadonlySet<unknown> = new Set(['member', 'loan']);
/** A day, as for the public cache: older copies are not shown. */
export const SCREENS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** At most one write a second, as the public cache's persister does. */
const WRITE_EVERY_MS = 1000;

export function isMemberScreenQuery(query: Pick<Query, 'queryKey' | 'state'>, memberId: number): boolean {
  const [root, second, third] = query.queryKey;
  // A refresh that failed (offline) still shows its data: it is kept, or the next write would drop it.
  if (query.state.data === undefined) return false;
  if (MEMBER_ROOTS.has(root)) return second === memberId;
  // The unread count's key names the member last (src/lib/queries/notification-queries.ts).
  return root === 'notification' && second === 'unreadCount' && third === memberId;
}

/**
 * At start, before the first page loads: the member's screens as this device last saw them, put in the
 * cache as stale (each screen asks again behind what it shows). Nothing for another member, nothing older
 * than a day, nothing sealed under a key that has gone.
 */
export async function restoreMemberScreens(
  client: QueryClient,
  memberId: number,
  now: number,
): Promise<void> {
  const [record, key] = await Promise.all([
    getOne<SealedScreens>(STORES.session, SCREENS_RECORD),
    existingKey(memberId),
  ]);
  if (!record || record.memberId !== memberId || !key || now - record.savedAt > SCREENS_MAX_AGE_MS) return;
  let state: unknown;
  try {
    state = await unsealJson(key, record.sealed);
  } catch {
    return; // sealed under a key since replaced
  }
  if (!isDehydratedState(state)) return;
  // Only into the session it was read for: a sign-out meanwhile leaves the cache empty.
  if (userStore.get().id !== memberId) return;
  hydrate(client, state);
  settleRestoredQueries(client);
  await client.invalidateQueries({
    predicate: (query) => isMemberScreenQuery(query, memberId),
    refetchType: 'none',
  });
}

/** Keeping a member's copy: `stop` ends it; `flush` writes what is in the cache now (and waits for it). */
export interface ScreensKeeper {
  stop(): void;
  flush(): Promise<void>;
}

/** From start on: every change to the member's queries sealed, at most once a second. */
export function keepMemberScreens(client: QueryClient, memberId: number): ScreensKeeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = async () => {
    if (userStore.get().id !== memberId) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => isMemberScreenQuery(query, memberId),
    });
    if (state.queries.length === 0) return;
    const sealed = await sealJson(await memberKey(memberId), state);
    await inTransaction(STORES.session, 'readwrite', (tx) => {
      // Not for a member who signed out meanwhile: their key is gone, and so must be this.
      if (userStore.get().id !== memberId) return;
      tx.objectStore(STORES.session).put(
        { memberId, savedAt: Date.now(), sealed } satisfies SealedScreens,
        SCREENS_RECORD,
      );
    });
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(write).catch(() => undefined);
    return writing;
  };
  const schedule = () => {
    timer = setTimeout(() => void flush(), WRITE_EVERY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || timer) return;
    if (isMemberScreenQuery(event.query, memberId)) schedule();
  });
  // What the first screen read came in before this started (it starts once that screen is up).
  schedule();
  return {
    stop: () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
    },
    flush,
  };
}

/** What this module sealed: its own write, so its shape is all that is checked. */
function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { queries?: unknown }).queries) &&
    Array.isArray((value as { mutations?: unknown }).mutations)
  );
}

let following = false;

/**
 * Once the app is up (start-offline.ts): the copy follows whoever is signed in — kept for them from now on,
 * and no longer for a member who signed out.
 */
export function followMemberScreens(client: QueryClient): void {
  if (following) return;
  following = true;
  let keeping: { memberId: number; keeper: ScreensKeeper | null } = { memberId: 0, keeper: null };
  const follow = () => {
    const { id } = userStore.get();
    if (id === keeping.memberId) return;
    keeping.keeper?.stop();
    keeping = { memberId: id, keeper: id > 0 ? keepMemberScreens(client, id) : null };
  };
  userStore.subscribe(follow);
  follow();
}
