import { randomBytes } from 'node:crypto';
import type { SecondFactorMethod, SecondFactorNeeded } from '../../../domain/api/login-answer';
import type {
  CodeSignInBody,
  PasskeySignInBody,
  RecoverySignInBody,
  TotpEnrolment,
} from '../../../domain/api/second-factor';
import type { Language } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import { hashToken } from '../auth/sessions';
import { authenticationOptions, checkAuthentication } from './passkeys';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  type ChallengeRow,
  confirmTotp,
  findPasskeyByCredentialId,
  findTotp,
  hasConfirmedTotp,
  insertChallenge,
  listPasskeys,
  lockChallengeByToken,
  lockTotp,
  putPendingTotp,
  recentFailures,
  recordPasskeyUse,
  replaceRecoveryCodes,
  setLastStep,
  spendRecoveryCode,
  updateChallenge,
} from './second-factor-repository';
import { enrolmentOf, refusals } from './second-factor-words';
import { checkTotp, newTotpSecret } from './totp';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A sign-in challenge lives 5 minutes; 15 when the operator must first set up an authenticator app. */
const CHALLENGE_MS = 5 * 60_000;
const ENROL_CHALLENGE_MS = 15 * 60_000;
/** Wrong codes one challenge takes before the password must be given again. */
export const MAX_TRIES_PER_CHALLENGE = 5;
/** Wrong codes across a member's challenges in LOCK_WINDOW_MS before second steps are locked. */
export const MAX_FAILURES_PER_MEMBER = 10;
export const LOCK_WINDOW_MS = 15 * 60_000;

/** What completes a sign-in once the second factor is proved: the members module makes the session. */
export type CompleteSignIn<T> = (db: Executor, memberId: number, lang: Language) => Promise<T>;

/**
 * After a correct password: null when no second step is needed (a borrower without TOTP), else a new
 * challenge. An operator always gets one; with no authenticator yet, the challenge leads to enrolment.
 */
export async function beginSecondFactor(
  deps: Deps,
  member: { id: number; role: 'borrower' | 'operator' },
  lang: Language,
): Promise<SecondFactorNeeded | null> {
  const enrolled = await hasConfirmedTotp(deps.db, member.id);
  if (!enrolled && member.role !== 'operator') return null;
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (enrolled ? CHALLENGE_MS : ENROL_CHALLENGE_MS));
  await insertChallenge(deps.db, {
    memberId: member.id,
    purpose: 'signIn',
    tokenHash: hashToken(token),
    lang,
    createdAt: now,
    expiresAt,
  });
  const methods: SecondFactorMethod[] = [];
  if (enrolled) {
    methods.push('totp', 'recovery');
    if ((await listPasskeys(deps.db, member.id)).length > 0) methods.push('passkey');
  }
  return {
    secondFactor: { challenge: token, expiresAt: expiresAt.toISOString(), enrol: !enrolled, methods },
  };
}

type Step<T> = { value: T } | { wrong: AppError } | { refused: AppError };

/**
 * Runs one second step under the challenge's row lock. A wrong answer is counted on the challenge and
 * committed before the refusal is thrown (so a guesser cannot undo the count); a refusal that is not a
 * guess (a replayed code, an enrolment asked twice) changes nothing. A success uses the challenge up in the
 * same transaction as `complete` makes the session.
 */
async function underChallenge<T>(
  deps: Deps,
  token: string,
  step: (tx: Transaction, challenge: ChallengeRow, now: Date) => Promise<Step<T>>,
  consume = true,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx): Promise<Step<T>> => {
    const now = deps.clock.now();
    const challenge = await lockChallengeByToken(tx, hashToken(token));
    if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime())
      return { refused: refusals.challengeExpired() };
    if (challenge.failedAttempts >= MAX_TRIES_PER_CHALLENGE) return { refused: refusals.tooManyTries() };
    const since = new Date(now.getTime() - LOCK_WINDOW_MS);
    if ((await recentFailures(tx, challenge.memberId, since)) >= MAX_FAILURES_PER_MEMBER)
      return { refused: refusals.locked() };
    const result = await step(tx, challenge, now);
    if ('wrong' in result) {
      await updateChallenge(tx, challenge.id, { failedAttempts: challenge.failedAttempts + 1 });
    } else if ('value' in result && consume) {
      await updateChallenge(tx, challenge.id, { usedAt: now });
    }
    return result;
  });
  if ('value' in outcome) return outcome.value;
  throw 'wrong' in outcome ? outcome.wrong : outcome.refused;
}

/** The challenge and a TOTP code: the session. A code already accepted is refused, and not counted. */
export function signInWithCode<T>(deps: Deps, body: CodeSignInBody, complete: CompleteSignIn<T>) {
  return underChallenge(deps, body.challenge, async (tx, challenge, now): Promise<Step<T>> => {
    const totp = await lockTotp(tx, challenge.memberId);
    if (!totp?.confirmedAt) return { refused: refusals.enrolFirst() };
    const check = checkTotp(totp.secret, body.code, now, totp.lastStep);
    if (!check.ok)
      return check.reason === 'replayed' ? { refused: refusals.codeUsed() } : { wrong: refusals.codeWrong() };
    await setLastStep(tx, challenge.memberId, check.step);
    return { value: await complete(tx, challenge.memberId, challenge.lang) };
  });
}

/** The challenge and one of the recovery codes: the session, and that code spent. */
export function signInWithRecoveryCode<T>(deps: Deps, body: RecoverySignInBody, complete: CompleteSignIn<T>) {
  return underChallenge(deps, body.challenge, async (tx, challenge, now): Promise<Step<T>> => {
    const spent = await spendRecoveryCode(tx, challenge.memberId, hashRecoveryCode(body.recoveryCode), now);
    if (!spent) return { wrong: refusals.recoveryWrong() };
    return { value: await complete(tx, challenge.memberId, challenge.lang) };
  });
}

/** WebAuthn options for the challenge's member's passkeys; the random challenge is kept on the row. */
export function passkeySignInOptions(deps: Deps, token: string) {
  return underChallenge(
    deps,
    token,
    async (tx, challenge): Promise<Step<Record<string, unknown>>> => {
      const allowed = await listPasskeys(tx, challenge.memberId);
      if (allowed.length === 0) return { refused: refusals.passkeyFailed() };
      const options = await authenticationOptions(deps.config, allowed);
      await updateChallenge(tx, challenge.id, { webauthnChallenge: options.challenge });
      return { value: { ...options } };
    },
    false,
  );
}

/**
 * The challenge and a passkey's signature of its WebAuthn challenge: the session. A passkey of another
 * member, one not registered, or a signature that does not check is a wrong attempt like a wrong code.
 */
export function signInWithPasskey<T>(deps: Deps, body: PasskeySignInBody, complete: CompleteSignIn<T>) {
  return underChallenge(deps, body.challenge, async (tx, challenge, now): Promise<Step<T>> => {
    if (!challenge.webauthnChallenge) return { refused: refusals.passkeyFailed() };
    const passkey = await findPasskeyByCredentialId(tx, body.response.id);
    if (!passkey || passkey.memberId !== challenge.memberId) return { wrong: refusals.passkeyFailed() };
    const counter = await checkAuthentication(
      deps.config,
      body.response,
      challenge.webauthnChallenge,
      passkey,
    );
    // A WebAuthn challenge signs in once: the next try asks for new options.
    await updateChallenge(tx, challenge.id, { webauthnChallenge: null });
    if (counter === null) return { wrong: refusals.passkeyFailed() };
    await recordPasskeyUse(tx, passkey.id, counter, now);
    return { value: await complete(tx, challenge.memberId, challenge.lang) };
  });
}

/** An operator with no authenticator, at sign-in: a new secret to scan. The challenge stays open. */
export function enrolAtSignIn(deps: Deps, token: string): Promise<TotpEnrolment> {
  return underChallenge(
    deps,
    token,
    async (tx, challenge, now): Promise<Step<TotpEnrolment>> => {
      const existing = await findTotp(tx, challenge.memberId);
      if (existing?.confirmedAt) return { refused: refusals.alreadyOn() };
      const secret = newTotpSecret();
      await putPendingTotp(tx, challenge.memberId, secret, now);
      return { value: await enrolmentOf(tx, challenge.memberId, secret) };
    },
    false,
  );
}

/** The first code from the new authenticator: TOTP confirmed, ten recovery codes made, and the session. */
export function confirmEnrolmentAtSignIn<T>(
  deps: Deps,
  body: CodeSignInBody,
  complete: CompleteSignIn<T>,
): Promise<{ session: T; recoveryCodes: string[] }> {
  return underChallenge(
    deps,
    body.challenge,
    async (tx, challenge, now): Promise<Step<{ session: T; recoveryCodes: string[] }>> => {
      const totp = await lockTotp(tx, challenge.memberId);
      if (!totp) return { refused: refusals.enrolFirst() };
      if (totp.confirmedAt) return { refused: refusals.alreadyOn() };
      const check = checkTotp(totp.secret, body.code, now, null);
      if (!check.ok) return { wrong: refusals.codeWrong() };
      await confirmTotp(tx, challenge.memberId, check.step, now);
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(tx, challenge.memberId, recoveryCodes.map(hashRecoveryCode), now);
      return { value: { session: await complete(tx, challenge.memberId, challenge.lang), recoveryCodes } };
    },
  );
}
