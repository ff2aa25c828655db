import { loginAnswer } from '../../domain/api/login-answer';
import { loginData } from '../../domain/api/members';
import { codeSentData, type EmailCodePurpose } from '../../domain/api/verification';
import { apiRequest } from '../lib/api/api-client';

/** The session, or the second step's challenge when one is needed (decision 106). */
export function login(body: { email: string; password: string }) {
  return apiRequest('/member/login', { method: 'POST', body, schema: loginAnswer });
}

export function register(body: { email: string; code: string; password: string; confirmPassword: string }) {
  return apiRequest('/member/register', { method: 'POST', body, schema: loginData });
}

export function resetPassword(body: {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}) {
  return apiRequest('/member/resetPassword', { method: 'POST', body });
}

export function sendEmailCode(email: string, purpose: EmailCodePurpose) {
  return apiRequest('/verification/emailCode', {
    method: 'POST',
    body: { email, purpose },
    schema: codeSentData,
  });
}
