import { Trans } from '@lingui/react/macro';
import { DECISION_WORKING_DAYS } from '../../../domain/loan/lifecycle';
import { Icon } from '../icon';
import { flashOutline } from '../icons/flash-outline';
import { shieldCheckmarkOutline } from '../icons/shield-checkmark-outline';
import { timeOutline } from '../icons/time-outline';

/** The three claims of SPEC §1, worded once and used on every page that sells a loan. */
export function PromisesList() {
  const days = DECISION_WORKING_DAYS;
  return (
    <ul className="promises" data-testid="promises">
      <li>
        <Icon icon={shieldCheckmarkOutline} aria-hidden="true" />
        <div>
          <strong>
            <Trans>No effect on your credit score</Trans>
          </strong>
          <p>
            <Trans>
              A quote is a soft search. Lenders cannot see it and there is no obligation to go ahead.
            </Trans>
          </p>
        </div>
      </li>
      <li>
        <Icon icon={flashOutline} aria-hidden="true" />
        <div>
          <strong>
            <Trans>A decision quickly</Trans>
          </strong>
          <p>
            <Trans>Often straight away, and always within {days} working days.</Trans>
          </p>
        </div>
      </li>
      <li>
        <Icon icon={timeOutline} aria-hidden="true" />
        <div>
          <strong>
            <Trans>Money the next working day</Trans>
          </strong>
          <p>
            <Trans>Sign your agreement online before 18:00 and the funds arrive the next working day.</Trans>
          </p>
        </div>
      </li>
    </ul>
  );
}
