import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EligibilityCard } from '../../ui/lending/eligibility-card';
import { PromisesList } from '../../ui/lending/promises-list';
import { TimeRulesCard } from '../../ui/lending/time-rules-card';
import { LoanKindCards } from './loan-kind-cards';
import { TopNews } from './top-news';

/** The home page under the hero: promises, loan kinds, who can apply, time rules, news, money worries. */
export function HomeBelowFold() {
  return (
    <>
      <PromisesList />
      <section className="section" aria-labelledby="kinds-title">
        <h2 id="kinds-title" className="section__title">
          <Trans>What would you like to borrow for?</Trans>
        </h2>
        <LoanKindCards />
      </section>
      <div className="grid-2">
        <EligibilityCard />
        <TimeRulesCard />
      </div>
      <TopNews />
      <section className="card help-strip" aria-labelledby="help-strip">
        <h2 id="help-strip" className="card__title">
          <Trans>Worried about money?</Trans>
        </h2>
        <p>
          <Trans>
            If repayments are getting hard, talk to us early. We can often help, and free, impartial advice is
            available too.
          </Trans>
        </p>
        <Link to="/help/money-worries" className="text-link">
          <Trans>Find help with money worries</Trans>
        </Link>
      </section>
    </>
  );
}
