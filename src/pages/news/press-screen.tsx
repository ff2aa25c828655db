import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n/language';
import { newsListQuery } from '../../lib/queries/news-queries';
import { DataAsOf } from '../../ui/data-as-of';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { ArticleList, ArticleListPlaceholder } from './article-list';
import { groupPress } from './press-groups';

export function PressScreen() {
  const lang = useLanguage();
  const query = useQuery(newsListQuery(lang, 'press'));
  const groups = query.data ? groupPress(query.data.list) : null;
  return (
    <Screen
      title={<Trans>Press</Trans>}
      lead={<Trans>News from Quayside for journalists and everyone else.</Trans>}
      testId="press"
    >
      {query.data ? <DataAsOf query={query} /> : null}
      <section aria-labelledby="press-latest">
        <h2 id="press-latest" className="section__title">
          <Trans>Press releases</Trans>
        </h2>
        {groups ? (
          <ArticleList articles={groups.latest} testId="press-latest" />
        ) : query.isError ? (
          <p className="card">
            <Trans>The articles could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : (
          <ArticleListPlaceholder />
        )}
      </section>
      {groups && groups.archive.length > 0 ? (
        <section aria-labelledby="press-archive" data-testid="press-archive">
          <h2 id="press-archive" className="section__title">
            <Trans>Archive</Trans>
          </h2>
          {groups.archive.map((group) => (
            <section key={group.year} aria-label={group.year}>
              <h3 className="archive-year">{group.year}</h3>
              <ArticleList articles={group.items} />
            </section>
          ))}
        </section>
      ) : null}
      <p className="muted small">
        <Trans>Media enquiries: please e-mail our support address and mark your message "Press".</Trans>
      </p>
    </Screen>
  );
}
