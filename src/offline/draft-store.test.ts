import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberStores } from './clear-member-stores';
import {
  DRAFT_TTL_MS,
  deleteDraft,
  loadDraft,
  purgeExpiredDrafts,
  type StoredDraft,
  saveDraft,
} from './draft-store';
import { existingKey } from './member-key';
import { forgetOfflineDb, getOne, STORES } from './offline-db';

const START = new Date('2026-11-25T09:00:00Z').getTime();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const typed = {
  firstName: 'Ada',
  idNumber: 'QX123456C',
  wallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  step: 3,
};

describe('the draft store', () => {
  it('gives back what was saved, with when', async () => {
    await saveDraft(7, 'apply', typed);
    expect(await loadDraft(7, 'apply')).toEqual({ value: typed, savedAt: START });
  });

  it('stores only ciphertext, under a key nobody can export', async () => {
    await saveDraft(7, 'apply', typed);
    const stored = await getOne<StoredDraft>(STORES.drafts, '7:apply');
    const bytes = new TextDecoder().decode(stored?.sealed.data);
    for (const value of ['Ada', 'QX123456C', 'TQn9Y2kh']) expect(bytes).not.toContain(value);
    expect(JSON.stringify(stored)).not.toContain('Ada');
    const key = await existingKey(7);
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh IV for every save', async () => {
    await saveDraft(7, 'apply', typed);
    const first = await getOne<StoredDraft>(STORES.drafts, '7:apply');
    await saveDraft(7, 'apply', typed);
    const second = await getOne<StoredDraft>(STORES.drafts, '7:apply');
    expect(Array.from(first?.sealed.iv ?? [])).not.toEqual(Array.from(second?.sealed.iv ?? []));
  });

  it('keeps members and names apart', async () => {
    await saveDraft(7, 'apply', { a: 1 });
    await saveDraft(7, 'account:basic', { b: 2 });
    await saveDraft(8, 'apply', { c: 3 });
    expect((await loadDraft(7, 'apply'))?.value).toEqual({ a: 1 });
    expect((await loadDraft(7, 'account:basic'))?.value).toEqual({ b: 2 });
    expect((await loadDraft(8, 'apply'))?.value).toEqual({ c: 3 });
    expect(await loadDraft(9, 'apply')).toBeNull();
  });

  it('expires 30 days after the last save, not the first', async () => {
    await saveDraft(7, 'apply', { v: 1 });
    vi.setSystemTime(START + DRAFT_TTL_MS - 1000);
    await saveDraft(7, 'apply', { v: 2 });
    vi.setSystemTime(START + DRAFT_TTL_MS + 1000);
    expect((await loadDraft(7, 'apply'))?.value).toEqual({ v: 2 });
    vi.setSystemTime(START + 2 * DRAFT_TTL_MS);
    expect(await loadDraft(7, 'apply')).toBeNull();
    expect(await getOne(STORES.drafts, '7:apply')).toBeUndefined();
  });

  it('purges expired drafts of every member at start', async () => {
    await saveDraft(7, 'apply', { v: 1 });
    vi.setSystemTime(START + DRAFT_TTL_MS / 2);
    await saveDraft(8, 'apply', { v: 2 });
    expect(await purgeExpiredDrafts(START + DRAFT_TTL_MS + 1)).toBe(1);
    expect(await getOne(STORES.drafts, '7:apply')).toBeUndefined();
    expect(await getOne(STORES.drafts, '8:apply')).toBeDefined();
  });

  it('deletes a draft, and logout deletes every draft and the key of that member only', async () => {
    await saveDraft(7, 'apply', { v: 1 });
    await deleteDraft(7, 'apply');
    expect(await loadDraft(7, 'apply')).toBeNull();
    await saveDraft(7, 'apply', { v: 1 });
    await saveDraft(7, 'account:basic', { v: 1 });
    await saveDraft(8, 'apply', { v: 2 });
    await clearMemberStores(7);
    expect(await getOne(STORES.drafts, '7:apply')).toBeUndefined();
    expect(await getOne(STORES.drafts, '7:account:basic')).toBeUndefined();
    expect(await existingKey(7)).toBeUndefined();
    expect((await loadDraft(8, 'apply'))?.value).toEqual({ v: 2 });
  });
});
