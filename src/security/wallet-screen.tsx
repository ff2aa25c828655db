import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { copyOutline } from 'ionicons/icons';
import { type FormEvent, useState } from 'react';
import { updateWalletBody } from '../../domain/api/members';
import { walletNetworkOf } from '../../domain/wallet-address';
import { useLanguage } from '../lib/i18n/language';
import { showToast } from '../lib/stores/toast-store';
import { Icon } from '../ui/icon';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BackToSettings } from './back-to-settings';
import { updateWalletAddress } from './security-api';
import { useMember, useStoreMember } from './use-member';
import { addressLooksComplete } from './wallet-typing';
import './security.css';

const fields = ['walletAddress', 'password'] as const;
type Field = (typeof fields)[number];

/**
 * The USDT receiving address, where a loan is paid out. Checked as it is typed (TRC-20 base58check, ERC-20
 * with its EIP-55 checksum), so a mistyped character is caught before it could send money nowhere; the
 * change asks for the current password, and a wrong one changes nothing.
 */
export function WalletScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const member = useMember();
  const storeMember = useStoreMember();
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [blurred, setBlurred] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useMutation({
    mutationFn: updateWalletAddress,
    onSuccess: (updated) => {
      storeMember(updated);
      setAddress('');
      setPassword('');
      setBlurred(false);
      setErrors({});
      showToast('success', t`Modified successfully`);
    },
    onError: (error) => {
      setPassword('');
      setErrors(serverFieldErrors(error, fields));
    },
  });

  const trimmed = address.trim();
  const network = trimmed ? walletNetworkOf(trimmed) : null;
  // As-you-type: a finished-looking address that fails its checksum is flagged at once; a half-typed one
  // only when the borrower leaves the field, so they are not told off for every keystroke.
  const liveError =
    trimmed && !network && (blurred || addressLooksComplete(trimmed))
      ? contractErrors(updateWalletBody, { walletAddress: trimmed, password: 'x' }, i18n, lang).walletAddress
      : undefined;
  const addressError = errors.walletAddress ?? liveError;

  const copy = async () => {
    if (!member?.walletAddress) return;
    try {
      await navigator.clipboard.writeText(member.walletAddress);
      showToast('success', t`Copied successfully`);
    } catch {
      showToast('error', t`Copying is not available here; please select the address and copy it.`);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlurred(true);
    const found = contractErrors(updateWalletBody, { walletAddress: address, password }, i18n, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ walletAddress: trimmed, password });
  };

  return (
    <Screen title={<Trans>Wallet address</Trans>} width="narrow" testId="setting-wallet">
      <Card>
        <h2 className="card__title">
          <Trans>Current receiving address</Trans>
        </h2>
        {member?.walletAddress ? (
          <div className="wallet-current">
            <code className="wallet-current__address" data-testid="current-wallet">
              {member.walletAddress}
            </code>
            <button
              type="button"
              className="button button--secondary"
              onClick={copy}
              data-testid="copy-wallet"
            >
              <Icon icon={copyOutline} aria-hidden="true" />
              <Trans>Copy</Trans>
            </button>
          </div>
        ) : (
          <p className="muted" data-testid="current-wallet">
            <Trans>Not added yet</Trans>
          </p>
        )}
      </Card>
      <Card>
        <form onSubmit={submit} noValidate data-testid="wallet-form">
          <TextField
            label={<Trans>USDT receiving address</Trans>}
            name="walletAddress"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setBlurred(false);
              setErrors((prev) => ({ ...prev, walletAddress: undefined }));
            }}
            onBlur={() => setBlurred(true)}
            error={addressError}
          />
          {network ? (
            <p className="field-hint wallet-network" data-testid="wallet-network" role="status">
              {network === 'TRC20' ? (
                <Trans>A valid TRC-20 (TRON) address</Trans>
              ) : (
                <Trans>A valid ERC-20 (Ethereum) address</Trans>
              )}
            </p>
          ) : (
            <p className="muted field-hint">
              <Trans>USDT only: a TRC-20 address starts with T, an ERC-20 address with 0x.</Trans>
            </p>
          )}
          <TextField
            label={<Trans>Current password</Trans>}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((prev) => ({ ...prev, password: undefined }));
            }}
            error={errors.password}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={mutation.isPending}
          >
            {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
          </button>
        </form>
      </Card>
      <BackToSettings />
    </Screen>
  );
}
