import { Trans } from '@lingui/react/macro';
import type { TopUpView } from '../../../domain/api/top-up';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import './top-up-parts.css';

/**
 * A top-up's two parts, wherever the borrower meets them (the wizard's quote, the offer, the agreement, the
 * loan's page): what settles the loan it replaces and what is paid to them. Before the payout the figures
 * are an estimate for the payout day shown, and say so; after it, what was booked.
 */
export function TopUpParts({ topUp, testId = 'top-up-parts' }: { topUp: TopUpView; testId?: string }) {
  const lang = useLanguage();
  const loan = topUp.replacesContractNumber ?? `#${topUp.replacesLoanId}`;
  const day = formatDate(topUp.payoutOn, lang);
  const settlement = formatAmount(topUp.settlement, lang);
  const toBorrower = formatAmount(topUp.toBorrower, lang);
  return (
    <section className="top-up-parts" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="top-up-parts__title">
        <Trans>A top-up of loan {loan}</Trans>
      </h3>
      <dl className="facts">
        <div>
          <dt>
            {topUp.estimate ? (
              <Trans>
                Settles loan {loan} (as at {day})
              </Trans>
            ) : (
              <Trans>
                Settled loan {loan} on {day}
              </Trans>
            )}
          </dt>
          <dd data-testid="top-up-settlement">{settlement}</dd>
        </div>
        <div>
          <dt>{topUp.estimate ? <Trans>Paid to you</Trans> : <Trans>Paid to you on {day}</Trans>}</dt>
          <dd data-testid="top-up-to-borrower">{toBorrower}</dd>
        </div>
      </dl>
      <p className="muted small">
        {topUp.estimate ? (
          <Trans>
            An estimate for a payout on {day}, valid until then. On the day we pay out, the settlement figure
            is worked out again and loan {loan} closes as settled.
          </Trans>
        ) : (
          <Trans>Loan {loan} closed as settled by this loan's payout.</Trans>
        )}
      </p>
    </section>
  );
}
