import { z } from 'zod';
import { DomainError } from '../domain-error';
import { arrangementTermsSchema } from '../forbearance/arrangement-terms';
import { isIsoDate } from '../loan/dates';
import { M } from '../messages';
import { isMinor, type Minor } from '../money';
import { billComponents, type LedgerEntryKind, paymentChannels, prepaymentModes } from './ledger-codes';
import { servicingErrors } from './servicing-errors';

export type { BillComponent, LedgerEntryKind, PaymentChannel, PrepaymentMode } from './ledger-codes';
export {
  billComponents,
  ledgerEntryKinds,
  paymentChannels,
  prepaymentModes,
} from './ledger-codes';

const MAX_AMOUNT = 9_999_999_999_999;
const invalid = M.validationFailed;
const amount = z.number(invalid).int(invalid).positive(invalid).max(MAX_AMOUNT, invalid);
const entryId = z.number(invalid).int(invalid).positive(invalid);
const isoDate = z.string(invalid).refine(isIsoDate, invalid);

const payout = z.object({ kind: z.literal('PAYOUT'), on: isoDate, amount });
const payment = z.object({
  kind: z.literal('PAYMENT'),
  on: isoDate,
  amount,
  channel: z.enum(paymentChannels, invalid),
  /** The transfer's reference as the payer gave it (a transaction hash, a bank reference). */
  reference: z
    .string(invalid)
    .max(100, invalid)
    .regex(/^[\x21-\x7e]*$/, invalid)
    .optional(),
});
const waiver = z.object({
  kind: z.literal('WAIVER'),
  on: isoDate,
  amount,
  component: z.enum(billComponents, invalid),
  /** The one bill waived; without it the waiver runs over the due bills, oldest first. */
  period: z.number(invalid).int(invalid).positive(invalid).optional(),
});
const refund = z.object({ kind: z.literal('REFUND'), on: isoDate, amount });
const chargeOff = z.object({ kind: z.literal('CHARGE_OFF'), on: isoDate });
const recovery = z.object({ kind: z.literal('RECOVERY'), on: isoDate, amount });
const prepayment = z.object({
  kind: z.literal('PREPAYMENT'),
  on: isoDate,
  mode: z.enum(prepaymentModes, invalid),
  /** Part of the credit held; without it, all of it. */
  amount: amount.optional(),
});
const reversal = z.object({ kind: z.literal('REVERSAL'), on: isoDate, reverses: entryId });
/**
 * A forbearance arrangement the borrower accepted (decision 103): from this day the loan is re-planned by
 * domain/forbearance/plan.ts from its terms. It moves no money; it is never reversed (a later arrangement
 * re-plans again).
 */
const arrangement = z.object({ kind: z.literal('ARRANGEMENT'), on: isoDate, terms: arrangementTermsSchema });

/** An entry as it is asked for, before the store gives it an id. */
export const newLedgerEntrySchema = z.discriminatedUnion('kind', [
  payout,
  payment,
  waiver,
  refund,
  chargeOff,
  recovery,
  prepayment,
  reversal,
  arrangement,
]);
export type NewLedgerEntry = z.infer<typeof newLedgerEntrySchema>;

const stored = { id: entryId };
/** An entry as stored: append-only, never updated; a mistake is undone by a REVERSAL naming its id. */
export const ledgerEntrySchema = z.discriminatedUnion('kind', [
  payout.extend(stored),
  payment.extend(stored),
  waiver.extend(stored),
  refund.extend(stored),
  chargeOff.extend(stored),
  recovery.extend(stored),
  prepayment.extend(stored),
  reversal.extend(stored),
  arrangement.extend(stored),
]);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type EntryOf<K extends LedgerEntryKind> = Extract<LedgerEntry, { kind: K }>;

/** The amount an entry moves, or null for those that move none (charge-off, reversal, all-credit prepayment). */
export function amountOf(entry: LedgerEntry): Minor | null {
  return 'amount' in entry && entry.amount !== undefined ? entry.amount : null;
}

/**
 * Refuses an amount of zero, below zero or not whole pence. Entries usually arrive through the schema, but
 * the replay is also called with objects built in code, so it checks every one again.
 */
export function assertAmount(value: unknown, id: number): asserts value is Minor {
  if (!isMinor(value) || value <= 0) throw new DomainError(servicingErrors.amountInvalid, { id });
}
