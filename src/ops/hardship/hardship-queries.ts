import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  arrangementPreviewResponse,
  type HardshipCaseView,
  hardshipCaseView,
  hardshipQueueResponse,
} from '../../../domain/api/hardship-desk';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { apiRequest } from '../../lib/api/api-client';
import { opsKeys, postAction } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const hardshipKeys = {
  queue: () => [...opsKeys.all, 'hardship'] as const,
  case: (requestId: number) => [...opsKeys.all, 'hardship', 'case', requestId] as const,
};

/** A page of the Hardship queue; "Load more" follows each page's `next`. */
export const HARDSHIP_PAGE_SIZE = 50;
/** A borrower's request arriving, or another operator's answer, changes the queue while it is open. */
const HARDSHIP_REFRESH_MS = 30_000;

/** The Hardship queue, the oldest promised answer first, read by key a page at a time. */
export const hardshipQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: hardshipKeys.queue(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/operator/hardship', {
        schema: hardshipQueueResponse,
        query: { pageSize: HARDSHIP_PAGE_SIZE, after: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: HARDSHIP_REFRESH_MS,
    staleTime: 0,
  });

/** A request for help beside the loan's book, ledger, offers and arrangement. */
export const hardshipCaseQuery = (requestId: number) =>
  queryOptions({
    queryKey: hardshipKeys.case(requestId),
    queryFn: ({ signal }) =>
      apiRequest(`/operator/hardship/${requestId}`, { schema: hardshipCaseView, signal }),
    // The figures an operator decides on stay as shown until an action or "Show it as it is now" reads them.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export type HardshipCase = HardshipCaseView;
export type OperatorOffer = HardshipCase['offers'][number];

/**
 * The plan the terms would give, worked out from the loan's replayed book and nothing stored: sent without
 * an Idempotency-Key, like the other previews (a repeat changes nothing).
 */
export function previewArrangement(requestId: number, terms: ArrangementTerms, signal?: AbortSignal) {
  return apiRequest(`/operator/hardship/${requestId}/preview`, {
    method: 'POST',
    body: { terms },
    schema: arrangementPreviewResponse,
    signal,
  });
}

/**
 * Every decision on a request, each sent with its action's Idempotency-Key (a retry is applied once) and
 * answered with the case as it now stands; the console reads every query again once one is done.
 */
export const hardshipActions = (requestId: number) => ({
  offer: (body: { terms: ArrangementTerms }, key: string) =>
    postAction(`/operator/hardship/${requestId}/offer`, body, key, hardshipCaseView),
  waive: (body: { amount: number; reason: string }, key: string) =>
    postAction(`/operator/hardship/${requestId}/waive`, body, key, hardshipCaseView),
  approveWaiver: (_: object, key: string) =>
    postAction(`/operator/hardship/${requestId}/waive/approve`, {}, key, hardshipCaseView),
  withdrawWaiver: (_: object, key: string) =>
    postAction(`/operator/hardship/${requestId}/waive/withdraw`, {}, key, hardshipCaseView),
  decline: (body: { reason: string }, key: string) =>
    postAction(`/operator/hardship/${requestId}/decline`, body, key, hardshipCaseView),
});

export const offerActions = (requestId: number, offerId: number) => ({
  approve: (_: object, key: string) =>
    postAction(`/operator/hardship/${requestId}/offers/${offerId}/approve`, {}, key, hardshipCaseView),
  withdraw: (_: object, key: string) =>
    postAction(`/operator/hardship/${requestId}/offers/${offerId}/withdraw`, {}, key, hardshipCaseView),
});
