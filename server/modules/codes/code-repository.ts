import { and, count, desc, eq, gt, gte, isNull, lt, min, sql } from 'drizzle-orm';
import type { CodePurpose } from '../../../domain/api/verification';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCode = typeof verificationCodes.$inferInsert;

/**
 * Serialises sends to one destination for the rest of the transaction, so two simultaneous requests
 * cannot both pass the 60-second rule (the lock is released at commit or rollback).
 */
export async function lockDestination(db: Executor, destination: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${destination}`}, 0))`);
}

export async function sendsSince(db: Executor, destination: string, since: Date) {
  const [row] = await db
    .select({ sends: count(), oldest: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, destination), gte(verificationCodes.createdAt, since)));
  return { sends: Number(row?.sends ?? 0), oldest: row?.oldest ?? null };
}

export async function lastSendAt(db: Executor, destination: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.destination, destination))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A new code replaces any earlier one for the same purpose and destination. */
export async function supersedeCodes(db: Executor, purpose: CodePurpose, destination: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.destination, destination),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(db: Executor, row: NewCode): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The live code for (purpose, destination), locked so concurrent checks count wrong tries one by one. */
export async function findLiveCodeForUpdate(
  db: Executor,
  purpose: CodePurpose,
  destination: string,
  now: Date,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.destination, destination),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordWrongTry(db: Executor, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(eq(verificationCodes.id, id));
}

export async function consumeCode(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
}

/** Deletes codes that expired before `cutoff`; returns how many. */
export async function deleteCodesExpiredBefore(db: Executor, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, cutoff))
    .returning({ id: verificationCodes.id });
  return removed.length;
}
