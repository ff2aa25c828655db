import { queryOptions } from '@tanstack/react-query';
import { repaymentDetailResponse, repaymentsResponse } from '../../../domain/api/operator';
import { asJudged, asQueue, opsKeys, QUEUE_PAGE_SIZE, read } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const repaymentKeys = {
  queue: () => [...opsKeys.all, 'repayments'] as const,
  repayment: (id: number) => [...opsKeys.all, 'repayment', id] as const,
};

export const repaymentsQueueQuery = () =>
  queryOptions({
    queryKey: repaymentKeys.queue(),
    queryFn: read('/operator/repayments', repaymentsResponse, {
      status: 'PENDING',
      order: 'oldest',
      pageSize: QUEUE_PAGE_SIZE,
    }),
    ...asQueue,
  });

export const repaymentQuery = (id: number) =>
  queryOptions({
    queryKey: repaymentKeys.repayment(id),
    queryFn: read(`/operator/repayments/${id}`, repaymentDetailResponse),
    ...asJudged,
  });
