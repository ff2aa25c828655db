import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PayoutMethod } from '../../domain/api/payout-destination';
import { formatSortCode } from '../../domain/bank/uk-bank-account';
import { showToast } from '../lib/stores/toast-store';
import { ChoiceField } from '../ui/member/choice-field';
import { type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BackToSettings } from './back-to-settings';
import { BankAccountForm } from './bank-account-form';
import { shortenAddress } from './masking';
import { choosePayoutMethod } from './security-api';
import { useMember, useStoreMember } from './use-member';
import './security.css';

/**
 * Where we pay you (decision 099): the one place a borrower sees and chooses where their loan is paid — a
 * UK bank account or the USDT address (SPEC §3 keeps USDT as an option) — and adds or changes the bank
 * account. Each change asks for the current password, as the wallet address does.
 */
export function PayoutScreen() {
  const member = useMember();
  const account = member?.bankAccount ?? null;
  const method = member?.payoutMethod ?? 'USDT';
  return (
    <Screen
      title={<Trans>Where we pay you</Trans>}
      lead={<Trans>Your loan is paid into the account you choose here.</Trans>}
      width="narrow"
      testId="setting-payout"
    >
      <Card>
        <h2 className="card__title">
          <Trans>We pay you</Trans>
        </h2>
        <p data-testid="payout-current">
          {method === 'BANK' && account ? (
            <Trans>
              Into your bank account ending {account.accountNumberLast4} (sort code{' '}
              {formatSortCode(account.sortCode)})
            </Trans>
          ) : member?.walletAddress ? (
            <Trans>In USDT to {shortenAddress(member.walletAddress)}</Trans>
          ) : (
            <Trans>Not added yet</Trans>
          )}
        </p>
        {account && member?.walletAddress ? <MethodChoice current={method} /> : null}
      </Card>
      <Card>
        <h2 className="card__title">
          <Trans>UK bank account</Trans>
        </h2>
        {account ? <SavedAccount account={account} /> : null}
        <BankAccountForm />
      </Card>
      <BackToSettings />
    </Screen>
  );
}

function SavedAccount({
  account,
}: {
  account: NonNullable<ReturnType<typeof useMember>>['bankAccount'] & {};
}) {
  return (
    <dl className="facts payout-saved" data-testid="bank-account-saved">
      <div>
        <dt>
          <Trans>Account holder's name</Trans>
        </dt>
        <dd>{account.accountHolderName}</dd>
      </div>
      <div>
        <dt>
          <Trans>Sort code</Trans>
        </dt>
        <dd>{formatSortCode(account.sortCode)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd>
          <Trans>ending {account.accountNumberLast4}</Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Name check</Trans>
        </dt>
        <dd>
          {account.copOutcome === 'MATCH' ? (
            <Trans>The name matches the account</Trans>
          ) : account.copOutcome === 'NO_MATCH' ? (
            <Trans>Saved although the name did not match</Trans>
          ) : (
            <Trans>Saved although the name could not be checked</Trans>
          )}
        </dd>
      </div>
    </dl>
  );
}

function MethodChoice({ current }: { current: PayoutMethod }) {
  const { t } = useLingui();
  const storeMember = useStoreMember();
  const [choice, setChoice] = useState<PayoutMethod>(current);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'payoutMethod' | 'password'>>({});
  const mutation = useMutation({
    mutationFn: choosePayoutMethod,
    onSuccess: (updated) => {
      storeMember(updated);
      setPassword('');
      setErrors({});
      showToast('success', t`Modified successfully`);
    },
    onError: (error) => {
      setPassword('');
      setErrors(serverFieldErrors(error, ['payoutMethod', 'password'] as const));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ password: t`Please enter your current password` });
      return;
    }
    mutation.mutate({ payoutMethod: choice, password });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="payout-method-form">
      <ChoiceField
        legend={<Trans>Pay my loans</Trans>}
        name="payoutMethod"
        value={choice}
        options={[
          { value: 'BANK', label: t`Into my UK bank account` },
          { value: 'USDT', label: t`In USDT to my wallet address` },
        ]}
        error={errors.payoutMethod}
        onValue={(value) => setChoice(value === 'BANK' ? 'BANK' : 'USDT')}
      />
      {choice !== current ? (
        <>
          <TextField
            label={<Trans>Current password</Trans>}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={mutation.isPending}
          >
            <Trans>Save choice</Trans>
          </button>
        </>
      ) : null}
    </form>
  );
}
