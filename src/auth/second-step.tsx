import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { SecondFactorMethod, SecondFactorNeeded } from '../../domain/api/login-answer';
import type { LoginData } from '../../domain/api/members';
import { codeSignInBody, recoverySignInBody } from '../../domain/api/second-factor';
import { isApiError } from '../lib/api/api-error';
import { useLanguage } from '../lib/i18n/language';
import {
  confirmEnrolmentAtSignIn,
  enrolAtSignIn,
  passkeySignInOptions,
  signInWithCode,
  signInWithPasskey,
  signInWithRecoveryCode,
} from '../lib/queries/second-factor-queries';
import { contractErrors, serverFieldErrors } from '../ui/member/form-errors';
import { passkeysSupported, signWithPasskey } from '../ui/member/second-factor/passkey-browser';
import { RecoveryCodesPanel } from '../ui/member/second-factor/recovery-codes-panel';
import { TotpCodeField } from '../ui/member/second-factor/totp-code-field';
import { TotpSetup } from '../ui/member/second-factor/totp-setup';
import { TextField } from '../ui/text-field';

type Step = SecondFactorNeeded['secondFactor'];

interface Props {
  step: Step;
  onSignedIn(data: LoginData): void;
  /** Back to the password: the challenge has ended (expired, used, too many wrong codes). */
  onRestart(): void;
}

/** Refusals that end the challenge: the password must be given again. */
function endsChallenge(error: unknown): boolean {
  return isApiError(error) && (error.code === 'A401' || error.code === 'L429');
}

/**
 * The second step of a sign-in (decision 106), in its own chunk: loaded only after a password that needs
 * it. An operator with no authenticator sets one up here first; everyone else gives a code from their app,
 * one of their recovery codes, or a passkey.
 */
export function SecondStep({ step, onSignedIn, onRestart }: Props) {
  const [ended, setEnded] = useState<string | null>(null);
  const end = (error: unknown) => {
    if (endsChallenge(error) && isApiError(error)) setEnded(error.msg);
  };
  if (ended !== null)
    return (
      <div data-testid="second-step-ended">
        <p className="form-error" role="alert">
          {ended}
        </p>
        <button type="button" className="button button--primary button--block" onClick={onRestart}>
          <Trans>Log in again</Trans>
        </button>
      </div>
    );
  if (step.enrol) return <EnrolStep step={step} onSignedIn={onSignedIn} onEnded={end} />;
  return <CodeStep step={step} onSignedIn={onSignedIn} onEnded={end} onRestart={onRestart} />;
}

interface StepProps {
  step: Step;
  onSignedIn(data: LoginData): void;
  onEnded(error: unknown): void;
}

function CodeStep({ step, onSignedIn, onEnded, onRestart }: StepProps & { onRestart(): void }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const offered = step.methods.filter((method) => method !== 'passkey' || passkeysSupported());
  const [method, setMethod] = useState<SecondFactorMethod>(offered.includes('passkey') ? 'passkey' : 'totp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: async (): Promise<LoginData> => {
      if (method === 'totp') return signInWithCode(step.challenge, value);
      if (method === 'recovery') return signInWithRecoveryCode(step.challenge, value);
      const { options } = await passkeySignInOptions(step.challenge);
      return signInWithPasskey(step.challenge, await signWithPasskey(options));
    },
    onSuccess: onSignedIn,
    onError: (failure) => {
      onEnded(failure);
      const field = method === 'recovery' ? 'recoveryCode' : 'code';
      const found = serverFieldErrors(failure, [field]);
      setError(
        found[field] ??
          (isApiError(failure)
            ? failure.msg
            : t`The passkey was not used. Try again, or use a code instead.`),
      );
    },
  });
  const labels: Record<SecondFactorMethod, string> = {
    totp: t`Authenticator app`,
    recovery: t`Recovery code`,
    passkey: t`Passkey`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method !== 'passkey') {
      const body = method === 'totp' ? codeSignInBody : recoverySignInBody;
      const field = method === 'totp' ? 'code' : 'recoveryCode';
      const found = contractErrors(body, { challenge: step.challenge, [field]: value }, i18n, lang);
      setError(found[field]);
      if (found[field]) return;
    }
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="second-step">
      <h2 className="auth-step-title">
        <Trans>Two-step sign-in</Trans>
      </h2>
      {offered.length > 1 ? (
        <div className="segment" role="group" aria-label={t`How to sign in`}>
          {offered.map((entry) => (
            <button
              key={entry}
              type="button"
              aria-pressed={method === entry}
              className="segment__button"
              data-testid={`method-${entry}`}
              onClick={() => {
                setMethod(entry);
                setValue('');
                setError(undefined);
              }}
            >
              {labels[entry]}
            </button>
          ))}
        </div>
      ) : null}
      {method === 'totp' ? (
        <>
          <p className="muted">
            <Trans>Enter the 6-digit code your authenticator app shows for Quayside.</Trans>
          </p>
          <TotpCodeField
            label={<Trans>Code from the app</Trans>}
            value={value}
            onChange={setValue}
            error={error}
            autoFocus
          />
        </>
      ) : method === 'recovery' ? (
        <>
          <p className="muted">
            <Trans>Lost your phone? Enter one of the recovery codes you saved. Each works once.</Trans>
          </p>
          <TextField
            label={<Trans>Recovery code</Trans>}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error ?? null}
          />
        </>
      ) : (
        <>
          <p className="muted">
            <Trans>Use the passkey you registered on this device or a security key.</Trans>
          </p>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? (
          <Trans>Checking…</Trans>
        ) : method === 'passkey' ? (
          <Trans>Use my passkey</Trans>
        ) : (
          <Trans>Verify and log in</Trans>
        )}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onRestart}>
          <Trans>Back to the password</Trans>
        </button>
      </div>
    </form>
  );
}

/** An operator's first sign-in: set up the app, confirm with its first code, save the recovery codes. */
function EnrolStep({ step, onSignedIn, onEnded }: StepProps) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<{ session: LoginData; codes: string[] } | null>(null);
  const enrolment = useMutation({ mutationFn: () => enrolAtSignIn(step.challenge), onError: onEnded });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmEnrolmentAtSignIn(step.challenge, code),
    onSuccess: ({ recoveryCodes, ...session }) => setDone({ session, codes: recoveryCodes }),
    onError: (failure) => {
      onEnded(failure);
      setError(serverFieldErrors(failure, ['code']).code ?? (isApiError(failure) ? failure.msg : undefined));
    },
  });
  if (done)
    return (
      <RecoveryCodesPanel
        codes={done.codes}
        doneLabel={<Trans>Continue to the console</Trans>}
        onDone={() => onSignedIn(done.session)}
      />
    );
  return (
    <div data-testid="enrol-step">
      <h2 className="auth-step-title">
        <Trans>Set up two-step sign-in</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Operators sign in with a password and a code from an authenticator app. Set it up once now; you will
          need the app at every sign-in.
        </Trans>
      </p>
      {enrolment.data ? (
        <TotpSetup
          enrolment={enrolment.data}
          pending={confirm.isPending}
          error={error}
          onConfirm={(code) => {
            const found = contractErrors(codeSignInBody, { challenge: step.challenge, code }, i18n, lang);
            setError(found.code);
            if (!found.code) confirm.mutate(code);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={enrolment.isPending}
          onClick={() => enrolment.mutate()}
        >
          <Trans>Set up my authenticator app</Trans>
        </button>
      )}
    </div>
  );
}
