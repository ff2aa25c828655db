import type { BorrowerHardshipView, HardshipRequestBody } from '../../../domain/api/hardship';
import { apiRequest } from '../../lib/api/api-client';
import { isApiError, NETWORK_ERROR } from '../../lib/api/api-error';
import { contract } from '../../lib/api/contracts';
import { useOutboxEntries } from '../../offline/outbox-entries';
import { fieldOf, type HardshipErrors } from './hardship-model';
import { draftName } from './use-hardship-draft';

/** How long a send waits for its answer before the request is left to the outbox (same key: one request). */
const ANSWER_WAIT_MS = 20_000;

export type SendResult =
  /** With the loan's help view as it now stands (the request open). */
  | { kind: 'sent'; view: BorrowerHardshipView }
  /** Kept on the device, sealed, and sent by the outbox when the connection is back. */
  | { kind: 'queued' }
  /** The server refused it: its words, on the fields it names and for the whole form. */
  | { kind: 'refused'; message: string; fields: HardshipErrors };

/** No answer to read: no connection, a timeout, a server or gateway in trouble, a rate limit. */
function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof TypeError;
  return error.code === NETWORK_ERROR || error.status >= 500 || error.status === 429;
}

/**
 * Sends the request for help under `key`. Offline, or when no answer comes, it goes to the outbox under the
 * same key: whichever send reaches the server first makes the request, and a later one gets its answer
 * again, so it is never made twice. An ended session (U403) is thrown, for the app to ask for a login; the
 * draft stays on the device meanwhile.
 */
export async function sendHardship(input: {
  memberId: number;
  loanId: number;
  key: string;
  body: HardshipRequestBody;
}): Promise<SendResult> {
  const { memberId, loanId, key, body } = input;
  const queue = async (): Promise<SendResult> => {
    // The upload module is loaded only now (at start it loads after the first screen anyway).
    const { queueRequest } = await import('../../offline/outbox');
    await queueRequest({
      memberId,
      field: draftName(loanId),
      key,
      target: { kind: 'hardship', loanId },
      body,
    });
    return { kind: 'queued' };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    const view = await apiRequest(`/loan/${loanId}/hardship`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
      schema: contract('hardship', 'borrowerHardshipView'),
      timeoutMs: ANSWER_WAIT_MS,
    });
    return { kind: 'sent', view };
  } catch (error) {
    if (unanswered(error)) return queue();
    if (!isApiError(error) || error.code === 'U403') throw error;
    const fields: HardshipErrors = {};
    for (const [path, message] of Object.entries(error.fields)) {
      const field = fieldOf(path);
      if (field) fields[field] ??= message;
    }
    return { kind: 'refused', message: error.msg, fields };
  }
}

/**
 * The loan's request waiting in the outbox, if any, live: found again after a reload (the entries under this
 * loan's draft name), and followed from the moment one is queued.
 */
export function useQueuedRequest(memberId: number, loanId: number) {
  const { loading, entries, reload } = useOutboxEntries(memberId, draftName(loanId));
  return {
    /** Until the device has been read: the form waits rather than flash. */
    loading,
    entry: entries.at(-1) ?? null,
    reload,
    /** Takes a delivered or refused entry off the device; the screen has read what it needed. */
    remove: async (key: string) => {
      const { discardUpload } = await import('../../offline/outbox');
      await discardUpload(key);
      await reload();
    },
  };
}
