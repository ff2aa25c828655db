import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { borrowerPage, borrowerSearchResponse, notesResponse } from '../../../domain/api/borrowers';
import { ledgerResponse } from '../../../domain/api/servicing';
import { apiRequest } from '../../lib/api/api-client';
import type { Language } from '../../lib/i18n/language';
import { opsKeys } from '../shared/ops-queries';

/**
 * The borrower desk's reads, under `ops` like every console key: never persisted (decision 080). The page
 * is read once per opening and not again on focus or reconnect, since every read of it is written to the
 * audit log as a view: a refetch would log views nobody made.
 */
export const borrowerKeys = {
  search: (q: string, after: string | undefined) =>
    [...opsKeys.all, 'borrowers', 'search', q, after ?? ''] as const,
  page: (memberId: number, lang: Language) => [...opsKeys.all, 'borrowers', 'page', memberId, lang] as const,
  notes: (memberId: number) => [...opsKeys.all, 'borrowers', 'notes', memberId] as const,
  ledger: (loanId: number) => [...opsKeys.all, 'borrowers', 'ledger', loanId] as const,
};

export const SEARCH_PAGE_SIZE = 20;

export const borrowerSearchQuery = (q: string, after: string | undefined) =>
  queryOptions({
    queryKey: borrowerKeys.search(q, after),
    queryFn: ({ signal }) =>
      apiRequest('/operator/borrowers', {
        schema: borrowerSearchResponse,
        query: { q, pageSize: SEARCH_PAGE_SIZE, after },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const borrowerPageQuery = (memberId: number, lang: Language) =>
  queryOptions({
    queryKey: borrowerKeys.page(memberId, lang),
    queryFn: ({ signal }) => apiRequest(`/operator/borrowers/${memberId}`, { schema: borrowerPage, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const NOTES_PAGE_SIZE = 50;

export const notesQuery = (memberId: number) =>
  queryOptions({
    queryKey: borrowerKeys.notes(memberId),
    queryFn: ({ signal }) =>
      apiRequest(`/operator/borrowers/${memberId}/notes`, {
        schema: notesResponse,
        query: { pageSize: NOTES_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
  });

/** A loan's book and ledger, through the route the Arrears queue reads them from. */
export const loanLedgerQuery = (loanId: number) =>
  queryOptions({
    queryKey: borrowerKeys.ledger(loanId),
    queryFn: ({ signal }) =>
      apiRequest(`/operator/loans/${loanId}/ledger`, { schema: ledgerResponse, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
