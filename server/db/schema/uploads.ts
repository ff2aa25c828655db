import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * An image a member uploaded (ID photo, repayment voucher…), re-encoded and stored outside the web root.
 * The SHA-256 is of the stored bytes, so "the same voucher twice" can be found by equality.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose'),
    mime: text('mime', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('uploads_member_idx').on(table.memberId, table.createdAt),
    index('uploads_sha256_idx').on(table.sha256),
    uniqueIndex('uploads_storage_key_key').on(table.storageKey),
  ],
);
