import { queryOptions } from '@tanstack/react-query';
import { incomeProofResponse } from '../../domain/api/income-proof';
import { apiRequest } from '../lib/api/api-client';
import { loanKeys } from '../lib/queries/loan-queries';

/** Under the member's loan keys, so whatever refreshes their loans refreshes this too. */
export const incomeProofKey = (memberId: number, loanId: number) =>
  [...loanKeys.member(memberId), 'income-proof', loanId] as const;

/** Whether the application asks for proof of income, and the documents it holds. */
export function incomeProofQuery(memberId: number, loanId: number) {
  return queryOptions({
    queryKey: incomeProofKey(memberId, loanId),
    queryFn: ({ signal }) =>
      apiRequest(`/loan/${loanId}/income-proof`, { schema: incomeProofResponse, signal }),
    enabled: memberId > 0 && loanId > 0,
  });
}
