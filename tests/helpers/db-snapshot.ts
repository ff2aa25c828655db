import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app';

/** Per table: how many rows, and an md5 of every row's text in a fixed order. */
export type Snapshot = Record<string, { rows: number; md5: string }>;

/**
 * Every table of the public schema, counted and checksummed, so a test can show that a refused request
 * changed nothing anywhere — not only in the table it aimed at. Stored refusals in `idempotency_keys` are
 * left out of the sum on purpose: a keyed write keeps its refusal so that a repeat gets the same answer
 * (DESIGN §7), and that bookkeeping is not an effect. Successful keyed answers are counted.
 */
export async function snapshot(ctx: TestContext): Promise<Snapshot> {
  const tables = await ctx.deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Snapshot = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const where =
      name === 'idempotency_keys' ? sql`where t.response_status is null or t.response_status < 400` : sql``;
    const summed = await ctx.deps.db.execute<{ rows: number; md5: string }>(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
          from ${sql.identifier(name)} t ${where}`,
    );
    const row = rowsOf<{ rows: number; md5: string }>(summed)[0]!;
    result[name] = { rows: Number(row.rows), md5: row.md5 };
  }
  return result;
}

/** The tables whose rows or checksum differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.md5 !== after[name]?.md5,
  );
}

// node-postgres answers { rows }, PGlite's drizzle driver answers { rows } too; both are read the same way.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
