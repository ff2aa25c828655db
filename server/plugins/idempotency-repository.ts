import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyIdentity {
  memberId: number;
  scope: string;
  key: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key for one execution. INSERT … ON CONFLICT DO NOTHING is atomic on PGlite and PostgreSQL
 * alike: of any number of concurrent claims exactly one gets a row back.
 */
export async function claimKey(
  db: Executor,
  identity: KeyIdentity & { fingerprint: string; now: Date; expiresAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      memberId: identity.memberId,
      scope: identity.scope,
      key: identity.key,
      fingerprint: identity.fingerprint,
      state: 'pending',
      createdAt: identity.now,
      expiresAt: identity.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

export async function findKey(db: Executor, identity: KeyIdentity): Promise<StoredKey | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.memberId, identity.memberId),
        eq(idempotencyKeys.scope, identity.scope),
        eq(idempotencyKeys.key, identity.key),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function storeAnswer(db: Executor, id: number, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

export async function releaseKey(db: Executor, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Housekeeping: stored answers are kept 24 hours; older rows only take space. */
export async function deleteExpiredKeys(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
