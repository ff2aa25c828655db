import type { Member } from '../../domain/api/members';
import { updateMember, userStore } from '../lib/stores/session-store';
import { existingKey, memberKey, type Sealed, sealJson, unsealJson } from './member-key';
import { getOne, inTransaction, MEMBER_RECORD, STORES } from './offline-db';

/**
 * The signed-in member's profile as the server last gave it — names, address, income, identity number —
 * is what the member screens show while there is no signal. localStorage is plain text, so the session
 * there holds only the id and the token (src/lib/stores/session-store.ts); the profile is sealed with the member's
 * key (member-key.ts) in IndexedDB and put back into the session when the app starts. Logout deletes the
 * key and this record (clear-member-stores.ts).
 */
export interface SealedMember {
  memberId: number;
  sealed: Sealed;
}

let written: Member | null = null;
let writing: Promise<void> = Promise.resolve();

async function seal(member: Member): Promise<void> {
  // A member who signed out meanwhile gets no new key made for them.
  if (userStore.get().id !== member.id) return;
  const sealed = await sealJson(await memberKey(member.id), member);
  await inTransaction(STORES.session, 'readwrite', (tx) => {
    // Not for a member who signed out meanwhile: their key is gone, and so must be this.
    if (userStore.get().id !== member.id) return;
    tx.objectStore(STORES.session).put({ memberId: member.id, sealed } satisfies SealedMember, MEMBER_RECORD);
  });
}

/** The member's sealed profile, if this device holds one for them and their key. */
export async function readMemberCopy(memberId: number): Promise<Member | null> {
  const [record, key] = await Promise.all([
    getOne<SealedMember>(STORES.session, MEMBER_RECORD),
    existingKey(memberId),
  ]);
  if (!record || record.memberId !== memberId || !key) return null;
  try {
    const member = (await unsealJson(key, record.sealed)) as Member;
    return member.id === memberId ? member : null;
  } catch {
    return null; // sealed under a key that has since been replaced: nothing to restore
  }
}

function keepCopy(): void {
  const { member } = userStore.get();
  if (!member || member === written) return;
  written = member;
  writing = writing.then(() => seal(member)).catch(() => undefined);
}

let started = false;

/** At app start: the profile back into the session from its sealed copy, then every new one sealed. */
export async function startMemberCopy(): Promise<void> {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  userStore.subscribe(keepCopy);
  const { id, member } = userStore.get();
  if (id > 0 && member === null) {
    const restored = await readMemberCopy(id).catch(() => null);
    const now = userStore.get();
    // Only into the session it was read for, and never over a fresher answer from the server.
    if (restored && now.id === id && now.member === null) {
      written = restored;
      updateMember(restored);
    }
  }
  keepCopy();
}

/** Resolves once the newest profile is sealed (for tests and logout ordering). */
export function memberCopyWritten(): Promise<void> {
  return writing;
}
