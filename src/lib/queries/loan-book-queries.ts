import { queryOptions } from '@tanstack/react-query';
import { paymentsResponse, prepaymentPlanResponse } from '../../../domain/api/servicing';
import { statutoryNoticesResponse } from '../../../domain/api/servicing-days';
import type { PrepaymentMode } from '../../../domain/servicing/ledger-codes';
import { apiRequest } from '../api/api-client';
import { loanKeys } from './loan-queries';

// A paid-out loan's book and its notices, apart from loan-queries.ts: their contracts are read only by the
// screens of a running loan, and every other screen that lists loans would otherwise carry them.

/**
 * A running loan's book as its ledger replays on the business date: every payment received and where each
 * penny of it went, credit held, arrears (decision 092). The one source of the figures the borrower reads.
 */
export function loanPaymentsQuery(memberId: number, loanId: number, enabled = true) {
  return queryOptions({
    queryKey: loanKeys.payments(memberId, loanId),
    queryFn: ({ signal }) => apiRequest(`/loan/${loanId}/payments`, { schema: paymentsResponse, signal }),
    enabled: enabled && memberId > 0 && loanId > 0,
  });
}

/** What paying credit held off principal now would make of the schedule, before the borrower chooses. */
export function prepaymentPlanQuery(memberId: number, loanId: number, mode: PrepaymentMode | null) {
  return queryOptions({
    queryKey: loanKeys.prepaymentPlan(memberId, loanId, mode ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/loan/${loanId}/prepayment-plan`, {
        query: { mode: mode ?? undefined },
        schema: prepaymentPlanResponse,
        signal,
      }),
    enabled: mode !== null && memberId > 0 && loanId > 0,
    // The plan is today's: never shown from yesterday.
    staleTime: 0,
  });
}

/** The statutory notices sent on the loan (arrears, default), whole and as sent: kept to read and print. */
export function loanNoticesQuery(memberId: number, loanId: number) {
  return queryOptions({
    queryKey: loanKeys.notices(memberId, loanId),
    queryFn: ({ signal }) =>
      apiRequest(`/loan/${loanId}/notices`, { schema: statutoryNoticesResponse, signal }),
    enabled: memberId > 0 && loanId > 0,
  });
}
