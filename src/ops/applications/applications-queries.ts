import { queryOptions } from '@tanstack/react-query';
import { operatorCreditFileResponse } from '../../../domain/api/credit';
import { applicationDetailResponse, applicationsResponse } from '../../../domain/api/operator';
import { asJudged, asQueue, opsKeys, QUEUE_PAGE_SIZE, read } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const applicationKeys = {
  queue: () => [...opsKeys.all, 'applications'] as const,
  application: (id: number) => [...opsKeys.all, 'application', id] as const,
  creditFile: (id: number) => [...opsKeys.all, 'credit-file', id] as const,
};

export const applicationsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.queue(),
    queryFn: read('/operator/applications', applicationsResponse, {
      status: 'PENDING_REVIEW',
      order: 'oldest',
      pageSize: QUEUE_PAGE_SIZE,
    }),
    ...asQueue,
  });

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.application(id),
    queryFn: read(`/operator/applications/${id}`, applicationDetailResponse),
    ...asJudged,
  });

/** The credit file beside an application: read afresh when the application is opened, like the item. */
export const creditFileQuery = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.creditFile(id),
    queryFn: read(`/operator/applications/${id}/credit-file`, operatorCreditFileResponse),
    ...asJudged,
  });
