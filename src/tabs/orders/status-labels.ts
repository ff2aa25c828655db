import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillStatus, LoanStatus } from '../../../domain/loan/lifecycle';

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
