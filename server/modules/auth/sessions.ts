import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { members } from '../../db/schema';
import {
  findSessionByTokenHash,
  findSessionWithMemberByTokenHash,
  insertSession,
  markMemberSessionsRevoked,
  markSessionRevoked,
  touchSession,
} from './session-repository';

export interface SessionMember {
  id: number;
  role: 'borrower' | 'operator';
  email: string;
  lang: 'en' | 'cn' | 'tw';
  sessionId: number;
}

// Only the SHA-256 of a token is stored: the token itself has 256 random bits, so no slow hash is needed
// to resist guessing, and a leaked table yields nothing usable.
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createSession(db: Executor, config: Config, memberId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await insertSession(db, { memberId, tokenHash: hashToken(token), now, expiresAt });
  return { token, expiresAt };
}

const TOUCH_EVERY_MS = 60_000;

interface SessionState {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The member behind a token, or null when the session is unknown, revoked, idle too long or too old. */
export async function resolveSession(
  db: Executor,
  config: Config,
  token: string,
  now: Date,
): Promise<SessionMember | null> {
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row || !(await stillValid(db, config, row, row.status, now))) return null;
  return { id: row.id, role: row.role, email: row.email, lang: row.lang, sessionId: row.sessionId };
}

export type MemberRowOfSession = typeof members.$inferSelect;

/** As `resolveSession`, with the member's whole row read in the same query. */
export async function resolveSessionWithMember(
  db: Executor,
  config: Config,
  token: string,
  now: Date,
): Promise<{ member: SessionMember; row: MemberRowOfSession } | null> {
  const found = await findSessionWithMemberByTokenHash(db, hashToken(token));
  if (!found || !(await stillValid(db, config, found, found.member.status, now))) return null;
  const row = found.member;
  return {
    member: { id: row.id, role: row.role, email: row.email, lang: row.lang, sessionId: found.sessionId },
    row,
  };
}

/** Open, not idle too long, not too old, of an active member; touched at most once a minute. */
async function stillValid(
  db: Executor,
  config: Config,
  session: SessionState,
  memberStatus: string,
  now: Date,
): Promise<boolean> {
  if (session.revokedAt || memberStatus !== 'active') return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (idle >= config.SESSION_IDLE_MINUTES * 60_000) return false;
  if (idle >= TOUCH_EVERY_MS) await touchSession(db, session.sessionId, now);
  return true;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await markSessionRevoked(db, sessionId, now);
}

/** On a password change every other session of the member ends; the one making the change may stay. */
export async function revokeOtherSessions(
  db: Executor,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
) {
  await markMemberSessionsRevoked(db, memberId, keepSessionId, now);
}
