import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { members } from './members';

/**
 * Operators' notes on a borrower, or on one of their loans: who wrote what, when. A note is never edited
 * or deleted — a correction is a new note naming the one it corrects — so the table is written by insert
 * only and what a borrower's page showed on a day can always be read again. The length is checked by the
 * route's contract and again here, so no path can store a note the console could not show whole.
 */
export const borrowerNotes = pgTable(
  'borrower_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The borrower the note is about (also for a note on a loan: the page lists both). */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Set for a note on one loan. */
    loanId: bigint('loan_id', { mode: 'number' }).references(() => loans.id),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    text: text('text').notNull(),
    /** The note this one corrects; the corrected note stays as it was written. */
    correctsId: bigint('corrects_id', { mode: 'number' }).references((): AnyPgColumn => borrowerNotes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A borrower's notes newest first, paged by key (server/db/keyset.ts).
    index('borrower_notes_member_idx').on(table.memberId, table.createdAt, table.id),
    check('borrower_notes_text_length', sql`char_length(${table.text}) between 1 and 4000`),
  ],
);
