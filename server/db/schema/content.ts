import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * System configuration (SPEC §3 "System config item"): every value is a string on the wire and here —
 * amounts in minor units ("100000"), rates as annual fractions ("0.089").
 */
export const configValues = pgTable('config_values', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A blog post or press release; its words live in `article_translations`, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['blog', 'press'] }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('articles_slug_key').on(table.slug),
    index('articles_type_published_idx').on(table.type, table.publishedAt),
  ],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['en', 'cn', 'tw'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML (sanitized again when read). */
    bodyHtml: text('body_html').notNull(),
  },
  (table) => [uniqueIndex('article_translations_article_lang_key').on(table.articleId, table.lang)],
);
