import { z } from 'zod';
import { M } from './messages';

/**
 * SPEC §5's shape — letters, digits, dots, underscores or hyphens; an at-sign; a domain; a final part of
 * letters — with that final part 2 to 63 letters long rather than SPEC's 2 to 4, so that the addresses the
 * product itself holds (`demo@quayside.example`, DESIGN §8) and real ones (`.museum`, `.london`) pass the
 * same rule everywhere: registration, a new e-mail, signing in, and the profile the wizard sends
 * (docs/decisions/101-one-email-rule.md). Shared by the app's forms and the server's contracts.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
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
