import type { z } from 'zod';
import { currentLanguage } from '../i18n/language';
import { userStore } from '../stores/session-store';
import { ABORTED, ApiError, NETWORK_ERROR, SavedCopyError } from './api-error';
import { SAVED_AT_HEADER } from './cache-rules';
import { checkAnswer, prepareCheck } from './contract-checker';
import { type CheckResult, type ContractRef, isContractRef } from './contracts';

/** SPEC §7 and §9. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * Contract of `data` from domain/api; the answer is parsed once, here. Screens on the first-paint path
   * name theirs (`contract('news', 'articleList')`, src/lib/api/contracts.ts): it is then checked in a worker,
   * and the validation library never runs on the main thread while the first page is drawn.
   */
  schema?: z.ZodType<T> | ContractRef<T>;
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
  if (isContractRef(schema)) prepareCheck(schema);
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
  const savedAt = Date.parse(response.headers.get(SAVED_AT_HEADER) ?? '');
  if (!schema) {
    if (Number.isFinite(savedAt)) throw new SavedCopyError(envelope.data, savedAt, response.status);
    return envelope.data as T;
  }
  const checked: CheckResult = isContractRef(schema)
    ? await checkAnswer(schema, envelope.data)
    : (() => {
        const parsed = schema.safeParse(envelope.data);
        return parsed.success
          ? { ok: true, data: parsed.data }
          : { ok: false, message: parsed.error.message };
      })();
  if (!checked.ok) {
    throw new ApiError(
      NETWORK_ERROR,
      `Unexpected answer from ${path}: ${checked.message}`,
      null,
      response.status,
    );
  }
  // Checked like any answer first: a copy saved by an older version may no longer fit the contract.
  if (Number.isFinite(savedAt)) throw new SavedCopyError(checked.data, savedAt, response.status);
  return checked.data as T;
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
