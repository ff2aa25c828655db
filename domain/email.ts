import { z } from 'zod';
import { M } from './messages';

/**
 * SPEC §5: letters, digits, dots, underscores or hyphens; an at-sign; a domain; a final part of 2 to 4
 * letters. Shared by the app's forms and the server's contracts so both refuse the same addresses.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

export const EMAIL_MAX_LENGTH = 254;

/**
 * The same shape with a final part of any length of letters (`.example`, `.museum`). The SPEC §5 rule is
 * for addresses being taken on (registration, a new e-mail); an address that already has an account —
 * signing in, resetting its password — is only looked up, and must not be locked out by that rule
 * (docs/decisions/007-sign-in-email-rule.md).
 */
const EXISTING_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An address that may belong to an existing account (sign-in, password reset). */
export function isSignInEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EXISTING_EMAIL_PATTERN.test(value);
}

/** Addresses are compared and stored lower-cased: `Ann@x.example` and `ann@x.example` are one account. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Trims and lower-cases with `overwrite` steps only, so the schema can also describe stored addresses. */
export function emailSchemaWith(requiredMessage: string = M.emailRequired) {
  return z
    .string(requiredMessage)
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .refine(isValidEmail, M.emailFormat);
}
export const emailSchema = emailSchemaWith();

/** For sign-in and password reset: the lookup of an existing account (see `isSignInEmail`). */
export function signInEmailSchemaWith(requiredMessage: string = M.emailRequired) {
  return z
    .string(requiredMessage)
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .refine(isSignInEmail, M.emailFormat);
}
