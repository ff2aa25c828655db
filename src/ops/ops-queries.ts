import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { operatorCreditFileResponse } from '../../domain/api/credit';
import {
  applicationDetailResponse,
  applicationsResponse,
  auditResponse,
  type claimKinds,
  claimResponse,
  configResponse,
  kycItem,
  kycResponse,
  payoutsResponse,
  queuesResponse,
  reasonListsResponse,
  repaymentDetailResponse,
  repaymentsResponse,
} from '../../domain/api/operator';
import { apiRequest } from '../lib/api/api-client';
import type { Language } from '../lib/i18n/language';

/**
 * One key factory for everything the console reads. Every key starts with `ops`, which the persisted
 * query cache never writes (only public roots are, src/lib/queries/query-client.ts) — an operator's answers hold
 * borrowers' personal data and stay in memory (decision 080).
 */
export const opsKeys = {
  all: ['ops'] as const,
  queues: () => ['ops', 'queues'] as const,
  reasons: (lang: Language) => ['ops', 'reasons', lang] as const,
  applications: () => ['ops', 'applications'] as const,
  application: (id: number) => ['ops', 'application', id] as const,
  creditFile: (id: number) => ['ops', 'credit-file', id] as const,
  kyc: () => ['ops', 'kyc'] as const,
  kycOf: (memberId: number) => ['ops', 'kyc', memberId] as const,
  repayments: () => ['ops', 'repayments'] as const,
  repayment: (id: number) => ['ops', 'repayment', id] as const,
  payouts: () => ['ops', 'payouts'] as const,
  config: () => ['ops', 'config'] as const,
  audit: (filters: AuditFilters, after: string | undefined) =>
    ['ops', 'audit', filters, after ?? ''] as const,
};

/** The queues refresh on their own while the console is open: another operator's work changes them. */
const QUEUE_REFRESH_MS = 30_000;
/** A queue's page: the console lists up to this many items of one queue, oldest first. */
export const QUEUE_PAGE_SIZE = 100;

function read<T>(path: string, schema: z.ZodType<T>, query?: Record<string, string | number | undefined>) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest(path, { schema, query, signal });
}

/**
 * An item being judged stays as the operator was shown it, not refreshed under their eyes when the window
 * regains focus: their action carries that version, and a change since is refused with who made it
 * ("Show it as it is now" reads it again). Opening it reads it afresh.
 */
const asJudged = { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const queuesQuery = () =>
  queryOptions({
    queryKey: opsKeys.queues(),
    queryFn: read('/operator/queues', queuesResponse),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const reasonsQuery = (lang: Language) =>
  queryOptions({
    queryKey: opsKeys.reasons(lang),
    queryFn: read('/operator/reasons', reasonListsResponse),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const applicationsQuery = () =>
  queryOptions({
    queryKey: opsKeys.applications(),
    queryFn: read('/operator/applications', applicationsResponse, {
      status: 'PENDING_REVIEW',
      order: 'oldest',
      pageSize: QUEUE_PAGE_SIZE,
    }),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: opsKeys.application(id),
    queryFn: read(`/operator/applications/${id}`, applicationDetailResponse),
    ...asJudged,
  });

/** The credit file beside an application: read afresh when the application is opened, like the item. */
export const creditFileQuery = (id: number) =>
  queryOptions({
    queryKey: opsKeys.creditFile(id),
    queryFn: read(`/operator/applications/${id}/credit-file`, operatorCreditFileResponse),
    ...asJudged,
  });

export const kycQueueQuery = () =>
  queryOptions({
    queryKey: opsKeys.kyc(),
    queryFn: read('/operator/kyc', kycResponse, { order: 'oldest', pageSize: QUEUE_PAGE_SIZE }),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const kycOfQuery = (memberId: number) =>
  queryOptions({
    queryKey: opsKeys.kycOf(memberId),
    queryFn: read(`/operator/kyc/${memberId}`, kycItem),
    ...asJudged,
  });

export const repaymentsQueueQuery = () =>
  queryOptions({
    queryKey: opsKeys.repayments(),
    queryFn: read('/operator/repayments', repaymentsResponse, {
      status: 'PENDING',
      order: 'oldest',
      pageSize: QUEUE_PAGE_SIZE,
    }),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const repaymentQuery = (id: number) =>
  queryOptions({
    queryKey: opsKeys.repayment(id),
    queryFn: read(`/operator/repayments/${id}`, repaymentDetailResponse),
    ...asJudged,
  });

export const payoutsQuery = () =>
  queryOptions({
    queryKey: opsKeys.payouts(),
    queryFn: read('/operator/payouts', payoutsResponse, { pageSize: QUEUE_PAGE_SIZE }),
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const configQuery = () =>
  queryOptions({ queryKey: opsKeys.config(), queryFn: read('/operator/config', configResponse) });

export interface AuditFilters {
  operatorId?: number;
  action?: string;
  memberId?: number;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * A page of the audit log: the first, or the one after the cursor the page before ended with (`next`).
 * The log is read by key, not by page number, so a page deep in a long log costs what the first does.
 */
export const auditQuery = (filters: AuditFilters, after: string | undefined) =>
  queryOptions({
    queryKey: opsKeys.audit(filters, after),
    queryFn: read('/operator/audit', auditResponse, { ...filters, after, pageSize: AUDIT_PAGE_SIZE }),
    staleTime: 0,
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
