import { defaultSettings } from '../modules/config/config-defaults';
import { insertMissingConfigValues } from '../modules/config/config-repository';
import { saveArticle } from '../modules/news/news-service';
import type { Database } from './client';
import { blogArticles } from './seed-content/blog-articles';
import { pressArticles } from './seed-content/press-articles';

/**
 * Reference data, written at every start. Idempotent: config values are only added when missing (an
 * operator's change is never overwritten) and articles are matched by slug.
 */
export async function seedReference(db: Database): Promise<void> {
  await insertMissingConfigValues(db, defaultSettings);
  // Articles are ours, not operators': a changed text in the code replaces the stored one.
  for (const article of [...blogArticles, ...pressArticles]) await saveArticle(db, article);
}
