import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { configValues } from '../../db/schema';

export async function readConfigValues(db: Executor, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: configValues.code, value: configValues.value })
    .from(configValues)
    .where(inArray(configValues.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.value]));
}

export async function upsertConfigValue(db: Executor, code: string, value: string, now: Date): Promise<void> {
  await db
    .insert(configValues)
    .values({ code, value, updatedAt: now })
    .onConflictDoUpdate({ target: configValues.code, set: { value, updatedAt: now } });
}

/** Seeding: adds missing codes only, so an operator's later change survives every restart. */
export async function insertMissingConfigValues(db: Executor, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([code, value]) => ({ code, value }));
  if (rows.length === 0) return;
  await db.insert(configValues).values(rows).onConflictDoNothing({ target: configValues.code });
}
