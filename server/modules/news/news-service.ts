import type { ArticleDetail, ArticleSummary, ArticleType } from '../../../domain/api/news';
import type { Language } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { sanitizeArticleHtml } from './html-sanitizer';
import {
  type ArticleInput,
  type ArticleWithTexts,
  findArticle,
  pageArticleSummaries,
  topArticles,
  upsertArticle,
} from './news-repository';

const TOP_COUNT = 4;

export async function topNews(db: Executor, lang: Language): Promise<ArticleSummary[]> {
  return (await topArticles(db, TOP_COUNT)).map((article) => summaryOf(article, lang));
}

export async function newsPage(
  db: Executor,
  type: ArticleType | undefined,
  page: { page: number; pageSize: number },
  lang: Language,
) {
  const { rows, total } = await pageArticleSummaries(db, type, page, lang);
  return {
    list: rows.map(({ title, summary, publishedAt, ...article }) => {
      // Every seeded article has all three languages; one with neither its language nor English is not shown.
      if (title === null || summary === null) throw notFound();
      return { ...article, title, summary, publishedAt: publishedAt.toISOString() };
    }),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

export async function newsDetail(db: Executor, id: number, lang: Language): Promise<ArticleDetail> {
  const article = await findArticle(db, id);
  if (!article) throw notFound();
  const text = textIn(article, lang);
  return { ...summaryOf(article, lang), content: sanitizeArticleHtml(text.bodyHtml) };
}

/** Writes an article (the seed, or a future editor), sanitizing its HTML before it is stored. */
export function saveArticle(db: Executor, input: ArticleInput): Promise<number> {
  const texts = Object.fromEntries(
    Object.entries(input.texts).map(([lang, text]) => [
      lang,
      { ...text, bodyHtml: sanitizeArticleHtml(text.bodyHtml) },
    ]),
  ) as ArticleInput['texts'];
  return upsertArticle(db, { ...input, texts });
}

// Every seeded article has all three languages; English stands in should a translation ever be missing.
function textIn(article: ArticleWithTexts, lang: Language) {
  const text = article.texts.find((t) => t.lang === lang) ?? article.texts.find((t) => t.lang === 'en');
  if (!text) throw notFound();
  return text;
}

function summaryOf(article: ArticleWithTexts, lang: Language): ArticleSummary {
  const text = textIn(article, lang);
  return {
    id: article.id,
    slug: article.slug,
    type: article.type,
    pinned: article.pinned,
    title: text.title,
    summary: text.summary,
    publishedAt: article.publishedAt.toISOString(),
  };
}
