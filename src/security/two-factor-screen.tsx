import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmTotpBody, disableTotpBody, type SecondFactorStatus } from '../../domain/api/second-factor';
import { useLanguage } from '../lib/i18n/language';
import {
  confirmTotp,
  disableTotp,
  secondFactorKeys,
  secondFactorStatusQuery,
  startTotp,
} from '../lib/queries/second-factor-queries';
import { showToast } from '../lib/stores/toast-store';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { RecoveryCodesPanel } from '../ui/member/second-factor/recovery-codes-panel';
import { RenewRecoveryCodes } from '../ui/member/second-factor/renew-recovery-codes';
import { TotpCodeField } from '../ui/member/second-factor/totp-code-field';
import { TotpSetup } from '../ui/member/second-factor/totp-setup';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BackToSettings } from './back-to-settings';
import './security.css';

/**
 * Two-step sign-in for a borrower (decision 106): off unless they turn it on. On, a sign-in asks for a
 * code from their authenticator app (or a recovery code) after the password; they may turn it off with a
 * current code, or with their password when the phone is gone.
 */
export function TwoFactorScreen() {
  const status = useQuery(secondFactorStatusQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Screen title={<Trans>Two-step sign-in</Trans>} width="narrow" testId="setting-two-factor">
      <Card>
        {codes ? (
          <RecoveryCodesPanel codes={codes} doneLabel={<Trans>Done</Trans>} onDone={() => setCodes(null)} />
        ) : status.data === undefined ? (
          <p aria-busy="true" className="muted">
            <Trans>Loading…</Trans>
          </p>
        ) : status.data.totp ? (
          <TwoFactorOn status={status.data} onCodes={setCodes} />
        ) : (
          <TwoFactorOff onCodes={setCodes} />
        )}
      </Card>
      <BackToSettings />
    </Screen>
  );
}

function TwoFactorOff({ onCodes }: { onCodes(codes: string[]): void }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const start = useMutation({ mutationFn: startTotp });
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: async ({ recoveryCodes }) => {
      showToast('success', t`Two-step sign-in is on`);
      onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: secondFactorKeys.status });
    },
    onError: (failure) => setError(serverFieldErrors(failure, ['code']).code),
  });
  return (
    <div data-testid="two-factor-off">
      <p>
        <span className="second-factor__status">
          <Trans>Turned off</Trans>
        </span>
        {' — '}
        <Trans>you sign in with your e-mail and password.</Trans>
      </p>
      <p className="muted">
        <Trans>
          Turn it on and we also ask for a 6-digit code from an authenticator app on your phone, so a stolen
          password alone cannot open your account.
        </Trans>
      </p>
      {start.data ? (
        <TotpSetup
          enrolment={start.data}
          pending={confirm.isPending}
          error={error}
          onConfirm={(code) => {
            const found = contractErrors(confirmTotpBody, { code }, i18n, lang);
            setError(found.code);
            if (!found.code) confirm.mutate(code);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          <Trans>Set up two-step sign-in</Trans>
        </button>
      )}
    </div>
  );
}

type OffField = 'code' | 'password';

function TwoFactorOn({ status, onCodes }: { status: SecondFactorStatus; onCodes(codes: string[]): void }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [withPassword, setWithPassword] = useState(false);
  const [off, setOff] = useState({ code: '', password: '' });
  const [offErrors, setOffErrors] = useState<FieldErrors<OffField>>({});
  const turnOff = useMutation({
    mutationFn: disableTotp,
    onSuccess: (next) => {
      showToast('success', t`Two-step sign-in is off`);
      queryClient.setQueryData(secondFactorKeys.status, next);
    },
    onError: (failure) => setOffErrors(serverFieldErrors(failure, ['code', 'password'])),
  });
  const submitOff = (event: FormEvent) => {
    event.preventDefault();
    const body = withPassword ? { password: off.password } : { code: off.code };
    const found = contractErrors(disableTotpBody, body, i18n, lang) as FieldErrors<OffField>;
    setOffErrors(found);
    if (Object.keys(found).length === 0) turnOff.mutate(body);
  };
  return (
    <div data-testid="two-factor-on">
      <p>
        <span className="second-factor__status second-factor__status--on">
          <Trans>Turned on</Trans>
        </span>
        {' — '}
        <Trans>each sign-in asks for a code from your authenticator app after your password.</Trans>
      </p>
      <RenewRecoveryCodes left={status.recoveryCodesLeft} onCodes={onCodes} />
      <form onSubmit={submitOff} noValidate data-testid="two-factor-off-form">
        <h2>
          <Trans>Turn two-step sign-in off</Trans>
        </h2>
        {withPassword ? (
          <TextField
            label={<Trans>Login password</Trans>}
            type="password"
            name="password"
            autoComplete="current-password"
            value={off.password}
            onChange={(event) => setOff((prev) => ({ ...prev, password: event.target.value }))}
            error={offErrors.password ?? null}
          />
        ) : (
          <TotpCodeField
            label={<Trans>Code from the app</Trans>}
            name="offCode"
            value={off.code}
            onChange={(code) => setOff((prev) => ({ ...prev, code }))}
            error={offErrors.code}
          />
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setWithPassword((prev) => !prev);
            setOffErrors({});
          }}
        >
          {withPassword ? (
            <Trans>Use a code from the app instead</Trans>
          ) : (
            <Trans>Lost your phone? Use your password</Trans>
          )}
        </button>
        <button type="submit" className="button button--secondary button--block" disabled={turnOff.isPending}>
          <Trans>Turn off</Trans>
        </button>
      </form>
    </div>
  );
}
