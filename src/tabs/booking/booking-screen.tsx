import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { QuoteCalculator } from '../../ui/calculator/quote-calculator';
import { RepresentativeExample } from '../../ui/calculator/representative-example';
import { EligibilityCard } from '../../ui/lending/eligibility-card';
import { PromisesList } from '../../ui/lending/promises-list';
import { TimeRulesCard } from '../../ui/lending/time-rules-card';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';

/** The booking tab: the calculator, who can apply, and the way into the application. */
export function BookingScreen() {
  return (
    <Screen
      title={<Trans>Get a quote</Trans>}
      lead={<Trans>Move the slider, pick a term and a way to repay: the figures update as you go.</Trans>}
      testId="booking"
    >
      <div className="two-col">
        <div className="two-col__main">
          <QuoteCalculator title={<Trans>Your loan</Trans>} />
          <RepresentativeExample />
        </div>
        <aside className="two-col__side">
          <EligibilityCard />
          <TimeRulesCard />
          <p className="muted small">
            <Trans>
              Not sure which loan suits you?{' '}
              <Link to="/borrow/personal-loan" className="text-link">
                Compare our loans
              </Link>
              .
            </Trans>
          </p>
        </aside>
      </div>
      <PromisesList />
    </Screen>
  );
}
