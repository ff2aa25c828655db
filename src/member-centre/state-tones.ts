import type { KycStatus } from '../../domain/api/members';
import type { LoanStatus } from '../../domain/loan/lifecycle';

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
  CHARGED_OFF: 'bad',
};
