import { z } from 'zod';
import { M } from '../messages';
import { recordIdParam } from './envelope';
import { type SecondFactorMethod, secondFactorMethods } from './login-answer';
import { loginData } from './members';
import { strictSection } from './profile';

/**
 * Two-factor sign-in (decision 106): TOTP (RFC 6238) with ten one-time recovery codes, and passkeys
 * (WebAuthn). Required of every operator; a borrower may turn TOTP on. A correct password for a member who
 * needs a second factor answers a short-lived, one-use challenge and no session; the challenge and a code,
 * a recovery code or a passkey answer the session.
 */

/**
 * The message keys of two-factor sign-in (words in server/i18n/second-factor-messages.ts). Kept here, not in
 * domain/messages.ts, whose whole `M` is in every page's first download.
 */
export const SF = {
  totpCodeRequired: 'totp.code.required',
  totpCodeFormat: 'totp.code.format',
  recoveryCodeRequired: 'recovery.code.required',
  recoveryCodeWrong: 'recovery.code.wrong',
  passkeyFailed: 'passkey.failed',
  passkeyNameRequired: 'passkey.name.required',
  secondFactorNeeded: 'secondFactor.needed',
} as const;

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits; the spaces an authenticator app shows in the middle ("123 456") are allowed. */
export const totpCodeSchema = z
  .string(SF.totpCodeRequired)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, SF.totpCodeRequired)
      .regex(/^\d{6}$/, SF.totpCodeFormat),
  );

/** As the member was shown it (`abcde-fghij`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string(SF.recoveryCodeRequired)
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().min(1, SF.recoveryCodeRequired).max(64, SF.recoveryCodeWrong));

export const challengeSchema = z.string().min(16).max(128);

export const challengeBody = strictSection({ challenge: challengeSchema });
export const codeSignInBody = strictSection({ challenge: challengeSchema, code: totpCodeSchema });
export type CodeSignInBody = z.infer<typeof codeSignInBody>;
export const recoverySignInBody = strictSection({
  challenge: challengeSchema,
  recoveryCode: recoveryCodeSchema,
});
export type RecoverySignInBody = z.infer<typeof recoverySignInBody>;

/**
 * A WebAuthn response as @simplewebauthn/browser makes it (JSON, base64url fields). Its inside is checked
 * by @simplewebauthn/server; here only its size and outline, so a body of junk costs nothing.
 */
const webauthnJson = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 16_384, SF.passkeyFailed);

export const passkeySignInBody = strictSection({ challenge: challengeSchema, response: webauthnJson });
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;

/** What an authenticator app is given: the secret as text, its otpauth:// URI and that URI as a QR code. */
export const totpEnrolment = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG drawn by the server, so the QR library stays out of the app's bundle. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const recoveryCodesData = z.object({ recoveryCodes: z.array(z.string()) });

/** Enrolment at sign-in: the session, and the recovery codes shown once. */
export const enrolSignInData = loginData.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolSignInData = z.infer<typeof enrolSignInData>;

export const confirmTotpBody = strictSection({ code: totpCodeSchema });
export const enrolConfirmBody = strictSection({ challenge: challengeSchema, code: totpCodeSchema });

/** Turning TOTP off (borrowers only): a current code, or the password. */
export const disableTotpBody = strictSection({
  code: totpCodeSchema.optional(),
  password: z.string().min(1, M.passwordRequired).max(1024).optional(),
}).refine((body) => body.code !== undefined || body.password !== undefined, {
  path: ['code'],
  message: SF.totpCodeRequired,
});
export type DisableTotpBody = z.infer<typeof disableTotpBody>;

export const passkeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

/** The signed-in member's own second factors. */
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  /** Operators may not turn TOTP off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyView),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** Registration options (PublicKeyCredentialCreationOptionsJSON) or authentication options, as sent. */
export const webauthnOptions = z.object({ options: z.record(z.string(), z.unknown()) });

export const addPasskeyBody = strictSection({
  name: z.string().trim().min(1, SF.passkeyNameRequired).max(60, SF.passkeyNameRequired),
  response: webauthnJson,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;

export const passkeyParams = z.object({ id: recordIdParam });
export const operatorMemberParams = z.object({ memberId: recordIdParam });
