import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepaymentStatusDto } from '../../domain/api/repayments';
import type { BillStatus, LoanPurpose, LoanStatus } from '../../domain/loan/lifecycle';
import type { RepaymentMethod } from '../../domain/loan/methods';

/** SPEC §4 wording for the states a borrower sees. */
export const loanStatusLabels: Record<LoanStatus, MessageDescriptor> = {
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

export const billStatusLabels: Record<BillStatus, MessageDescriptor> = {
  TO_BE_REPAID: msg`To be repaid`,
  TO_BE_CONFIRMED: msg`To be confirmed`,
  REPAID: msg`Repaid`,
  // The loan was withdrawn: the instalment is no longer owed; one payoff bill replaced the open ones.
  CANCELLED: msg`No longer owed`,
};

export const repaymentStatusLabels: Record<RepaymentStatusDto, MessageDescriptor> = {
  PENDING: msg`To be confirmed`,
  CONFIRMED: msg`Repayment success`,
  REFUSED: msg`Repayment failed`,
};

/** SPEC §4's three repayment methods. */
export const methodLabels: Record<RepaymentMethod, MessageDescriptor> = {
  ONE_TIME: msg`One-time principal and interest`,
  EQUAL_INSTALLMENT: msg`Equal principal and interest`,
  INTEREST_FIRST: msg`Interest first, then principal`,
};

/** SPEC §3's loan purposes. */
export const purposeLabels: Record<LoanPurpose, MessageDescriptor> = {
  DAILY_CONSUMPTION: msg`Daily consumption`,
  EDUCATION: msg`Education`,
  MEDICAL: msg`Medical`,
  IMPROVE_QUALITY_OF_LIFE: msg`Improve quality of life`,
  OTHER: msg`Other`,
};

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The colour family of each state, so a chip reads at a glance (its words always say it too). */
export const loanStatusTone: Record<LoanStatus, Tone> = {
  DRAFT: 'neutral',
  PENDING_REVIEW: 'info',
  APPROVED: 'warning',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
  SIGNED: 'info',
  DISBURSED: 'info',
  SETTLED: 'success',
  WITHDRAWN: 'neutral',
};

export const repaymentStatusTone: Record<RepaymentStatusDto, Tone> = {
  PENDING: 'info',
  CONFIRMED: 'success',
  REFUSED: 'danger',
};
