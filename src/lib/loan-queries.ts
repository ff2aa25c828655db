import { queryOptions } from '@tanstack/react-query';
import { billsResponse, loanDetailResponse, loanListResponse } from '../../domain/api/loans';
import { apiRequest } from './api-client';

export const loanKeys = {
  all: ['loan'] as const,
  list: (memberId: number, page: number) => ['loan', memberId, 'list', page] as const,
  detail: (memberId: number, loanId: number) => ['loan', memberId, 'detail', loanId] as const,
  bills: (memberId: number, loanId: number) => ['loan', memberId, 'bills', loanId] as const,
};

export function loanListQuery(memberId: number, page = 1) {
  return queryOptions({
    queryKey: loanKeys.list(memberId, page),
    queryFn: ({ signal }) =>
      apiRequest('/loan/list', { query: { page, pageSize: 20 }, schema: loanListResponse, signal }),
    enabled: memberId > 0,
  });
}

export function loanDetailQuery(memberId: number, loanId: number) {
  return queryOptions({
    queryKey: loanKeys.detail(memberId, loanId),
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/detail`, { schema: loanDetailResponse, signal }),
    enabled: memberId > 0 && loanId > 0,
  });
}

export function loanBillsQuery(memberId: number, loanId: number) {
  return queryOptions({
    queryKey: loanKeys.bills(memberId, loanId),
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/bills`, { schema: billsResponse, signal }),
    enabled: memberId > 0 && loanId > 0,
  });
}
