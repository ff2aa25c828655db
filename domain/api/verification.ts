import { z } from 'zod';
import { emailSchema } from '../email';
import { M } from '../messages';
import { mobileSchema, strictSection } from './profile';

/** Why a code is sent; a code only ever works for the purpose and the address it was sent for. */
export const emailCodePurposes = ['register', 'resetPassword', 'changeEmail'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];
export const smsCodePurposes = ['changeMobile'] as const;
export type SmsCodePurpose = (typeof smsCodePurposes)[number];
export type CodePurpose = EmailCodePurpose | SmsCodePurpose;

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;

export const codeSchema = z
  .string(M.codeRequired)
  .trim()
  .min(1, M.codeRequired)
  .regex(/^\d{6}$/, M.codeInvalid);

export const emailCodeBody = strictSection({
  email: emailSchema,
  purpose: z.enum(emailCodePurposes, M.validationFailed),
});
export type EmailCodeBody = z.infer<typeof emailCodeBody>;

export const smsCodeBody = strictSection({
  mobile: mobileSchema,
  purpose: z.enum(smsCodePurposes, M.validationFailed).default('changeMobile'),
});
export type SmsCodeBody = z.infer<typeof smsCodeBody>;

/** The same answer whether or not a mail went out, so the route does not reveal which e-mails have accounts. */
export const codeSentData = z.object({
  /** Seconds before another code may be requested for this address. */
  resendAfter: z.number().int(),
  /** Minutes the code stays valid. */
  expiresInMinutes: z.number().int(),
});
export type CodeSentData = z.infer<typeof codeSentData>;
