import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PASSWORD, registerByApi } from './members';

/**
 * The offline stores as a journey meets them: the app's IndexedDB database (src/offline/offline-db.ts) read
 * and written from inside the page, on the app's own origin, with the page's own WebCrypto. The code runs in
 * the browser, so it is passed as text (this project type-checks with Node's types only).
 */
export interface Signed {
  id: number;
  token: string;
  email: string;
}

/** Registers a borrower and logs them in through the API; the token is what the app would store. */
export async function newMember(request: APIRequestContext): Promise<Signed> {
  const { email } = await registerByApi(request);
  return logInByApi(request, email);
}

export async function logInByApi(request: APIRequestContext, email: string): Promise<Signed> {
  const answer = await (
    await request.post('/api/member/login', { data: { email, password: PASSWORD } })
  ).json();
  expect(answer.code).toBe('0');
  return { id: answer.data.member.id, token: answer.data.token, email };
}

/** Puts the member in the app's session (localStorage `userInfo`, as a login does) and opens `path`. */
export async function openSignedIn(page: Page, member: Signed, path = '/home'): Promise<void> {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    ([id, token]) => localStorage.setItem('userInfo', JSON.stringify({ id, token, member: null })),
    [member.id, member.token] as const,
  );
  await page.goto(path);
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    `navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated' && navigator.serviceWorker.controller !== null)`,
    undefined,
    { timeout: 30_000 },
  );
}

/** Waits until the app has written who is signed in where the worker reads it. */
export async function waitForSessionCopy(page: Page, member: Signed): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          `${openDb}; read('session', 'current').then((s) => s ? s.memberId + ':' + s.token : null)`,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(`${member.id}:${member.token}`);
}

const openDb = `
  const open = () => new Promise((resolve, reject) => {
    const request = indexedDB.open('quayside-offline');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const read = async (store, key) => {
    const db = await open();
    return new Promise((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).get(key);
      request.onsuccess = () => { db.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    });
  }`;

/** Small real JPEGs, different each, as a phone would hand them over. */
export async function photos(count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) =>
      (
        await sharp({
          create: {
            width: 320,
            height: 240,
            channels: 3,
            background: { r: 40 * index, g: 90, b: 200 - index * 30 },
          },
        })
          .jpeg()
          .toBuffer()
      ).toString('base64'),
    ),
  );
}

/**
 * Queues photos exactly as `queueUpload` stores them (src/offline/outbox-states.ts OutboxRecord): the file
 * encrypted under the member's non-extractable key (made if the member has none yet), a fresh key per photo,
 * state "waiting". Resolves with the keys.
 */
export async function queuePhotos(
  page: Page,
  memberId: number,
  files: string[],
  field = 'idFront',
): Promise<string[]> {
  return page.evaluate(
    `(async () => {
      ${openDb};
      const memberId = ${memberId};
      const files = ${JSON.stringify(files)};
      const db = await open();
      const stored = await new Promise((resolve, reject) => {
        const request = db.transaction('keys').objectStore('keys').get(memberId);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      let key = stored;
      if (!key) {
        key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        await new Promise((resolve, reject) => {
          const tx = db.transaction('keys', 'readwrite');
          tx.objectStore('keys').add(key, memberId);
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
      }
      const keys = [];
      for (const base64 of files) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes);
        const now = Date.now();
        const record = {
          key: crypto.randomUUID(), memberId, field: ${JSON.stringify(field)}, purpose: 'idPhoto', mime: 'image/jpeg',
          file: { iv, data }, preview: null, status: 'waiting', progress: 0, attempts: 0,
          createdAt: now, updatedAt: now, upload: null, message: null, refusedToken: null,
        };
        await new Promise((resolve, reject) => {
          const tx = db.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add(record);
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        keys.push(record.key);
      }
      db.close();
      return keys;
    })()`,
  ) as Promise<string[]>;
}

export interface EntryState {
  key: string;
  memberId: number;
  status: string;
  uploadId: number | null;
  hasFile: boolean;
}

export async function outboxEntries(page: Page): Promise<EntryState[]> {
  return page.evaluate(`(async () => {
    ${openDb};
    const db = await open();
    if (!db.objectStoreNames.contains('outbox')) { db.close(); return []; }
    return new Promise((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => {
        db.close();
        resolve(request.result.map((r) => ({ key: r.key, memberId: r.memberId, status: r.status,
          uploadId: r.upload ? r.upload.id : null, hasFile: r.file !== null })));
      };
      request.onerror = () => reject(request.error);
    });
  })()`) as Promise<EntryState[]>;
}

/** What the app's 'online' handler and queueUpload do: ask the worker to send now. */
export async function askToFlush(page: Page): Promise<void> {
  await page.evaluate(`navigator.serviceWorker.controller.postMessage({ type: 'flush' })`);
}

/** Console errors other than the browser reporting requests that failed because the network is off. */
export function collectConsoleErrors(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|Failed to fetch/.test(text)) return;
    // The browser's own favicon request on the plain pages a journey passes through.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (allowed.some((pattern) => pattern.test(text))) return;
    errors.push(`${text} (${message.location().url})`);
  });
  return errors;
}

/**
 * Everything the origin keeps in the browser, as text: localStorage, sessionStorage, every IndexedDB database
 * and store (binary values as hex, so encrypted files can be searched for their plain bytes), and every
 * Cache Storage entry's URL and body.
 */
export async function dumpBrowserStorage(page: Page): Promise<string> {
  return page.evaluate(`(async () => {
    const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
    const plain = (value) => {
      if (value instanceof ArrayBuffer) return { hex: hex(value) };
      if (ArrayBuffer.isView(value)) return { hex: hex(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)) };
      if (typeof CryptoKey !== 'undefined' && value instanceof CryptoKey) return { cryptoKey: value.algorithm.name, extractable: value.extractable };
      if (value instanceof Blob) return { blob: value.size };
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    const out = { local: { ...localStorage }, session: { ...sessionStorage }, indexedDB: {}, caches: {} };
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      out.indexedDB[name] = {};
      for (const store of db.objectStoreNames) {
        out.indexedDB[name][store] = await new Promise((resolve, reject) => {
          const tx = db.transaction(store);
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => resolve(keys.result.map((key, i) => [plain(key), plain(values.result[i])]));
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out.caches[name] = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.clone().text() : '';
        out.caches[name].push([request.url, body]);
      }
    }
    return JSON.stringify(out);
  })()`) as Promise<string>;
}
