import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n/language';
import { newsListQuery } from '../lib/queries/news-queries';
import { PressScreen } from '../pages/news/press-screen';

export const Route = createFileRoute('/about/press')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(newsListQuery(currentLanguage(), 'press')),
  component: PressScreen,
});
