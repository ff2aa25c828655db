import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, buildUrl } from './api-client';
import { ABORTED, ApiError, NETWORK_ERROR } from './api-error';
import { languageStore } from './language';
import { clearUser, userStore } from './session-store';

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

  it('loads a lazily imported contract', async () => {
    fetchMock.mockResolvedValue(answer({ code: '0', msg: 'ok', data: { n: 1 } }));
    const data = await apiRequest('/x', { schema: async () => z.object({ n: z.number() }) });
    expect(data).toEqual({ n: 1 });
  });
});

describe('buildUrl', () => {
  it('joins the base, the path and defined query values', () => {
    expect(buildUrl('config/getValue', { configCodes: 'A,B', page: undefined })).toBe(
      '/api/config/getValue?configCodes=A%2CB',
    );
  });
});
