import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CreditFile } from '../../../domain/credit/credit-file';
import { loanQuotes } from './loans';
import { members } from './members';

export const creditSearchPurposes = ['quote', 'application', 'review'] as const;
export type CreditSearchPurpose = (typeof creditSearchPurposes)[number];

/**
 * Every search of a credit reference agency made on a borrower (DESIGN §4 "Credit file"): who, when, soft
 * or hard, why, and what came back — the file as the agency sent it, or why none did. Never updated: the
 * borrower's list of searches on them, the decision that used a file and an audit of our footprint on
 * their file all read these rows.
 */
export const creditSearches = pgTable(
  'credit_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['soft', 'hard'] }).notNull(),
    purpose: text('purpose', { enum: creditSearchPurposes }).notNull(),
    /** The quote the search was for (a hard search is made once per quote applied for). */
    quoteId: bigint('quote_id', { mode: 'number' }).references(() => loanQuotes.id, { onDelete: 'set null' }),
    /** An operator's search again on a referred application names the operator. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => members.id),
    outcome: text('outcome', { enum: ['found', 'failed'] }).notNull(),
    /** Why no file came back (AgencyFault), when none did. */
    fault: text('fault'),
    agencyName: text('agency_name'),
    fileReference: text('file_reference'),
    file: jsonb('file').$type<CreditFile>(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_searches_member_idx').on(table.memberId, table.searchedAt),
    index('credit_searches_quote_idx').on(table.quoteId),
    check(
      'credit_searches_outcome_shape',
      sql`(${table.outcome} = 'found' and ${table.file} is not null and ${table.fileReference} is not null) or (${table.outcome} = 'failed' and ${table.fault} is not null and ${table.file} is null)`,
    ),
  ],
);
