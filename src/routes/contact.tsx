import { createFileRoute } from '@tanstack/react-router';
import { quoteConfigQuery } from '../lib/queries/config-queries';
import { ContactScreen } from '../tabs/service/contact-screen';

export const Route = createFileRoute('/contact')({
  staticData: { tab: 'service', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: ContactScreen,
});
