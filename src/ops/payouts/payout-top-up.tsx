import { Trans } from '@lingui/react/macro';
import type { z } from 'zod';
import type { payoutItem } from '../../../domain/api/operator';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

type Payout = z.infer<typeof payoutItem>;

/**
 * What is sent to the borrower: the whole amount, or for a top-up what is left once the loan it replaces is
 * settled (worked out by the server on the business date; it is worked out again when marked sent).
 */
export function amountToSend(payout: Payout): number {
  return payout.topUp ? payout.topUp.toSend : payout.amount;
}

/**
 * A top-up's rows on its payout card: the loan it settles and with how much, what to send the borrower, and
 * — when that loan can no longer be settled (settled, charged off, behind since the offer) — why the payout
 * will be refused.
 */
export function PayoutTopUpFacts({ topUp }: { topUp: NonNullable<Payout['topUp']> }) {
  const lang = useLanguage();
  const loan = topUp.replacesContractNumber ?? `#${topUp.replacesLoanId}`;
  const day = formatDate(`${topUp.asOf}T12:00:00Z`, lang);
  return (
    <>
      <div className="ops-facts__row" data-testid="payout-top-up">
        <dt>
          <Trans>Top-up: settles loan {loan}</Trans>
        </dt>
        <dd>
          <Trans>
            {formatAmount(topUp.settlement, lang)} (its settlement figure on {day}), booked on that loan when
            marked sent
          </Trans>
        </dd>
      </div>
      <div className="ops-facts__row">
        <dt>
          <Trans>Send to the borrower</Trans>
        </dt>
        <dd className="ops-strong" data-testid="payout-to-send">
          {formatAmount(topUp.toSend, lang)}
        </dd>
      </div>
      {topUp.refusal ? (
        <div className="ops-facts__row">
          <dt>
            <Trans>Cannot be paid out</Trans>
          </dt>
          <dd className="ops-bad" data-testid="payout-top-up-refusal">
            {topUp.refusal}
          </dd>
        </div>
      ) : null}
    </>
  );
}
