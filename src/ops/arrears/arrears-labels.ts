import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ContactChannel,
  ContactDirection,
  ContactOutcome,
  PromiseStatus,
} from '../../../domain/api/collections';
import type { statutoryNoticeKindsOnWire } from '../../../domain/api/servicing-days';
import type { BookBillState } from '../../../domain/servicing/book';
import type {
  BillComponent,
  LedgerEntryKind,
  PaymentChannel,
} from '../../../domain/servicing/ledger-entries';

/** The words of the collections' codes, as the operator reads them. */

export const channelLabels: Record<ContactChannel, MessageDescriptor> = {
  PHONE: msg`Phone`,
  EMAIL: msg`E-mail`,
  SMS: msg`Text message`,
  LETTER: msg`Letter`,
  IN_APP: msg`In the app`,
  IN_PERSON: msg`In person`,
};

export const directionLabels: Record<ContactDirection, MessageDescriptor> = {
  OUTBOUND: msg`We contacted them`,
  INBOUND: msg`They contacted us`,
};

export const outcomeLabels: Record<ContactOutcome, MessageDescriptor> = {
  SPOKE_TO_BORROWER: msg`Spoke to the borrower`,
  NO_ANSWER: msg`No answer`,
  LEFT_MESSAGE: msg`Left a message`,
  PROMISE_TO_PAY: msg`Promised to pay`,
  PAYMENT_MADE: msg`Says they have paid`,
  FINANCIAL_DIFFICULTY: msg`In financial difficulty`,
  DISPUTE: msg`Disputes the debt`,
  WRONG_CONTACT_DETAILS: msg`Wrong contact details`,
  REFUSED_TO_PAY: msg`Refused to pay`,
  OTHER: msg`Other`,
};

export const promiseStatusLabels: Record<PromiseStatus, MessageDescriptor> = {
  OPEN: msg`Open`,
  KEPT: msg`Kept`,
  BROKEN: msg`Broken`,
};

export const entryKindLabels: Record<LedgerEntryKind, MessageDescriptor> = {
  PAYOUT: msg`Payout`,
  PAYMENT: msg`Payment`,
  WAIVER: msg`Waiver`,
  REFUND: msg`Refund`,
  CHARGE_OFF: msg`Charge-off`,
  RECOVERY: msg`Recovery`,
  PREPAYMENT: msg`Principal paid ahead`,
  REVERSAL: msg`Reversal`,
  ARRANGEMENT: msg`Arrangement accepted`,
};

export const paymentChannelLabels: Record<PaymentChannel, MessageDescriptor> = {
  VOUCHER: msg`Voucher`,
  RECORDED: msg`Recorded by an operator`,
  DIRECT_DEBIT: msg`Direct debit`,
  REFINANCE: msg`Settled by a top-up's payout`,
};

export const componentLabels: Record<BillComponent, MessageDescriptor> = {
  OVERDUE_INTEREST: msg`Overdue interest`,
  INTEREST: msg`Interest`,
  PRINCIPAL: msg`Principal`,
};

export const billStateLabels: Record<BookBillState, MessageDescriptor> = {
  NOT_DUE: msg`Not due`,
  DUE: msg`Due`,
  PARTLY_PAID: msg`Partly paid`,
  OVERDUE: msg`Overdue`,
  PAID: msg`Paid`,
  CHARGED_OFF: msg`Charged off`,
  RESCHEDULED: msg`Moved to the arrangement`,
};

export const noticeKindLabels: Record<(typeof statutoryNoticeKindsOnWire)[number], MessageDescriptor> = {
  ARREARS_S86B: msg`Notice of sums in arrears (s86B)`,
  DEFAULT_S87: msg`Default notice (s87)`,
};

/** The same, short, for a queue's cell. */
export const noticeKindShortLabels: Record<(typeof statutoryNoticeKindsOnWire)[number], MessageDescriptor> = {
  ARREARS_S86B: msg`Arrears`,
  DEFAULT_S87: msg`Default`,
};

/**
 * A delinquency bucket's code (`DPD_30_59`, `DPD_90_PLUS`, a setting) in words; a code of another shape, as
 * a lender may name its own, is shown as it is.
 */
export function bucketLabel(i18n: I18n, code: string | null): string {
  if (code === null) return '—';
  const match = /^DPD_(\d+)_(\d+|PLUS)$/.exec(code);
  if (!match) return code;
  const from = match[1] ?? '';
  const to = match[2] ?? '';
  return to === 'PLUS' ? i18n._(msg`${from}+ days`) : i18n._(msg`${from}–${to} days`);
}
