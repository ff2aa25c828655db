import { Trans } from '@lingui/react/macro';
import { MIN_AGE, MIN_ANNUAL_INCOME, MIN_YEARS_AT_ADDRESS } from '../../../domain/eligibility';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { Icon } from '../icon';
import { calendarOutline } from '../icons/calendar-outline';
import { cardOutline } from '../icons/card-outline';
import { homeOutline } from '../icons/home-outline';
import { walletOutline } from '../icons/wallet-outline';

/** Who can apply (SPEC §5), from the same constants the server checks, shown before anyone applies. */
export function EligibilityCard() {
  const lang = useLanguage();
  const income = formatAmount(MIN_ANNUAL_INCOME, lang, true);
  const age = MIN_AGE;
  const years = MIN_YEARS_AT_ADDRESS;
  return (
    <section className="card info-card" aria-labelledby="eligibility-title" data-testid="eligibility">
      <h2 id="eligibility-title" className="card__title">
        <Trans>Before you apply, check that you</Trans>
      </h2>
      <ul className="icon-list">
        <li>
          <Icon icon={calendarOutline} aria-hidden="true" />
          <span>
            <Trans>are aged {age} or over</Trans>
          </span>
        </li>
        <li>
          <Icon icon={cardOutline} aria-hidden="true" />
          <span>
            <Trans>have a UK bank account in your name</Trans>
          </span>
        </li>
        <li>
          <Icon icon={homeOutline} aria-hidden="true" />
          <span>
            <Trans>have lived at your current address for at least {years} years</Trans>
          </span>
        </li>
        <li>
          <Icon icon={walletOutline} aria-hidden="true" />
          <span>
            <Trans>have a regular, fixed income of more than {income} a year</Trans>
          </span>
        </li>
      </ul>
      <p className="muted small">
        <Trans>
          Meeting these does not guarantee a loan: we also look at your credit history and whether the
          repayments are affordable for you.
        </Trans>
      </p>
    </section>
  );
}
