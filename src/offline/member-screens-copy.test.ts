// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the modules afresh: the session store reads localStorage once, when it is first imported.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const session = await import('../lib/stores/session-store');
  const copy = await import('./member-screens-copy');
  const db = await import('./offline-db');
  const clear = await import('./clear-member-stores');
  return { ...session, ...copy, ...db, ...clear };
}

/** Member 41 signed in on this device (the session's id and token are all the copy needs). */
function signedIn(app: Awaited<ReturnType<typeof load>>): number {
  app.userStore.set({ id: 41, token: 'token-1', member: null });
  return 41;
}

const loanList = {
  list: [{ loanId: 7, status: 'DISBURSED', amount: 500_000, purpose: 'Harbour-view kitchen' }],
};
const otherList = { list: [{ loanId: 9, status: 'PENDING_REVIEW', amount: 100_000 }] };

/** A member's screens as read online: their loans and unread count, someone else's list, and a public read. */
function clientWithScreens(memberId: number) {
  const client = new QueryClient();
  client.setQueryData(['loan', memberId, 'list', 1], loanList);
  client.setQueryData(['notification', 'unreadCount', memberId], { count: 3 });
  client.setQueryData(['loan', memberId + 1, 'list', 1], otherList);
  client.setQueryData(['config', 'brand'], { name: 'Quayside' });
  return client;
}

describe("the member's screens on the device", () => {
  it('are sealed: IndexedDB holds ciphertext only, and only their own queries are kept', async () => {
    const app = await load();
    const id = signedIn(app);
    const keeper = app.keepMemberScreens(clientWithScreens(id), id);
    await keeper.flush();
    keeper.stop();
    const record = await app.getOne<{ memberId: number; sealed: { data: ArrayBuffer } }>(
      app.STORES.session,
      app.SCREENS_RECORD,
    );
    expect(record?.memberId).toBe(id);
    const bytes = new TextDecoder('latin1').decode(record?.sealed.data);
    expect(bytes).not.toContain('Harbour-view kitchen');

    const again = new QueryClient();
    await app.restoreMemberScreens(again, id, Date.now());
    expect(again.getQueryData(['loan', id, 'list', 1])).toEqual(loanList);
    expect(again.getQueryData(['notification', 'unreadCount', id])).toEqual({ count: 3 });
    // Someone else's answers and public ones were never sealed with this member's.
    expect(again.getQueryData(['loan', id + 1, 'list', 1])).toBeUndefined();
    expect(again.getQueryData(['config', 'brand'])).toBeUndefined();
    // Shown at once, and asked for again behind it.
    expect(again.getQueryState(['loan', id, 'list', 1])?.isInvalidated).toBe(true);
  });

  it('are not restored for another member, after a day, or once the member has logged out', async () => {
    const app = await load();
    const id = signedIn(app);
    const keeper = app.keepMemberScreens(clientWithScreens(id), id);
    await keeper.flush();
    keeper.stop();

    const dayLater = new QueryClient();
    await app.restoreMemberScreens(dayLater, id, Date.now() + app.SCREENS_MAX_AGE_MS + 60_000);
    expect(dayLater.getQueryData(['loan', id, 'list', 1])).toBeUndefined();

    const someoneElse = new QueryClient();
    await app.restoreMemberScreens(someoneElse, id + 1, Date.now());
    expect(someoneElse.getQueryData(['loan', id, 'list', 1])).toBeUndefined();

    await app.clearMemberStores(id);
    expect(await app.getOne(app.STORES.session, app.SCREENS_RECORD)).toBeUndefined();
    const afterLogout = new QueryClient();
    await app.restoreMemberScreens(afterLogout, id, Date.now());
    expect(afterLogout.getQueryData(['loan', id, 'list', 1])).toBeUndefined();
  });

  it('are not written for a member who has signed out meanwhile', async () => {
    const app = await load();
    const id = signedIn(app);
    const keeper = app.keepMemberScreens(clientWithScreens(id), id);
    app.clearUser();
    await keeper.flush();
    keeper.stop();
    expect(await app.getOne(app.STORES.session, app.SCREENS_RECORD)).toBeUndefined();
  });
});
