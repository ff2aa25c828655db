import { count, desc, eq, inArray } from 'drizzle-orm';
import type { ArticleType } from '../../../domain/api/news';
import type { Language } from '../../../domain/errors';
import type { Executor } from '../../db/client';
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

export async function listArticles(
  db: Executor,
  type: ArticleType | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: ArticleWithTexts[]; total: number }> {
  const where = type ? eq(articles.type, type) : undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ value: count() }).from(articles).where(where);
  return { rows: await withTexts(db, rows), total: total?.value ?? 0 };
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
