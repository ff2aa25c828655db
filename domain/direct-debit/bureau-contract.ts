import { z } from 'zod';
import { isIsoDate } from '../loan/dates';
import { collectionFailures } from './collection-dates';
import { isMandateReference } from './mandate-reference';

// The wire between us and a Bacs bureau (ours simulated in server/bacs-bureau/, or a real one behind the
// same driver). Bacs names kept where they help: AUDDIS lodges and cancels a mandate, a collection carries
// its transaction code (01 first, 17 regular, 18 re-presented), ARUDD reports a collection returned.

const isoDate = z.string().refine(isIsoDate, 'an ISO date');
const mandateReference = z.string().refine(isMandateReference, 'a mandate reference');

export const lodgeMandateSchema = z.strictObject({
  reference: mandateReference,
  accountHolderName: z
    .string()
    .min(1)
    .max(18 * 4),
  sortCode: z.string().regex(/^\d{6}$/),
  accountNumber: z.string().regex(/^\d{8}$/),
});
export type LodgeMandate = z.infer<typeof lodgeMandateSchema>;

export const mandateAnswerSchema = z.object({
  reference: mandateReference,
  status: z.enum(['LODGED', 'REFUSED', 'CANCELLED']),
  reason: z.enum(['ACCOUNT_CLOSED', 'NO_DIRECT_DEBITS']).optional(),
});
export type MandateAnswer = z.infer<typeof mandateAnswerSchema>;

export const transactionCodes = ['01', '17', '18'] as const;

/** Our collection's key: the bill and the attempt, so a repeated submission is the same collection. */
export const collectionReferenceSchema = z.string().regex(/^[A-Z0-9-]{6,40}$/);

export const submitCollectionSchema = z.strictObject({
  reference: collectionReferenceSchema,
  mandateReference,
  sortCode: z.string().regex(/^\d{6}$/),
  accountNumber: z.string().regex(/^\d{8}$/),
  amount: z.number().int().positive().max(100_000_000),
  collectionDate: isoDate,
  transactionCode: z.enum(transactionCodes),
});
export type SubmitCollection = z.infer<typeof submitCollectionSchema>;

/**
 * A collection as the bureau reports it: SUBMITTED until its collection date has come, then PAID (with the
 * settlement date) or RETURNED with its reason.
 */
export const collectionAnswerSchema = z.object({
  reference: collectionReferenceSchema,
  status: z.enum(['SUBMITTED', 'PAID', 'RETURNED']),
  collectionDate: isoDate,
  settledOn: isoDate.optional(),
  reason: z.enum(collectionFailures).optional(),
});
export type CollectionAnswer = z.infer<typeof collectionAnswerSchema>;
