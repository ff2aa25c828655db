import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyIdentity {
  memberId: number;
  scope: string;
  key: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Takes a key for this transaction. The row is written inside the same transaction as the effect and its
 * answer, so nobody else ever sees it `pending`: a concurrent INSERT of the same (member, scope, key) waits
 * on the unique index until this transaction ends, then finds the committed answer (or, after a rollback,
 * takes the key itself). An expired answer — and a `pending` row left by a release older than this design —
 * is taken over in the same statement. Returns null when a live answer already holds the key.
 */
export async function claimKey(
  db: Executor,
  identity: KeyIdentity & { fingerprint: string; now: Date; expiresAt: Date },
): Promise<number | null> {
  const fresh = {
    fingerprint: identity.fingerprint,
    state: 'pending' as const,
    responseStatus: null,
    responseBody: null,
    createdAt: identity.now,
    expiresAt: identity.expiresAt,
  };
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ memberId: identity.memberId, scope: identity.scope, key: identity.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.memberId, idempotencyKeys.scope, idempotencyKeys.key],
      set: fresh,
      setWhere: or(lte(idempotencyKeys.expiresAt, identity.now), eq(idempotencyKeys.state, 'pending')),
    })
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

/**
 * PostgreSQL only: bounds how long this transaction waits for another one holding the same key (a request
 * still running, or the transaction of a client host that vanished without closing its connection). Local
 * to the transaction; returns the previous value so the effect itself runs under the usual setting.
 */
export async function setLockTimeout(db: Executor, value: string): Promise<string> {
  const result = await db.execute<{ previous: string }>(
    sql`select current_setting('lock_timeout') as previous, set_config('lock_timeout', ${value}, true)`,
  );
  const rows = (result as unknown as { rows: { previous: string }[] }).rows;
  return rows[0]?.previous ?? '0';
}

/** Housekeeping: stored answers are kept 24 hours; older rows only take space. */
export async function deleteExpiredKeys(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
