import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../lib/stores/toast-store';
import { resetPassword } from './auth-api';
import { CodePasswordForm } from './code-password-form';

export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      showToast('success', t`Modified successfully`);
      onDone();
    },
  });
  return (
    <CodePasswordForm
      purpose="resetPassword"
      pending={mutation.isPending}
      submitLabel={<Trans>Set new password</Trans>}
      onSubmit={(form) => mutation.mutate(form)}
    />
  );
}
