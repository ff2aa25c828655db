// The ledger's codes alone, with no validation code: the API contracts and the app's screens import these,
// and importing them from ledger-entries.ts would bring its zod schemas into every screen that shows a loan.

/** The kinds of ledger entry. Stable codes: they are stored and sent on the wire. */
export const ledgerEntryKinds = [
  'PAYOUT',
  'PAYMENT',
  'WAIVER',
  'REFUND',
  'CHARGE_OFF',
  'RECOVERY',
  'PREPAYMENT',
  'REVERSAL',
  'ARRANGEMENT',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * How a payment reached us: a borrower's voucher, an operator recording a transfer seen, a direct debit, or
 * the payout of a top-up loan settling the loan it replaces (its reference is the top-up's contract
 * number; decision 096). Only the top-up's payout writes REFINANCE.
 */
export const paymentChannels = ['VOUCHER', 'RECORDED', 'DIRECT_DEBIT', 'REFINANCE'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** The parts of a bill, in the default order money is put against them. */
export const billComponents = ['OVERDUE_INTEREST', 'INTEREST', 'PRINCIPAL'] as const;
export type BillComponent = (typeof billComponents)[number];

/**
 * The borrower's choice for credit held (CCA s94, partial early repayment): the same instalment for fewer
 * months, or the same end date with smaller instalments.
 */
export const prepaymentModes = ['SHORTER_TERM', 'LOWER_PAYMENT'] as const;
export type PrepaymentMode = (typeof prepaymentModes)[number];
