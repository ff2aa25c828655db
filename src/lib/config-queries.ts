import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ConfigItem } from '../../domain/api/config';
import { apiRequest } from './api-client';
import { contract } from './contracts';
import { isFirstRenderDone, isShowingPaintedPage } from './first-render';
import { parseQuoteConfig, type QuoteConfig, quoteConfigCodes } from './quote-config';
import { readOrShowSavedCopy } from './saved-copy';
import { local, readJson, writeJson } from './storage';
import { waitBriefly } from './wait-briefly';

export const configKeys = {
  quote: () => ['config', 'quote'] as const,
};

// The last config seen, kept beyond the query cache's one-day life: an offline calculator shows the last
// real rates (with their date), never invented ones.
const LAST_CONFIG_KEY = 'quaysideLastQuoteConfig';

interface StoredConfig {
  config: QuoteConfig;
  at: number;
}

function readLastConfig(): StoredConfig | undefined {
  return readJson<StoredConfig | undefined>(
    local,
    LAST_CONFIG_KEY,
    (value) => {
      if (!value || typeof value !== 'object') return undefined;
      const { config, at } = value as Partial<StoredConfig>;
      if (!config || typeof at !== 'number') return undefined;
      const items = [
        { configCode: 'LOAN_MINIMUM_AMOUNT', configValue: String(config.minimumAmount) },
        { configCode: 'LOAN_MAXIMUM_AMOUNT', configValue: String(config.maximumAmount) },
        { configCode: 'LOAN_YEAR_RATE', configValue: String(config.yearRate) },
        { configCode: 'LOAN_SETTLEMENT_YEAR_RATE', configValue: String(config.rates?.ONE_TIME) },
        { configCode: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', configValue: String(config.rates?.EQUAL_INSTALLMENT) },
        { configCode: 'LOAN_INTEREST_FIRST_YEAR_RATE', configValue: String(config.rates?.INTEREST_FIRST) },
        { configCode: 'CUSTOMER_SERVICE_ADDRESS', configValue: String(config.chatAddress ?? '') },
      ];
      const parsed = parseQuoteConfig(items);
      return parsed ? { config: parsed, at } : undefined;
    },
    undefined,
  );
}

/** Loan limits, the method rates and the chat address: public, the same in every language. */
export function quoteConfigQuery() {
  return queryOptions({
    queryKey: configKeys.quote(),
    queryFn: (context) =>
      readOrShowSavedCopy(
        context,
        async (): Promise<QuoteConfig | null> => {
          const items = await apiRequest('/config/getValue', {
            query: { configCodes: quoteConfigCodes.join(',') },
            schema: contract('config', 'configValues'),
            signal: context.signal,
          });
          const config = parseQuoteConfig(items);
          if (config) writeJson(local, LAST_CONFIG_KEY, { config, at: Date.now() } satisfies StoredConfig);
          return config;
        },
        (copy) => parseQuoteConfig(copy as ConfigItem[]),
      ),
    initialData: () => readLastConfig()?.config,
    initialDataUpdatedAt: () => readLastConfig()?.at,
    staleTime: 5 * 60 * 1000,
    // The calculator says itself when it has no figures; a toast on every page would only repeat it.
    meta: { silent: true },
  });
}

/**
 * A calculator page's loader (/booking and the loan pages).
 * - Inside the app: warms the config; the answer is usually in before the page shows.
 * - The page the app opens on, already on screen from index.html (the loan pages): the app's first render
 *   waits up to 1.5 s for the figures, as /home does, unless a saved copy is at hand to show meanwhile.
 *   Rendered without them, the calculator and the representative example were drawn again a moment
 *   later: a second commit and layout of the whole page while the phone was still starting the app.
 * - The page the app opens on, with nothing painted (/booking, or a paint skipped): nothing here. The
 *   answer, and the validation of it, landed in the middle of the first render and held back the first
 *   paint (Lighthouse: LCP of /borrow/personal-loan 2.6 → 2.3 s, before it was painted from index.html),
 *   so the page's own query asks once it has painted.
 */
export function loadQuoteConfig(queryClient: QueryClient): Promise<void> | undefined {
  const firstPage = !isFirstRenderDone();
  if (firstPage && !isShowingPaintedPage()) return undefined;
  const prefetch = queryClient.prefetchQuery(quoteConfigQuery());
  // The query's initial data is the last config saved on this device, if any.
  const saved = queryClient.getQueryData(configKeys.quote()) !== undefined;
  return firstPage && !saved ? waitBriefly([prefetch], 1500) : undefined;
}
