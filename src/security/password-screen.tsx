import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { updatePasswordBody } from '../../domain/api/members';
import { useLanguage } from '../lib/i18n/language';
import { showToast } from '../lib/stores/toast-store';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { BackToSettings } from './back-to-settings';
import { updatePassword } from './security-api';
import './security.css';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Form = Record<Field, string>;
const empty: Form = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changing the login password. The server keeps this session and ends every other one (on every device),
 * so a borrower who suspects someone else is signed in shuts them out with this one step.
 */
export function PasswordScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useMutation({
    mutationFn: updatePassword,
    onSuccess: async () => {
      setForm(empty);
      showToast('success', t`Modified successfully`);
      await navigate({ to: '/account/centre/settings' });
    },
    onError: (error) => setErrors(serverFieldErrors(error, fields)),
  });
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contractErrors(updatePasswordBody, form, i18n, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(form);
  };
  return (
    <Screen title={<Trans>Login password</Trans>} width="narrow" testId="setting-password">
      <Card>
        <form onSubmit={submit} noValidate data-testid="password-form">
          <TextField
            label={<Trans>Current password</Trans>}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            label={<Trans>New password</Trans>}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            label={<Trans>Confirm password</Trans>}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <p className="muted field-hint">
            <Trans>
              8 to 64 characters. Once changed, you stay signed in here and every other device is signed out.
            </Trans>
          </p>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={mutation.isPending}
          >
            {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
          </button>
        </form>
      </Card>
      <BackToSettings />
    </Screen>
  );
}
