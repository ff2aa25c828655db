// Stored codes of the Direct Debit tables, apart from any validation code so screens can import them.

export const mandateStatuses = ['ACTIVE', 'CANCELLED', 'ENDED'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** Why a mandate is no longer in force: the borrower cancelled it with us, or the bank returned a collection. */
export const mandateEndReasons = [
  'CANCELLED_BY_BORROWER',
  'INSTRUCTION_CANCELLED',
  'ACCOUNT_CLOSED',
] as const;
export type MandateEndReason = (typeof mandateEndReasons)[number];

/**
 * A collection's life: SCHEDULED (notice sent, not yet with the bureau), SUBMITTED, then PAID (booked on the
 * ledger) or RETURNED (with its failure); SKIPPED when nothing was left of the bill by its submission day.
 */
export const collectionStatuses = ['SCHEDULED', 'SUBMITTED', 'PAID', 'RETURNED', 'SKIPPED'] as const;
export type CollectionStatus = (typeof collectionStatuses)[number];

export const mandateEvents = ['SET_UP', 'CANCELLED', 'ENDED', 'DAY_CHANGED'] as const;
export type MandateEvent = (typeof mandateEvents)[number];
