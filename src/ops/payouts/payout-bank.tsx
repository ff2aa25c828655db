import { Trans } from '@lingui/react/macro';
import type { z } from 'zod';
import type { payoutItem } from '../../../domain/api/operator';
import { formatSortCode } from '../../../domain/bank/uk-bank-account';

type Payout = z.infer<typeof payoutItem>;

/** Where a payout goes, in one line for the questions "send £X to …?". */
export function payoutDestination(payout: Payout): string {
  const account = payout.bankAccount;
  if (!account) return payout.receivingAddress;
  return `${account.accountHolderName}, ${formatSortCode(account.sortCode)} ${account.accountNumber}`;
}

/**
 * A payout into a UK bank account (decision 099): the account in full, as the operator who pays types it
 * into the bank's Faster Payments screen, and what the name check answered when the borrower saved it.
 */
export function PayoutBankFacts({ payout }: { payout: Payout }) {
  const account = payout.bankAccount;
  if (!account) return null;
  return (
    <>
      <div className="ops-facts__row" data-testid="payout-bank">
        <dt>
          <Trans>Pay into UK bank account</Trans>
        </dt>
        <dd>
          {account.accountHolderName}
          {account.accountType === 'BUSINESS' ? (
            <>
              {' '}
              <span className="muted">
                <Trans>(business account)</Trans>
              </span>
            </>
          ) : null}
          <br />
          <Trans>Sort code</Trans> <code className="ops-address">{formatSortCode(account.sortCode)}</code>{' '}
          <Trans>Account number</Trans> <code className="ops-address">{account.accountNumber}</code>
        </dd>
      </div>
      <div className="ops-facts__row">
        <dt>
          <Trans>Name check</Trans>
        </dt>
        <dd data-testid="payout-cop">
          {account.copOutcome === 'MATCH' ? (
            <span className="ops-ok">
              <Trans>The name matches the account</Trans>
            </span>
          ) : account.copOutcome === 'NO_MATCH' ? (
            <span className="ops-bad">
              <Trans>No match: the borrower saved it after being warned</Trans>
            </span>
          ) : (
            <span className="ops-bad">
              <Trans>Could not be checked: the borrower saved it after being warned</Trans>
            </span>
          )}
        </dd>
      </div>
    </>
  );
}
