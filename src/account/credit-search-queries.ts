import { queryOptions } from '@tanstack/react-query';
import { creditSearchesResponse } from '../../domain/api/credit';
import { apiRequest } from '../lib/api/api-client';

/**
 * The searches of a credit reference agency made on the member. Under the member's own root (`member`, then
 * their id), so the screen is sealed on the device with their other screens and opens offline (decision 093).
 */
export const creditSearchKeys = {
  list: (memberId: number) => ['member', memberId, 'credit-searches'] as const,
};

export function creditSearchesQuery(memberId: number) {
  return queryOptions({
    queryKey: creditSearchKeys.list(memberId),
    queryFn: ({ signal }) =>
      apiRequest('/member/credit-searches', { schema: creditSearchesResponse, signal }),
    enabled: memberId > 0,
  });
}
