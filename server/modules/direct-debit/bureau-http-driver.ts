import type { z } from 'zod';
import { collectionAnswerSchema, mandateAnswerSchema } from '../../../domain/direct-debit/bureau-contract';
import { type BacsBureau, BureauUnavailableError } from './bacs-bureau';

export interface HttpBureauOptions {
  /** The bureau's base address. */
  url: string;
  /** Bound on one attempt, from sending the request to the last byte of the answer. */
  timeoutMs: number;
  /** Attempts after the first, for a timeout, a network error or a 5xx only. */
  retries: number;
  backoffMs?: readonly number[];
}

const DEFAULT_BACKOFF_MS: readonly number[] = [100, 300];
/** Every answer is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

type Attempt<T> = { value: T } | { fault: BureauUnavailableError['fault']; detail: string; retry: boolean };

/**
 * A Bacs bureau over HTTP. A timeout, a network error or a 5xx is tried again after a short pause, up to
 * `retries` times — every request is safe to repeat (a mandate and a collection carry our reference, and
 * the bureau takes a repeated one once). A 4xx other than a report's 404, or an answer outside the
 * contract, is not tried again. Every failure ends as `BureauUnavailableError`, and the caller changes
 * nothing on its side: close of business tries the collection again at its next run.
 */
export function httpBacsBureau(options: HttpBureauOptions): BacsBureau {
  const base = options.url.replace(/\/+$/, '');
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;

  async function attempt<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
    schema: z.ZodType<T>,
    missingIsNull: boolean,
  ): Promise<Attempt<T | null>> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        redirect: 'manual',
        signal,
      });
      if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
        await response.body?.cancel().catch(() => {});
        return { fault: 'badAnswer', detail: 'an answer too large', retry: false };
      }
      text = await response.text();
    } catch (error) {
      if (signal.aborted) return { fault: 'timeout', detail: 'no answer in time', retry: true };
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return {
        fault: 'unreachable',
        detail: cause instanceof Error ? cause.message : String(cause),
        retry: true,
      };
    }
    if (response.status === 404 && missingIsNull) return { value: null };
    if (response.status >= 500)
      return { fault: 'serverError', detail: `HTTP ${response.status}`, retry: true };
    if (response.status < 200 || response.status > 299) {
      return { fault: 'badAnswer', detail: `HTTP ${response.status}`, retry: false };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { fault: 'badAnswer', detail: 'the answer is not JSON', retry: false };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return { fault: 'badAnswer', detail: 'an answer outside the contract', retry: false };
    return { value: parsed.data };
  }

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
    schema: z.ZodType<T>,
    missingIsNull = false,
  ): Promise<T | null> {
    for (let retry = 0; ; retry += 1) {
      const result = await attempt(path, init, schema, missingIsNull);
      if ('value' in result) return result.value;
      if (!result.retry || retry >= options.retries) {
        throw new BureauUnavailableError(result.fault, `${result.detail} after ${retry + 1} attempt(s)`);
      }
      const pause = backoffMs[Math.min(retry, backoffMs.length - 1)] ?? 0;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  return {
    lodgeMandate: async (mandate) =>
      (await call('/v1/mandates', { method: 'POST', body: mandate }, mandateAnswerSchema))!,
    cancelMandate: async (reference) =>
      (await call(
        `/v1/mandates/${encodeURIComponent(reference)}/cancel`,
        { method: 'POST', body: {} },
        mandateAnswerSchema,
      ))!,
    submitCollection: async (collection) =>
      (await call('/v1/collections', { method: 'POST', body: collection }, collectionAnswerSchema))!,
    collectionReport: (reference, asOf) =>
      call(
        `/v1/collections/${encodeURIComponent(reference)}?asOf=${encodeURIComponent(asOf)}`,
        { method: 'GET' },
        collectionAnswerSchema,
        true,
      ),
  };
}

/** A bureau for an installation without BACS_BUREAU_URL (backup and restore tools): every call refused. */
export function unconfiguredBureau(): BacsBureau {
  const refuse = async (): Promise<never> => {
    throw new BureauUnavailableError('notConfigured', 'BACS_BUREAU_URL is not set');
  };
  return { lodgeMandate: refuse, cancelMandate: refuse, submitCollection: refuse, collectionReport: refuse };
}
