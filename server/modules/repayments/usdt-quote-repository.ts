import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usdtQuotes } from '../../db/schema';

export type UsdtQuoteRow = typeof usdtQuotes.$inferSelect;

/** A quote as shown: rows are only added, a refresh is another row (decision 098). */
export async function insertUsdtQuote(db: Executor, values: typeof usdtQuotes.$inferInsert) {
  const [row] = await db.insert(usdtQuotes).values(values).returning();
  return row!;
}

export async function findUsdtQuote(db: Executor, id: number): Promise<UsdtQuoteRow | null> {
  const [row] = await db.select().from(usdtQuotes).where(eq(usdtQuotes.id, id)).limit(1);
  return row ?? null;
}
