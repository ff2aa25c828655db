import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepaymentMethod } from '../../../domain/loan/methods';

export const methodLabels: Record<RepaymentMethod, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  EQUAL_INSTALLMENT: {
    name: msg`Equal monthly instalments`,
    hint: msg`The same payment every month, covering interest and part of the loan.`,
  },
  INTEREST_FIRST: {
    name: msg`Interest first`,
    hint: msg`Pay only the interest each month, then the loan itself with the last payment.`,
  },
  ONE_TIME: {
    name: msg`One repayment at the end`,
    hint: msg`Nothing to pay until the end of the term, then the loan and its interest in one go.`,
  },
};

/** The order the methods are offered in: the most common first. */
export const methodOrder: readonly RepaymentMethod[] = ['EQUAL_INSTALLMENT', 'INTEREST_FIRST', 'ONE_TIME'];
