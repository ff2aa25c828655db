import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../pages/legal/legal-screens';

export const Route = createFileRoute('/terms')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: TermsScreen,
});
