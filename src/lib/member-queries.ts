import { queryOptions } from '@tanstack/react-query';
import { memberSchema } from '../../domain/api/members';
import { apiRequest } from './api-client';

export const memberKeys = {
  all: ['member'] as const,
  info: (id: number) => ['member', id, 'info'] as const,
};

export function memberInfoQuery(id: number) {
  return queryOptions({
    queryKey: memberKeys.info(id),
    queryFn: ({ signal }) => apiRequest(`/member/${id}/info`, { schema: memberSchema, signal }),
    enabled: id > 0,
  });
}
