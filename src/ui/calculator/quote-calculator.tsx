import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { formatRatePercent } from '../../../domain/money';
import { useHydrated } from '../../lib/first-paint/hydration';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { quoteConfigQuery } from '../../lib/queries/config-queries';
import type { QuoteConfig } from '../../lib/quote/quote-config';
import {
  AMOUNT_STEP,
  clampAmount,
  type QuoteInput,
  quoteFigures,
  TERM_CHOICES,
  todayInLondon,
} from '../../lib/quote/quote-figures';
import { DataAsOf } from '../data-as-of';
import { Icon } from '../icon';
import { alertCircleOutline } from '../icons/alert-circle-outline';
import { arrowForward } from '../icons/arrow-forward';
import { shieldCheckmarkOutline } from '../icons/shield-checkmark-outline';
import { methodLabels, methodOrder } from './method-labels';

export interface CalculatorPreset {
  amount: number;
  termMonths: number;
  method: RepaymentMethod;
}

export const defaultPreset: CalculatorPreset = {
  amount: 500_000,
  termMonths: 36,
  method: 'EQUAL_INSTALLMENT',
};

interface Props {
  preset?: CalculatorPreset;
  /** Heading of the card; the home page and the booking tab use different ones. */
  title?: ReactNode;
  /** Show "apply" under the figures (the booking tab and the loan pages). */
  showApply?: boolean;
}

/**
 * The quote calculator: amount, term and method in, the figures a quote would show out. Every figure comes
 * from domain/ (the server's own schedule and APR code) and the configured rates, so it works offline on
 * the last rates seen; with no rates ever loaded it stays disabled and says why.
 */
export function QuoteCalculator({ preset = defaultPreset, title, showApply = true }: Props) {
  const query = useQuery(quoteConfigQuery());
  // Until hydrated, the calculator is what the build rendered: loading (lib/first-paint/hydration.ts).
  const hydrated = useHydrated();
  const config = hydrated ? (query.data ?? null) : null;
  return (
    <section className="calc card" aria-labelledby="calc-title" data-testid="quote-calculator">
      <h2 id="calc-title" className="calc__title">
        {title ?? <Trans>Work out your repayments</Trans>}
      </h2>
      {config ? <DataAsOf query={query} /> : null}
      {config ? (
        <CalculatorBody config={config} preset={preset} showApply={showApply} />
      ) : (
        // Loading until the answer fails: the first render comes before the fetch has started, and
        // showing "unavailable" there (then "loading", then the figures) made the page jump twice.
        <CalculatorUnavailable loading={!hydrated || !query.isError} />
      )}
    </section>
  );
}

function CalculatorUnavailable({ loading }: { loading: boolean }) {
  return (
    <div className="calc__unavailable" data-testid="calculator-unavailable" aria-busy={loading}>
      <Icon icon={alertCircleOutline} aria-hidden="true" />
      <p>
        {loading ? (
          <Trans>Loading today's rates…</Trans>
        ) : (
          <Trans>
            The calculator needs today's rates and we have not been able to load them yet. Check your
            connection and try again; we never show figures we cannot stand behind.
          </Trans>
        )}
      </p>
    </div>
  );
}

function CalculatorBody({
  config,
  preset,
  showApply,
}: {
  config: QuoteConfig;
  preset: CalculatorPreset;
  showApply: boolean;
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const ids = useId();
  const [input, setInput] = useState<QuoteInput>(() => ({
    amount: clampAmount(preset.amount, config),
    termMonths: TERM_CHOICES.includes(preset.termMonths) ? preset.termMonths : 36,
    method: preset.method,
  }));
  // The range can change under the slider when new config arrives; the amount follows it.
  const amount = clampAmount(input.amount, config);
  const figures = useMemo(
    () => quoteFigures({ ...input, amount }, config, todayInLondon()),
    [input, amount, config],
  );
  const money = (minor: number) => formatAmount(minor, lang);
  const amountText = formatAmount(amount, lang, true);
  const rate = formatRatePercent(figures.annualRate);
  const apr = `${figures.apr}%`;

  return (
    <div className="calc__body">
      <div className="calc__field">
        <div className="calc__label-row">
          <label htmlFor={`${ids}-amount`} className="calc__label">
            <Trans>How much would you like to borrow?</Trans>
          </label>
          <output htmlFor={`${ids}-amount`} className="calc__amount" data-testid="calc-amount-value">
            {amountText}
          </output>
        </div>
        <input
          id={`${ids}-amount`}
          type="range"
          className="calc__range"
          min={config.minimumAmount}
          max={config.maximumAmount}
          step={AMOUNT_STEP}
          value={amount}
          aria-valuetext={amountText}
          data-testid="calc-amount"
          onChange={(event) => setInput((current) => ({ ...current, amount: Number(event.target.value) }))}
        />
        <div className="calc__range-ends" aria-hidden="true">
          <span>{formatAmount(config.minimumAmount, lang, true)}</span>
          <span>{formatAmount(config.maximumAmount, lang, true)}</span>
        </div>
      </div>

      <fieldset className="calc__field calc__fieldset">
        <legend className="calc__label">
          <Trans>Over how long?</Trans>
        </legend>
        <div className="choice-row choice-row--terms">
          {TERM_CHOICES.map((months) => {
            const years = months / 12;
            return (
              <label key={months} className="choice" data-testid={`calc-term-${months}`}>
                <input
                  type="radio"
                  name={`${ids}-term`}
                  value={months}
                  checked={input.termMonths === months}
                  onChange={() => setInput((current) => ({ ...current, termMonths: months }))}
                />
                <span>
                  {/* A select on the number, not a plural: Lingui formats every plural's count with an
                      Intl.NumberFormat, and making the first one costs a phone tens of milliseconds of
                      start-up, for a digit from 1 to 5. English needs its singular for 1 only. */}
                  <Select value={years === 1 ? 'single' : 'several'} _single="1 yr" other={`${years} yrs`} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="calc__field calc__fieldset">
        <legend className="calc__label">
          <Trans>How would you like to repay?</Trans>
        </legend>
        <div className="choice-list">
          {methodOrder.map((method) => (
            <label key={method} className="choice choice--wide" data-testid={`calc-method-${method}`}>
              <input
                type="radio"
                name={`${ids}-method`}
                value={method}
                checked={input.method === method}
                onChange={() => setInput((current) => ({ ...current, method }))}
              />
              <span className="choice__text">
                <span className="choice__name">{i18n._(methodLabels[method].name)}</span>
                <small>{i18n._(methodLabels[method].hint)}</small>
              </span>
              <span className="choice__rate">{formatRatePercent(config.rates[method])}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="calc__results" aria-live="polite" data-testid="calc-results">
        <div className="calc__headline">
          <span className="calc__headline-label">
            {figures.method === 'ONE_TIME' ? (
              <Trans>One repayment at the end</Trans>
            ) : figures.method === 'INTEREST_FIRST' ? (
              <Trans>Monthly interest payment</Trans>
            ) : (
              <Trans>Monthly repayment</Trans>
            )}
          </span>
          <strong className="calc__headline-value" data-testid="calc-monthly">
            {money(figures.method === 'ONE_TIME' ? figures.finalPayment : figures.instalment)}
          </strong>
        </div>
        <dl className="facts calc__facts">
          {figures.method === 'INTEREST_FIRST' ? (
            <div>
              <dt>
                <Trans>Final payment</Trans>
              </dt>
              <dd data-testid="calc-final">{money(figures.finalPayment)}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Total amount payable</Trans>
            </dt>
            <dd data-testid="calc-total">{money(figures.totalPayable)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total interest</Trans>
            </dt>
            <dd data-testid="calc-interest">{money(figures.totalInterest)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Interest rate (fixed)</Trans>
            </dt>
            <dd data-testid="calc-rate">{t`${rate} a year`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Representative APR</Trans>
            </dt>
            <dd data-testid="calc-apr">{apr}</dd>
          </div>
        </dl>
      </div>
      <p className="calc__note">
        <Icon icon={shieldCheckmarkOutline} aria-hidden="true" />
        <span>
          <Trans>
            An illustration, not an offer. Getting a personal quote is a soft search: it has no effect on your
            credit score and you are under no obligation.
          </Trans>
        </span>
      </p>
      {showApply ? (
        <div className="button-row button-row--start">
          <Link
            to="/apply"
            search={{ amount, term: input.termMonths, method: input.method }}
            className="button button--primary"
            data-testid="calc-apply"
          >
            <Trans>Apply for {amountText}</Trans>
            <Icon icon={arrowForward} aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
