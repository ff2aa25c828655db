import { createFileRoute } from '@tanstack/react-router';
import { LearnMoreScreen } from '../pages/about/learn-more-screen';
import { quoteConfigQuery } from '../pages/config-queries';

export const Route = createFileRoute('/learn-more')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: LearnMoreScreen,
});
