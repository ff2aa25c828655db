// SHIM (branch wizard only): replaced by the offline branch's encrypted store before merging.
import { del, get, set } from 'idb-keyval';

const id = (memberId: number, name: string) => `shim-draft:${memberId}:${name}`;

export async function saveDraft(memberId: number, name: string, value: unknown): Promise<void> {
  await set(id(memberId, name), { value, savedAt: Date.now() });
}
export async function loadDraft(
  memberId: number,
  name: string,
): Promise<{ value: unknown; savedAt: number } | null> {
  return ((await get(id(memberId, name))) as { value: unknown; savedAt: number } | undefined) ?? null;
}
export async function deleteDraft(memberId: number, name: string): Promise<void> {
  await del(id(memberId, name));
}
export async function ensurePersistentStorage(): Promise<'persisted' | 'refused' | 'unsupported'> {
  if (!navigator.storage?.persist) return 'unsupported';
  return (await navigator.storage.persist()) ? 'persisted' : 'refused';
}
