import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Every operator action, written in the transaction of the change it records: if the change is rolled
 * back, so is its line here, and no change exists without its line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** The borrower the action concerned, when there is one: the log is filtered by borrower. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The log newest first, paged by key (server/db/keyset.ts).
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_operator_idx').on(table.operatorId, table.at),
    index('audit_log_member_idx').on(table.memberId, table.at),
  ],
);

/**
 * Which operator has an item open in the console, and since when: shown to the others ("Being looked at by
 * …"). A claim lapses when its holder has not been seen for a while; it only informs — a stale action is
 * refused by the state check on the action itself, not by the claim.
 */
export const operatorClaims = pgTable(
  'operator_claims',
  {
    itemType: text('item_type', {
      enum: ['application', 'kyc', 'repayment', 'payout', 'arrears', 'hardship'],
    }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.itemId] })],
);
