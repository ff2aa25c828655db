import { existingKey, unseal } from './member-key';
import { allByMember, getOne, inTransaction, OUTBOX_CHANNEL, requestResult, STORES } from './offline-db';
import {
  afterOutcome,
  isExpired,
  isRequestEntry,
  isSendable,
  type OutboxRecord,
  outcomeOf,
  type SendOutcome,
  type SessionMirror,
  startedSending,
} from './outbox-states';

/**
 * Sending the outbox: the service worker runs this (on Background Sync, on the page's 'flush', at
 * activation), and the page runs it itself only while no worker controls it. Both may try at once, so a
 * flush holds a Web Lock and runs alone; the Idempotency-Key makes even an overlap harmless.
 */
export const OUTBOX_LOCK = 'quayside-outbox-send';
export const OUTBOX_SYNC_TAG = 'quayside-outbox';
export const UPLOAD_PATH = '/api/upload/img';

export interface FlushDeps {
  fetch: typeof fetch;
  now: () => number;
  /** Told after every committed change of an entry. */
  changed: (key: string) => void;
  /** Whether the device believes it has a connection (a send that failed then is worth a quick retry). */
  online: () => boolean;
  sleep: (ms: number) => Promise<void>;
}

const RETRY_DELAYS_MS = [1_000, 4_000];

export interface FlushResult {
  sent: number;
  /** Entries of the signed-in member still waiting (no connection, server trouble): try again later. */
  retry: boolean;
}

export function announceChange(key: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ type: 'changed', key });
  channel.close();
}

export const defaultFlushDeps: FlushDeps = {
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  changed: announceChange,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let localQueue: Promise<unknown> = Promise.resolve();

/** Runs `work` alone across the page and the worker (Web Locks), or at least alone in this context. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(OUTBOX_LOCK, work) as Promise<T>;
  const run = localQueue.then(work, work);
  localQueue = run.catch(() => undefined);
  return run;
}

export function readSession(): Promise<SessionMirror | undefined> {
  return getOne<SessionMirror>(STORES.session, 'current');
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Changes an entry in one transaction, only if it is still there: a send that ends after the borrower
 * removed the photo, or after logout, must not bring it back. Resolves with what was stored, or null.
 */
export function updateRecord(
  key: string,
  change: (record: OutboxRecord) => OutboxRecord,
): Promise<OutboxRecord | null> {
  return inTransaction(STORES.outbox, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.outbox);
    const current = await requestResult(store.get(key) as IDBRequest<OutboxRecord | undefined>);
    if (!current) return null;
    const next = change(current);
    store.put(next);
    return next;
  });
}

export function flushOutboxNow(deps: FlushDeps = defaultFlushDeps): Promise<FlushResult> {
  return exclusively(() => flushUnlocked(deps));
}

async function flushUnlocked(deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, retry: false };
  await dropExpired(deps);
  const session = await readSession();
  if (!session || session.memberId <= 0 || !session.token) return result;
  const key = await existingKey(session.memberId);
  if (!key) return result;
  const hash = await tokenHash(session.token);
  const records = (await allByMember<OutboxRecord>(STORES.outbox, session.memberId))
    .filter((record) => isSendable(record, session, hash))
    .sort((a, b) => a.createdAt - b.createdAt);

  for (const queued of records) {
    // The session is read again before each file: a logout or another login meanwhile stops the sending.
    const now = await readSession();
    if (!now || now.memberId !== session.memberId || now.token !== session.token) break;
    const record = await updateRecord(queued.key, (current) => startedSending(current, deps.now()));
    if (!record?.file) continue;
    deps.changed(record.key);

    let outcome: SendOutcome = { kind: 'retry' };
    try {
      const file = new Blob([await unseal(key, record.file)], { type: record.mime });
      // A connection that drops mid-answer is tried again soon, under the same key (the server replays
      // what it stored); a device that is offline fails at once each time and waits for the next flush.
      for (let attempt = 0; attempt < RETRY_DELAYS_MS.length + 1; attempt++) {
        if (attempt > 0) await deps.sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
        outcome = await send(deps, record, file, session);
        if (outcome.kind !== 'retry' || !deps.online()) break;
      }
    } catch {
      outcome = { kind: 'retry' };
    }
    const stored = await updateRecord(record.key, (current) =>
      afterOutcome(current, outcome, hash, deps.now()),
    );
    if (stored) deps.changed(stored.key);
    if (outcome.kind === 'uploaded') result.sent++;
    if (outcome.kind === 'retry') {
      // No connection or a server in trouble: the others would fail the same way; the next flush retries.
      result.retry = true;
      break;
    }
    if (outcome.kind === 'needs-login') break;
  }
  return result;
}

/** Where an entry is posted, by its target. */
export function sendPathOf(record: Pick<OutboxRecord, 'target' | 'purpose'>): string {
  if (record.target?.kind === 'incomeProof') return `/api/loan/${record.target.loanId}/income-proof`;
  if (record.target?.kind === 'hardship') return `/api/loan/${record.target.loanId}/hardship`;
  return `${UPLOAD_PATH}?purpose=${encodeURIComponent(record.purpose)}`;
}

// The name sent with the file is made here: the member's own file name never leaves the page.
const sentNames = { 'image/jpeg': 'photo.jpg', 'image/png': 'photo.png', 'application/pdf': 'document.pdf' };

async function send(
  deps: FlushDeps,
  record: OutboxRecord,
  file: Blob,
  session: SessionMirror,
): Promise<SendOutcome> {
  const request = isRequestEntry(record);
  const headers: Record<string, string> = {
    token: session.token,
    lang: session.lang,
    'Idempotency-Key': record.key,
  };
  let body: FormData | string;
  if (record.mime === 'application/json') {
    headers['content-type'] = 'application/json';
    body = await file.text();
  } else {
    body = new FormData();
    body.append('file', file, sentNames[record.mime]);
  }
  let response: Response;
  try {
    response = await deps.fetch(sendPathOf(record), {
      method: 'POST',
      credentials: 'include',
      headers,
      body,
    });
  } catch {
    return { kind: 'retry' };
  }
  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    envelope = null;
  }
  return outcomeOf(response.status, envelope, request);
}

/** Entries attached over 30 days ago go, whoever they belong to (DESIGN §6). */
async function dropExpired(deps: FlushDeps): Promise<void> {
  const now = deps.now();
  const dropped = await inTransaction(STORES.outbox, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.outbox);
    const all = await requestResult(store.getAll() as IDBRequest<OutboxRecord[]>);
    const old = all.filter((record) => isExpired(record, now));
    for (const record of old) store.delete(record.key);
    return old;
  });
  for (const record of dropped) deps.changed(record.key);
}
