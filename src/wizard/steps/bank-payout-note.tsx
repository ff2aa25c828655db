import { Trans } from '@lingui/react/macro';
import type { BankAccountView } from '../../../domain/api/payout-destination';
import { formatSortCode } from '../../../domain/bank/uk-bank-account';
import { AppLink } from '../../ui/app-link';

/**
 * A borrower whose profile chose a bank payout (decision 099) is paid into that account: the step says so,
 * with the way to change it, instead of asking for a USDT address they would not be paid to.
 */
export function BankPayoutNote({ account }: { account: BankAccountView }) {
  const ending = account.accountNumberLast4;
  const sortCode = formatSortCode(account.sortCode);
  return (
    <div className="field" data-testid="apply-bank-payout">
      <p>
        <Trans>
          We pay this loan into your bank account ending {ending} (sort code {sortCode}).
        </Trans>
      </p>
      <p>
        <AppLink href="/account/centre/settings/payout">
          <Trans>Change where we pay you</Trans>
        </AppLink>
      </p>
    </div>
  );
}
