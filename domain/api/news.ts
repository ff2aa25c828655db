import { z } from 'zod';
import { pageOf, pageQuery, recordIdParam } from './envelope';

export const articleTypes = ['blog', 'press'] as const;
export type ArticleType = (typeof articleTypes)[number];

export const newsListQuery = pageQuery.extend({
  type: z.enum(articleTypes, { message: 'validation.failed' }).optional(),
});

export const newsIdParams = z.object({ id: recordIdParam });

/** An article in the reader's language (the `lang` header), without its body. */
export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(articleTypes),
  pinned: z.boolean(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** The article with its body as sanitized HTML (basic formatting and safe links only). */
export const articleDetail = articleSummary.extend({ content: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleList = z.array(articleSummary);
export const articlePage = pageOf(articleSummary);
