import { createFileRoute } from '@tanstack/react-router';
import { ComplaintsScreen } from '../pages/legal/complaints-screen';

export const Route = createFileRoute('/complaints')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: ComplaintsScreen,
});
