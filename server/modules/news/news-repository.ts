import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArticleType } from '../../../domain/api/news';
import type { Language } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { articles, articleTranslations } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
export type TranslationRow = typeof articleTranslations.$inferSelect;
export type ArticleWithTexts = ArticleRow & { texts: TranslationRow[] };

export interface ArticleInput {
  slug: string;
  type: ArticleType;
  pinned: boolean;
  publishedAt: Date;
  texts: Record<Language, { title: string; summary: string; bodyHtml: string }>;
}

/** Inserts or refreshes an article by slug, with one row per language: running it twice changes nothing. */
export async function upsertArticle(db: Executor, input: ArticleInput): Promise<number> {
  const [article] = await db
    .insert(articles)
    .values({ slug: input.slug, type: input.type, pinned: input.pinned, publishedAt: input.publishedAt })
    .onConflictDoUpdate({
      target: articles.slug,
      set: { type: input.type, pinned: input.pinned, publishedAt: input.publishedAt },
    })
    .returning({ id: articles.id });
  if (!article) throw new Error('article upsert returned nothing');
  for (const [lang, text] of Object.entries(input.texts) as [Language, ArticleInput['texts'][Language]][]) {
    await db
      .insert(articleTranslations)
      .values({ articleId: article.id, lang, ...text })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.lang],
        set: { title: text.title, summary: text.summary, bodyHtml: text.bodyHtml },
      });
  }
  return article.id;
}

async function withTexts(db: Executor, rows: ArticleRow[]): Promise<ArticleWithTexts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const texts = await db
    .select()
    .from(articleTranslations)
    .where(inArray(articleTranslations.articleId, ids));
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.articleId === row.id) }));
}

export interface ArticleSummaryRow {
  id: number;
  slug: string;
  type: ArticleType;
  pinned: boolean;
  publishedAt: Date;
  /** In the language asked for, else English; null only if the article has neither. */
  title: string | null;
  summary: string | null;
}

const wanted = alias(articleTranslations, 'wanted');
const english = alias(articleTranslations, 'english');

// One query per page: the articles, their title and summary in the language asked for (English standing
// in), and the total by a window over the same rows; built and prepared once per filter.
const summaryPage = (db: Executor, typed: boolean) =>
  prepared(db, typed ? 'news_page_by_type' : 'news_page', (handle) =>
    handle
      .select({
        id: articles.id,
        slug: articles.slug,
        type: articles.type,
        pinned: articles.pinned,
        publishedAt: articles.publishedAt,
        title: sql<string | null>`coalesce(${wanted.title}, ${english.title})`,
        summary: sql<string | null>`coalesce(${wanted.summary}, ${english.summary})`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(articles)
      .leftJoin(wanted, and(eq(wanted.articleId, articles.id), eq(wanted.lang, sql.placeholder('lang'))))
      .leftJoin(english, and(eq(english.articleId, articles.id), eq(english.lang, 'en')))
      .where(typed ? eq(articles.type, sql.placeholder('type')) : undefined)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(typed ? 'news_page_by_type' : 'news_page'),
  );

/** A page of article summaries, newest first, with the number of articles of the type in all. */
export async function pageArticleSummaries(
  db: Executor,
  type: ArticleType | undefined,
  page: { page: number; pageSize: number },
  lang: Language,
): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
  const rows = await summaryPage(db, type !== undefined).execute({
    lang,
    ...(type ? { type } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  // A page past the end has no row to carry the total: it is counted on its own.
  if (rows.length === 0) {
    const where = type ? eq(articles.type, type) : undefined;
    const [counted] = await db.select({ value: count() }).from(articles).where(where);
    return { rows: [], total: counted?.value ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Pinned articles first, then the newest. */
export async function topArticles(db: Executor, limit: number): Promise<ArticleWithTexts[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.pinned), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return withTexts(db, rows);
}

export async function findArticle(db: Executor, id: number): Promise<ArticleWithTexts | null> {
  const rows = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  const [found] = await withTexts(db, rows);
  return found ?? null;
}
