import { Trans } from '@lingui/react/macro';
import {
  OFFER_VALID_DAYS,
  QUOTE_VALID_DAYS,
  REAPPLY_MONTHS,
  TOPUP_MONTHS,
  WITHDRAWAL_DAYS,
} from '../../../domain/loan/lifecycle';
import { Icon } from '../icon';
import { timeOutline } from '../icons/time-outline';

/** SPEC §4's time rules in plain words. */
export function TimeRulesCard() {
  const quoteDays = QUOTE_VALID_DAYS;
  const offerDays = OFFER_VALID_DAYS;
  const withdrawDays = WITHDRAWAL_DAYS;
  const reapplyMonths = REAPPLY_MONTHS;
  const topUpMonths = TOPUP_MONTHS;
  return (
    <section className="card info-card" aria-labelledby="time-rules-title" data-testid="time-rules">
      <h2 id="time-rules-title" className="card__title">
        <Icon icon={timeOutline} aria-hidden="true" className="card__title-icon" />
        <Trans>How long things last</Trans>
      </h2>
      <dl className="rules">
        <div>
          <dt>
            <Trans>Your quote</Trans>
          </dt>
          <dd>
            <Trans>Valid for {quoteDays} days, so there is no rush to decide.</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Your loan offer</Trans>
          </dt>
          <dd>
            <Trans>
              Open for {offerDays} days after we approve it. If it lapses, you can ask us to restore it from
              your account.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Changing your mind</Trans>
          </dt>
          <dd>
            <Trans>
              You can withdraw within {withdrawDays} days of signing, without giving a reason. You repay what
              you borrowed plus interest for the days you had it.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Applying again</Trans>
          </dt>
          <dd>
            <Trans>
              {reapplyMonths} months after a decline, an offer you let lapse, or the end of your last loan.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Borrowing more</Trans>
          </dt>
          <dd>
            <Trans>
              A top-up or a consolidation of your Quayside loan is possible after {topUpMonths} months of
              on-time payments.
            </Trans>
          </dd>
        </div>
      </dl>
    </section>
  );
}
