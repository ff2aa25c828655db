import { and, asc, eq, gte, isNotNull, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  members,
  passkeys,
  recoveryCodes,
  secondFactorChallenges,
  totpAuthenticators,
} from '../../db/schema';

/** The SQL of second factors; the services decide what a code, a challenge or a passkey is worth. */

export type TotpRow = typeof totpAuthenticators.$inferSelect;
export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

export async function findMemberForSecondFactor(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      role: members.role,
      email: members.email,
      status: members.status,
      passwordHash: members.passwordHash,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

export async function findTotp(db: Executor, memberId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.memberId, memberId));
  return row ?? null;
}

/** The row for update, so two codes checked at once cannot both move `lastStep` past the same step. */
export async function lockTotp(db: Executor, memberId: number): Promise<TotpRow | null> {
  const [row] = await db
    .select()
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.memberId, memberId))
    .for('update');
  return row ?? null;
}

/** A new enrolment's secret, unconfirmed; replaces an earlier enrolment not confirmed. */
export async function putPendingTotp(db: Executor, memberId: number, secret: string, now: Date) {
  await db
    .insert(totpAuthenticators)
    .values({ memberId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: totpAuthenticators.memberId,
      set: { secret, createdAt: now, confirmedAt: null, lastStep: null },
      setWhere: isNull(totpAuthenticators.confirmedAt),
    });
}

/** A confirmed authenticator with a known secret (the demo operators' seed), replacing whatever was there. */
export async function putConfirmedTotp(db: Executor, memberId: number, secret: string, now: Date) {
  await db
    .insert(totpAuthenticators)
    .values({ memberId, secret, createdAt: now, confirmedAt: now })
    .onConflictDoUpdate({
      target: totpAuthenticators.memberId,
      set: { secret, createdAt: now, confirmedAt: now, lastStep: null },
    });
}

export async function confirmTotp(db: Executor, memberId: number, step: number, now: Date) {
  await db
    .update(totpAuthenticators)
    .set({ confirmedAt: now, lastStep: step })
    .where(eq(totpAuthenticators.memberId, memberId));
}

export async function setLastStep(db: Executor, memberId: number, step: number) {
  await db
    .update(totpAuthenticators)
    .set({ lastStep: step })
    .where(eq(totpAuthenticators.memberId, memberId));
}

/** TOTP, recovery codes and passkeys of the member, all gone. */
export async function deleteSecondFactors(db: Executor, memberId: number) {
  await db.delete(totpAuthenticators).where(eq(totpAuthenticators.memberId, memberId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  await db.delete(passkeys).where(eq(passkeys.memberId, memberId));
}

export async function replaceRecoveryCodes(db: Executor, memberId: number, hashes: string[], now: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ memberId, codeHash, createdAt: now })));
}

/** Spends an unused code in one statement: of two requests with the same code, one wins. */
export async function spendRecoveryCode(db: Executor, memberId: number, codeHash: string, now: Date) {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.memberId, memberId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function countRecoveryCodesLeft(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Executor, values: typeof secondFactorChallenges.$inferInsert) {
  const [row] = await db.insert(secondFactorChallenges).values(values).returning();
  return row!;
}

/** The challenge for update: its attempts, its use and its WebAuthn challenge change under this lock. */
export async function lockChallengeByToken(db: Executor, tokenHash: string): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.tokenHash, tokenHash), eq(secondFactorChallenges.purpose, 'signIn')))
    .for('update');
  return row ?? null;
}

export async function lockRegistration(db: Executor, sessionId: number): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.sessionId, sessionId),
        eq(secondFactorChallenges.purpose, 'passkeyRegistration'),
        isNull(secondFactorChallenges.usedAt),
      ),
    )
    .orderBy(asc(secondFactorChallenges.id))
    .for('update');
  return row ?? null;
}

export async function updateChallenge(
  db: Executor,
  id: number,
  set: Partial<Pick<ChallengeRow, 'failedAttempts' | 'usedAt' | 'webauthnChallenge'>>,
) {
  await db.update(secondFactorChallenges).set(set).where(eq(secondFactorChallenges.id, id));
}

/** Ends every open passkey registration of a session before a new one starts. */
export async function closeRegistrations(db: Executor, sessionId: number, now: Date) {
  await db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorChallenges.sessionId, sessionId),
        eq(secondFactorChallenges.purpose, 'passkeyRegistration'),
        isNull(secondFactorChallenges.usedAt),
      ),
    );
}

/** Wrong codes of the member's sign-in challenges made since `since`: the member-wide lock counts them. */
export async function recentFailures(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(secondFactorChallenges.failedAttempts) })
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.memberId, memberId),
        eq(secondFactorChallenges.purpose, 'signIn'),
        gte(secondFactorChallenges.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Challenges that ended (expired or used) before `cutoff`: housekeeping. */
export async function deleteChallengesEndedBefore(db: Executor, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(secondFactorChallenges)
    .where(
      or(
        lt(secondFactorChallenges.expiresAt, cutoff),
        and(isNotNull(secondFactorChallenges.usedAt), lt(secondFactorChallenges.usedAt, cutoff)),
      ),
    )
    .returning({ id: secondFactorChallenges.id });
  return removed.length;
}

export async function listPasskeys(db: Executor, memberId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.memberId, memberId)).orderBy(asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Executor, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert) {
  await db.insert(passkeys).values(values);
}

/** The counter was checked by @simplewebauthn/server (a counter that went back is refused there). */
export async function recordPasskeyUse(db: Executor, id: number, counter: number, now: Date) {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Executor, memberId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

/** Whether the member has any confirmed authenticator (a sign-in needs its second step). */
export async function hasConfirmedTotp(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: totpAuthenticators.memberId })
    .from(totpAuthenticators)
    .where(and(eq(totpAuthenticators.memberId, memberId), isNotNull(totpAuthenticators.confirmedAt)));
  return row !== undefined;
}
