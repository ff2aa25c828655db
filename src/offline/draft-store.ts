import { memberKey, type Sealed, sealJson, unsealJson } from './member-key';
import { getOne, inTransaction, requestResult, STORES } from './offline-db';

/** DESIGN §6: a draft nobody has touched for 30 days is personal data with no purpose left. */
export const DRAFT_TTL_MS = 30 * 86_400_000;

/** What IndexedDB holds for a draft: who and which, when, and the value only as AES-GCM ciphertext. */
export interface StoredDraft {
  memberId: number;
  name: string;
  savedAt: number;
  sealed: Sealed;
}

const draftId = (memberId: number, name: string) => `${memberId}:${name}`;

/** Encrypts and stores the member's draft `name` ('apply', 'account:basic' …), replacing the last one. */
export async function saveDraft(memberId: number, name: string, value: unknown): Promise<void> {
  const key = await memberKey(memberId);
  const sealed = await sealJson(key, value);
  const record: StoredDraft = { memberId, name, savedAt: Date.now(), sealed };
  await inTransaction(STORES.drafts, 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).put(record, draftId(memberId, name));
  });
}

/** The draft and when it was saved; null when there is none, it expired (and is deleted), or it is unreadable. */
export async function loadDraft(
  memberId: number,
  name: string,
): Promise<{ value: unknown; savedAt: number } | null> {
  const record = await getOne<StoredDraft>(STORES.drafts, draftId(memberId, name));
  if (!record) return null;
  if (Date.now() - record.savedAt > DRAFT_TTL_MS) {
    await deleteDraft(memberId, name);
    return null;
  }
  try {
    const key = await memberKey(memberId);
    return { value: await unsealJson(key, record.sealed), savedAt: record.savedAt };
  } catch {
    // Sealed under a key that is gone (logout in another tab): it can never be read again.
    await deleteDraft(memberId, name);
    return null;
  }
}

export async function deleteDraft(memberId: number, name: string): Promise<void> {
  await inTransaction(STORES.drafts, 'readwrite', (tx) => {
    tx.objectStore(STORES.drafts).delete(draftId(memberId, name));
  });
}

/** Drops every draft (any member) whose last save is over 30 days old. Run at app start. */
export async function purgeExpiredDrafts(now = Date.now()): Promise<number> {
  return inTransaction(STORES.drafts, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.drafts);
    const ids = await requestResult(store.getAllKeys());
    const records = await requestResult(store.getAll() as IDBRequest<StoredDraft[]>);
    let dropped = 0;
    records.forEach((record, index) => {
      if (now - record.savedAt > DRAFT_TTL_MS) {
        store.delete(ids[index] as IDBValidKey);
        dropped++;
      }
    });
    return dropped;
  });
}

const PERSIST_ASKED = 'quaysidePersistAsked';
let persistAnswer: Promise<'persisted' | 'refused' | 'unsupported'> | null = null;

/**
 * Asks once per device for storage the browser will not evict under pressure. 'refused' means the borrower
 * must be told that unsent items could be lost when the device runs short of space; later calls only read
 * the current answer (`persisted()`), so the browser's prompt, where it has one, comes once.
 */
export function ensurePersistentStorage(): Promise<'persisted' | 'refused' | 'unsupported'> {
  persistAnswer ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist || !storage.persisted) return 'unsupported';
    try {
      if (await storage.persisted()) return 'persisted';
      let asked = false;
      try {
        asked = localStorage.getItem(PERSIST_ASKED) === '1';
      } catch {
        asked = false;
      }
      if (asked) return 'refused';
      const granted = await storage.persist();
      try {
        localStorage.setItem(PERSIST_ASKED, '1');
      } catch {
        // Storage blocked: the question may come again next visit, no harm.
      }
      return granted ? 'persisted' : 'refused';
    } catch {
      return 'unsupported';
    }
  })();
  return persistAnswer;
}
