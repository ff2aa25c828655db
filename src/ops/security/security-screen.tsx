import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { addPasskeyBody, type SecondFactorStatus } from '../../../domain/api/second-factor';
import { isApiError } from '../../lib/api/api-error';
import { formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import {
  addPasskey,
  passkeyRegistrationOptions,
  removePasskey,
  secondFactorKeys,
  secondFactorStatusQuery,
} from '../../lib/queries/second-factor-queries';
import { showToast } from '../../lib/stores/toast-store';
import { contractErrors } from '../../ui/member/form-errors';
import { createPasskey, passkeysSupported } from '../../ui/member/second-factor/passkey-browser';
import { RecoveryCodesPanel } from '../../ui/member/second-factor/recovery-codes-panel';
import { RenewRecoveryCodes } from '../../ui/member/second-factor/renew-recovery-codes';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { QueryState } from '../shared/query-state';

/**
 * The operator's own sign-in security (decision 106): the authenticator app every sign-in asks for (it
 * cannot be turned off; an administrator resets it when a phone is lost), the recovery codes, and passkeys
 * — a second factor at sign-in instead of typing a code.
 */
export function SecurityScreen() {
  const query = useQuery(secondFactorStatusQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Screen title={<Trans>Sign-in security</Trans>} testId="ops-security">
      <section className="card ops-card" aria-labelledby="totp-title">
        <h2 id="totp-title" className="card__title">
          <Trans>Authenticator app</Trans>
        </h2>
        <QueryState query={query}>
          {query.data ? (
            <>
              <p data-testid="totp-state">
                {query.data.totp ? (
                  <Trans>On. Every operator sign-in asks for its code; it cannot be turned off.</Trans>
                ) : (
                  <Trans>Not set up: you will set it up at your next sign-in.</Trans>
                )}
              </p>
              {codes ? (
                <RecoveryCodesPanel
                  codes={codes}
                  doneLabel={<Trans>Done</Trans>}
                  onDone={() => setCodes(null)}
                />
              ) : query.data.totp ? (
                <RenewRecoveryCodes left={query.data.recoveryCodesLeft} onCodes={setCodes} />
              ) : null}
            </>
          ) : null}
        </QueryState>
      </section>
      <section className="card ops-card" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title" className="card__title">
          <Trans>Passkeys</Trans>
        </h2>
        <p className="muted">
          <Trans>
            A passkey on this computer, your phone or a security key can stand in for the code at sign-in.
          </Trans>
        </p>
        {query.data ? <Passkeys status={query.data} /> : null}
      </section>
    </Screen>
  );
}

function Passkeys({ status }: { status: SecondFactorStatus }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const store = (next: SecondFactorStatus) => queryClient.setQueryData(secondFactorKeys.status, next);
  const add = useMutation({
    mutationFn: async () => {
      const { options } = await passkeyRegistrationOptions();
      return addPasskey(name.trim(), await createPasskey(options));
    },
    onSuccess: (next) => {
      store(next);
      setName('');
      showToast('success', t`Passkey added`);
    },
    onError: (failure) =>
      setError(
        isApiError(failure) ? failure.msg : t`The passkey was not made. Try again, or use another device.`,
      ),
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: (next) => {
      store(next);
      showToast('success', t`Passkey removed`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contractErrors(addPasskeyBody.pick({ name: true }), { name }, i18n, lang);
    setError(found.name);
    if (!found.name) add.mutate();
  };
  if (!status.totp)
    return (
      <p>
        <Trans>Set up the authenticator app first.</Trans>
      </p>
    );
  return (
    <>
      {status.passkeys.length === 0 ? (
        <p data-testid="no-passkeys">
          <Trans>No passkeys yet.</Trans>
        </p>
      ) : (
        <ul className="passkey-list" data-testid="passkey-list">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>
                <br />
                <span className="muted">
                  {passkey.lastUsedAt ? (
                    <Trans>Last used {formatDateTime(passkey.lastUsedAt, lang)}</Trans>
                  ) : (
                    <Trans>Added {formatDateTime(passkey.createdAt, lang)}, not used yet</Trans>
                  )}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(passkey.id)}
                aria-label={t`Remove the passkey ${passkey.name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form className="ops-form" onSubmit={submit} noValidate data-testid="add-passkey-form">
          <TextField
            label={<Trans>Name of the new passkey</Trans>}
            name="passkeyName"
            placeholder={t`Work laptop`}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error ?? null}
          />
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {add.isPending ? <Trans>Waiting for the passkey…</Trans> : <Trans>Add a passkey</Trans>}
          </button>
        </form>
      ) : (
        <p className="muted">
          <Trans>This browser cannot make passkeys.</Trans>
        </p>
      )}
    </>
  );
}
