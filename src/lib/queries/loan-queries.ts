import { queryOptions } from '@tanstack/react-query';
import {
  billsResponse,
  contractResponse,
  loanDetailResponse,
  loanListResponse,
  settlementResponse,
} from '../../../domain/api/loans';
import { repaymentListResponse } from '../../../domain/api/repayments';
import { apiRequest } from '../api/api-client';

export const loanKeys = {
  all: ['loan'] as const,
  /** Everything of one member's loans: invalidated after any action that changes a loan or its bills. */
  member: (memberId: number) => ['loan', memberId] as const,
  list: (memberId: number, page: number) => ['loan', memberId, 'list', page] as const,
  detail: (memberId: number, loanId: number) => ['loan', memberId, 'detail', loanId] as const,
  bills: (memberId: number, loanId: number) => ['loan', memberId, 'bills', loanId] as const,
  settlement: (memberId: number, loanId: number) => ['loan', memberId, 'settlement', loanId] as const,
  contract: (memberId: number, loanId: number, lang: string) =>
    ['loan', memberId, 'contract', loanId, lang] as const,
  repayments: (memberId: number, page: number) => ['loan', memberId, 'repayments', page] as const,
  /** The loan's book replayed from its ledger: payments received and where each penny went, arrears. */
  payments: (memberId: number, loanId: number) => ['loan', memberId, 'payments', loanId] as const,
  notices: (memberId: number, loanId: number) => ['loan', memberId, 'notices', loanId] as const,
  prepaymentPlan: (memberId: number, loanId: number, mode: string) =>
    ['loan', memberId, 'prepayment-plan', loanId, mode] as const,
  /** The application being written, as saved to the account ("Save and exit"). */
  draft: (memberId: number) => ['loan', memberId, 'draft'] as const,
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

/** Today's early-settlement figure; only a running (DISBURSED) loan has one, so callers enable it then. */
export function loanSettlementQuery(memberId: number, loanId: number, enabled = true) {
  return queryOptions({
    queryKey: loanKeys.settlement(memberId, loanId),
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/settlement`, { schema: settlementResponse, signal }),
    enabled: enabled && memberId > 0 && loanId > 0,
    // The figure changes with the day and with every confirmed payment: never show yesterday's as today's.
    staleTime: 0,
  });
}

/** The agreement in the reader's language: the server writes its text, so the language is in the key. */
export function loanContractQuery(memberId: number, loanId: number, lang: string, enabled = true) {
  return queryOptions({
    queryKey: loanKeys.contract(memberId, loanId, lang),
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/contract`, { schema: contractResponse, signal }),
    enabled: enabled && memberId > 0 && loanId > 0,
  });
}

/** The member's repayments (every loan), newest first. */
export function repaymentListQuery(memberId: number, page = 1) {
  return queryOptions({
    queryKey: loanKeys.repayments(memberId, page),
    queryFn: ({ signal }) =>
      apiRequest('/repayment/list', {
        query: { page, pageSize: 50 },
        schema: repaymentListResponse,
        signal,
      }),
    enabled: memberId > 0,
  });
}
