import { Trans } from '@lingui/react/macro';
import { DECISION_WORKING_DAYS } from '../../../domain/loan/lifecycle';

/** The four steps from quote to money, shared by the loan pages and learn-more. */
export function HowItWorks() {
  const days = DECISION_WORKING_DAYS;
  return (
    <section className="card" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="card__title">
        <Trans>How it works</Trans>
      </h2>
      <ol className="steps">
        <li>
          <strong>
            <Trans>Get your quote</Trans>
          </strong>
          <span>
            <Trans>Tell us how much and for how long. Checking your rate is a soft search.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Apply online</Trans>
          </strong>
          <span>
            <Trans>
              About ten minutes. Save and come back at any point; your answers are kept. Submitting makes a
              hard search of your credit file, which other lenders can see.
            </Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Get a decision</Trans>
          </strong>
          <span>
            <Trans>
              Most applications get a decision straight away; some are looked at by a person within {days}{' '}
              working days.
            </Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Sign and receive the money</Trans>
          </strong>
          <span>
            <Trans>E-sign before 18:00 and the money arrives the next working day.</Trans>
          </span>
        </li>
      </ol>
    </section>
  );
}
