import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/first-paint/hydration';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { quoteConfigQuery } from '../../lib/queries/config-queries';
import { QuoteCalculator } from '../../ui/calculator/quote-calculator';
import { RepresentativeExample, useRatesFrom } from '../../ui/calculator/representative-example';
import { arrowForward } from '../../ui/icons/arrow-forward';
import { calculatorOutline } from '../../ui/icons/calculator-outline';
import '../../theme/pages.css';
import { isLoggedIn, useUser } from '../../lib/stores/session-store';
import { Icon } from '../../ui/icon';
import { HomeBelowFold } from './home-below-fold';

// A signed-in borrower's own loan, first; its code is fetched only for them (a visitor never loads it).
const YourLoanCard = lazy(() => import('./your-loan-card'));

export function HomeScreen() {
  const ratesFrom = useRatesFrom();
  const lang = useLanguage();
  const answer = useQuery(quoteConfigQuery()).data;
  const hydrated = useHydrated();
  const config = hydrated ? answer : undefined;
  const signedIn = isLoggedIn(useUser());
  const range = config
    ? {
        min: formatAmount(config.minimumAmount, lang, true),
        max: formatAmount(config.maximumAmount, lang, true),
      }
    : null;
  return (
    <div className="page" data-testid="home">
      {hydrated && signedIn ? (
        <Suspense fallback={null}>
          <YourLoanCard />
        </Suspense>
      ) : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow" data-testid="loan-range">
              {range ? (
                <Trans>
                  Unsecured personal loans of {range.min} to {range.max}
                </Trans>
              ) : (
                <Trans>Unsecured personal loans</Trans>
              )}
            </p>
            <h1 id="hero-title" className="hero__title">
              <Trans>Borrow with the whole cost in plain sight</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                Fixed rates, fixed repayments and no fees to apply. See your figures in seconds; checking
                costs nothing and does not touch your credit score.
              </Trans>
            </p>
            <p className="hero__rate" data-testid="rates-from">
              {ratesFrom ? (
                <Trans>
                  Rates from <strong>{ratesFrom}</strong> a year, fixed
                </Trans>
              ) : (
                // Keeps the line's height until the rates arrive, so nothing below it moves.
                <span className="hero__rate-placeholder" aria-hidden="true">
                  {'\u00a0'}
                </span>
              )}
            </p>
            <div className="button-row button-row--start">
              <Link to="/booking" className="button button--light">
                <Icon icon={calculatorOutline} aria-hidden="true" />
                <Trans>Get a quote</Trans>
              </Link>
              <Link to="/learn-more" className="button button--ghost">
                <Trans>How our loans work</Trans>
                <Icon icon={arrowForward} aria-hidden="true" />
              </Link>
            </div>
          </div>
          <div className="hero__calc">
            <QuoteCalculator />
          </div>
        </div>
      </section>
      <div className="page__body">
        <RepresentativeExample />
        {/* In the same render as the hero, not behind a lazy boundary: its code is in the home chunk anyway,
            and revealed on its own it cost a second commit and a second layout of the whole page, held
            back 300 ms by React's reveal throttle, on a phone still busy starting the app. */}
        <HomeBelowFold />
      </div>
    </div>
  );
}
