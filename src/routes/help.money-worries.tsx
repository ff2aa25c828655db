import { createFileRoute } from '@tanstack/react-router';
import { MoneyWorriesScreen } from '../pages/help/money-worries-screen';

export const Route = createFileRoute('/help/money-worries')({
  staticData: { tab: 'service', catalogs: ['shell', 'pages'], access: 'public' },
  component: MoneyWorriesScreen,
});
