import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n/language';
import { brandQuery } from '../lib/queries/brand-queries';
import { quoteConfigQuery } from '../lib/queries/config-queries';
import { topNewsQuery } from '../lib/queries/news-queries';
import { HomeScreen } from '../tabs/home/home-screen';

// The rates, news and the brand's contacts are asked for at once, but the page does not wait for them: its
// HTML (rendered at build time) already shows their loading state, which keeps their room, and they fill in.
export const Route = createFileRoute('/home')({
  staticData: { tab: 'home', catalogs: ['shell'], access: 'public', prerender: true },
  loader: ({ context }) => {
    const lang = currentLanguage();
    void context.queryClient.prefetchQuery(quoteConfigQuery());
    void context.queryClient.prefetchQuery(topNewsQuery(lang));
    void context.queryClient.prefetchQuery(brandQuery(lang));
  },
  component: HomeScreen,
});
