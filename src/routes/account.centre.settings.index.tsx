import { createFileRoute } from '@tanstack/react-router';
import { SettingsIndexScreen } from '../security/settings-index-screen';

export const Route = createFileRoute('/account/centre/settings/')({
  component: SettingsIndexScreen,
});
