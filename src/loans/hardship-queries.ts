import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api/api-client';
import { contract } from '../lib/api/contracts';
import { loanKeys } from '../lib/queries/loan-queries';

/** Under the member's loans: refreshed with them after any action, sealed with them on the device. */
export const hardshipKey = (memberId: number, loanId: number, lang: string) =>
  [...loanKeys.member(memberId), 'hardship', loanId, lang] as const;

/**
 * The loan's request for help, the offer waiting for the borrower and the arrangement in force, with the
 * variation's words in the reader's language (hence the language in the key). Checked by name (decision
 * 013): the contract's module also holds the operators' queue, which the loan page has no use for.
 */
export function hardshipQuery(memberId: number, loanId: number, lang: string, enabled = true) {
  return queryOptions({
    queryKey: hardshipKey(memberId, loanId, lang),
    queryFn: ({ signal }) =>
      apiRequest(`/loan/${loanId}/hardship`, {
        schema: contract('hardship', 'borrowerHardshipView'),
        signal,
      }),
    enabled: enabled && memberId > 0 && loanId > 0,
  });
}
