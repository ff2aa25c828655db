import { queryOptions } from '@tanstack/react-query';
import {
  type ComplaintCaseView,
  complaintCaseView,
  complaintQueueResponse,
  type LogComplaintBody,
} from '../../../domain/api/complaints-desk';
import type { ComplaintOutcome } from '../../../domain/complaints/complaint-codes';
import { apiRequest } from '../../lib/api/api-client';
import { opsKeys, postAction } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const complaintKeys = {
  register: (status: string) => [...opsKeys.all, 'complaints', status] as const,
  case: (id: number) => [...opsKeys.all, 'complaints', 'case', id] as const,
};

/** A complaint arriving from the app, or another operator's answer, changes the register while it is open. */
const REGISTER_REFRESH_MS = 30_000;

export type RegisterFilter = 'open' | 'all' | ComplaintCaseView['status'];

/** The register, nearest deadline first, filtered by status. */
export const complaintRegisterQuery = (status: RegisterFilter) =>
  queryOptions({
    queryKey: complaintKeys.register(status),
    queryFn: ({ signal }) =>
      apiRequest('/operator/complaints', { schema: complaintQueueResponse, query: { status }, signal }),
    refetchInterval: REGISTER_REFRESH_MS,
    staleTime: 0,
  });

/** A complaint: what was said, its clock, what was found, our answer. */
export const complaintCaseQuery = (id: number) =>
  queryOptions({
    queryKey: complaintKeys.case(id),
    queryFn: ({ signal }) => apiRequest(`/operator/complaints/${id}`, { schema: complaintCaseView, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const logComplaint = (body: LogComplaintBody, key: string) =>
  postAction('/operator/complaints', body, key, complaintCaseView);

/** Each action sent with its Idempotency-Key, answered with the complaint as it now stands. */
export const complaintActions = (id: number) => ({
  acknowledge: (_: object, key: string) =>
    postAction(`/operator/complaints/${id}/acknowledge`, {}, key, complaintCaseView),
  note: (body: { text: string }, key: string) =>
    postAction(`/operator/complaints/${id}/notes`, body, key, complaintCaseView),
  summary: (body: { text: string }, key: string) =>
    postAction(`/operator/complaints/${id}/summary-resolution`, body, key, complaintCaseView),
  final: (body: { outcome: ComplaintOutcome; redress: number; text: string }, key: string) =>
    postAction(`/operator/complaints/${id}/final-response`, body, key, complaintCaseView),
  close: (_: object, key: string) =>
    postAction(`/operator/complaints/${id}/close`, {}, key, complaintCaseView),
});
