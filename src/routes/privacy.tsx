import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../pages/legal/legal-screens';

export const Route = createFileRoute('/privacy')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: PrivacyScreen,
});
