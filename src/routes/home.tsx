import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/language';
import { quoteConfigQuery } from '../pages/config-queries';
import { HomeScreen } from '../pages/home/home-screen';
import { topNewsQuery } from '../pages/news-queries';

export const Route = createFileRoute('/home')({
  // Warm, do not wait: the page renders at once and fills in as the answers arrive (or from the cache).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(quoteConfigQuery());
    void context.queryClient.prefetchQuery(topNewsQuery(currentLanguage()));
  },
  component: HomeScreen,
});
