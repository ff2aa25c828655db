import { createFileRoute } from '@tanstack/react-router';
import { quoteConfigQuery } from '../lib/queries/config-queries';
import { LearnMoreScreen } from '../pages/about/learn-more-screen';

export const Route = createFileRoute('/learn-more')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: LearnMoreScreen,
});
