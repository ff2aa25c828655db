import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatRatePercent } from '../../../domain/money';
import { useHydrated } from '../../lib/first-paint/hydration';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { quoteConfigQuery } from '../../lib/queries/config-queries';
import { lowestRate, representativeExample, todayInLondon } from '../../lib/quote/quote-figures';

/**
 * The representative example required beside any advertised rate. Every number is computed from the
 * configured rates with the same code as a quote; with no config loaded the example is left out rather
 * than filled with a guess.
 */
export function RepresentativeExample() {
  const answer = useQuery(quoteConfigQuery()).data;
  const config = useHydrated() ? answer : undefined;
  const lang = useLanguage();
  const example = useMemo(() => (config ? representativeExample(config, todayInLondon()) : null), [config]);
  if (!config || !example) {
    return (
      <p className="rep-example rep-example--empty" data-testid="representative-example">
        <Trans>The representative example appears here once today's rates have loaded.</Trans>
      </p>
    );
  }
  const amount = formatAmount(example.amount, lang, true);
  const months = example.termMonths;
  const rate = formatRatePercent(example.annualRate);
  const apr = `${example.apr}%`;
  const monthly = formatAmount(example.instalment, lang);
  const total = formatAmount(example.totalPayable, lang);
  return (
    <p className="rep-example" data-testid="representative-example">
      <strong>
        <Trans>Representative example:</Trans>
      </strong>
      {/* A Chinese full-width colon carries its own space. */}
      {lang === 'en' ? ' ' : null}
      <Trans>
        borrowing {amount} over {months} months at a fixed interest rate of {rate} a year gives a
        representative APR of {apr}. You would repay {monthly} a month, {total} in total.
      </Trans>
    </p>
  );
}

/** "Rates from": the lowest configured rate, or nothing at all while none is known. */
export function useRatesFrom(): string | null {
  const answer = useQuery(quoteConfigQuery()).data;
  const config = useHydrated() ? answer : undefined;
  return config ? formatRatePercent(lowestRate(config)) : null;
}
