import {
  type CreditFile,
  creditFileSchema,
  type SearchKind,
  type SearchRequest,
} from '../../../domain/credit/credit-file';
import {
  type AgencyFault,
  AgencyUnavailableError,
  type CreditReferenceAgency,
} from './credit-reference-agency';

export interface HttpAgencyOptions {
  /** The agency's base address; searches go to `${url}/v1/searches`. */
  url: string;
  /** Bound on one attempt, from sending the request to the last byte of the answer. */
  timeoutMs: number;
  /** Attempts after the first, for a timeout, a network error or a 5xx only. */
  retries: number;
  /** Pause before each retry; the last is repeated when there are more retries than pauses. */
  backoffMs?: readonly number[];
  fetchImpl?: typeof fetch;
}

export const DEFAULT_BACKOFF_MS: readonly number[] = [100, 300];

/** A file of 200 accounts is about 40 kB: an answer far past that is not a credit file. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * The longest a search can take before it ends in `AgencyUnavailableError`: every attempt bounded by
 * `timeoutMs` and every pause before a retry. With the defaults (2,500 ms, 2 retries, 100 then 300 ms):
 * 3 × 2,500 + 400 = 7,900 ms — what a quote or a submit may wait on the agency at worst.
 */
export function worstCaseMs({
  timeoutMs,
  retries,
  backoffMs = DEFAULT_BACKOFF_MS,
}: HttpAgencyOptions): number {
  let total = (retries + 1) * timeoutMs;
  for (let retry = 0; retry < retries; retry += 1) total += pauseBefore(retry, backoffMs);
  return total;
}

function pauseBefore(retry: number, backoffMs: readonly number[]): number {
  return backoffMs[Math.min(retry, backoffMs.length - 1)] ?? 0;
}

/** One attempt's end: a file, or a fault and whether another attempt may change it. */
type Attempt = { file: CreditFile } | { fault: AgencyFault; detail: string; retry: boolean };

/**
 * A credit reference agency over HTTP (DESIGN §4 "Credit file"). Each search is one POST of a
 * `searchRequestSchema` body; the answer must be a `creditFileSchema` of the kind asked. A timeout, a
 * network error or a 5xx is tried again after a short pause, up to `retries` times — a hard search
 * repeated carries the same application reference, so the agency can record it once. A 4xx, or an answer
 * that is not a file, is not tried again: asking again would get the same. Every failure ends as
 * `AgencyUnavailableError` naming its fault, within `worstCaseMs(options)`.
 */
export function httpCreditAgency(options: HttpAgencyOptions): CreditReferenceAgency {
  const endpoint = `${options.url.replace(/\/+$/, '')}/v1/searches`;
  const doFetch = options.fetchImpl ?? fetch;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;

  async function attempt(request: SearchRequest): Promise<Attempt> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        // A search answered from another address is not an answer from the agency configured.
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      return failure(signal, error);
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      return { fault: 'serverError', detail: `HTTP ${response.status}`, retry: true };
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      return { fault: 'badAnswer', detail: `HTTP ${response.status}`, retry: false };
    }
    let text: string;
    try {
      text = await readBounded(response);
    } catch (error) {
      if (error instanceof AnswerTooLarge) return { fault: 'badAnswer', detail: error.message, retry: false };
      return failure(signal, error);
    }
    return parseAnswer(text, request.kind);
  }

  async function search(request: SearchRequest): Promise<CreditFile> {
    for (let retry = 0; ; retry += 1) {
      const result = await attempt(request);
      if ('file' in result) return result.file;
      if (!result.retry || retry >= options.retries) {
        throw new AgencyUnavailableError(result.fault, `${result.detail} after ${retry + 1} attempt(s)`);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseBefore(retry, backoffMs)));
    }
  }

  return {
    softSearch: (person, asOf) => search({ kind: 'soft', person, asOf }),
    hardSearch: (person, application, asOf) => search({ kind: 'hard', person, application, asOf }),
  };
}

/** An agency for an installation without `CREDIT_REFERENCE_URL`: every search is unavailable. */
export function unconfiguredAgency(): CreditReferenceAgency {
  const refuse = async (): Promise<CreditFile> => {
    throw new AgencyUnavailableError('notConfigured', 'CREDIT_REFERENCE_URL is not set');
  };
  return { softSearch: refuse, hardSearch: refuse };
}

function failure(signal: AbortSignal, error: unknown): Attempt {
  if (signal.aborted) return { fault: 'timeout', detail: 'no answer in time', retry: true };
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return { fault: 'unreachable', detail, retry: true };
}

function parseAnswer(text: string, kind: SearchKind): Attempt {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { fault: 'badAnswer', detail: 'the answer is not JSON', retry: false };
  }
  const parsed = creditFileSchema.safeParse(json);
  if (!parsed.success) {
    const paths = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return {
      fault: 'badAnswer',
      detail: `not a credit file (${paths.slice(0, 5).join(', ')})`,
      retry: false,
    };
  }
  if (parsed.data.kind !== kind) {
    return {
      fault: 'badAnswer',
      detail: `a ${parsed.data.kind} search's file for a ${kind} search`,
      retry: false,
    };
  }
  return { file: parsed.data };
}

class AnswerTooLarge extends Error {}

/** The answer's text, refused past MAX_ANSWER_BYTES without reading the rest. */
async function readBounded(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLarge(`an answer of ${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLarge(`an answer past ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
