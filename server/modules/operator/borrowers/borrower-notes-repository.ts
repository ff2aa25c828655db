import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  afterCursor,
  cutPage,
  type KeysetPage,
  keysetOrderBy,
  keyText,
  pageWindow,
} from '../../../db/keyset';
import { borrowerNotes, members } from '../../../db/schema';

export type NewNote = typeof borrowerNotes.$inferInsert;
export type BorrowerNoteRow = typeof borrowerNotes.$inferSelect;

/** Notes are only ever inserted: there is no update or delete here, by design (decision 107). */
export async function insertNote(tx: Executor, values: NewNote): Promise<number> {
  const [row] = await tx.insert(borrowerNotes).values(values).returning({ id: borrowerNotes.id });
  if (!row) throw new Error('note not written');
  return row.id;
}

export async function noteOfBorrower(db: Executor, memberId: number, noteId: number) {
  const [row] = await db
    .select({ id: borrowerNotes.id })
    .from(borrowerNotes)
    .where(and(eq(borrowerNotes.id, noteId), eq(borrowerNotes.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

const author = sql<string>`(select ${members.email} from ${members} where ${members.id} = ${borrowerNotes.authorId})`;

/** A borrower's notes newest first, paged by key from `borrower_notes_member_idx`. */
export async function pageNotes(db: Executor, memberId: number, page: KeysetPage) {
  const { limit, offset } = pageWindow(page);
  const where = eq(borrowerNotes.memberId, memberId);
  const [read, totals] = await Promise.all([
    db
      .select({ note: borrowerNotes, authorEmail: author, key: keyText(borrowerNotes.createdAt) })
      .from(borrowerNotes)
      .where(and(where, afterCursor(borrowerNotes.createdAt, borrowerNotes.id, 'newest', page.after)))
      .orderBy(...keysetOrderBy(borrowerNotes.createdAt, borrowerNotes.id, 'newest'))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(borrowerNotes)
      .where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.note.id }));
  // Which of these notes a later note corrects (the newest correction of each).
  const ids = rows.map((row) => row.note.id);
  const corrections =
    ids.length === 0
      ? []
      : await db
          .select({ id: borrowerNotes.id, correctsId: borrowerNotes.correctsId })
          .from(borrowerNotes)
          .where(and(where, inArray(borrowerNotes.correctsId, ids)))
          .orderBy(desc(borrowerNotes.id));
  return { rows, next, total: totals[0]?.total ?? 0, corrections };
}

export async function findNote(db: Executor, noteId: number) {
  const [row] = await db
    .select({ note: borrowerNotes, authorEmail: author })
    .from(borrowerNotes)
    .where(eq(borrowerNotes.id, noteId))
    .limit(1);
  return row ?? null;
}
