import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '../security/password-screen';

export const Route = createFileRoute('/account/centre/settings/password')({
  component: PasswordScreen,
});
