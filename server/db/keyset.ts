import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseCursor } from '../../domain/api/envelope';

/**
 * Paging by key: a page is the rows after the last one the caller saw, in (time, id) order, read from an
 * index whose columns are that order, so the thousandth page costs what the first does. OFFSET made
 * PostgreSQL read and drop every row before the page (decision 091).
 *
 * A cursor is the last row's time as PostgreSQL holds it, to the microsecond, and its id
 * (`2026-11-27T02:35:00.123456Z_42`): a JavaScript Date keeps milliseconds only, and rows written within
 * the same millisecond would be skipped or repeated.
 */
export interface KeysetPage {
  /** Read by OFFSET only when no cursor is given: the page numbers of clients before cursors. */
  page: number;
  pageSize: number;
  after?: string | undefined;
}

export type KeysetOrder = 'oldest' | 'newest';

/** The row's time in the cursor's form, selected beside the row. */
export function keyText(at: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The ordering of a keyset: time then id, both the same way. */
export function keysetOrderBy(at: AnyPgColumn, id: AnyPgColumn, order: KeysetOrder): SQL[] {
  return order === 'oldest' ? [asc(at), asc(id)] : [desc(at), desc(id)];
}

/** The rows after the cursor in `order`; undefined without one. A cursor is checked by the route's contract. */
export function afterCursor(
  at: AnyPgColumn,
  id: AnyPgColumn,
  order: KeysetOrder,
  after: string | undefined,
): SQL | undefined {
  const cursor = after === undefined ? null : parseCursor(after);
  if (!cursor) return undefined;
  return order === 'oldest'
    ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
}

/** LIMIT and OFFSET of a page: one row more than the page, which tells whether another follows. */
export function pageWindow(page: KeysetPage): { limit: number; offset: number } {
  return { limit: page.pageSize + 1, offset: page.after ? 0 : (page.page - 1) * page.pageSize };
}

/** The page's rows and the cursor of the next page (null on the last), from rows read by `pageWindow`. */
export function cutPage<T>(
  rows: T[],
  pageSize: number,
  keyOf: (row: T) => { at: string | null; id: number },
): { rows: T[]; next: string | null } {
  if (rows.length <= pageSize) return { rows, next: null };
  const page = rows.slice(0, pageSize);
  const last = keyOf(page[pageSize - 1] as T);
  return { rows: page, next: last.at === null ? null : `${last.at}_${last.id}` };
}
