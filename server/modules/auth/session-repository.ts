import { and, eq, getTableColumns, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { members, sessions } from '../../db/schema';

/** The SQL of sessions; `sessions.ts` decides what a token is worth. */

export async function insertSession(
  db: Executor,
  row: { memberId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    memberId: row.memberId,
    tokenHash: row.tokenHash,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** What decides whether a session still holds (server/modules/auth/sessions.ts). */
const sessionState = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
};
const byTokenHash = eq(sessions.tokenHash, sql.placeholder('tokenHash'));

/**
 * A session by its token's hash, with the member it belongs to. Every signed-in request asks, so the query
 * is built and prepared once (server/db/prepared.ts).
 */
export async function findSessionByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await prepared(db, 'session_by_token_hash', (handle) =>
    handle
      .select({
        ...sessionState,
        id: members.id,
        role: members.role,
        email: members.email,
        lang: members.lang,
        status: members.status,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(byTokenHash)
      .limit(1)
      .prepare('session_by_token_hash'),
  ).execute({ tokenHash });
  return row ?? null;
}

/**
 * The same session with the member's whole row, for a route that answers with the caller's own row
 * (`member/{id}/info`): the session and the data in one round trip instead of two. Sessions are never
 * cached (decision 090), so this is what a read of one's own row can save.
 */
export async function findSessionWithMemberByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await prepared(db, 'session_with_member_by_token_hash', (handle) =>
    handle
      .select({ ...sessionState, member: getTableColumns(members) })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(byTokenHash)
      .limit(1)
      .prepare('session_with_member_by_token_hash'),
  ).execute({ tokenHash });
  return row ?? null;
}

export async function touchSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function markSessionRevoked(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the member but `keepSessionId` (when given). */
export async function markMemberSessionsRevoked(
  db: Executor,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  const condition =
    keepSessionId === null
      ? and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt))
      : and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
}

/** Deletes sessions that expired, or were revoked, before `cutoff`; returns how many. */
export async function deleteSessionsEndedBefore(db: Executor, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))),
    )
    .returning({ id: sessions.id });
  return removed.length;
}
