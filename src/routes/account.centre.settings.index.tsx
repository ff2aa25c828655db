import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '../tabs/mine/account-settings-screen';

export const Route = createFileRoute('/account/centre/settings/')({
  component: AccountSettingsScreen,
});
