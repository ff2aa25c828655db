import { describe, expect, it, vi } from 'vitest';

// The unit project compiles without the Lingui macro transform; a descriptor carrying its source text is
// all these rules need.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

import { authMessages, validateEmailForCode, validateLogin, validateNewPassword } from './auth-validation';

const form = {
  email: 'ann@quayside.test',
  code: '123456',
  password: 'harbour-lights-9',
  confirmPassword: 'harbour-lights-9',
};

describe('login validation (SPEC §5)', () => {
  it('asks for both, then each, then a valid e-mail', () => {
    expect(validateLogin('', '')).toEqual({ form: authMessages.emailAndPassword });
    expect(authMessages.emailAndPassword.message).toBe('Please enter email and password');
    expect(validateLogin('', 'x')).toEqual({ email: authMessages.emailAddress });
    // One rule for every use (decision 101): the demo's `.example` (7 letters) signs in, resets, registers.
    expect(validateLogin('demo@quayside.example', 'x')).toEqual({});
    expect(validateEmailForCode('demo@quayside.example')).toBeNull();
    expect(validateEmailForCode('demo@quayside')).toEqual(authMessages.emailFormat);
    expect(validateLogin('ann@quayside.test', '')).toEqual({ password: authMessages.password });
    expect(validateLogin('ann@quayside', 'x')).toEqual({ email: authMessages.emailFormat });
    expect(validateLogin(' ann@quayside.test ', 'x')).toEqual({});
  });
});

describe('register and reset validation', () => {
  it('accepts a complete form', () => {
    expect(validateNewPassword(form, 'register')).toEqual({});
  });
  it('uses the SPEC wording for each missing or wrong field', () => {
    expect(
      validateNewPassword({ email: '', code: '', password: '', confirmPassword: '' }, 'register'),
    ).toEqual({
      email: authMessages.email,
      code: authMessages.code,
      password: authMessages.passwordShort,
      confirmPassword: authMessages.confirmPassword,
    });
    expect(validateNewPassword({ ...form, password: '' }, 'reset').password).toBe(authMessages.newPassword);
    expect(validateNewPassword({ ...form, confirmPassword: 'other-words-1' }, 'register')).toEqual({
      confirmPassword: authMessages.mismatch,
    });
    expect(
      validateNewPassword({ ...form, password: 'short', confirmPassword: 'short' }, 'register').password,
    ).toBe(authMessages.passwordLength);
  });
  it('checks the e-mail before a code is sent', () => {
    expect(validateEmailForCode('')).toBe(authMessages.email);
    expect(validateEmailForCode('not-an-email')).toBe(authMessages.emailFormat);
    expect(validateEmailForCode('ann@quayside.test')).toBeNull();
  });
});
