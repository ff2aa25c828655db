import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ConfigItem } from '../../../domain/api/config';
import { apiRequest } from '../api/api-client';
import { contract } from '../api/contracts';
import { parseQuoteConfig, type QuoteConfig, quoteConfigCodes } from '../quote/quote-config';
import { local, readJson, writeJson } from '../stores/storage';
import { readOrShowSavedCopy } from './saved-copy';

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
 * A calculator page's loader (/booking and the loan pages): asks for the config and never holds the page
 * for it. The calculator shows its loading state until the answer is in; on a page rendered at build time
 * that is also what the HTML already shows, so the figures simply fill in.
 */
export function loadQuoteConfig(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(quoteConfigQuery());
}
