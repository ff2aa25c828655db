import { queryOptions } from '@tanstack/react-query';
import { payoutsResponse } from '../../../domain/api/operator';
import { asQueue, opsKeys, QUEUE_PAGE_SIZE, read } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const payoutKeys = { queue: () => [...opsKeys.all, 'payouts'] as const };

export const payoutsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.queue(),
    queryFn: read('/operator/payouts', payoutsResponse, { pageSize: QUEUE_PAGE_SIZE }),
    ...asQueue,
  });
