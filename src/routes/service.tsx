import { createFileRoute } from '@tanstack/react-router';
import { quoteConfigQuery } from '../lib/queries/config-queries';
import { ServiceScreen } from '../tabs/service/service-screen';

export const Route = createFileRoute('/service')({
  staticData: { tab: 'service', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: ServiceScreen,
});
