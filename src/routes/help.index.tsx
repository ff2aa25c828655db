import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '../pages/help/help-screen';

export const Route = createFileRoute('/help/')({
  staticData: { tab: 'service', catalogs: ['shell', 'pages'], access: 'public', prerender: true },
  component: HelpScreen,
});
