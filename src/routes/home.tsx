import { createFileRoute } from '@tanstack/react-router';
import { brandQuery } from '../lib/brand-queries';
import { quoteConfigQuery } from '../lib/config-queries';
import { currentLanguage } from '../lib/language';
import { topNewsQuery } from '../lib/news-queries';
import { waitBriefly } from '../lib/wait-briefly';
import { HomeScreen } from '../tabs/home/home-screen';

// The home page renders once, with its rates, news and the brand's contacts, rather than at once and then
// again as each answer arrives: each of those re-renders was a burst of main-thread work while the phone
// was still starting the app. Nothing is left blank meanwhile — index.html already shows the header and
// the hero (build/first-paint.ts) — and after 1.5 s the page renders anyway and fills in later.
export const Route = createFileRoute('/home')({
  staticData: { tab: 'home', catalogs: ['shell'], access: 'public' },
  loader: ({ context }) => {
    const lang = currentLanguage();
    return waitBriefly(
      [
        context.queryClient.prefetchQuery(quoteConfigQuery()),
        context.queryClient.prefetchQuery(topNewsQuery(lang)),
        context.queryClient.prefetchQuery(brandQuery(lang)),
      ],
      1500,
    );
  },
  component: HomeScreen,
});
