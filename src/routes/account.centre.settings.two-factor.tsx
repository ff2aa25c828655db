import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorScreen } from '../security/two-factor-screen';

export const Route = createFileRoute('/account/centre/settings/two-factor')({
  component: TwoFactorScreen,
});
