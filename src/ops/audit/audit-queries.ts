import { queryOptions } from '@tanstack/react-query';
import { auditResponse } from '../../../domain/api/operator';
import { opsKeys, read } from '../shared/ops-queries';

export interface AuditFilters {
  operatorId?: number;
  action?: string;
  memberId?: number;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const auditKeys = {
  page: (filters: AuditFilters, after: string | undefined) =>
    [...opsKeys.all, 'audit', filters, after ?? ''] as const,
};

/**
 * A page of the audit log: the first, or the one after the cursor the page before ended with (`next`).
 * The log is read by key, not by page number, so a page deep in a long log costs what the first does.
 */
export const auditQuery = (filters: AuditFilters, after: string | undefined) =>
  queryOptions({
    queryKey: auditKeys.page(filters, after),
    queryFn: read('/operator/audit', auditResponse, { ...filters, after, pageSize: AUDIT_PAGE_SIZE }),
    staleTime: 0,
  });
