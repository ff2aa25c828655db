import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { currentLanguage } from '../lib/i18n/language';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { articleQuery } from '../lib/queries/news-queries';
import { ArticleScreen } from '../pages/news/article-screen';

export const Route = createFileRoute('/about/details')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalPositiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id !== undefined)
      void context.queryClient.prefetchQuery(articleQuery(currentLanguage(), deps.id));
  },
  component: ArticleDetailsRoute,
});

// Through the route's id, not `Route`: the component is a chunk of its own (code splitting), and importing
// the route definition from there made that definition a separate file every page waited for.
const routeApi = getRouteApi('/about/details');

function ArticleDetailsRoute() {
  const { id } = routeApi.useSearch();
  return <ArticleScreen id={id} />;
}
