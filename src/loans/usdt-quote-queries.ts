import { queryOptions } from '@tanstack/react-query';
import { usdtQuoteView } from '../../domain/api/usdt';
import { apiRequest } from '../lib/api/api-client';
import type { RepaymentTarget } from './loan-mutations';

/**
 * The USDT to send for a target (decision 098). Its own root, not `loan`: a figure that holds for minutes
 * is never kept on the device for a later visit (src/offline/member-screens-copy.ts keeps `loan` screens).
 * Each fetch is a new quote stored by the server, so it is asked only when the target changes or the
 * borrower refreshes — never on focus, reconnect or a timer.
 */
export const usdtQuoteKeys = {
  all: ['usdt-quote'] as const,
  of: (memberId: number, target: RepaymentTarget) =>
    [
      'usdt-quote',
      memberId,
      'billIds' in target ? target.billIds.join(',') : `settle:${target.loanId}`,
    ] as const,
};

export function usdtQuoteQuery(memberId: number, target: RepaymentTarget | null) {
  return queryOptions({
    queryKey: target ? usdtQuoteKeys.of(memberId, target) : [...usdtQuoteKeys.all, memberId, 'none'],
    queryFn: ({ signal }) =>
      apiRequest('/repayment/usdt-quote', { method: 'POST', body: target, schema: usdtQuoteView, signal }),
    enabled: memberId > 0 && target !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A refusal (no rate today) is shown in the panel, beside the figure it is about: no toast.
    meta: { silent: true },
  });
}
