import type { LoginAnswer } from '../../../domain/api/login-answer';
import type {
  LoginBody,
  LoginData,
  Member,
  RegisterBody,
  ResetPasswordBody,
  UpdateEmailBody,
  UpdateMobileBody,
  UpdatePasswordBody,
  UpdateWalletBody,
} from '../../../domain/api/members';
import type { Language } from '../../../domain/errors';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, revokeOtherSessions, revokeSession, type SessionMember } from '../auth/sessions';
import { type CodeCheck, withValidCode } from '../codes/code-service';
import {
  forgetOtherSessionsDevices,
  forgetSessionDevices,
} from '../notifications/notification-settings-service';
import { beginSecondFactor, type CompleteSignIn } from '../second-factor/sign-in-challenge';
import { assertOwnUploads } from '../uploads/upload-ownership';
import {
  findMemberByEmail,
  findMemberById,
  insertMember,
  isUniqueViolation,
  type MemberRow,
  recordLogin,
  type SectionColumn,
  saveSection,
  setEmail,
  setMobile,
  setPasswordHash,
  setWalletAddress,
  submitKyc,
} from './member-repository';
import { memberView } from './member-view';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const wrongLogin = () => new AppError('A401', M.loginWrong);
const wrongPassword = (field: string) =>
  new AppError('V400', M.passwordWrong, { fields: { [field]: M.passwordWrong } });

/**
 * Registration proves the e-mail with its code, creates the member and logs them in: the answer is
 * `{ token, member }` like a login, so the app goes straight to the member area.
 */
export async function register(deps: Deps, body: RegisterBody, lang: Language): Promise<LoginData> {
  const check = { purpose: 'register' as const, destination: body.email, memberId: null, code: body.code };
  const passwordHash = await hashAfterCodeCheck(deps, check, body.password);
  try {
    return await withValidCode(deps, { ...check, consume: true }, async (tx) => {
      const now = deps.clock.now();
      if (await findMemberByEmail(tx, body.email)) throw conflict(M.emailTaken);
      const row = await insertMember(tx, { email: body.email, passwordHash, lang }, now);
      await recordLogin(tx, row.id, lang, now);
      const session = await createSession(tx, deps.config, row.id, now);
      return { token: session.token, member: memberView({ ...row, lastLoginAt: now }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailTaken);
    throw error;
  }
}

/**
 * Hashes a new password only once its code has proved right, so a guessed code costs a database lookup and
 * not an argon2 run (19 MiB and tens of milliseconds each). The code is checked without being used up and
 * the hash is made outside any transaction (PGlite has one connection; holding it for a hash would stall
 * every other request); the caller then checks it again and uses it up together with the write.
 */
async function hashAfterCodeCheck(
  deps: Deps,
  check: Omit<CodeCheck, 'consume'>,
  password: string,
): Promise<string> {
  await withValidCode(deps, { ...check, consume: false }, async () => {});
  return hashPassword(password);
}

/**
 * Same answer and about the same time for an unknown e-mail, a wrong password and a locked account: an
 * unknown e-mail is checked against a dummy hash so argon2 runs either way.
 */
export async function login(deps: Deps, body: LoginBody, lang: Language): Promise<LoginAnswer> {
  const row = await findMemberByEmail(deps.db, body.email);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await dummyHash()), body.password);
  if (!row || !passwordOk || row.status !== 'active') throw wrongLogin();
  // An operator, or a borrower who turned TOTP on, gets a challenge and no session yet (decision 106).
  const challenge = await beginSecondFactor(deps, row, lang);
  if (challenge) return challenge;
  return completeSignIn(deps)(deps.db, row.id, lang);
}

/**
 * The session at the end of a sign-in, password alone or after its second step (in that step's
 * transaction, which used its challenge up). A member locked meanwhile gets no session.
 */
export function completeSignIn(deps: Deps): CompleteSignIn<LoginData> {
  return async (db, memberId, lang) => {
    const row = await findMemberById(db, memberId);
    if (!row || row.status !== 'active') throw wrongLogin();
    const now = deps.clock.now();
    await recordLogin(db, row.id, lang, now);
    const session = await createSession(db, deps.config, row.id, now);
    return { token: session.token, member: memberView({ ...row, lang, lastLoginAt: now }) };
  };
}

/** Another member's id answers N404 exactly like an id that does not exist. */
function ownId(caller: SessionMember, id: number): void {
  if (id !== caller.id) throw notFound();
}

export async function logout(deps: Deps, caller: SessionMember, id: number): Promise<void> {
  ownId(caller, id);
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId, deps.clock.now());
    // This device stops hearing about the member the moment they sign out of it.
    await forgetSessionDevices(tx, caller.sessionId);
  });
}

/** The caller's own row, as the session's query brought it (`requireMemberWithRow`): no second read. */
export function memberInfo(caller: SessionMember, id: number, own: MemberRow): Member {
  ownId(caller, id);
  return memberView(own);
}

/** Forgot password: the e-mailed code sets a new password and ends every session of the member. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  const check = {
    purpose: 'resetPassword' as const,
    destination: body.email,
    memberId: null,
    code: body.code,
  };
  const passwordHash = await hashAfterCodeCheck(deps, check, body.password);
  await withValidCode(deps, { ...check, consume: true }, async (tx) => {
    const now = deps.clock.now();
    const row = await findMemberByEmail(tx, body.email);
    // Only reachable by guessing a code no one received (unknown e-mails get none).
    if (!row) throw new AppError('V400', M.codeInvalid, { fields: { code: M.codeInvalid } });
    await setPasswordHash(tx, row.id, passwordHash, now);
    await revokeOtherSessions(tx, row.id, null, now);
    await forgetOtherSessionsDevices(tx, row.id, null);
  });
}

export async function saveProfileSection(
  deps: Deps,
  caller: SessionMember,
  column: SectionColumn,
  value: unknown,
): Promise<Member> {
  await assertOwnUploads(deps.db, caller.id, value);
  return memberView(await saveSection(deps.db, caller.id, column, value, deps.clock.now()));
}

/** Real-name data goes to review: UNVERIFIED or REJECTED → PENDING. Operators decide later. */
export async function updateKyc(deps: Deps, caller: SessionMember, kyc: unknown): Promise<Member> {
  await assertOwnUploads(deps.db, caller.id, kyc);
  const row = await submitKyc(deps.db, caller.id, kyc, deps.clock.now());
  if (!row) throw conflict('kyc.locked');
  return memberView(row);
}

/** A password change keeps the session that made it and ends every other one. */
export async function updatePassword(deps: Deps, caller: SessionMember, body: UpdatePasswordBody) {
  const row = await findMemberById(deps.db, caller.id);
  if (!row) throw notFound();
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) throw wrongPassword('currentPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.id, passwordHash, now);
    await revokeOtherSessions(tx, caller.id, caller.sessionId, now);
    await forgetOtherSessionsDevices(tx, caller.id, caller.sessionId);
  });
}

/** The receiving account moves money, so changing it asks for the current password. */
export async function updateWalletAddress(deps: Deps, caller: SessionMember, body: UpdateWalletBody) {
  const row = await findMemberById(deps.db, caller.id);
  if (!row) throw notFound();
  if (!(await verifyPassword(row.passwordHash, body.password))) throw wrongPassword('password');
  return memberView(await setWalletAddress(deps.db, caller.id, body.walletAddress, deps.clock.now()));
}

/*
 * Changing the e-mail or mobile number takes two steps with one code:
 * 1. `verification/emailCode` (purpose changeEmail) or `verification/smsCode` sends a code to the NEW
 *    address, bound to that address and to the member who asked;
 * 2. `member/verifyEmail` / `member/verifyMobile` may check it first (the app uses this to confirm the code
 *    before showing "save"): a right code stays usable, a wrong one counts towards the 5 tries;
 * 3. `member/updateEmail` / `member/updateMobile` checks the code again and uses it up in the same
 *    transaction that stores the new address. Step 2 is optional; step 3 alone is enough.
 */
export async function checkEmailCode(deps: Deps, caller: SessionMember, email: string, code: string) {
  await withValidCode(
    deps,
    { purpose: 'changeEmail', destination: email, memberId: caller.id, code, consume: false },
    async () => {},
  );
}

export async function checkMobileCode(deps: Deps, caller: SessionMember, mobile: string, code: string) {
  await withValidCode(
    deps,
    { purpose: 'changeMobile', destination: mobile, memberId: caller.id, code, consume: false },
    async () => {},
  );
}

export async function updateEmail(deps: Deps, caller: SessionMember, body: UpdateEmailBody): Promise<Member> {
  const check = {
    purpose: 'changeEmail' as const,
    destination: body.email,
    memberId: caller.id,
    code: body.code,
  };
  try {
    return await withValidCode(deps, { ...check, consume: true }, async (tx) => {
      const owner = await findMemberByEmail(tx, body.email);
      if (owner && owner.id !== caller.id) throw conflict(M.emailTaken);
      return memberView(await setEmail(tx, caller.id, body.email, deps.clock.now()));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailTaken);
    throw error;
  }
}

export async function updateMobile(
  deps: Deps,
  caller: SessionMember,
  body: UpdateMobileBody,
): Promise<Member> {
  const check = {
    purpose: 'changeMobile' as const,
    destination: body.mobile,
    memberId: caller.id,
    code: body.code,
  };
  return withValidCode(deps, { ...check, consume: true }, async (tx) =>
    memberView(await setMobile(tx, caller.id, body.mobile, deps.clock.now())),
  );
}
