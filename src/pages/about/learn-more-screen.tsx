import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { RepresentativeExample } from '../../ui/calculator/representative-example';
import { TimeRulesCard } from '../../ui/lending/time-rules-card';
import { Screen } from '../../ui/screen';
import { HowItWorks } from '../common/how-it-works';
import { Prose } from '../common/prose';
import '../../theme/pages.css';
import { learnMoreSections } from './learn-more-content';

export function LearnMoreScreen() {
  return (
    <Screen
      width="reading"
      title={<Trans>How our loans work</Trans>}
      lead={<Trans>What you pay, how the APR is worked out, and what happens at each step.</Trans>}
      testId="learn-more"
    >
      <HowItWorks />
      <Prose sections={learnMoreSections} />
      <section className="card" aria-labelledby="rep-example-title">
        <h2 id="rep-example-title" className="card__title">
          <Trans>A worked example</Trans>
        </h2>
        <RepresentativeExample />
        <p className="muted small">
          <Trans>This example is calculated from today's rates, the same way as your own quote.</Trans>
        </p>
      </section>
      <TimeRulesCard />
      <div className="button-row button-row--start">
        <Link to="/booking" className="button button--primary">
          <Trans>Try the calculator</Trans>
        </Link>
      </div>
    </Screen>
  );
}
