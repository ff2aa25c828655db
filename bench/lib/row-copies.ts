// Set-wise copies of rows made through the API (bench/seed-scale.ts, bench/writes-data.ts): every copy
// passes the schema's checks as the original did; only the columns named explicitly differ.
import type pg from 'pg';

/** The columns of a table that an insert may name (not generated ones), minus those given explicitly. */
export async function columnsOf(client: pg.Client, table: string, given: string[]): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name).filter((name) => !given.includes(name));
}

export const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
export const copied = (alias: string, names: string[]) =>
  names.map((name) => `${alias}."${name}"`).join(', ');
