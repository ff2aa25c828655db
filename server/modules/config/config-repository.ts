import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { configValues } from '../../db/schema';

/**
 * The stored values of `codes`. The table holds a few dozen settings, so every value is read by one query
 * prepared once (server/db/prepared.ts) and the codes are picked here: a query per list of codes would be
 * built and planned anew for every list.
 */
export async function readConfigValues(db: Executor, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await prepared(db, 'config_values_all', (handle) =>
    handle
      .select({ code: configValues.code, value: configValues.value })
      .from(configValues)
      .prepare('config_values_all'),
  ).execute();
  const wanted = new Set(codes);
  const values = new Map<string, string>();
  for (const row of rows) if (wanted.has(row.code)) values.set(row.code, row.value);
  return values;
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
