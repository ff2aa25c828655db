import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../lib/navigation/safe-redirect';
import { signIn } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { register } from './auth-api';
import { CodePasswordForm } from './code-password-form';

/** Registering signs the borrower in and takes them where they were going. */
export function RegisterForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: async ({ token, member }) => {
      signIn(token, member);
      showToast('success', t`Registered successfully`);
      await navigate({ href: safeRedirect(redirect), replace: true });
    },
  });
  return (
    <CodePasswordForm
      purpose="register"
      pending={mutation.isPending}
      submitLabel={<Trans>Register</Trans>}
      onSubmit={(form) => mutation.mutate(form)}
    />
  );
}
