import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { contract } from '../api/contracts';
import type { Language } from '../i18n/language';
import { readOrShowSavedCopy } from './saved-copy';

export const shellKeys = {
  brand: (lang: Language) => ['config', 'brand', lang] as const,
};

export function brandQuery(lang: Language) {
  return queryOptions({
    queryKey: shellKeys.brand(lang),
    queryFn: (context) =>
      readOrShowSavedCopy(context, () =>
        apiRequest('/config/brand', { schema: contract('config', 'brandInfo'), signal: context.signal }),
      ),
    staleTime: 60 * 60 * 1000,
    // The footer can live without it; a failure should not toast on every page.
    meta: { silent: true },
  });
}
