import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/api/members';
import { isValidEmail } from '../../domain/email';
import type { FieldErrors } from '../ui/member/form-errors';

/** SPEC §5 wording, checked before anything is sent; the server checks the same rules again. */
export const authMessages = {
  emailAndPassword: msg`Please enter email and password`,
  emailAddress: msg`Please enter your email address`,
  email: msg`Please enter your email`,
  password: msg`Please enter your password`,
  passwordShort: msg`Please enter password`,
  newPassword: msg`Please enter a new password`,
  confirmPassword: msg`Please enter a confirmation password`,
  mismatch: msg`The two passwords are inconsistent`,
  emailFormat: msg`Incorrect email format`,
  code: msg`Please enter verification code`,
  passwordLength: msg`Your password must be 8 to 64 characters long`,
} satisfies Record<string, MessageDescriptor>;

export function validateLogin(
  email: string,
  password: string,
): FieldErrors<'email' | 'password' | 'form', MessageDescriptor> {
  const e = email.trim();
  if (!e && !password) return { form: authMessages.emailAndPassword };
  if (!e) return { email: authMessages.emailAddress };
  if (!isValidEmail(e)) return { email: authMessages.emailFormat };
  if (!password) return { password: authMessages.password };
  return {};
}

/** One e-mail rule for every purpose (domain/email, decision 101). */
export function validateEmailForCode(email: string): MessageDescriptor | null {
  const e = email.trim();
  if (!e) return authMessages.email;
  if (!isValidEmail(e)) return authMessages.emailFormat;
  return null;
}

export interface NewPasswordForm {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}
type NewPasswordField = keyof NewPasswordForm;

/** Register and forgot-password share the shape; only the "enter a password" wording differs. */
export function validateNewPassword(
  form: NewPasswordForm,
  purpose: 'register' | 'reset',
): FieldErrors<NewPasswordField, MessageDescriptor> {
  const errors: FieldErrors<NewPasswordField, MessageDescriptor> = {};
  const emailError = validateEmailForCode(form.email);
  if (emailError) errors.email = emailError;
  if (!form.code.trim()) errors.code = authMessages.code;
  if (!form.password)
    errors.password = purpose === 'register' ? authMessages.passwordShort : authMessages.newPassword;
  else if (form.password.length < PASSWORD_MIN || form.password.length > PASSWORD_MAX) {
    errors.password = authMessages.passwordLength;
  }
  if (!form.confirmPassword) errors.confirmPassword = authMessages.confirmPassword;
  else if (form.password && form.confirmPassword !== form.password)
    errors.confirmPassword = authMessages.mismatch;
  return errors;
}
