import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { TotpEnrolment } from '../../../../domain/api/second-factor';
import { TotpCodeField } from './totp-code-field';
import './second-factor.css';

interface Props {
  enrolment: TotpEnrolment;
  pending: boolean;
  /** The code's refusal, in words (the server's or the contract's). */
  error?: string | undefined;
  onConfirm(code: string): void;
}

/** The secret in groups of four, as authenticator apps show it and a person types it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up an authenticator app: its QR code (drawn by the server), the same secret as text for an app
 * that cannot scan, and the first code to prove it was taken.
 */
export function TotpSetup({ enrolment, pending, error, onConfirm }: Props) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code);
  };
  return (
    <form className="totp-setup" onSubmit={submit} noValidate data-testid="totp-setup">
      <ol>
        <li>
          <Trans>
            Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
            1Password) and add an account.
          </Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or type the key below.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <img
        className="totp-setup__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t`QR code for your authenticator app`}
        width={200}
        height={200}
      />
      <p className="muted">
        <Trans>Can’t scan? Enter this key in the app (time-based):</Trans>
      </p>
      <code className="totp-setup__key" data-testid="totp-secret">
        {grouped(enrolment.secret)}
      </code>
      <TotpCodeField label={<Trans>Code from the app</Trans>} value={code} onChange={setCode} error={error} />
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? <Trans>Checking…</Trans> : <Trans>Turn on two-step sign-in</Trans>}
      </button>
    </form>
  );
}
