import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArrangementKind } from '../../../domain/forbearance/forbearance-codes';

/**
 * What an arrangement means for the borrower's credit file, in plain words per kind, before they agree to
 * it. UK lenders report agreed arrangements to the credit reference agencies; hiding that would be unfair.
 */
export const creditFileWords: Record<ArrangementKind, MessageDescriptor> = {
  PAYMENT_HOLIDAY: msg`We tell the credit reference agencies that you have an agreed payment holiday. The months you do not pay are not reported as missed payments, but the arrangement shows on your credit file, and other lenders can see it when they decide whether to lend to you.`,
  REDUCED_PAYMENT: msg`While you pay the reduced amount, we report an arrangement to pay on your credit file. That is better for your file than missed payments, but other lenders can see it when they decide whether to lend to you.`,
  TERM_EXTENSION: msg`Your credit file shows the loan with its new, longer term and smaller payments. It is not reported as missed payments; lenders can see that the agreement was changed.`,
};

/** Said whatever the kind: what happens if it is not kept, and how long records stay. */
export const creditFileAfter = msg`If a payment under the arrangement is missed, it is reported as missed, as any other payment would be. Records stay on a credit file for six years.`;
