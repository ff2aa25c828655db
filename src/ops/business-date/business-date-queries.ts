import { queryOptions } from '@tanstack/react-query';
import { businessDateMoveResponse, businessDateResponse } from '../../../domain/api/servicing-days';
import { apiRequest } from '../../lib/api/api-client';
import { opsKeys } from '../shared/ops-queries';

/** The business date the book runs on, and its latest close of business. Under `ops`: never persisted. */
export const businessDateQuery = () =>
  queryOptions({
    queryKey: [...opsKeys.all, 'business-date'] as const,
    queryFn: ({ signal }) => apiRequest('/operator/business-date', { schema: businessDateResponse, signal }),
    // Another operator may move it, and close of business moves it at midnight.
    refetchInterval: 60_000,
    staleTime: 0,
  });

/** Moves the date forward (not in production): the answer lists each day closed, in order. */
export function moveBusinessDate(date: string) {
  return apiRequest('/operator/business-date', {
    method: 'POST',
    body: { date },
    schema: businessDateMoveResponse,
    // Closing many days can take a while on a large book.
    timeoutMs: 300_000,
  });
}
