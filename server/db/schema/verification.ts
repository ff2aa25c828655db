import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * One row per code sent. The code itself is never stored: only an HMAC of it keyed with a per-row salt.
 * Rows are also the record of sends per destination, which the 60-second resend rule and the daily cap
 * count, so those limits hold across server copies and restarts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', {
      enum: ['register', 'resetPassword', 'changeEmail', 'changeMobile'],
    }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Normalised e-mail (lower case) or mobile number (+ and digits). */
    destination: text('destination').notNull(),
    /** For the change-address purposes: the member who asked; the code works for nobody else. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, or when a newer code for the same purpose and destination replaces it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_destination_idx').on(table.destination, table.createdAt),
    index('verification_codes_lookup_idx').on(table.purpose, table.destination, table.consumedAt),
  ],
);
