import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * E-mail and SMS deliveries waiting to go out. A row is written in the same transaction as the change that
 * needs it, then a worker claims due rows (FOR UPDATE SKIP LOCKED, so several server copies share the
 * work) and sends them, retrying with backoff. `sending` carries a lease in `next_attempt_at`: a worker
 * that dies mid-send leaves a row that becomes due again when the lease runs out.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    /** An e-mail address, a mobile number, or for a push the id of its `push_subscriptions` row. */
    destination: text('destination').notNull(),
    subject: text('subject'),
    /** The text (an e-mail's plain part, an SMS), or for a push its JSON payload before encryption. */
    body: text('body').notNull(),
    /** An e-mail's HTML part, when it has one. */
    html: text('html'),
    /** Extra e-mail headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * One row per event per destination (`n<notification id>:<channel>:<destination>`): the unique index
     * makes raising the same event twice, from any copy of the server, queue it once.
     */
    dedupeKey: text('dedupe_key'),
    /** After this the message is no longer worth sending (a push a day late); null: no such limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('outbox_messages_dedupe_key').on(table.dedupeKey),
    // The messages sent to one borrower, newest first, on their page in the console (decision 107).
    index('outbox_messages_destination_idx').on(table.destination, table.createdAt),
  ],
);
