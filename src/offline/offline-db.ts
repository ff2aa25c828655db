/**
 * The offline database, shared by the page and the service worker (both have IndexedDB and WebCrypto, so this
 * module uses nothing of the DOM or of the worker scope). Raw IndexedDB rather than idb-keyval: the outbox
 * needs read-modify-write in one transaction (a send finishing after the borrower removed the photo, or
 * after logout, must not bring the entry back) and an index by member.
 */
export const OFFLINE_DB = 'quayside-offline';
const VERSION = 1;

export const STORES = {
  /** memberId → non-extractable AES-GCM CryptoKey (structured clone keeps it non-extractable). */
  keys: 'keys',
  /** `${memberId}:${name}` → StoredDraft */
  drafts: 'drafts',
  /** key (the Idempotency-Key) → OutboxRecord */
  outbox: 'outbox',
  /**
   * 'current' → SessionMirror: who is signed in on this device, read by the worker at send time;
   * 'member' → SealedMember: their profile, sealed with their key (member-copy.ts);
   * 'screens' → SealedScreens: what their screens last read, sealed likewise (member-screens-copy.ts).
   */
  session: 'session',
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];

/** The BroadcastChannel on which every committed change of an outbox entry is announced to every tab. */
export const OUTBOX_CHANNEL = 'quayside-outbox';

/** The key of the sealed profile in the session store (member-copy.ts). */
export const MEMBER_RECORD = 'member';
/** The key of the sealed copy of the member's screens in the session store (member-screens-copy.ts). */
export const SCREENS_RECORD = 'screens';

let opening: Promise<IDBDatabase> | null = null;

export function openOfflineDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORES.keys)) db.createObjectStore(STORES.keys);
      if (!db.objectStoreNames.contains(STORES.drafts)) {
        db.createObjectStore(STORES.drafts).createIndex('memberId', 'memberId');
      }
      if (!db.objectStoreNames.contains(STORES.outbox)) {
        db.createObjectStore(STORES.outbox, { keyPath: 'key' }).createIndex('memberId', 'memberId');
      }
      if (!db.objectStoreNames.contains(STORES.session)) db.createObjectStore(STORES.session);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another context deleting or upgrading the database: let go, the next call opens it again.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      db.onclose = () => {
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
    request.onblocked = () => undefined;
  });
  return opening;
}

/** Tests start each case on a fresh fake IndexedDB. */
export function forgetOfflineDb(): void {
  opening = null;
}

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Runs `work` in one transaction over `stores` and resolves with its result once the transaction has
 * committed (not merely when the last request succeeded): a caller that tells others "changed" after this
 * resolves is telling the truth.
 */
export async function inTransaction<T>(
  stores: StoreName | StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await openOfflineDb();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
  const result = await work(tx);
  await done;
  return result;
}

export function getOne<T>(store: StoreName, key: IDBValidKey): Promise<T | undefined> {
  return inTransaction(store, 'readonly', (tx) =>
    requestResult(tx.objectStore(store).get(key) as IDBRequest<T | undefined>),
  );
}

export function allByMember<T>(store: 'drafts' | 'outbox', memberId: number): Promise<T[]> {
  return inTransaction(store, 'readonly', (tx) =>
    requestResult(tx.objectStore(store).index('memberId').getAll(memberId) as IDBRequest<T[]>),
  );
}
