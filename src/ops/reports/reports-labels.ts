import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationOutcome } from '../../../domain/reports/applications';
import type { BookState } from '../../../domain/reports/loan-book';
import type { PayoutOutcome } from '../../../domain/reports/payouts';
import { bucketLabel } from '../arrears/arrears-labels';

/** The words of the reports' codes, as the operator reads them. */

export const bookStateLabels: Record<BookState, MessageDescriptor> = {
  RUNNING: msg`Running`,
  CHARGED_OFF: msg`Charged off`,
};

export const applicationOutcomeLabels: Record<ApplicationOutcome, MessageDescriptor> = {
  APPROVED: msg`Approved`,
  DECLINED: msg`Declined`,
  REFERRED: msg`Referred to a person`,
  IN_REVIEW: msg`Waiting for a person`,
  LAPSED: msg`Offer lapsed`,
  WITHDRAWN: msg`Withdrawn`,
};

export const payoutOutcomeLabels: Record<PayoutOutcome, MessageDescriptor> = {
  ON_TIME: msg`Sent on time`,
  LATE: msg`Sent late`,
  WAITING: msg`Waiting, within the deadline`,
  WAITING_LATE: msg`Waiting, past the deadline`,
  WITHDRAWN: msg`Withdrawn before payout`,
};

/** A bucket row or a place a loan ends a month in: up to date, a bucket, charged off, paid off. */
export function placeLabel(i18n: I18n, code: string): string {
  if (code === 'CURRENT') return i18n._(msg`Up to date`);
  if (code === 'CHARGED_OFF') return i18n._(msg`Charged off`);
  if (code === 'CLOSED') return i18n._(msg`Paid off`);
  return bucketLabel(i18n, code);
}
