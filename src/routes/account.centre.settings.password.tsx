import { createFileRoute } from '@tanstack/react-router';
import { SettingDetailScreen } from '../tabs/mine/account-settings-screen';

export const Route = createFileRoute('/account/centre/settings/password')({
  component: () => <SettingDetailScreen setting="password" />,
});
