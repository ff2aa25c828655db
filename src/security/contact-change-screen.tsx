import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { z } from 'zod';
import { updateEmailBody, updateMobileBody } from '../../domain/api/members';
import { mobileSchema } from '../../domain/api/profile';
import { emailSchema } from '../../domain/email';
import { isApiError } from '../lib/api/api-error';
import { useLanguage } from '../lib/i18n/language';
import { showToast } from '../lib/stores/toast-store';
import { useCountdown } from '../lib/use-countdown';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BackToSettings } from './back-to-settings';
import { maskMobile } from './masking';
import { type ContactKind, sendChangeCode, verifyAndChange } from './security-api';
import { useMember, useStoreMember } from './use-member';
import './security.css';

type Field = 'value' | 'code';

/** The contracts of each kind, with the form's two fields named as the server names them. */
const contracts = {
  mobile: {
    value: z.object({ mobile: mobileSchema }),
    whole: updateMobileBody,
    fields: (form: Record<Field, string>) => ({ mobile: form.value, code: form.code }),
  },
  email: {
    value: z.object({ email: emailSchema }),
    whole: updateEmailBody,
    fields: (form: Record<Field, string>) => ({ email: form.value, code: form.code }),
  },
} as const;

function toFormErrors(errors: FieldErrors<'mobile' | 'email' | 'code'>): FieldErrors<Field> {
  return { value: errors.mobile ?? errors.email, code: errors.code };
}

/**
 * A new mobile number or e-mail address, proved with a code sent to it: send the code (then wait out the
 * resend countdown), type it, and the server checks it before the change is made with it.
 */
export function ContactChangeScreen({ kind }: { kind: ContactKind }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const member = useMember();
  const storeMember = useStoreMember();
  const [form, setForm] = useState<Record<Field, string>>({ value: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [time, startCountdown] = useCountdown();
  const contract = contracts[kind];

  const send = useMutation({
    mutationFn: (value: string) => sendChangeCode(kind, value),
    onSuccess: (data, value) => {
      setSentTo(value);
      showToast('success', t`Verification code sent successfully`);
      startCountdown(data.resendAfter);
    },
    onError: (error) => {
      if (isApiError(error) && error.retryAfter) startCountdown(error.retryAfter);
      const server = serverFieldErrors(error, ['mobile', 'email'] as const);
      setErrors((prev) => ({ ...prev, value: server.mobile ?? server.email }));
    },
  });
  const change = useMutation({
    mutationFn: () => verifyAndChange(kind, form.value.trim(), form.code.trim()),
    onSuccess: async (member) => {
      storeMember(member);
      showToast('success', t`Modified successfully`);
      await navigate({ to: '/account/centre/settings' });
    },
    onError: (error) =>
      setErrors(toFormErrors(serverFieldErrors(error, ['mobile', 'email', 'code'] as const))),
  });

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const sendCode = () => {
    const found = toFormErrors(
      contractErrors<'mobile' | 'email' | 'code'>(contract.value, contract.fields(form), i18n, lang),
    );
    setErrors((prev) => ({ ...prev, value: found.value }));
    if (found.value) return;
    send.mutate(form.value.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = toFormErrors(
      contractErrors<'mobile' | 'email' | 'code'>(contract.whole, contract.fields(form), i18n, lang),
    );
    setErrors(found);
    if (found.value || found.code) return;
    change.mutate();
  };

  const current =
    kind === 'mobile' ? (member?.mobile ? maskMobile(member.mobile) : null) : (member?.email ?? null);
  return (
    <Screen
      title={kind === 'mobile' ? <Trans>Mobile number</Trans> : <Trans>E-mail address</Trans>}
      width="narrow"
      testId={kind === 'mobile' ? 'setting-phone' : 'setting-mail'}
    >
      <Card>
        <p className="security-current">
          <span className="muted">
            <Trans>On file:</Trans>
          </span>{' '}
          <strong data-testid="current-value">{current ?? <Trans>Not added yet</Trans>}</strong>
        </p>
        <form onSubmit={submit} noValidate data-testid={`${kind}-form`}>
          <TextField
            label={kind === 'mobile' ? <Trans>New mobile number</Trans> : <Trans>New e-mail address</Trans>}
            type={kind === 'mobile' ? 'tel' : 'email'}
            name={kind}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel' : 'email'}
            value={form.value}
            onChange={set('value')}
            error={errors.value}
          />
          <TextField
            label={<Trans>Verification code</Trans>}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.code}
            onChange={set('code')}
            error={errors.code}
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
                ) : sentTo ? (
                  <Trans>Send again</Trans>
                ) : (
                  <Trans>Send code</Trans>
                )}
              </button>
            }
          />
          {sentTo ? (
            <p className="muted field-hint" role="status">
              {kind === 'mobile' ? (
                <Trans>We sent a 6-digit code by text message to {sentTo}. It is valid for 10 minutes.</Trans>
              ) : (
                <Trans>We sent a 6-digit code to {sentTo}. It is valid for 10 minutes.</Trans>
              )}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={change.isPending}>
            {change.isPending ? <Trans>Checking the code…</Trans> : <Trans>Verify and change</Trans>}
          </button>
        </form>
      </Card>
      <BackToSettings />
    </Screen>
  );
}
