import { and, asc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outboxMessages, pushSubscriptions } from '../../db/schema';

export type OutboxChannel = 'email' | 'sms' | 'push';

export interface OutgoingMessage {
  channel: OutboxChannel;
  destination: string;
  subject: string | null;
  body: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  /** Queued once however often it is offered (see the column). */
  dedupeKey?: string | null;
  expiresAt?: Date | null;
  /** Not before this (quiet hours); now when absent. */
  notBefore?: Date;
}

export type ClaimedMessage = typeof outboxMessages.$inferSelect;

/** Queued inside the caller's transaction, so a message exists exactly when the change that needs it does. */
export async function enqueueMessage(db: Executor, message: OutgoingMessage, now: Date): Promise<boolean> {
  const { notBefore, ...values } = message;
  const rows = await db
    .insert(outboxMessages)
    .values({ ...values, nextAttemptAt: notBefore ?? now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due rows for this worker: locked with FOR UPDATE SKIP LOCKED so concurrent workers
 * never take the same row, then marked `sending` with a lease so the send itself happens outside the
 * transaction (an SMTP conversation must not hold a database connection or lock).
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  options: { limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['pending', 'sending']),
          lte(outboxMessages.nextAttemptAt, now),
          // A push is tried until it expires (a day); e-mail and SMS a fixed number of times.
          or(lt(outboxMessages.attempts, options.maxAttempts), isNotNull(outboxMessages.expiresAt)),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + options.leaseMs),
        updatedAt: now,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * A row left `sending` by a worker that died on its last allowed attempt would never be claimed again;
 * once its lease has run out it is marked failed so operators see it.
 */
export async function failAbandoned(db: Executor, now: Date, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: 'abandoned mid-send on the last attempt', updatedAt: now })
    .where(
      and(
        eq(outboxMessages.status, 'sending'),
        lte(outboxMessages.nextAttemptAt, now),
        gte(outboxMessages.attempts, maxAttempts),
        sql`${outboxMessages.expiresAt} is null`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Messages still waiting when they stopped being worth sending (a push a day late) are given up. */
export async function failExpired(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: 'expired before it could be delivered', updatedAt: now })
    .where(
      and(
        inArray(outboxMessages.status, ['pending', 'sending']),
        lte(outboxMessages.expiresAt, now),
        lte(outboxMessages.nextAttemptAt, now),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

export type PushSubscriptionTarget = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'anyTimeGroups'
>;

/** The subscription a push row goes to; undefined once it has been removed (logout, unsubscribe, 410). */
export async function pushTargetOf(
  db: Executor,
  subscriptionId: number,
): Promise<PushSubscriptionTarget | undefined> {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      anyTimeGroups: pushSubscriptions.anyTimeGroups,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId));
  return row;
}

/** The push service said the subscription is no more (404/410); only that endpoint's row goes. */
export async function removeGoneSubscription(db: Executor, subscriptionId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function markSubscriptionDelivered(db: Executor, subscriptionId: number, now: Date) {
  await db
    .update(pushSubscriptions)
    .set({ lastDeliveredAt: now })
    .where(eq(pushSubscriptions.id, subscriptionId));
}

/** A push sent short after a 413: the shorter payload is what is stored and retried. */
export async function replaceBody(db: Executor, id: number, body: string, now: Date): Promise<void> {
  await db.update(outboxMessages).set({ body, updatedAt: now }).where(eq(outboxMessages.id, id));
}

export async function findMessagesByChannel(db: Executor, channel: OutboxChannel): Promise<ClaimedMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, channel))
    .orderBy(asc(outboxMessages.id));
}

export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, updatedAt: now, lastError: null })
    .where(eq(outboxMessages.id, id));
}

export async function markRetry(db: Executor, id: number, nextAttemptAt: Date, error: string, now: Date) {
  await db
    .update(outboxMessages)
    .set({ status: 'pending', nextAttemptAt, lastError: error, updatedAt: now })
    .where(eq(outboxMessages.id, id));
}

export async function markFailed(db: Executor, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: error, updatedAt: now })
    .where(eq(outboxMessages.id, id));
}

export async function findMessages(db: Executor, destination: string): Promise<ClaimedMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(asc(outboxMessages.id));
}
