import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycStatus } from '../../domain/api/members';
import type { LoanStatus } from '../../domain/loan/lifecycle';

/** SPEC §4: account types by index 0–3; a visitor is not signed in. */
export const accountTypeLabels: readonly MessageDescriptor[] = [
  msg`Normal user`,
  msg`Demo user`,
  msg`Trial user`,
  msg`Agent`,
];
export const visitorLabel = msg`Visitor`;

export function accountTypeLabel(accountType: number | null): MessageDescriptor {
  if (accountType === null) return visitorLabel;
  return accountTypeLabels[accountType] ?? (accountTypeLabels[0] as MessageDescriptor);
}

export const kycLabels: Record<KycStatus, MessageDescriptor> = {
  UNVERIFIED: msg`Not verified`,
  PENDING: msg`Being checked`,
  VERIFIED: msg`Verified`,
  REJECTED: msg`Not accepted`,
};

export const applicationLabels: Record<LoanStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  PENDING_REVIEW: msg`Pending review`,
  APPROVED: msg`Offer ready to sign`,
  REJECTED: msg`Rejected`,
  EXPIRED: msg`Offer expired`,
  SIGNED: msg`Signed`,
  DISBURSED: msg`Repayment in progress`,
  SETTLED: msg`Settled`,
  WITHDRAWN: msg`Withdrawn`,
};

/** The colour a state chip takes: what needs the borrower, what went well, what went wrong. */
export type ChipTone = 'neutral' | 'action' | 'good' | 'bad';

export const kycTones: Record<KycStatus, ChipTone> = {
  UNVERIFIED: 'action',
  PENDING: 'neutral',
  VERIFIED: 'good',
  REJECTED: 'bad',
};

export const applicationTones: Record<LoanStatus, ChipTone> = {
  DRAFT: 'neutral',
  PENDING_REVIEW: 'neutral',
  APPROVED: 'action',
  REJECTED: 'bad',
  EXPIRED: 'bad',
  SIGNED: 'good',
  DISBURSED: 'good',
  SETTLED: 'good',
  WITHDRAWN: 'neutral',
};
