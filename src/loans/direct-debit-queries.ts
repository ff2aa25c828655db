import { queryOptions } from '@tanstack/react-query';
import { dayChangePlanView, directDebitView } from '../../domain/api/direct-debit';
import { apiRequest } from '../lib/api/api-client';
import { loanKeys } from '../lib/queries/loan-queries';

/** The loan's Direct Debit: its mandate, next collection, collections and the Guarantee in the reader's words. */
export function directDebitQuery(memberId: number, loanId: number, lang: string) {
  return queryOptions({
    queryKey: [...loanKeys.member(memberId), 'direct-debit', loanId, lang] as const,
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/direct-debit`, { schema: directDebitView, signal }),
    enabled: memberId > 0 && loanId > 0,
  });
}

/** The schedule a new collection day would give, before the borrower confirms it. */
export function dayChangePlanQuery(memberId: number, loanId: number, day: number | null) {
  return queryOptions({
    queryKey: [...loanKeys.member(memberId), 'direct-debit-plan', loanId, day ?? 0] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/loan/${loanId}/direct-debit/day-change/plan`, {
        method: 'POST',
        body: { collectionDay: day },
        schema: dayChangePlanView,
        signal,
      }),
    enabled: day !== null && memberId > 0 && loanId > 0,
    staleTime: 0,
    retry: false,
  });
}
