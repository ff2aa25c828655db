import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, usdtRates } from '../../db/schema';

export type UsdtRateRow = typeof usdtRates.$inferSelect;

/** A new rate: rows are only ever added (decision 098), so every quote can be held against its rate. */
export async function insertUsdtRate(db: Executor, values: { rate: string; setBy: number; setAt: Date }) {
  const [row] = await db.insert(usdtRates).values(values).returning();
  return row!;
}

/**
 * The newest rates, newest first, with who set each. The first is the rate in force: the last one added,
 * by id — a clock set back (or a test's) must not bring an older rate back into force.
 */
export async function latestUsdtRates(db: Executor, limit: number) {
  return db
    .select({
      id: usdtRates.id,
      rate: usdtRates.rate,
      setAt: usdtRates.setAt,
      setBy: usdtRates.setBy,
      email: members.email,
    })
    .from(usdtRates)
    .innerJoin(members, eq(members.id, usdtRates.setBy))
    .orderBy(desc(usdtRates.id))
    .limit(limit);
}
