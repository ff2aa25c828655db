import { z } from 'zod';
import { encodeMessage, M } from '../messages';
import {
  ARRANGEMENT_MAX_TERM_MONTHS,
  HOLIDAY_MAX_MONTHS,
  REDUCED_MAX_MONTHS,
  reducedPaymentAfter,
} from './forbearance-codes';
import { forbearanceErrors } from './forbearance-errors';

const MAX_AMOUNT = 9_999_999_999_999;
const months = (max: number, message: string) =>
  z.number(message).int(message).min(1, message).max(max, message);

/**
 * The terms of an arrangement, as the operator chooses them and as the ledger's ARRANGEMENT entry keeps them.
 * The entry keeps only these: the replay re-plans the loan from them on the entry's day (plan.ts), so the
 * book after acceptance is the plan the borrower was shown, and nothing else is stored that could disagree.
 */
export const arrangementTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('PAYMENT_HOLIDAY'),
    /** Months with nothing to pay, the next bills' months; the bills after them move later by as many. */
    months: months(HOLIDAY_MAX_MONTHS, forbearanceErrors.holidayMonths),
    /** No interest for the holiday's months (the bills after keep their amounts), or interest charged. */
    freezeInterest: z.boolean(M.validationFailed),
  }),
  z.object({
    kind: z.literal('REDUCED_PAYMENT'),
    months: months(REDUCED_MAX_MONTHS, forbearanceErrors.reducedMonths),
    /** What the borrower pays each of those months, in whole pence, above zero. */
    payment: z
      .number(encodeMessage(M.tplEnter, { text: 'field.reducedPayment' }))
      .int(forbearanceErrors.reducedPayment)
      .positive(forbearanceErrors.reducedPayment)
      .max(MAX_AMOUNT, forbearanceErrors.reducedPayment),
    afterwards: z.enum(reducedPaymentAfter, M.validationFailed),
  }),
  z.object({
    kind: z.literal('TERM_EXTENSION'),
    /** The monthly bills from now on, arrears included; more than the loan has left. */
    months: months(ARRANGEMENT_MAX_TERM_MONTHS, forbearanceErrors.termTooLong),
  }),
]);
export type ArrangementTerms = z.infer<typeof arrangementTermsSchema>;
