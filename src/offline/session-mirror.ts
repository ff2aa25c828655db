import { currentLanguage, languageStore } from '../lib/i18n/language';
import { type UserInfo, userStore } from '../lib/stores/session-store';
import { inTransaction, STORES } from './offline-db';
import type { SessionMirror } from './outbox-states';

/**
 * The service worker cannot read localStorage, where the session lives (src/lib/stores/session-store.ts), so the
 * page keeps a copy of who is signed in — id, token, language — in IndexedDB, written on every change. The
 * worker reads it at send time: an upload always carries today's token, never the one of the day it was
 * attached. The token is no more exposed here than in localStorage, and it goes on logout.
 */
let written: Promise<void> | null = null;
let last: SessionMirror | null = null;

function mirrorOf(user: UserInfo): SessionMirror | null {
  return user.id > 0 && user.token ? { memberId: user.id, token: user.token, lang: currentLanguage() } : null;
}

async function write(next: SessionMirror | null): Promise<void> {
  await inTransaction(STORES.session, 'readwrite', (tx) => {
    const store = tx.objectStore(STORES.session);
    if (next) store.put(next, 'current');
    else store.delete('current');
  });
}

function sync(onLogin: () => void): void {
  const next = mirrorOf(userStore.get());
  if (next?.memberId === last?.memberId && next?.token === last?.token && next?.lang === last?.lang) return;
  const newToken = next !== null && next.token !== last?.token;
  last = next;
  written = (written ?? Promise.resolve()).then(() => write(next)).catch(() => undefined);
  // A login (a new token): what waits for this member, "needs login" included, can go now.
  if (newToken) void written.then(onLogin);
}

let started = false;

/** Starts mirroring; `onLogin` runs after each new token is stored. Idempotent. */
export function startSessionMirror(onLogin: () => void): void {
  if (started) return;
  started = true;
  userStore.subscribe(() => sync(onLogin));
  languageStore.subscribe(() => sync(onLogin));
  sync(onLogin);
}

/** Resolves once the mirror holds the session as the page knows it now. */
export function sessionMirrorReady(): Promise<void> {
  return written ?? Promise.resolve();
}
