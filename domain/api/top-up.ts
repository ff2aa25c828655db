import { z } from 'zod';

/**
 * A top-up (DESIGN §4, decision 096): the new loan's payout first settles the running loan it replaces at
 * that loan's settlement figure on the payout day, and the rest goes to the borrower. Money in minor units.
 *
 * Before the money is sent the figures are an estimate: the settlement figure as at the payout day we
 * expect (`payoutOn`, the next working day), valid until that day. Once paid out they are what was booked.
 */
export const topUpView = z.object({
  replacesLoanId: z.number().int(),
  replacesContractNumber: z.string().nullable(),
  /** The replaced loan's settlement figure (less any credit it held) on `payoutOn`. */
  settlement: z.number().int(),
  /** amount − settlement: what the borrower receives. */
  toBorrower: z.number().int(),
  payoutOn: z.string(),
  /** True until the payout: the figures hold for a payout on `payoutOn` and are worked out again then. */
  estimate: z.boolean(),
});
export type TopUpView = z.infer<typeof topUpView>;

/** On a loan settled by a top-up's payout: the top-up loan whose money settled it. */
export const settledByView = z.object({
  loanId: z.number().int(),
  contractNumber: z.string().nullable(),
  on: z.string().nullable(),
});
export type SettledByView = z.infer<typeof settledByView>;

/**
 * A top-up in the operators' Payouts queue: what its payout settles and what is left to send the borrower,
 * worked out from the replaced loan's book on the business date; `refusal` is the reason the payout would
 * be refused now (the replaced loan settled, charged off or behind since the offer), or null.
 */
export const payoutTopUpView = z.object({
  replacesLoanId: z.number().int(),
  replacesContractNumber: z.string().nullable(),
  asOf: z.string(),
  settlement: z.number().int(),
  toSend: z.number().int(),
  refusal: z.string().nullable(),
});

/** What a top-up's payout booked: the replaced loan's settlement and what was sent to the borrower. */
export const disbursedTopUpView = z.object({
  replacesLoanId: z.number().int(),
  settlement: z.number().int(),
  sentToBorrower: z.number().int(),
  settlementEntryId: z.number().int().nullable(),
});
