import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../lib/first-paint/hydration';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { topNewsQuery } from '../../lib/queries/news-queries';

/** The pinned and latest articles; the strip keeps its place while loading so nothing below jumps. */
export function TopNews() {
  const lang = useLanguage();
  const answer = useQuery(topNewsQuery(lang));
  // Until hydrated, the placeholders the build rendered (lib/first-paint/hydration.ts).
  const hydrated = useHydrated();
  const isPending = !hydrated || answer.isPending;
  const data = hydrated ? answer.data : undefined;
  return (
    <section className="section" aria-labelledby="top-news" data-testid="top-news">
      <div className="section__head">
        <h2 id="top-news" className="section__title">
          <Trans>News and guides</Trans>
        </h2>
        <Link to="/blog" className="text-link">
          <Trans>All articles</Trans>
        </Link>
      </div>
      {isPending ? (
        <ul className="news-grid" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="news-card news-card--placeholder" />
          ))}
        </ul>
      ) : data && data.length > 0 ? (
        <ul className="news-grid">
          {data.slice(0, 4).map((article) => (
            <li key={article.id}>
              <Link to="/about/details" search={{ id: article.id }} className="news-card">
                <span className="news-card__type">
                  {article.type === 'press' ? <Trans>Press release</Trans> : <Trans>Blog</Trans>}
                </span>
                <strong className="news-card__title">{article.title}</strong>
                <span className="news-card__summary">{article.summary}</span>
                <time dateTime={article.publishedAt} className="news-card__date">
                  {formatDate(article.publishedAt, lang)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          <Trans>No articles to show right now.</Trans>
        </p>
      )}
    </section>
  );
}
