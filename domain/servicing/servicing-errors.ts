/**
 * The codes a servicing rule throws (as `DomainError.code`). Listed in one place so the server's catalog and
 * the app's can be checked against them; the words live there, never here.
 */
export const servicingErrors = {
  /** An amount of zero, below zero, or not a whole number of pence. */
  amountInvalid: 'servicing.amountInvalid',
  /** An entry dated before the loan's payout, or a book asked for before it. */
  beforePayout: 'servicing.beforePayout',
  /** An entry dated after the business date the book is replayed to. */
  afterAsOf: 'servicing.afterAsOf',
  noPayout: 'servicing.noPayout',
  payoutRepeated: 'servicing.payoutRepeated',
  /** The payout differs from the principal of the schedule it is serviced against. */
  payoutMismatch: 'servicing.payoutMismatch',
  duplicateId: 'servicing.duplicateId',
  reversalUnknown: 'servicing.reversalUnknown',
  reversalRepeated: 'servicing.reversalRepeated',
  /** A payout or a reversal cannot itself be reversed; a reversal cannot be dated before what it undoes. */
  reversalNotAllowed: 'servicing.reversalNotAllowed',
  refundExceedsCredit: 'servicing.refundExceedsCredit',
  waiverExceedsDue: 'servicing.waiverExceedsDue',
  prepaymentExceedsCredit: 'servicing.prepaymentExceedsCredit',
  /** A partial early repayment as large as the principal left: that is a settlement, not a re-plan. */
  prepaymentCoversLoan: 'servicing.prepaymentCoversLoan',
  /** The mode does not fit the repayment method (see prepayment-plan.ts). */
  prepaymentMode: 'servicing.prepaymentMode',
  /** A payment, waiver, prepayment or second charge-off on a loan already charged off. */
  chargedOff: 'servicing.chargedOff',
  /** A recovery on a loan that has not been charged off. */
  notChargedOff: 'servicing.notChargedOff',
  terms: 'servicing.terms',
  buckets: 'servicing.buckets',
  allocationOrder: 'servicing.allocationOrder',
  /** A default notice's remedy date under 14 days after it is sent (CCA s88(2)). */
  remedyTooSoon: 'servicing.remedyTooSoon',
} as const;

export type ServicingErrorCode = (typeof servicingErrors)[keyof typeof servicingErrors];
