import { getOne, inTransaction, requestResult, STORES } from './offline-db';

/**
 * Encryption of what a member leaves on the device (DESIGN §6, ASVS 5.0 §14.3). One AES-GCM key per member,
 * made on the device and never extractable: IndexedDB stores the CryptoKey object itself, which no script can
 * read out as bytes, so a dump of browser storage shows only ciphertext. Each write gets a fresh 96-bit IV.
 * Logout deletes the key, which makes anything left behind unreadable as well as deleted.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const making = new Map<number, Promise<CryptoKey>>();

/** The member's key; made and stored on first use. Two callers at once get the same key. */
export function memberKey(memberId: number): Promise<CryptoKey> {
  let pending = making.get(memberId);
  if (!pending) {
    pending = loadOrMakeKey(memberId).finally(() => making.delete(memberId));
    making.set(memberId, pending);
  }
  return pending;
}

async function loadOrMakeKey(memberId: number): Promise<CryptoKey> {
  const stored = await existingKey(memberId);
  if (stored) return stored;
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // `add`, not `put`: if another tab or the worker stored one meanwhile, theirs wins and is used.
  return inTransaction(STORES.keys, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.keys);
    const raced = await requestResult(store.get(memberId) as IDBRequest<CryptoKey | undefined>);
    if (raced) return raced;
    store.add(fresh, memberId);
    return fresh;
  });
}

/** The key if the member has one on this device (the worker only ever reads). */
export function existingKey(memberId: number): Promise<CryptoKey | undefined> {
  return getOne<CryptoKey>(STORES.keys, memberId);
}

export async function seal(key: CryptoKey, plain: BufferSource): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { iv, data };
}

export function unseal(key: CryptoKey, sealed: Sealed): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
}

export async function sealJson(key: CryptoKey, value: unknown): Promise<Sealed> {
  return seal(key, new TextEncoder().encode(JSON.stringify(value)));
}

export async function unsealJson(key: CryptoKey, sealed: Sealed): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await unseal(key, sealed)));
}
