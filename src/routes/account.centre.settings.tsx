import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsLayout } from '../tabs/mine/account-settings-screen';

export const Route = createFileRoute('/account/centre/settings')({
  component: AccountSettingsLayout,
});
