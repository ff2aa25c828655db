import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A file a member uploaded, stored outside the web root: an image (ID photo, repayment voucher…), re-encoded,
 * or a PDF document (proof of income), kept as sent after its checks (decision 097) — a PDF has no width or
 * height. The SHA-256 is of the stored bytes, so "the same voucher twice" can be found by equality.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose'),
    mime: text('mime', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
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
