import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { needsSecondFactor, type SecondFactorNeeded } from '../../domain/api/login-answer';
import type { LoginData } from '../../domain/api/members';
import { safeRedirect } from '../lib/navigation/safe-redirect';
import { signIn } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import type { FieldErrors } from '../ui/member/form-errors';
import { TextField } from '../ui/text-field';
import { login } from './auth-api';
import { validateLogin } from './auth-validation';
import { readRememberedEmail, rememberEmail } from './remembered-email';

// The second step is fetched only once a password that needs it is accepted: most borrowers never load it.
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

interface Props {
  redirect: string | undefined;
  onForgot(): void;
  onRegister(): void;
}

export function LoginForm({ redirect, onForgot, onRegister }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // Empty in the first render, as the page was rendered at build time (routes/login.tsx): the remembered
  // e-mail is filled in once hydrated, unless something was typed in the meantime.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    const remembered = readRememberedEmail();
    if (remembered === '') return;
    setEmail((typed) => typed || remembered);
    setRemember(true);
  }, []);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password' | 'form', MessageDescriptor>>({});
  const [secondStep, setSecondStep] = useState<SecondFactorNeeded['secondFactor'] | null>(null);
  const finish = async ({ token, member }: LoginData) => {
    signIn(token, member);
    rememberEmail(remember ? member.email : null);
    showToast('success', t`Login successful`);
    // An operator's day starts at the console's queues, a borrower's in the member centre.
    const fallback = member.role === 'operator' ? '/ops' : undefined;
    await navigate({ href: safeRedirect(redirect, fallback), replace: true });
  };
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      // A correct password that needs a second factor gives a challenge, not a session (decision 106).
      if (needsSecondFactor(answer)) setSecondStep(answer.secondFactor);
      else await finish(answer);
    },
  });

  if (secondStep)
    return (
      <Suspense fallback={<p aria-busy="true" className="muted" />}>
        <SecondStep
          step={secondStep}
          onSignedIn={(data) => void finish(data)}
          onRestart={() => {
            setSecondStep(null);
            setPassword('');
          }}
        />
      </Suspense>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.form) showToast('warning', i18n._(found.form));
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      {errors.form ? (
        <p className="form-error" role="alert">
          {i18n._(errors.form)}
        </p>
      ) : null}
      <TextField
        label={<Trans>E-mail</Trans>}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ? i18n._(errors.email) : null}
      />
      <TextField
        label={<Trans>Password</Trans>}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? i18n._(errors.password) : null}
      />
      <label className="checkbox">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>
          <Trans>Remember my e-mail</Trans>
        </span>
      </label>
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onForgot}>
          <Trans>Forgot your password?</Trans>
        </button>
        <button type="button" className="link-button" onClick={onRegister}>
          <Trans>New to Quayside? Register</Trans>
        </button>
      </div>
    </form>
  );
}
