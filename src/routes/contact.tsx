import { createFileRoute } from '@tanstack/react-router';
import { quoteConfigQuery } from '../pages/config-queries';
import { ContactScreen } from '../pages/help/contact-screen';

export const Route = createFileRoute('/contact')({
  staticData: { tab: 'service', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: ContactScreen,
});
