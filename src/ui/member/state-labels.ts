import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycStatus } from '../../../domain/api/members';
import type { RepaymentStatusDto } from '../../../domain/api/repayments';
import type { BillStatus, LoanPurpose, LoanStatus } from '../../../domain/loan/lifecycle';
import type { RepaymentMethod } from '../../../domain/loan/methods';

/**
 * The words of every state and choice the member area shows, once (SPEC §3 and §4): the member centre, my
 * loans, the wizard, the account centre and the console all read these, so a state reads the same on every
 * screen. The profile's own choices are in src/profile/option-labels.ts.
 */

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

/** The identity check (real-name authentication). */
export const kycLabels: Record<KycStatus, MessageDescriptor> = {
  UNVERIFIED: msg`Not verified`,
  PENDING: msg`Being checked`,
  VERIFIED: msg`Verified`,
  REJECTED: msg`Not accepted`,
};

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
  // Written off in our books after a default notice went unremedied: the debt is still owed.
  CHARGED_OFF: msg`In default`,
};

export const billStatusLabels: Record<BillStatus, MessageDescriptor> = {
  TO_BE_REPAID: msg`To be repaid`,
  TO_BE_CONFIRMED: msg`To be confirmed`,
  REPAID: msg`Repaid`,
  // The loan was withdrawn: the instalment is no longer owed; one payoff bill replaced the open ones.
  CANCELLED: msg`No longer owed`,
  // Replaced by the bills of an arrangement the borrower accepted (what was left of it moved into them).
  RESCHEDULED: msg`Moved to your arrangement`,
};

export const repaymentStatusLabels: Record<RepaymentStatusDto, MessageDescriptor> = {
  PENDING: msg`To be confirmed`,
  CONFIRMED: msg`Repayment success`,
  REFUSED: msg`Repayment failed`,
};

/** SPEC §4's three repayment methods, as the application and the agreement name them. */
export const methodLabels: Record<RepaymentMethod, MessageDescriptor> = {
  ONE_TIME: msg`One-time principal and interest`,
  EQUAL_INSTALLMENT: msg`Equal principal and interest`,
  INTEREST_FIRST: msg`Interest first, then principal`,
};

export const methodHints: Record<RepaymentMethod, MessageDescriptor> = {
  EQUAL_INSTALLMENT: msg`The same payment every month.`,
  INTEREST_FIRST: msg`Interest each month, the loan itself with the last payment.`,
  ONE_TIME: msg`Everything in one payment at the end of the term.`,
};

/** SPEC §3's loan purposes, in the words a UK borrower uses for them (decision 061). */
export const purposeLabels: Record<LoanPurpose, MessageDescriptor> = {
  DAILY_CONSUMPTION: msg`Everyday spending`,
  EDUCATION: msg`Education`,
  MEDICAL: msg`Medical costs`,
  IMPROVE_QUALITY_OF_LIFE: msg`Improving your quality of life`,
  OTHER: msg`Something else`,
};
