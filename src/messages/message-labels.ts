import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageFilter } from './messages-queries';

export const messageFilters: readonly MessageFilter[] = ['all', 'loan', 'repayment', 'account', 'system'];

export const messageTypeLabels: Record<MessageFilter, MessageDescriptor> = {
  all: msg`All`,
  loan: msg`Loans`,
  repayment: msg`Repayments`,
  account: msg`Account`,
  system: msg`Service`,
};
