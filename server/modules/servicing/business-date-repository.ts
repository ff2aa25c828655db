import { eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/loan/dates';
import type { Executor } from '../../db/client';
import { businessDate } from '../../db/schema';

export type BusinessDateRow = typeof businessDate.$inferSelect;

/** The date an operator last moved the business date to, or null when nobody has. */
export async function findBusinessDateRow(db: Executor): Promise<BusinessDateRow | null> {
  const [row] = await db.select().from(businessDate).where(eq(businessDate.id, 1));
  return row ?? null;
}

export async function saveBusinessDate(
  tx: Executor,
  values: { date: IsoDate; movedBy: number; movedAt: Date },
): Promise<void> {
  await tx
    .insert(businessDate)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessDate.id, set: values });
}

/**
 * Held until the transaction ends by whoever moves the date: two operators moving it at once take turns,
 * and the second sees where the first left it (and is refused if that is not before its own date).
 */
export async function lockBusinessDateMove(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
}
const MOVE_LOCK_KEY = 7_301_204_833;
