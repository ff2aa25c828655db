import { queryOptions } from '@tanstack/react-query';

import { loginData } from '../../../domain/api/members';
import {
  enrolSignInData,
  recoveryCodesData,
  secondFactorStatus,
  totpEnrolment,
  webauthnOptions,
} from '../../../domain/api/second-factor';
import { apiRequest } from '../api/api-client';

/**
 * Two-factor sign-in (decision 106), read by sign-in, the borrower's security settings and the console's
 * Security screen: the second step of a login, and a signed-in member's own factors.
 */

export const secondFactorKeys = { status: ['member', 'second-factor'] as const };

export function secondFactorStatusQuery() {
  return queryOptions({
    queryKey: secondFactorKeys.status,
    queryFn: ({ signal }) => apiRequest('/member/second-factor', { schema: secondFactorStatus, signal }),
  });
}

export function signInWithCode(challenge: string, code: string) {
  return apiRequest('/member/login/code', { method: 'POST', body: { challenge, code }, schema: loginData });
}

export function signInWithRecoveryCode(challenge: string, recoveryCode: string) {
  return apiRequest('/member/login/recovery-code', {
    method: 'POST',
    body: { challenge, recoveryCode },
    schema: loginData,
  });
}

export function passkeySignInOptions(challenge: string) {
  return apiRequest('/member/login/passkey/options', {
    method: 'POST',
    body: { challenge },
    schema: webauthnOptions,
  });
}

export function signInWithPasskey(challenge: string, response: unknown) {
  return apiRequest('/member/login/passkey', {
    method: 'POST',
    body: { challenge, response },
    schema: loginData,
  });
}

export function enrolAtSignIn(challenge: string) {
  return apiRequest('/member/login/enrol', { method: 'POST', body: { challenge }, schema: totpEnrolment });
}

export function confirmEnrolmentAtSignIn(challenge: string, code: string) {
  return apiRequest('/member/login/enrol/confirm', {
    method: 'POST',
    body: { challenge, code },
    schema: enrolSignInData,
  });
}

export function startTotp() {
  return apiRequest('/member/second-factor/totp', { method: 'POST', body: {}, schema: totpEnrolment });
}

export function confirmTotp(code: string) {
  return apiRequest('/member/second-factor/totp/confirm', {
    method: 'POST',
    body: { code },
    schema: recoveryCodesData,
  });
}

export function disableTotp(body: { code?: string; password?: string }) {
  return apiRequest('/member/second-factor/totp/disable', {
    method: 'POST',
    body,
    schema: secondFactorStatus,
  });
}

export function renewRecoveryCodes(code: string) {
  return apiRequest('/member/second-factor/recovery-codes', {
    method: 'POST',
    body: { code },
    schema: recoveryCodesData,
  });
}

export function passkeyRegistrationOptions() {
  return apiRequest('/member/second-factor/passkeys/options', {
    method: 'POST',
    body: {},
    schema: webauthnOptions,
  });
}

export function addPasskey(name: string, response: unknown) {
  return apiRequest('/member/second-factor/passkeys', {
    method: 'POST',
    body: { name, response },
    schema: secondFactorStatus,
  });
}

export function removePasskey(id: number) {
  return apiRequest(`/member/second-factor/passkeys/${id}`, { method: 'DELETE', schema: secondFactorStatus });
}
