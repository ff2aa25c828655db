import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: OutboxChannel;
  destination: string;
  subject: string | null;
  body: string;
}

export type ClaimedMessage = typeof outboxMessages.$inferSelect;

/** Queued inside the caller's transaction, so a message exists exactly when the change that needs it does. */
export async function enqueueMessage(db: Executor, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(outboxMessages).values({ ...message, nextAttemptAt: now, createdAt: now, updatedAt: now });
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
          lt(outboxMessages.attempts, options.maxAttempts),
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
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
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
