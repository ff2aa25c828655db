import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../pages/about/about-screen';

export const Route = createFileRoute('/about/')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: AboutScreen,
});
