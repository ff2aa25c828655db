import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberStores } from './clear-member-stores';
import { forgetOfflineDb, getOne, inTransaction, STORES } from './offline-db';
import { queueRequest } from './outbox';
import { type FlushDeps, flushOutboxNow } from './outbox-sender';
import { type OutboxRecord, outcomeOf, type SessionMirror } from './outbox-states';

/**
 * A request written offline (a borrower's request for help) through the outbox: sealed on the device under
 * the key the screen chose, sent once as JSON with that key when the connection is back, and a rule's
 * refusal kept as final with the server's words.
 */

const body = { changes: ['JOB'], since: '2026-10-01', statement: { income: 120_000 } };

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  // Queuing asks the page to send at once: here the device is offline, so that send fails straight away.
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  const mirror: SessionMirror = { memberId: 7, token: 'token-a', lang: 'tw' };
  await inTransaction(STORES.session, 'readwrite', (tx) => {
    tx.objectStore(STORES.session).put(mirror, 'current');
  });
});

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, envelope: unknown) {
  const sent: Array<{
    url: string;
    key: string | null;
    type: string | null;
    lang: string | null;
    body: unknown;
  }> = [];
  const deps: FlushDeps = {
    now: () => Date.now(),
    online: () => false,
    sleep: async () => undefined,
    changed: () => undefined,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url: String(input),
        key: headers.get('Idempotency-Key'),
        type: headers.get('content-type'),
        lang: headers.get('lang'),
        body: JSON.parse(String(init?.body)),
      });
      return new Response(JSON.stringify(envelope), { status });
    },
  };
  return { sent, deps };
}

const queue = (key = 'key-help') =>
  queueRequest({ memberId: 7, field: 'hardship:5', key, target: { kind: 'hardship', loanId: 5 }, body });

describe('a request queued offline', () => {
  it('is stored sealed under the screen’s key, once however often it is queued', async () => {
    await queue();
    await queue();
    const all = await inTransaction(STORES.outbox, 'readonly', (tx) => {
      const request = tx.objectStore(STORES.outbox).getAll();
      return new Promise<OutboxRecord[]>((resolve) => {
        request.onsuccess = () => resolve(request.result as OutboxRecord[]);
      });
    });
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ key: 'key-help', mime: 'application/json', status: 'waiting' });
    // Nothing the borrower wrote is readable on the device.
    expect(JSON.stringify(all[0])).not.toContain('JOB');
  });

  it('is posted once as JSON with its key and the language, and kept as delivered', async () => {
    await queue();
    const { sent, deps } = answering(200, { code: '0', msg: 'ok', data: { id: 3 } });
    expect(await flushOutboxNow(deps)).toEqual({ sent: 1, retry: false });
    expect(await flushOutboxNow(deps)).toEqual({ sent: 0, retry: false });
    expect(sent).toEqual([
      { url: '/api/loan/5/hardship', key: 'key-help', type: 'application/json', lang: 'tw', body },
    ]);
    expect(await getOne<OutboxRecord>(STORES.outbox, 'key-help')).toMatchObject({
      status: 'uploaded',
      file: null,
      upload: { kind: 'request' },
    });
  });

  it('waits when the server cannot answer, and is refused for good by a rule (C409), with its words', async () => {
    await queue();
    const down = answering(503, { code: 'E500', msg: 'down', data: null });
    expect(await flushOutboxNow(down.deps)).toEqual({ sent: 0, retry: true });
    expect(await getOne<OutboxRecord>(STORES.outbox, 'key-help')).toMatchObject({ status: 'waiting' });

    const open = 'You have already asked for help: we are looking at it';
    const refused = answering(409, { code: 'C409', msg: open, data: null });
    await flushOutboxNow(refused.deps);
    expect(await getOne<OutboxRecord>(STORES.outbox, 'key-help')).toMatchObject({
      status: 'refused',
      message: open,
    });
    expect(await flushOutboxNow(refused.deps)).toEqual({ sent: 0, retry: false });
    expect(refused.sent).toHaveLength(1);
  });

  it('leaves the device at logout', async () => {
    await queue();
    await clearMemberStores(7);
    expect(await getOne<OutboxRecord>(STORES.outbox, 'key-help')).toBeUndefined();
  });
});

describe("reading a request's answer", () => {
  it('counts any code "0" as delivered; a file answer is not needed', () => {
    expect(outcomeOf(200, { code: '0', msg: 'ok', data: null }, true)).toEqual({
      kind: 'uploaded',
      upload: { kind: 'request' },
    });
    expect(outcomeOf(200, { code: '0', msg: 'ok', data: null })).toEqual({ kind: 'retry' });
    expect(outcomeOf(401, { code: 'U403', msg: 'expired', data: null }, true)).toEqual({
      kind: 'needs-login',
    });
  });
});
