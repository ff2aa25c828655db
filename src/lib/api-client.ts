import type { z } from 'zod';
import { ABORTED, ApiError, NETWORK_ERROR } from './api-error';
import { currentLanguage } from './language';
import { userStore } from './session-store';

/** SPEC §7 and §9. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * Contract of `data` from domain/api; the answer is parsed once, here. Screens on the first-paint path
   * pass a loader (`() => import(…).then((m) => m.contract)`) so the validation library is fetched with
   * the first answer instead of holding up the first render.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One call to the API. Resolves with the parsed `data` of a `code: "0"` answer; rejects with an ApiError
 * for anything else. It never toasts or navigates: the app-level error policy does (STYLE §4).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    schema,
    signal,
    headers = {},
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options;
  const url = buildUrl(path, query);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const token = userStore.get().token;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal: combined,
    headers: {
      lang: currentLanguage(),
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // The caller cancelled (a query replaced, a screen left): not a failure anyone needs to see.
    if (signal?.aborted) throw new ApiError(ABORTED, 'Request cancelled');
    if (timeout.aborted) throw new ApiError(NETWORK_ERROR, 'Request timed out');
    throw new ApiError(NETWORK_ERROR, error instanceof Error ? error.message : 'Network failure');
  }

  const envelope = await readEnvelope(response);
  if (!envelope) {
    throw new ApiError(NETWORK_ERROR, `HTTP ${response.status} without an envelope`, null, response.status);
  }
  if (envelope.code !== '0') {
    const data =
      envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : null;
    throw new ApiError(envelope.code, envelope.msg, data, response.status);
  }
  if (!schema) return envelope.data as T;
  const contract = typeof schema === 'function' ? await schema() : schema;
  const parsed = contract.safeParse(envelope.data);
  if (!parsed.success) {
    throw new ApiError(
      NETWORK_ERROR,
      `Unexpected answer from ${path}: ${parsed.error.message}`,
      null,
      response.status,
    );
  }
  return parsed.data;
}

interface Envelope {
  code: string;
  msg: string;
  data: unknown;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const json: unknown = await response.json();
    if (json && typeof json === 'object' && 'code' in json && typeof json.code === 'string') {
      const msg = 'msg' in json && typeof json.msg === 'string' ? json.msg : '';
      return { code: json.code, msg, data: 'data' in json ? json.data : null };
    }
    return null;
  } catch {
    return null;
  }
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}
