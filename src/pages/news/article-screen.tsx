import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { articleQuery, newsListQuery } from '../../lib/queries/news-queries';
import { DataAsOf } from '../../ui/data-as-of';
import { arrowBack } from '../../ui/icons/arrow-back';
import { ArticleList } from './article-list';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';

/** One article. Its body is HTML the server sanitized on write and again on read (DESIGN §7). */
export function ArticleScreen({ id }: { id: number | undefined }) {
  const lang = useLanguage();
  const query = useQuery({ ...articleQuery(lang, id ?? 0), enabled: id !== undefined });
  const article = query.data;
  const backToPress = article?.type === 'press';
  return (
    <article
      className="screen screen--narrow article"
      data-testid="article"
      aria-busy={query.isPending && id !== undefined}
    >
      {backToPress ? (
        <Link to="/about/press" className="back-link" data-testid="back-link">
          <Icon icon={arrowBack} aria-hidden="true" />
          <Trans>Return to press releases</Trans>
        </Link>
      ) : (
        <Link to="/blog" className="back-link" data-testid="back-link">
          <Icon icon={arrowBack} aria-hidden="true" />
          <Trans>Return to blog</Trans>
        </Link>
      )}
      {article ? (
        <>
          <DataAsOf query={query} />
          <p className="article__meta">
            {article.type === 'press' ? <Trans>Press release</Trans> : <Trans>Blog</Trans>}
            {' · '}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
          </p>
          <h1 className="screen__title" id="screen-title">
            {article.title}
          </h1>
          <p className="screen__lead">{article.summary}</p>
          {/* Sanitized by the server (allow-listed tags and safe links only). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized article HTML */}
          <div className="card prose article__body" dangerouslySetInnerHTML={{ __html: article.content }} />
          <MoreArticles type={article.type} exceptId={article.id} />
        </>
      ) : id === undefined || query.isError ? (
        <div className="card empty-state" data-testid="article-missing">
          <h1 className="screen__title" id="screen-title">
            <Trans>Article not found</Trans>
          </h1>
          <p>
            <Trans>
              This article may have been removed, or you may be offline and have not opened it before.
            </Trans>
          </p>
        </div>
      ) : (
        <div className="article__placeholder" />
      )}
    </article>
  );
}

/** Up to three other articles of the same kind, newest first: where a reader goes next. */
function MoreArticles({ type, exceptId }: { type: 'blog' | 'press'; exceptId: number }) {
  const lang = useLanguage();
  const query = useQuery({ ...newsListQuery(lang, type), meta: { silent: true } });
  const others = (query.data?.list ?? []).filter((item) => item.id !== exceptId).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className="article__more" aria-labelledby="more-articles">
      <h2 id="more-articles" className="section__title">
        {type === 'press' ? <Trans>More press releases</Trans> : <Trans>More from the blog</Trans>}
      </h2>
      <ArticleList articles={others} testId="more-articles" />
    </section>
  );
}
