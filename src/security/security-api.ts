import { codeCheckData, memberSchema } from '../../domain/api/members';
import type { PayoutMethod } from '../../domain/api/payout-destination';
import { codeSentData } from '../../domain/api/verification';
import { apiRequest } from '../lib/api/api-client';

export function updatePassword(body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return apiRequest('/member/updatePassword', { method: 'PUT', body });
}

export function updateWalletAddress(body: { walletAddress: string; password: string }) {
  return apiRequest('/member/updateWalletAddress', { method: 'PUT', body, schema: memberSchema });
}

export interface BankAccountChange {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  accountType?: 'PERSONAL' | 'BUSINESS';
  acceptNameRisk?: boolean;
  password: string;
}

/** Checked by the server (modulus rules, then the name with the bank) before it is kept; keyed once per body. */
export function updateBankAccount(body: BankAccountChange, idempotencyKey: string) {
  return apiRequest('/member/updateBankAccount', {
    method: 'PUT',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: memberSchema,
  });
}

export function choosePayoutMethod(body: { payoutMethod: PayoutMethod; password: string }) {
  return apiRequest('/member/payoutMethod', { method: 'PUT', body, schema: memberSchema });
}

export type ContactKind = 'mobile' | 'email';

/** A code to the NEW number or address, bound to it and to this member (server/modules/verification). */
export function sendChangeCode(kind: ContactKind, value: string) {
  return kind === 'mobile'
    ? apiRequest('/verification/smsCode', {
        method: 'POST',
        body: { mobile: value, purpose: 'changeMobile' },
        schema: codeSentData,
      })
    : apiRequest('/verification/emailCode', {
        method: 'POST',
        body: { email: value, purpose: 'changeEmail' },
        schema: codeSentData,
      });
}

/** Checks the code first (it stays usable), then changes the value with it, which uses it up. */
export async function verifyAndChange(kind: ContactKind, value: string, code: string) {
  if (kind === 'mobile') {
    await apiRequest('/member/verifyMobile', { query: { mobile: value, code }, schema: codeCheckData });
    return apiRequest('/member/updateMobile', {
      method: 'PUT',
      body: { mobile: value, code },
      schema: memberSchema,
    });
  }
  await apiRequest('/member/verifyEmail', { query: { email: value, code }, schema: codeCheckData });
  return apiRequest('/member/updateEmail', {
    method: 'PUT',
    body: { email: value, code },
    schema: memberSchema,
  });
}
