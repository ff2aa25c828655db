import { queryOptions } from '@tanstack/react-query';
import { usdtRateStatusResponse } from '../../../domain/api/usdt';
import { apiRequest } from '../../lib/api/api-client';
import type { Language } from '../../lib/i18n/language';
import { opsKeys } from '../shared/ops-queries';

/**
 * The GBP→USDT rate in Settings (decision 098): the one in force, whether it may be used (its refusal in
 * the reader's language, hence the language in the key), the latest set. Under `ops`: never persisted.
 */
export const usdtRateQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...opsKeys.all, 'usdt-rate', lang] as const,
    queryFn: ({ signal }) => apiRequest('/operator/usdt-rate', { schema: usdtRateStatusResponse, signal }),
    // A rate ages by the minute, and another operator may set one.
    refetchInterval: 60_000,
    staleTime: 0,
  });

/** Sets the rate; `confirmMove` once the operator has agreed to a move above 5%. */
export function setUsdtRate(body: { rate: string; confirmMove?: boolean }, key: string) {
  return apiRequest('/operator/usdt-rate', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
    schema: usdtRateStatusResponse,
  });
}
