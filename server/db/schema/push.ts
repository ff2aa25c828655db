import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationGroup } from '../../../domain/api/notification-settings';
import { members, sessions } from './members';

/**
 * A device's Web Push subscription (issue 39, decision 104): the push service's endpoint and the keys its
 * payloads are encrypted to, with what this device wants to hear. One row per endpoint: a browser that
 * subscribes again (or another member signing in on it) takes the row over. Removed at logout of the session
 * that made it, on the borrower's say-so, and when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'set null',
    }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    groups: jsonb('groups').$type<NotificationGroup[]>().notNull(),
    anyTimeGroups: jsonb('any_time_groups').$type<NotificationGroup[]>().notNull(),
    showAmounts: boolean('show_amounts').notNull().default(false),
    lang: text('lang', { enum: ['en', 'cn', 'tw'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_member_idx').on(table.memberId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/** The groups a member hears by e-mail; no row: the defaults (DEFAULT_EMAIL_GROUPS). */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  emailGroups: jsonb('email_groups').$type<NotificationGroup[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Keys the server makes for itself at first start and keeps with the data, so every copy uses the same:
 * the VAPID key pair push services know this server by, and the secret that signs unsubscribe links.
 */
export const serverKeys = pgTable(
  'server_keys',
  {
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name] })],
);
