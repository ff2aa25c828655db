import { createFileRoute } from '@tanstack/react-router';
import { BankScreen } from '../pages/about/bank-screen';

export const Route = createFileRoute('/bank')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: BankScreen,
});
