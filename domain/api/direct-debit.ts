import { z } from 'zod';
import { ukBankAccountSchema } from '../bank/uk-bank-account';
import { collectionFailures } from '../direct-debit/collection-dates';
import { directDebitErrors } from '../direct-debit/direct-debit-errors';
import { collectionStatuses, mandateEndReasons, mandateStatuses } from '../direct-debit/mandate-codes';

/** Contracts of a borrower's Direct Debit (`/api/loan/:id/direct-debit*`, decision 100). */

const collectionDay = z
  .number(directDebitErrors.collectionDay)
  .int(directDebitErrors.collectionDay)
  .min(1, directDebitErrors.collectionDay)
  .max(28, directDebitErrors.collectionDay);

export const mandateSetUpRequest = ukBankAccountSchema.extend({
  collectionDay,
  /** The borrower holds the account and is the only person needed to authorise debits from it. */
  confirmHolder: z.literal(true, directDebitErrors.holderConfirmation),
  /** The Guarantee version the borrower was shown (the server's current one). */
  guaranteeVersion: z.string().min(1).max(20),
});
export type MandateSetUpRequest = z.input<typeof mandateSetUpRequest>;

export const dayChangeRequest = z.object({ collectionDay });

const scheduleLine = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  balance: z.number().int(),
});

export const dayChangePlanView = z.object({
  collectionDay: z.number().int(),
  firstCollection: z.string(),
  shiftDays: z.number().int(),
  before: z.array(scheduleLine),
  after: z.array(scheduleLine),
  interestBefore: z.number().int(),
  interestAfter: z.number().int(),
  interestDifference: z.number().int(),
});
export type DayChangePlanView = z.infer<typeof dayChangePlanView>;

export const collectionView = z.object({
  id: z.number().int(),
  period: z.number().int(),
  attempt: z.number().int(),
  reference: z.string(),
  amount: z.number().int(),
  collectionDate: z.string(),
  status: z.enum(collectionStatuses),
  failure: z.enum(collectionFailures).nullable(),
  settledOn: z.string().nullable(),
});
export type CollectionView = z.infer<typeof collectionView>;

export const mandateView = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(mandateStatuses),
  accountHolderName: z.string(),
  /** "12-34-56" */
  sortCode: z.string(),
  /** The last four digits only. */
  accountNumberEnding: z.string(),
  collectionDay: z.number().int(),
  activeFrom: z.string(),
  endedOn: z.string().nullable(),
  endReason: z.enum(mandateEndReasons).nullable(),
  guaranteeVersion: z.string(),
});
export type MandateView = z.infer<typeof mandateView>;

export const guaranteeView = z.object({
  version: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type GuaranteeView = z.infer<typeof guaranteeView>;

/** What the Repay area shows: the mandate in force (or the last one), what comes next, and the Guarantee. */
export const directDebitView = z.object({
  mandate: mandateView.nullable(),
  /** The next collection: scheduled with the bureau, or the next bill the mandate will collect. */
  next: z
    .object({ collectionDate: z.string(), amount: z.number().int(), period: z.number().int() })
    .nullable(),
  collections: z.array(collectionView),
  guarantee: guaranteeView,
  /** The business date, so the app can tell whether a day change is in time. */
  businessDate: z.string(),
  /** The day of the month the next bill falls on: the collection day offered at set-up. */
  dueDay: z.number().int().nullable(),
});
export type DirectDebitView = z.infer<typeof directDebitView>;

/** The operators' view of a loan's Direct Debit, beside its ledger: every mandate, its events, every collection. */
export const operatorDirectDebitView = z.object({
  mandates: z.array(
    mandateView.extend({
      events: z.array(
        z.object({
          event: z.string(),
          by: z.number().int().nullable(),
          businessDate: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
  collections: z.array(collectionView.extend({ ledgerEntryId: z.number().int().nullable() })),
});
export type OperatorDirectDebitView = z.infer<typeof operatorDirectDebitView>;
