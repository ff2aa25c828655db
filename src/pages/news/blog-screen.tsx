import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n/language';
import { newsListQuery } from '../../lib/queries/news-queries';
import { DataAsOf } from '../../ui/data-as-of';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { ArticleList, ArticleListPlaceholder } from './article-list';

export function BlogScreen() {
  const lang = useLanguage();
  const query = useQuery(newsListQuery(lang, 'blog'));
  return (
    <Screen
      title={<Trans>Blog</Trans>}
      lead={<Trans>Guides to borrowing well, budgeting and getting the most from your loan.</Trans>}
      testId="blog"
    >
      {query.data ? <DataAsOf query={query} /> : null}
      {query.data ? (
        query.data.list.length > 0 ? (
          <ArticleList articles={query.data.list} testId="blog-list" />
        ) : (
          <p className="muted">
            <Trans>No articles yet. Please check back soon.</Trans>
          </p>
        )
      ) : query.isError ? (
        <p className="card">
          <Trans>The articles could not be loaded. Check your connection and try again.</Trans>
        </p>
      ) : (
        <ArticleListPlaceholder />
      )}
    </Screen>
  );
}
