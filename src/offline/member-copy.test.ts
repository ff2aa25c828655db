// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';

// Each test loads the modules afresh: the session store reads localStorage once, when it is first imported.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.resetModules();
});

const member: Member = {
  id: 41,
  email: 'ada.quenneville@quayside.test',
  mobile: '07700900123',
  walletAddress: null,
  role: 'borrower',
  accountType: 2,
  kycStatus: 'PENDING',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-05-01T10:00:00.000Z',
  lastLoginTime: null,
  base: null,
  contactAddress: null,
  employment: null,
  family: null,
  estate: null,
  car: null,
  kyc: null,
  contacts: null,
};

async function load() {
  const session = await import('../lib/stores/session-store');
  const copy = await import('./member-copy');
  const db = await import('./offline-db');
  const clear = await import('./clear-member-stores');
  return { ...session, ...copy, ...db, ...clear };
}

describe("the member's profile on the device", () => {
  it('is never written readable: localStorage keeps the id and token, IndexedDB only ciphertext', async () => {
    const app = await load();
    await app.startMemberCopy();
    app.signIn('token-1', member);
    await app.memberCopyWritten();
    const stored = JSON.stringify({ ...localStorage });
    expect(JSON.parse(localStorage.getItem(app.USER_KEY) ?? '{}')).toEqual({
      id: 41,
      token: 'token-1',
      member: null,
    });
    for (const value of [member.email, member.mobile as string]) expect(stored).not.toContain(value);
    const record = await app.getOne<{ memberId: number; sealed: { data: ArrayBuffer } }>(
      app.STORES.session,
      app.MEMBER_RECORD,
    );
    expect(record?.memberId).toBe(41);
    expect(new TextDecoder().decode(record?.sealed.data)).not.toContain(member.email);
  });

  it('comes back into the session when the app starts again, as the server last gave it', async () => {
    const first = await load();
    await first.startMemberCopy();
    first.signIn('token-1', member);
    first.updateMember({ ...member, kycStatus: 'VERIFIED' });
    await first.memberCopyWritten();

    vi.resetModules(); // the page is opened again: the same storage, fresh modules
    const again = await load();
    expect(again.userStore.get()).toEqual({ id: 41, token: 'token-1', member: null });
    await again.startMemberCopy();
    expect(again.userStore.get().member).toEqual({ ...member, kycStatus: 'VERIFIED' });
  });

  it('is gone, with its key, after logout, and another member never gets it', async () => {
    const first = await load();
    await first.startMemberCopy();
    first.signIn('token-1', member);
    await first.memberCopyWritten();
    expect(await first.readMemberCopy(41)).toEqual(member);
    expect(await first.readMemberCopy(42)).toBeNull();
    await first.clearMemberStores(41);
    first.clearUser();
    expect(await first.readMemberCopy(41)).toBeNull();
    expect(await first.getOne(first.STORES.session, first.MEMBER_RECORD)).toBeUndefined();
  });
});
