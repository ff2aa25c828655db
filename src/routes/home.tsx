import { createFileRoute } from '@tanstack/react-router';
import { brandQuery } from '../lib/brand-queries';
import { quoteConfigQuery } from '../lib/config-queries';
import { currentLanguage } from '../lib/language';
import { topNewsQuery } from '../lib/news-queries';
import { HomeScreen } from '../tabs/home/home-screen';

// The rates, news and the brand's contacts are asked for at once, but the page does not wait for them: its
// HTML (rendered at build time) already shows their loading state, which keeps their room, and they fill in.
export const Route = createFileRoute('/home')({
  staticData: { tab: 'home', catalogs: ['shell'], access: 'public' },
  loader: ({ context }) => {
    const lang = currentLanguage();
    void context.queryClient.prefetchQuery(quoteConfigQuery());
    void context.queryClient.prefetchQuery(topNewsQuery(lang));
    void context.queryClient.prefetchQuery(brandQuery(lang));
  },
  component: HomeScreen,
});
