import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { languageStore } from '../i18n/language';
import { clearUser, userStore } from '../stores/session-store';
import { apiRequest, buildUrl } from './api-client';
import { ABORTED, ApiError, NETWORK_ERROR, SavedCopyError } from './api-error';
import { SAVED_AT_HEADER } from './cache-rules';
import { contract } from './contracts';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearUser();
  languageStore.set('en');
});

describe('apiRequest', () => {
  it('sends lang and token headers to /api and returns parsed data', async () => {
    userStore.set({ id: 7, token: 'tok-123', member: null });
    languageStore.set('tw');
    fetchMock.mockResolvedValue(answer({ code: '0', msg: 'ok', data: { count: 3 } }));
    const data = await apiRequest('/notification/unreadCount', { schema: z.object({ count: z.number() }) });
    expect(data).toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/notification/unreadCount');
    expect(init?.headers).toMatchObject({ lang: 'tw', token: 'tok-123' });
    expect(init?.credentials).toBe('include');
  });

  it('leaves out the token for a visitor and encodes a JSON body', async () => {
    fetchMock.mockResolvedValue(answer({ code: '0', msg: 'ok', data: null }));
    await apiRequest('/member/login', { method: 'POST', body: { email: 'a@b.cd', password: 'x' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).not.toHaveProperty('token');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', lang: 'en' });
    expect(init.body).toBe('{"email":"a@b.cd","password":"x"}');
  });

  it('throws a typed ApiError for a non-zero code, keeping msg and data', async () => {
    fetchMock.mockResolvedValue(
      answer({ code: 'L429', msg: 'Resend after 15 seconds', data: { retryAfter: 15 } }, 429),
    );
    const error = await apiRequest('/verification/emailCode').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'L429',
      msg: 'Resend after 15 seconds',
      status: 429,
      retryAfter: 15,
    });
  });

  it('reports a network failure, an answer without an envelope and an unexpected shape as NETWORK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: NETWORK_ERROR });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: NETWORK_ERROR, status: 502 });
    fetchMock.mockResolvedValueOnce(answer({ code: '0', msg: 'ok', data: { count: 'three' } }));
    await expect(apiRequest('/x', { schema: z.object({ count: z.number() }) })).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
  });

  it('marks a request the caller cancelled as ABORTED', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = apiRequest('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ABORTED });
  });

  it('times out as a NETWORK error', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
        ),
    );
    await expect(apiRequest('/x', { timeoutMs: 5 })).rejects.toMatchObject({ code: NETWORK_ERROR });
  });

  it('checks an answer against a named domain contract, and rejects one that breaks it', async () => {
    const items = [{ configCode: 'LOAN_MINIMUM_AMOUNT', configValue: '1000' }];
    fetchMock.mockResolvedValueOnce(answer({ code: '0', msg: 'ok', data: items }));
    await expect(
      apiRequest('/config/getValue', { schema: contract('config', 'configValues') }),
    ).resolves.toEqual(items);
    fetchMock.mockResolvedValueOnce(answer({ code: '0', msg: 'ok', data: [{ configCode: 7 }] }));
    await expect(
      apiRequest('/config/getValue', { schema: contract('config', 'configValues') }),
    ).rejects.toMatchObject({ code: NETWORK_ERROR, msg: expect.stringContaining('/config/getValue') });
  });
});

describe("the service worker's saved copy", () => {
  const savedCopy = (data: unknown) =>
    new Response(JSON.stringify({ code: '0', msg: 'ok', data }), {
      status: 200,
      headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: '2026-11-20T08:30:00.000Z' },
    });

  it('is not a fresh answer: it rejects as a network failure carrying the checked copy and its time', async () => {
    fetchMock.mockResolvedValueOnce(savedCopy({ count: 3 }));
    const error = await apiRequest('/notification/unreadCount', {
      schema: contract('notifications', 'unreadCount'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SavedCopyError);
    expect(error).toMatchObject({
      code: NETWORK_ERROR,
      copy: { count: 3 },
      savedAt: Date.parse('2026-11-20T08:30:00.000Z'),
    });
    fetchMock.mockResolvedValueOnce(savedCopy(['a']));
    await expect(apiRequest('/x')).rejects.toMatchObject({ copy: ['a'] });
  });

  it('that no longer fits its contract is refused like any answer', async () => {
    fetchMock.mockResolvedValueOnce(savedCopy({ count: 'three' }));
    const error = await apiRequest('/x', { schema: z.object({ count: z.number() }) }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(SavedCopyError);
    expect(error).toMatchObject({ code: NETWORK_ERROR, msg: expect.stringContaining('Unexpected answer') });
  });
});

describe('buildUrl', () => {
  it('joins the base, the path and defined query values', () => {
    expect(buildUrl('config/getValue', { configCodes: 'A,B', page: undefined })).toBe(
      '/api/config/getValue?configCodes=A%2CB',
    );
  });
});
