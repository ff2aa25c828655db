import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArrangementKind, ArrangementStatus } from '../../domain/forbearance/forbearance-codes';

/** What each arrangement is called where the borrower reads it: the loan's page and its help screen. */
export const arrangementKindLabels: Record<ArrangementKind, MessageDescriptor> = {
  PAYMENT_HOLIDAY: msg`Payment holiday`,
  REDUCED_PAYMENT: msg`Reduced payments`,
  TERM_EXTENSION: msg`Longer loan term`,
};

export const arrangementStatusLabels: Record<ArrangementStatus, MessageDescriptor> = {
  ACTIVE: msg`In place`,
  COMPLETED: msg`Completed`,
  BROKEN: msg`Payment missed`,
};
