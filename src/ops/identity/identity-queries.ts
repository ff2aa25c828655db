import { queryOptions } from '@tanstack/react-query';
import { kycItem, kycResponse } from '../../../domain/api/operator';
import { asJudged, asQueue, opsKeys, QUEUE_PAGE_SIZE, read } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const identityKeys = {
  queue: () => [...opsKeys.all, 'kyc'] as const,
  of: (memberId: number) => [...opsKeys.all, 'kyc', memberId] as const,
};

export const kycQueueQuery = () =>
  queryOptions({
    queryKey: identityKeys.queue(),
    queryFn: read('/operator/kyc', kycResponse, { order: 'oldest', pageSize: QUEUE_PAGE_SIZE }),
    ...asQueue,
  });

export const kycOfQuery = (memberId: number) =>
  queryOptions({
    queryKey: identityKeys.of(memberId),
    queryFn: read(`/operator/kyc/${memberId}`, kycItem),
    ...asJudged,
  });
