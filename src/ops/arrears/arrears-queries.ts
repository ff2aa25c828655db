import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  arrearsCaseResponse,
  arrearsQueueResponse,
  chargeOffResponse,
  contactResponse,
  nextActionResponse,
  promiseResponse,
} from '../../../domain/api/collections';
import { ledgerActionResponse } from '../../../domain/api/servicing';
import { statutoryNoticeView } from '../../../domain/api/servicing-days';
import { apiRequest } from '../../lib/api/api-client';
import { opsKeys, postAction } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const arrearsKeys = {
  queue: () => [...opsKeys.all, 'arrears'] as const,
  case: (loanId: number) => [...opsKeys.all, 'arrears', 'case', loanId] as const,
};

/** A page of the Arrears queue; "Load more" follows each page's `next`. */
export const ARREARS_PAGE_SIZE = 50;
/** Another operator's contact or a payment arriving changes the queue while it is open. */
const ARREARS_REFRESH_MS = 30_000;

/** The Arrears queue, most days past due first, read by key a page at a time. */
export const arrearsQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: arrearsKeys.queue(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/operator/arrears', {
        schema: arrearsQueueResponse,
        query: { pageSize: ARREARS_PAGE_SIZE, after: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: ARREARS_REFRESH_MS,
    staleTime: 0,
  });

/** A loan's collection case: its book, ledger, history, contacts, promises and notices. */
export const arrearsCaseQuery = (loanId: number) =>
  queryOptions({
    queryKey: arrearsKeys.case(loanId),
    queryFn: ({ signal }) =>
      apiRequest(`/operator/arrears/${loanId}`, { schema: arrearsCaseResponse, signal }),
    // The figures an operator acts on stay as shown until an action or "Show it as it is now" reads them.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export type ArrearsCase = z.infer<typeof arrearsCaseResponse>;

export interface ContactBody {
  channel: string;
  direction: string;
  summary: string;
  outcome: string;
}
export interface PromiseBody {
  promisedOn: string;
  amount: number;
}
export interface NextActionBody {
  on: string;
  note?: string;
}
export interface PaymentBody {
  amount: number;
  receivedOn: string;
  reference: string;
}
export interface RefundBody {
  amount: number;
  reason: string;
  reference?: string;
}
export interface ReversalBody {
  entryId: number;
  reason: string;
}
export interface DefaultNoticeBody {
  breach: string;
  sum: number;
  remedyDate: string;
}

/** Every write of a case, sent with the action's Idempotency-Key (a retry is applied once). */
export const caseActions = (loanId: number) => ({
  contact: (body: ContactBody, key: string) =>
    postAction(`/operator/arrears/${loanId}/contacts`, body, key, contactResponse),
  promise: (body: PromiseBody, key: string) =>
    postAction(`/operator/arrears/${loanId}/promises`, body, key, promiseResponse),
  nextAction: (body: NextActionBody, key: string) =>
    apiRequest(`/operator/arrears/${loanId}/next-action`, {
      method: 'PUT',
      body,
      schema: nextActionResponse,
      headers: { 'Idempotency-Key': key },
    }),
  payment: (body: PaymentBody, key: string) =>
    postAction(`/operator/loans/${loanId}/payments`, body, key, ledgerActionResponse),
  refund: (body: RefundBody, key: string) =>
    postAction(`/operator/loans/${loanId}/refunds`, body, key, ledgerActionResponse),
  reversal: (body: ReversalBody, key: string) =>
    postAction(`/operator/loans/${loanId}/reversals`, body, key, ledgerActionResponse),
  defaultNotice: (body: DefaultNoticeBody, key: string) =>
    postAction(`/operator/loans/${loanId}/default-notice`, body, key, statutoryNoticeView),
  chargeOff: (body: { reason: string }, key: string) =>
    postAction(`/operator/loans/${loanId}/charge-off`, body, key, chargeOffResponse),
  confirmChargeOff: (_: object, key: string) =>
    postAction(`/operator/loans/${loanId}/charge-off/confirm`, {}, key, chargeOffResponse),
});
