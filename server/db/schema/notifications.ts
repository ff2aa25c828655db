import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** An amount of money in a notification: formatted when read, in the reader's language (SPEC §9). */
export interface NotificationMoney {
  minor: number;
  currency: string;
}
export type NotificationParam = string | number | NotificationMoney;

/**
 * A message to a member. Only catalog keys and parameters are stored: the words are rendered when read,
 * in the reader's language of the moment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['loan', 'repayment', 'account', 'system'] }).notNull(),
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key').notNull(),
    params: jsonb('params').$type<Record<string, NotificationParam>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_member_created_idx').on(table.memberId, table.createdAt)],
);
