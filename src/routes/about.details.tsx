import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../lib/language';
import { optionalPositiveInt } from '../lib/search-params';
import { ArticleScreen } from '../pages/news/article-screen';
import { articleQuery } from '../pages/news-queries';

export const Route = createFileRoute('/about/details')({
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalPositiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id !== undefined)
      void context.queryClient.prefetchQuery(articleQuery(currentLanguage(), deps.id));
  },
  component: ArticleDetailsRoute,
});

function ArticleDetailsRoute() {
  const { id } = Route.useSearch();
  return <ArticleScreen id={id} />;
}
