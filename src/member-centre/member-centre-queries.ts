import { queryOptions } from '@tanstack/react-query';
import { draftResponse, statusResponse } from '../../domain/api/loans';
import { apiRequest } from '../lib/api/api-client';

export const memberCentreKeys = {
  draft: (memberId: number) => ['loan', memberId, 'draft'] as const,
};

/** The server's copy of the wizard draft: only whether there is one, and when it was saved, is read here. */
export function serverDraftQuery(memberId: number) {
  return queryOptions({
    queryKey: memberCentreKeys.draft(memberId),
    queryFn: ({ signal }) => apiRequest('/loan/draft', { schema: draftResponse, signal }),
    enabled: memberId > 0,
    meta: { silent: true },
  });
}

/** Asks the lender to make a lapsed offer again: the application goes back to review. */
export function restoreOffer(loanId: number) {
  return apiRequest(`/loan/${loanId}/restore`, { method: 'POST', schema: statusResponse });
}
