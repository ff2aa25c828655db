import { useMemo, useSyncExternalStore } from 'react';
import type { UploadPurpose } from '../../domain/api/uploads';
import { userStore } from '../lib/stores/session-store';
import { type PreparedDocument, prepareDocument } from './document-prep';
import { ensurePersistentStorage, purgeExpiredDrafts } from './draft-store';
import { preparePhoto } from './image-prep';
import { startMemberCopy } from './member-copy';
import { memberKey, seal, unseal } from './member-key';
import { allByMember, getOne, inTransaction, OUTBOX_CHANNEL, requestResult, STORES } from './offline-db';
import { announceChange, defaultFlushDeps, flushOutboxNow, OUTBOX_SYNC_TAG } from './outbox-sender';
import type { OutboxRecord, OutboxTarget, SentFile } from './outbox-states';
import { sessionMirrorReady, startSessionMirror } from './session-mirror';

export type UploadState =
  | { status: 'waiting' }
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; upload: SentFile }
  | { status: 'needs-login' }
  | { status: 'refused'; message: string };

export interface UploadView {
  key: string;
  field: string;
  mime: OutboxRecord['mime'];
  state: UploadState;
  previewUrl: string | null;
}

/** The page's copy of the entries it has shown: records without their ciphertext, and thumbnail URLs. */
type Shown = Omit<OutboxRecord, 'file' | 'preview'>;
const shown = new Map<string, Shown | null>();
const previews = new Map<string, string | null>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
let channel: BroadcastChannel | null = null;

function bump(): void {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    // The worker tells every tab about every change it commits; the page then reads the entry again.
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string; key?: string }>) => {
      if (event.data?.type === 'changed' && typeof event.data.key === 'string') void reload(event.data.key);
      if (event.data?.type === 'cleared') forgetAll();
    };
  }
  return () => listeners.delete(listener);
}

async function reload(key: string): Promise<void> {
  const record = await getOne<OutboxRecord>(STORES.outbox, key).catch(() => undefined);
  if (!record) {
    forget(key);
    shown.set(key, null);
  } else {
    const { file: _file, preview, ...rest } = record;
    shown.set(key, rest);
    if (!previews.has(key)) previews.set(key, await previewUrlOf(record.memberId, preview));
  }
  bump();
}

async function previewUrlOf(memberId: number, preview: OutboxRecord['preview']): Promise<string | null> {
  if (!preview || typeof URL.createObjectURL !== 'function') return null;
  try {
    const bytes = await unseal(await memberKey(memberId), preview);
    return URL.createObjectURL(new Blob([bytes], { type: 'image/jpeg' }));
  } catch {
    return null;
  }
}

function forget(key: string): void {
  const url = previews.get(key);
  if (url) URL.revokeObjectURL(url);
  previews.delete(key);
}

/** Logout: nothing of the member's stays in the page's memory either. */
export function forgetAll(): void {
  for (const key of [...previews.keys()]) forget(key);
  shown.clear();
  bump();
}

function stateOf(record: Shown): UploadState {
  switch (record.status) {
    case 'uploading':
      return { status: 'uploading', progress: record.progress };
    case 'uploaded':
      return record.upload ? { status: 'uploaded', upload: record.upload } : { status: 'waiting' };
    case 'needs-login':
      return { status: 'needs-login' };
    case 'refused':
      return { status: 'refused', message: record.message ?? '' };
    default:
      return { status: 'waiting' };
  }
}

/**
 * The entries behind `keys`, live: re-renders whenever the worker or another tab changes one. Only the
 * signed-in member's entries are shown; a key of another member's, or one no longer on the device, is left out.
 */
export function useUploads(keys: readonly string[]): UploadView[] {
  const current = useSyncExternalStore(subscribe, () => version);
  const memberId = useSyncExternalStore(userStore.subscribe, () => userStore.get().id);
  const joined = keys.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the store's version, read to recompute.
  return useMemo(() => {
    const views: UploadView[] = [];
    for (const key of joined ? joined.split('\n') : []) {
      if (!shown.has(key)) {
        if (!loading.has(key)) {
          loading.add(key);
          void reload(key).finally(() => loading.delete(key));
        }
        continue;
      }
      const record = shown.get(key);
      if (!record || record.memberId !== memberId) continue;
      views.push({
        key,
        field: record.field,
        mime: record.mime,
        state: stateOf(record),
        previewUrl: previews.get(key) ?? null,
      });
    }
    return views;
  }, [joined, memberId, current]);
}

/**
 * Checks and fits the photo (PhotoRefused with SPEC §5's problem otherwise), encrypts it and its thumbnail
 * under the member's key, stores the entry with a fresh key — before anything is sent — and asks for a
 * send. Resolves with the key, which is the upload's Idempotency-Key and what a form keeps.
 */
export async function queueUpload(input: {
  memberId: number;
  field: string;
  purpose: UploadPurpose;
  file: Blob;
}): Promise<string> {
  return queuePrepared(input, await preparePhoto(input.file));
}

/**
 * A document for an application (proof of income): a PDF as it is or a picture fitted (PhotoRefused
 * otherwise), queued like a photo and sent to the application. Resolves with its key.
 */
export async function queueDocument(input: {
  memberId: number;
  field: string;
  loanId: number;
  file: Blob;
}): Promise<string> {
  const target: OutboxTarget = { kind: 'incomeProof', loanId: input.loanId };
  return queuePrepared({ ...input, purpose: 'incomeProof' }, await prepareDocument(input.file), target);
}

async function queuePrepared(
  input: { memberId: number; field: string; purpose: UploadPurpose },
  prepared: PreparedDocument,
  target?: OutboxTarget,
): Promise<string> {
  const cryptoKey = await memberKey(input.memberId);
  const sealedFile = await seal(cryptoKey, await prepared.file.arrayBuffer());
  const sealedPreview = prepared.preview ? await seal(cryptoKey, await prepared.preview.arrayBuffer()) : null;
  const key = crypto.randomUUID();
  const now = Date.now();
  const record: OutboxRecord = {
    key,
    memberId: input.memberId,
    field: input.field,
    purpose: input.purpose,
    ...(target ? { target } : {}),
    mime: prepared.mime,
    file: sealedFile,
    preview: sealedPreview,
    status: 'waiting',
    progress: 0,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    upload: null,
    message: null,
    refusedToken: null,
  };
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).add(record);
  });
  const { file: _file, preview: _preview, ...rest } = record;
  shown.set(key, rest);
  previews.set(key, prepared.preview ? URL.createObjectURL(prepared.preview) : null);
  bump();
  announceChange(key);
  void ensurePersistentStorage();
  flushOutbox();
  return key;
}

/**
 * A JSON request for when the connection is back (a borrower's request for help written offline): its body
 * sealed under the member's key and stored under `key` — the Idempotency-Key the screen already chose, so
 * a send the screen tried itself, whose answer was lost, and this one are one request to the server.
 * Queuing the same key twice keeps the first entry. Resolves with the key.
 */
export async function queueRequest(input: {
  memberId: number;
  field: string;
  key: string;
  target: Extract<OutboxTarget, { kind: 'hardship' }>;
  body: unknown;
}): Promise<string> {
  const sealedBody = await seal(
    await memberKey(input.memberId),
    new TextEncoder().encode(JSON.stringify(input.body)),
  );
  const now = Date.now();
  const record: OutboxRecord = {
    key: input.key,
    memberId: input.memberId,
    field: input.field,
    // Not an upload: the purpose is unused for an entry with a target.
    purpose: 'other',
    target: input.target,
    mime: 'application/json',
    file: sealedBody,
    preview: null,
    status: 'waiting',
    progress: 0,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    upload: null,
    message: null,
    refusedToken: null,
  };
  const stored = await inTransaction(STORES.outbox, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.outbox);
    if (await requestResult(store.getKey(input.key))) return false;
    store.add(record);
    return true;
  });
  if (stored) {
    const { file: _file, preview: _preview, ...rest } = record;
    shown.set(input.key, rest);
    bump();
    announceChange(input.key);
  }
  void ensurePersistentStorage();
  flushOutbox();
  return input.key;
}

/**
 * The keys of the member's entries for `field` still on the device, oldest first: a screen that sends
 * through the outbox finds again, after a reload, what it queued and what has not gone yet.
 */
export async function outboxKeysFor(memberId: number, field: string): Promise<string[]> {
  const records = await allByMember<OutboxRecord>(STORES.outbox, memberId);
  return records
    .filter((record) => record.field === field)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((record) => record.key);
}

/** Removes the photo from the outbox (and from the device); a send in progress finishes but is not kept. */
export async function discardUpload(key: string): Promise<void> {
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).delete(key);
  });
  forget(key);
  shown.set(key, null);
  bump();
  announceChange(key);
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks for the outbox to be sent now. The service worker sends when it controls the page (and Background
 * Sync is asked to wake it when the connection returns); without a worker the page sends itself.
 */
export function flushOutbox(): void {
  startSessionMirror(flushOutbox);
  void sessionMirrorReady().then(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const controller = container?.controller;
    if (controller) {
      // A worker of an earlier version (one without the outbox, still in control until the borrower
      // reloads) never answers; after a few seconds the page then sends itself.
      const channel = new MessageChannel();
      const silent = setTimeout(flushInPage, WORKER_ANSWER_MS);
      channel.port1.onmessage = () => clearTimeout(silent);
      controller.postMessage({ type: 'flush' }, [channel.port2]);
      void container.ready
        .then((registration) => (registration as unknown as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
        .catch(() => undefined);
      return;
    }
    flushInPage();
  });
}

const WORKER_ANSWER_MS = 3_000;

/** The page sends itself: no worker in control (first visit, development) or one that does not answer. */
function flushInPage(): void {
  void flushOutboxNow({
    ...defaultFlushDeps,
    changed: (key) => {
      announceChange(key);
      void reload(key);
    },
  }).catch(() => undefined);
}

let started = false;

/**
 * At app start (src/offline/register.ts, once the first screen is up): the session mirror, expired drafts
 * dropped, a send of whatever waits, and another whenever the connection comes back.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startSessionMirror(flushOutbox);
  void startMemberCopy();
  window.addEventListener('online', flushOutbox);
  void purgeExpiredDrafts().catch(() => undefined);
  flushOutbox();
}
