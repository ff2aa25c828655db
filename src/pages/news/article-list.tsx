import { Link } from '@tanstack/react-router';
import type { ArticleSummary } from '../../../domain/api/news';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

export function ArticleList({ articles, testId }: { articles: readonly ArticleSummary[]; testId?: string }) {
  const lang = useLanguage();
  return (
    <ul className="article-list" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to="/about/details" search={{ id: article.id }} className="article-row card">
            <time dateTime={article.publishedAt} className="article-row__date">
              {formatDate(article.publishedAt, lang)}
            </time>
            <strong className="article-row__title">{article.title}</strong>
            <span className="article-row__summary">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Three grey rows holding the place of the list while it loads. */
export function ArticleListPlaceholder() {
  return (
    <ul className="article-list" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="article-row card article-row--placeholder" />
      ))}
    </ul>
  );
}
