import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type claimKinds,
  claimResponse,
  queuesResponse,
  reasonListsResponse,
} from '../../../domain/api/operator';
import { apiRequest } from '../../lib/api/api-client';
import type { Language } from '../../lib/i18n/language';

/**
 * The root of every key the console reads; each queue's folder builds its own keys under it. Every key
 * starts with `ops`, which the persisted query cache never writes (only public roots are,
 * src/lib/queries/query-client.ts) — an operator's answers hold borrowers' personal data and stay in memory
 * (decision 080) — and an action invalidates the whole root (shared/ops-action.tsx).
 */
export const opsKeys = {
  all: ['ops'] as const,
  queues: () => ['ops', 'queues'] as const,
  reasons: (lang: Language) => ['ops', 'reasons', lang] as const,
};

/** The queues refresh on their own while the console is open: another operator's work changes them. */
export const QUEUE_REFRESH_MS = 30_000;
/** A queue's page: the console lists up to this many items of one queue, oldest first. */
export const QUEUE_PAGE_SIZE = 100;

/** A console read: the path, the answer's schema and its query string, aborted with the query. */
export function read<T>(
  path: string,
  schema: z.ZodType<T>,
  query?: Record<string, string | number | undefined>,
) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest(path, { schema, query, signal });
}

/**
 * An item being judged stays as the operator was shown it, not refreshed under their eyes when the window
 * regains focus: their action carries that version, and a change since is refused with who made it
 * ("Show it as it is now" reads it again). Opening it reads it afresh.
 */
export const asJudged = { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** A queue's list: read afresh when opened, and again every half minute while it is open. */
export const asQueue = { refetchInterval: QUEUE_REFRESH_MS, staleTime: 0 } as const;

export const queuesQuery = () =>
  queryOptions({ queryKey: opsKeys.queues(), queryFn: read('/operator/queues', queuesResponse), ...asQueue });

export const reasonsQuery = (lang: Language) =>
  queryOptions({
    queryKey: opsKeys.reasons(lang),
    queryFn: read('/operator/reasons', reasonListsResponse),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type ClaimKind = (typeof claimKinds)[number];

export function putClaim(kind: ClaimKind, id: number, signal?: AbortSignal) {
  return apiRequest(`/operator/claims/${kind}/${id}`, { method: 'PUT', schema: claimResponse, signal });
}

export function dropClaim(kind: ClaimKind, id: number) {
  return apiRequest(`/operator/claims/${kind}/${id}`, { method: 'DELETE', schema: claimResponse });
}

/**
 * An operator's action: sent with its Idempotency-Key, so a double click or a retry after a lost answer is
 * applied once, and with the version of the item the operator saw inside the body.
 */
export function postAction<T>(path: string, body: object, key: string, schema: z.ZodType<T>) {
  return apiRequest(path, { method: 'POST', body, schema, headers: { 'Idempotency-Key': key } });
}
