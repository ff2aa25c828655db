import { z } from 'zod';
import { emailSchema, emailSchemaWith } from '../email';
import { M } from '../messages';
import { isUsdtAddress } from '../wallet-address';
import { recordIdParam } from './envelope';
import { bankAccountView, payoutMethods } from './payout-destination';
import {
  baseInfoSchema,
  carSchema,
  contactAddressSchema,
  contactsSchema,
  employmentSchema,
  estateSchema,
  familySchema,
  kycSchema,
  mobileSchema,
  strictSection,
} from './profile';
import { codeSchema } from './verification';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** 8–64 characters, checked whole: a long password is refused, never silently cut. */
export function passwordSchema(requiredMessage: string = M.passwordRequired) {
  return z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, M.passwordLength)
    .max(PASSWORD_MAX, M.passwordLength);
}

export const memberIdParams = z.object({ id: recordIdParam });

export const registerBody = strictSection({
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema(),
  confirmPassword: z.string(M.confirmPasswordRequired).optional(),
}).refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
  path: ['confirmPassword'],
  message: M.passwordMismatch,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = strictSection({
  email: emailSchemaWith(M.emailAddressRequired),
  // Not held to the 8–64 rule: a login only ever answers "wrong e-mail or password".
  password: z.string(M.passwordEnterRequired).min(1, M.passwordEnterRequired).max(1024, M.loginWrong),
});
export type LoginBody = z.infer<typeof loginBody>;

export const resetPasswordBody = strictSection({
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema(M.newPasswordRequired),
  confirmPassword: z.string(M.confirmPasswordRequired).optional(),
}).refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
  path: ['confirmPassword'],
  message: M.passwordMismatch,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const updatePasswordBody = strictSection({
  currentPassword: z.string(M.currentPasswordRequired).min(1, M.currentPasswordRequired).max(1024),
  newPassword: passwordSchema(M.newPasswordRequired),
  confirmPassword: z.string(M.confirmPasswordRequired).min(1, M.confirmPasswordRequired),
}).refine((body) => body.confirmPassword === body.newPassword, {
  path: ['confirmPassword'],
  message: M.passwordMismatch,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const walletAddressSchema = z
  .string(M.walletRequired)
  .trim()
  .min(1, M.walletRequired)
  .refine(isUsdtAddress, M.walletUsdtOnly);

export const updateWalletBody = strictSection({
  walletAddress: walletAddressSchema,
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(1024),
});
export type UpdateWalletBody = z.infer<typeof updateWalletBody>;

export const updateMobileBody = strictSection({ mobile: mobileSchema, code: codeSchema });
export type UpdateMobileBody = z.infer<typeof updateMobileBody>;
export const updateEmailBody = strictSection({ email: emailSchema, code: codeSchema });
export type UpdateEmailBody = z.infer<typeof updateEmailBody>;

export const verifyMobileQuery = z.object({ mobile: mobileSchema, code: codeSchema });
export const verifyEmailQuery = z.object({ email: emailSchema, code: codeSchema });
export const codeCheckData = z.object({ valid: z.literal(true) });

/** Bodies of the profile routes: each section is written whole. */
export const profileSectionBodies = {
  updateBase: baseInfoSchema,
  saveOrUpdateContactAddress: contactAddressSchema,
  saveOrUpdateEmploymentInfo: employmentSchema,
  saveOrUpdateFamilyInfo: familySchema,
  saveOrUpdateEstateInfo: estateSchema,
  saveOrUpdateCarInfo: carSchema,
  updateKyc: kycSchema,
  saveOrUpdateContactInfo: contactsSchema,
} as const;

export const kycStatuses = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof kycStatuses)[number];
/** SPEC §4: 0 normal user, 1 demo user, 2 trial user, 3 agent. */
export const accountTypes = [0, 1, 2, 3] as const;

/** `member/{id}/info`: the member as the app shows it. Never carries the password hash. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  mobile: z.string().nullable(),
  walletAddress: z.string().nullable(),
  /** Where the loan is paid (decision 099); absent in copies made before it existed. */
  payoutMethod: z.enum(payoutMethods).optional(),
  bankAccount: bankAccountView.nullable().optional(),
  role: z.enum(['borrower', 'operator']),
  /** An operator's jobs (underwriter, payments, collections, administrator); absent for a borrower. */
  roles: z.array(z.string()).optional(),
  accountType: z.number().int().min(0).max(3),
  kycStatus: z.enum(kycStatuses),
  kycRejectReason: z.string().nullable(),
  lang: z.enum(['en', 'cn', 'tw']),
  registerTime: z.iso.datetime(),
  lastLoginTime: z.iso.datetime().nullable(),
  base: baseInfoSchema.nullable(),
  contactAddress: contactAddressSchema.nullable(),
  employment: employmentSchema.nullable(),
  family: familySchema.nullable(),
  estate: estateSchema.nullable(),
  car: carSchema.nullable(),
  kyc: kycSchema.nullable(),
  contacts: contactsSchema.shape.contacts.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const loginData = z.object({ token: z.string(), member: memberSchema });
export type LoginData = z.infer<typeof loginData>;
