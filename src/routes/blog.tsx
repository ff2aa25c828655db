import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n/language';
import { newsListQuery } from '../lib/queries/news-queries';
import { BlogScreen } from '../pages/news/blog-screen';

export const Route = createFileRoute('/blog')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(newsListQuery(currentLanguage(), 'blog')),
  component: BlogScreen,
});
