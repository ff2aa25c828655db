import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../domain/api/uploads';
import { clearMemberStores } from './clear-member-stores';
import { memberKey, seal } from './member-key';
import { forgetOfflineDb, getOne, inTransaction, STORES } from './offline-db';
import { type FlushDeps, flushOutboxNow, tokenHash, updateRecord } from './outbox-sender';
import {
  afterOutcome,
  isSendable,
  OUTBOX_TTL_MS,
  type OutboxRecord,
  outcomeOf,
  type SessionMirror,
} from './outbox-states';

const START = new Date('2026-11-25T09:00:00Z').getTime();
const image = (id: number): UploadedImage => ({
  id,
  url: `/api/upload/${id}`,
  mime: 'image/jpeg',
  width: 10,
  height: 10,
  bytes: 100,
  sha256: 'a'.repeat(64),
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

async function signIn(memberId: number, token: string): Promise<void> {
  const mirror: SessionMirror = { memberId, token, lang: 'en' };
  await inTransaction(STORES.session, 'readwrite', (tx) => {
    tx.objectStore(STORES.session).put(mirror, 'current');
  });
}

async function queue(memberId: number, key: string, createdAt = Date.now()): Promise<void> {
  const cryptoKey = await memberKey(memberId);
  const record: OutboxRecord = {
    key,
    memberId,
    field: 'idFront',
    purpose: 'idPhoto',
    mime: 'image/jpeg',
    file: await seal(cryptoKey, new TextEncoder().encode(`photo ${key}`)),
    preview: null,
    status: 'waiting',
    progress: 0,
    attempts: 0,
    createdAt,
    updatedAt: createdAt,
    upload: null,
    message: null,
    refusedToken: null,
  };
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).add(record);
  });
}

const entry = (key: string) => getOne<OutboxRecord>(STORES.outbox, key);

interface Sent {
  key: string;
  token: string;
  purpose: string | null;
  file: string;
}

let connected = true;
beforeEach(() => {
  connected = true;
});

/** A server as the outbox meets it: answers per call from `answer`, and records what it was sent. */
function server(answer: (sent: Sent, call: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const changed: string[] = [];
  const deps: FlushDeps = {
    now: () => Date.now(),
    online: () => connected,
    sleep: async () => undefined,
    changed: (key) => changed.push(key),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const body = init?.body as FormData;
      const file = body.get('file') as Blob;
      const record: Sent = {
        key: headers.get('Idempotency-Key') ?? '',
        token: headers.get('token') ?? '',
        purpose: new URL(String(input), 'http://x').searchParams.get('purpose'),
        file: await file.text(),
      };
      sent.push(record);
      return answer(record, sent.length);
    },
  };
  return { sent, changed, deps };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (id: number) => json(200, { code: '0', msg: 'ok', data: image(id) });

describe("reading the server's answer", () => {
  it('only code "0" with an image is uploaded; U403 needs a login; a 4xx refusal is final; the rest is retried', () => {
    expect(outcomeOf(200, { code: '0', msg: '', data: image(1) })).toEqual({
      kind: 'uploaded',
      upload: image(1),
    });
    expect(outcomeOf(200, { code: '0', msg: '', data: null })).toEqual({ kind: 'retry' });
    expect(outcomeOf(403, { code: 'U403', msg: 'Login timed out' })).toEqual({ kind: 'needs-login' });
    expect(outcomeOf(400, { code: 'V400', msg: 'Please select JPG, PNG, JPEG format picture' })).toEqual({
      kind: 'refused',
      message: 'Please select JPG, PNG, JPEG format picture',
    });
    expect(outcomeOf(409, { code: 'C409', msg: 'in progress' })).toEqual({ kind: 'retry' });
    expect(outcomeOf(429, { code: 'R429', msg: 'slow down' })).toEqual({ kind: 'retry' });
    expect(outcomeOf(502, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(500, { code: 'S500', msg: 'error' })).toEqual({ kind: 'retry' });
  });
});

describe('the outbox state machine', () => {
  const base = {
    key: 'k',
    memberId: 7,
    file: { iv: new Uint8Array(12), data: new ArrayBuffer(1) },
    refusedToken: null,
  } as unknown as OutboxRecord;
  const session: SessionMirror = { memberId: 7, token: 't', lang: 'en' };

  it('sends waiting and interrupted entries of the signed-in member only', () => {
    expect(isSendable({ ...base, status: 'waiting' }, session, 'h')).toBe(true);
    expect(isSendable({ ...base, status: 'uploading' }, session, 'h')).toBe(true);
    expect(isSendable({ ...base, status: 'waiting', memberId: 8 }, session, 'h')).toBe(false);
    expect(isSendable({ ...base, status: 'uploaded', file: null }, session, 'h')).toBe(false);
    expect(isSendable({ ...base, status: 'refused' }, session, 'h')).toBe(false);
  });

  it('sends an entry that needs a login only with another token than the one refused', () => {
    const refused = afterOutcome({ ...base, status: 'uploading' }, { kind: 'needs-login' }, 'old', START);
    expect(refused.status).toBe('needs-login');
    expect(refused.file).not.toBeNull();
    expect(isSendable(refused, session, 'old')).toBe(false);
    expect(isSendable(refused, session, 'new')).toBe(true);
  });

  it('drops the file once uploaded and keeps the answer', () => {
    const done = afterOutcome(
      { ...base, status: 'uploading' },
      { kind: 'uploaded', upload: image(3) },
      'h',
      START,
    );
    expect(done).toMatchObject({ status: 'uploaded', file: null, upload: image(3), progress: 100 });
  });
});

describe('flushing the outbox', () => {
  it('sends each waiting entry once with its key, the current token and its purpose', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    vi.setSystemTime(START + 1000);
    await queue(7, 'key-two');
    let next = 100;
    const { sent, deps } = server(() => ok(next++));
    expect(await flushOutboxNow(deps)).toEqual({ sent: 2, retry: false });
    expect(sent).toEqual([
      { key: 'key-one', token: 'token-a', purpose: 'idPhoto', file: 'photo key-one' },
      { key: 'key-two', token: 'token-a', purpose: 'idPhoto', file: 'photo key-two' },
    ]);
    expect(await entry('key-one')).toMatchObject({ status: 'uploaded', file: null, upload: image(100) });
    // Nothing left to send: a second flush sends nothing.
    expect(await flushOutboxNow(deps)).toEqual({ sent: 0, retry: false });
    expect(sent).toHaveLength(2);
  });

  it('keeps entries waiting without a connection, and sends them on the next flush', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    connected = false;
    const offline = server(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutboxNow(offline.deps)).toEqual({ sent: 0, retry: true });
    expect(await entry('key-one')).toMatchObject({ status: 'waiting', attempts: 1 });
    connected = true;
    const online = server(() => ok(5));
    expect(await flushOutboxNow(online.deps)).toEqual({ sent: 1, retry: false });
    expect(await entry('key-one')).toMatchObject({ status: 'uploaded', attempts: 2 });
  });

  it('resends at once with the same key when the answer was lost, and takes the replay', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    const { sent, deps } = server((_sent, call) =>
      call === 1 ? Promise.reject(new TypeError('connection reset')) : ok(9),
    );
    expect(await flushOutboxNow(deps)).toEqual({ sent: 1, retry: false });
    expect(sent.map((item) => item.key)).toEqual(['key-one', 'key-one']);
    expect(await entry('key-one')).toMatchObject({ status: 'uploaded', upload: image(9), attempts: 1 });
  });

  it('gives up for this flush after three failed tries while online, and keeps the entry waiting', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    const { sent, deps } = server(() => json(502, null));
    expect(await flushOutboxNow(deps)).toEqual({ sent: 0, retry: true });
    expect(sent).toHaveLength(3);
    expect(await entry('key-one')).toMatchObject({ status: 'waiting' });
  });

  it('sends an entry left "uploading" by a worker that died mid-send', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    await updateRecord('key-one', (record) => ({ ...record, status: 'uploading', attempts: 1 }));
    const { sent, deps } = server(() => ok(4));
    await flushOutboxNow(deps);
    expect(sent).toHaveLength(1);
    expect(await entry('key-one')).toMatchObject({ status: 'uploaded', attempts: 2 });
  });

  it('on U403 keeps the entry until the same member logs in again, then sends it with the new token', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    const revoked = server(() => json(403, { code: 'U403', msg: 'Login timed out' }));
    expect(await flushOutboxNow(revoked.deps)).toEqual({ sent: 0, retry: false });
    expect(await entry('key-one')).toMatchObject({
      status: 'needs-login',
      refusedToken: await tokenHash('token-a'),
    });
    // Still the refused token: nothing is sent.
    await flushOutboxNow(revoked.deps);
    expect(revoked.sent).toHaveLength(1);
    // Another member on this device: their flush never touches it.
    await signIn(8, 'token-b');
    const other = server(() => ok(1));
    await flushOutboxNow(other.deps);
    expect(other.sent).toHaveLength(0);
    expect(await entry('key-one')).toMatchObject({ status: 'needs-login' });
    // The same member again, with a new token.
    await signIn(7, 'token-c');
    const back = server(() => ok(2));
    expect(await flushOutboxNow(back.deps)).toEqual({ sent: 1, retry: false });
    expect(back.sent[0]?.token).toBe('token-c');
    expect(await entry('key-one')).toMatchObject({ status: 'uploaded' });
  });

  it("keeps a refusal, with the server's words, and never sends it again", async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    const refusing = server(() =>
      json(400, { code: 'V400', msg: 'Please select JPG, PNG, JPEG format picture' }),
    );
    await flushOutboxNow(refusing.deps);
    expect(await entry('key-one')).toMatchObject({
      status: 'refused',
      message: 'Please select JPG, PNG, JPEG format picture',
    });
    await flushOutboxNow(refusing.deps);
    expect(refusing.sent).toHaveLength(1);
  });

  it('sends nothing with no one signed in', async () => {
    await queue(7, 'key-one');
    const { sent, deps } = server(() => ok(1));
    expect(await flushOutboxNow(deps)).toEqual({ sent: 0, retry: false });
    expect(sent).toHaveLength(0);
  });

  it('does not bring back an entry removed (or cleared at logout) while it was being sent', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    const { deps } = server(async () => {
      await clearMemberStores(7);
      return ok(1);
    });
    await flushOutboxNow(deps);
    expect(await entry('key-one')).toBeUndefined();
  });

  it('drops entries attached over 30 days ago', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'old-one');
    vi.setSystemTime(START + OUTBOX_TTL_MS + 1);
    await queue(7, 'new-one');
    const { sent, deps } = server(() => ok(1));
    await flushOutboxNow(deps);
    expect(await entry('old-one')).toBeUndefined();
    expect(sent.map((item) => item.key)).toEqual(['new-one']);
  });

  it('runs one flush at a time, so two at once send each entry once', async () => {
    await signIn(7, 'token-a');
    await queue(7, 'key-one');
    await queue(7, 'key-two');
    let id = 1;
    const { sent, deps } = server(() => ok(id++));
    await Promise.all([flushOutboxNow(deps), flushOutboxNow(deps)]);
    expect(sent.map((item) => item.key).sort()).toEqual(['key-one', 'key-two']);
  });
});
