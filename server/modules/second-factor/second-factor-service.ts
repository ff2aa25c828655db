import type {
  AddPasskeyBody,
  DisableTotpBody,
  SecondFactorStatus,
  TotpEnrolment,
} from '../../../domain/api/second-factor';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { verifyPassword } from '../auth/passwords';
import type { SessionMember } from '../auth/sessions';
import { checkRegistration, registrationOptions } from './passkeys';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  closeRegistrations,
  confirmTotp,
  countRecoveryCodesLeft,
  deletePasskey,
  deleteSecondFactors,
  findMemberForSecondFactor,
  findPasskeyByCredentialId,
  findTotp,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  lockRegistration,
  lockTotp,
  putPendingTotp,
  replaceRecoveryCodes,
  setLastStep,
  updateChallenge,
} from './second-factor-repository';
import { enrolmentOf, refusals } from './second-factor-words';
import { checkTotp, newTotpSecret } from './totp';

/**
 * The signed-in member's own second factors: status, turning TOTP on (and off, borrowers only), new
 * recovery codes, passkeys. Operators cannot turn TOTP off: every operator sign-in needs it (decision 106).
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const REGISTRATION_MS = 5 * 60_000;

export async function secondFactorStatus(deps: Deps, caller: SessionMember): Promise<SecondFactorStatus> {
  const totp = await findTotp(deps.db, caller.id);
  const rows = await listPasskeys(deps.db, caller.id);
  return {
    totp: Boolean(totp?.confirmedAt),
    required: caller.role === 'operator',
    recoveryCodesLeft: await countRecoveryCodesLeft(deps.db, caller.id),
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** A new secret to scan; a second start replaces a first one not confirmed. */
export async function startTotp(deps: Deps, caller: SessionMember): Promise<TotpEnrolment> {
  return deps.db.transaction(async (tx) => {
    const existing = await lockTotp(tx, caller.id);
    if (existing?.confirmedAt) throw refusals.alreadyOn();
    const secret = newTotpSecret();
    await putPendingTotp(tx, caller.id, secret, deps.clock.now());
    return enrolmentOf(tx, caller.id, secret);
  });
}

/** The first code from the app turns TOTP on; the ten recovery codes are answered once, never again. */
export async function confirmTotpOn(deps: Deps, caller: SessionMember, code: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const totp = await lockTotp(tx, caller.id);
    if (!totp) throw refusals.enrolFirst();
    if (totp.confirmedAt) throw refusals.alreadyOn();
    const check = checkTotp(totp.secret, code, now, null);
    if (!check.ok) throw refusals.codeWrong();
    await confirmTotp(tx, caller.id, check.step, now);
    return { recoveryCodes: await freshRecoveryCodes(tx, caller.id, now) };
  });
}

async function freshRecoveryCodes(tx: Executor, memberId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, memberId, codes.map(hashRecoveryCode), now);
  return codes;
}

/** A current code proves the phone is at hand; it is used up like a sign-in's. */
async function spendCurrentCode(tx: Executor, memberId: number, code: string, now: Date): Promise<void> {
  const totp = await lockTotp(tx, memberId);
  if (!totp?.confirmedAt) throw refusals.notOn();
  const check = checkTotp(totp.secret, code, now, totp.lastStep);
  if (!check.ok) throw check.reason === 'replayed' ? refusals.codeUsed() : refusals.codeWrong();
  await setLastStep(tx, memberId, check.step);
}

/** New recovery codes for a current code: the old ones stop working. */
export async function renewRecoveryCodes(deps: Deps, caller: SessionMember, code: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await spendCurrentCode(tx, caller.id, code, now);
    return { recoveryCodes: await freshRecoveryCodes(tx, caller.id, now) };
  });
}

/**
 * A borrower turns TOTP off with a current code or their password (a lost phone); its recovery codes and
 * any passkeys go with it. The password is checked before the transaction: argon2 must not hold PGlite's
 * one connection.
 */
export async function disableTotp(deps: Deps, caller: SessionMember, body: DisableTotpBody) {
  if (caller.role === 'operator') throw refusals.requiredForOperators();
  if (body.code === undefined) {
    const member = await findMemberForSecondFactor(deps.db, caller.id);
    if (!member || !(await verifyPassword(member.passwordHash, body.password ?? '')))
      throw refusals.passwordWrong();
  }
  await deps.db.transaction(async (tx) => {
    if (body.code !== undefined) await spendCurrentCode(tx, caller.id, body.code, deps.clock.now());
    else if (!(await findTotp(tx, caller.id))?.confirmedAt) throw refusals.notOn();
    await deleteSecondFactors(tx, caller.id);
  });
}

/** Registration options for a new passkey; only after TOTP, so a passkey is never the only factor. */
export async function passkeyRegistrationOptions(deps: Deps, caller: SessionMember) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await findTotp(tx, caller.id))?.confirmedAt) throw refusals.enrolFirst();
    const options = await registrationOptions(deps.config, caller, await listPasskeys(tx, caller.id));
    await closeRegistrations(tx, caller.sessionId, now);
    await insertChallenge(tx, {
      memberId: caller.id,
      purpose: 'passkeyRegistration',
      sessionId: caller.sessionId,
      webauthnChallenge: options.challenge,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_MS),
    });
    return { options: { ...options } };
  });
}

/** The browser's answer to those options: checked, and the passkey kept under the name given. */
export async function addPasskey(deps: Deps, caller: SessionMember, body: AddPasskeyBody) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const registration = await lockRegistration(tx, caller.sessionId);
    if (!registration?.webauthnChallenge || registration.expiresAt.getTime() <= now.getTime())
      throw refusals.passkeyFailed();
    await updateChallenge(tx, registration.id, { usedAt: now });
    const checked = await checkRegistration(deps.config, body.response, registration.webauthnChallenge);
    if (!checked) throw refusals.passkeyFailed();
    if (await findPasskeyByCredentialId(tx, checked.credentialId))
      throw new AppError('C409', 'passkey.duplicate');
    await insertPasskey(tx, { memberId: caller.id, ...checked, name: body.name, createdAt: now });
  });
  // A refusal above rolls the registration's use back too: the same options may be answered again.
  return secondFactorStatus(deps, caller);
}

export async function removePasskey(deps: Deps, caller: SessionMember, passkeyId: number) {
  if (!(await deletePasskey(deps.db, caller.id, passkeyId))) throw notFound();
  return secondFactorStatus(deps, caller);
}
