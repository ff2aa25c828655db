import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { EmailCodePurpose } from '../../domain/api/verification';
import { isApiError } from '../lib/api/api-error';
import { useHydrated } from '../lib/first-paint/hydration';
import { typedBeforeHydration } from '../lib/first-paint/typed-before-hydration';
import { showToast } from '../lib/stores/toast-store';
import { useCountdown } from '../lib/use-countdown';
import type { FieldErrors } from '../ui/member/form-errors';
import { TextField } from '../ui/text-field';
import { sendEmailCode } from './auth-api';
import { type NewPasswordForm, validateEmailForCode, validateNewPassword } from './auth-validation';

interface Props {
  purpose: Extract<EmailCodePurpose, 'register' | 'resetPassword'>;
  submitLabel: React.ReactNode;
  pending: boolean;
  onSubmit(form: NewPasswordForm): void;
}

/**
 * E-mail, a code sent to it, a password and its confirmation: the shape of both registering and resetting
 * a password. The resend countdown follows the server when it says how long to wait.
 */
export function CodePasswordForm({ purpose, submitLabel, pending, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<NewPasswordForm>({
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordForm, MessageDescriptor>>({});
  // /login's register and forgot-password views are rendered at build time: what was typed before the app
  // arrived is taken over, and nothing can be sent until then.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, [
      'email',
      'code',
      'password',
      'confirmPassword',
    ] as const);
    if (Object.keys(typed).length > 0) setForm((now) => ({ ...now, ...typed }));
  }, []);
  const [time, startCountdown] = useCountdown();
  const send = useMutation({
    mutationFn: (email: string) => sendEmailCode(email, purpose),
    onSuccess: (data) => {
      showToast('success', t`Verification code sent successfully`);
      startCountdown(data.resendAfter);
    },
    onError: (error) => {
      if (isApiError(error) && error.retryAfter) startCountdown(error.retryAfter);
    },
  });
  const set = (field: keyof NewPasswordForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((prev) => ({ ...prev, [field]: event.target.value }));

  const sendCode = () => {
    const emailError = validateEmailForCode(form.email);
    setErrors((prev) => ({ ...prev, email: emailError ?? undefined }));
    if (emailError) return;
    send.mutate(form.email.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(form, purpose === 'register' ? 'register' : 'reset');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...form, email: form.email.trim(), code: form.code.trim() });
  };
  const message = (field: keyof NewPasswordForm) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : null;
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate data-testid={`${purpose}-form`}>
      <TextField
        label={<Trans>E-mail</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onChange={set('email')}
        error={message('email')}
      />
      <TextField
        label={<Trans>Verification code</Trans>}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.code}
        onChange={set('code')}
        error={message('code')}
        addon={
          <button
            type="button"
            className="button button--secondary field__addon"
            data-testid="send-code"
            disabled={time > 0 || send.isPending}
            onClick={sendCode}
          >
            {time > 0 ? (
              <Plural value={time} one="Resend after # second" other="Resend after # seconds" />
            ) : (
              <Trans>Send code</Trans>
            )}
          </button>
        }
      />
      <TextField
        label={purpose === 'register' ? <Trans>Password</Trans> : <Trans>New password</Trans>}
        type="password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={message('password')}
      />
      <TextField
        label={<Trans>Confirm password</Trans>}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={message('confirmPassword')}
      />
      <p className="muted field-hint">
        <Trans>8 to 64 characters. A few unrelated words make a strong password.</Trans>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={!hydrated || pending}>
        {submitLabel}
      </button>
    </form>
  );
}
