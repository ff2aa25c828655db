import { z } from 'zod';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';
import { bookBillStates } from '../servicing/book';
import {
  billComponents,
  ledgerEntryKinds,
  paymentChannels,
  prepaymentModes,
} from '../servicing/ledger-codes';
import { recordIdParam } from './envelope';
import { arrearsView } from './loans';

/**
 * Contracts of a loan's servicing: its ledger, the book replayed from it (decision 092), payments as they
 * were received, refunds, reversals, and the borrower's CCA s94 choice for credit held.
 */

const MAX_AMOUNT = 9_999_999_999_999;
const amountMessage = encodeMessage(M.tplCorrect, { text: 'field.amountReceived' });
const dateMessage = encodeMessage(M.tplCorrect, { text: 'field.receivedOn' });
const reasonMessage = 'servicing.reason.required';

/** Whole pence, above zero. */
export const receivedAmount = z
  .number(amountMessage)
  .int(amountMessage)
  .positive(amountMessage)
  .max(MAX_AMOUNT, amountMessage);
export const businessDay = z.string(dateMessage).refine(isIsoDate, dateMessage);
/** A transfer's reference as the payer's bank shows it; the console checks it with this same rule. */
export const transferReference = z
  .string(encodeMessage(M.tplCorrect, { text: 'field.transferReference' }))
  .trim()
  .max(100, encodeMessage(M.tplCorrect, { text: 'field.transferReference' }))
  // A bank reference may hold spaces (Faster Payments allows them); nothing outside printable ASCII.
  .regex(/^[\x20-\x7e]*$/, encodeMessage(M.tplCorrect, { text: 'field.transferReference' }));
const reason = z.string(reasonMessage).trim().min(1, reasonMessage).max(500, reasonMessage);

/** A line of a schedule (domain/api/loans' scheduleLine; kept here so loans can import this file). */
const scheduleLine = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
});

const parts = z.object({
  overdueInterest: z.number().int(),
  interest: z.number().int(),
  principal: z.number().int(),
});

/** A bill as the replayed book has it on `asOf`: what was due, paid, waived and is left, by part. */
export const bookBillView = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  overdueInterest: z.number().int(),
  paid: parts,
  waived: parts,
  outstanding: parts,
  outstandingTotal: z.number().int(),
  daysOverdue: z.number().int(),
  state: z.enum(bookBillStates),
  paidOn: z.string().nullable(),
});
export type BookBillView = z.infer<typeof bookBillView>;

/** Where money went: a part of one bill, or principal paid off ahead (a prepayment). */
export const allocationView = z.object({
  on: z.string(),
  target: z.enum(['BILL', 'PRINCIPAL_AHEAD']),
  period: z.number().int().nullable(),
  component: z.enum(billComponents),
  amount: z.number().int(),
});

/** Money that moved in USDT (decision 098): micro-USDT and the rate (USDT per pound) of its pounds. */
export const usdtMovedView = z.object({ amount: z.number().int(), rate: z.string() });

/** One payment received, and where each penny of it went; `held` is what is still credit. */
export const paymentView = z.object({
  entryId: z.number().int(),
  kind: z.enum(['PAYMENT', 'RECOVERY']),
  on: z.string(),
  amount: z.number().int(),
  channel: z.enum(paymentChannels).nullable(),
  reference: z.string().nullable(),
  /** A payment received in USDT: what arrived and the rate it was credited at. */
  usdt: usdtMovedView.nullable().optional(),
  recordedAt: z.string(),
  /** Undone by a reversal: it counts as never received. */
  reversed: z.boolean(),
  allocations: z.array(allocationView),
  held: z.number().int(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** A loan's book on `asOf`, as a borrower or an operator reads it. */
export const loanBookView = z.object({
  asOf: z.string(),
  payoutOn: z.string(),
  principalLent: z.number().int(),
  principalOutstanding: z.number().int(),
  /** Money received and not yet put on a bill: kept for the next one, paid off principal, or refunded. */
  creditHeld: z.number().int(),
  arrears: arrearsView,
  bills: z.array(bookBillView),
  payments: z.array(paymentView),
  totals: z.object({
    received: z.number().int(),
    allocated: z.number().int(),
    refunded: z.number().int(),
    waived: z.number().int(),
  }),
});
export type LoanBookView = z.infer<typeof loanBookView>;

export const paymentsResponse = z.object({
  loanId: z.number().int(),
  book: loanBookView,
});

/** One ledger entry as stored, with who recorded it and why, and the reversal that undid it if any. */
export const ledgerEntryView = z.object({
  entryId: z.number().int(),
  kind: z.enum(ledgerEntryKinds),
  on: z.string(),
  amount: z.number().int().nullable(),
  channel: z.enum(paymentChannels).nullable(),
  reference: z.string().nullable(),
  usdt: usdtMovedView.nullable().optional(),
  repaymentId: z.number().int().nullable(),
  component: z.enum(billComponents).nullable(),
  period: z.number().int().nullable(),
  mode: z.enum(prepaymentModes).nullable(),
  reverses: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  recordedBy: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const ledgerResponse = z.object({
  loanId: z.number().int(),
  businessDate: z.string(),
  entries: z.array(ledgerEntryView),
  book: loanBookView,
});

/** An operator's answer to a ledger action: the entry written and the book after it. */
export const ledgerActionResponse = z.object({
  loanId: z.number().int(),
  entry: ledgerEntryView,
  book: loanBookView,
});

/** A payment seen without a voucher: a transfer, with the payer's reference, dated the day it arrived. */
export const recordPaymentRequest = z.object({
  amount: receivedAmount,
  receivedOn: businessDay,
  reference: transferReference.min(1, encodeMessage(M.tplEnter, { text: 'field.transferReference' })),
  reason: reason.optional(),
});

/** Credit held sent back to the borrower. */
export const refundRequest = z.object({
  amount: receivedAmount,
  reference: transferReference.optional(),
  reason,
});

/** An entry undone, with the reason: it counts as never made. */
export const reversalRequest = z.object({
  entryId: z.number(M.validationFailed).int(M.validationFailed).positive(M.validationFailed),
  reason,
});

/**
 * Confirming a voucher with what actually arrived: any amount (less or more than was asked), dated the
 * day it was received. Both default to the detail answer's prefill (`received`).
 */
export const confirmReceivedFields = {
  amount: receivedAmount.optional(),
  receivedOn: businessDay.optional(),
};

/** The prefill of a voucher's confirmation, and the dates a payment may take. */
export const receivedPrefill = z.object({
  /** What the borrower said they sent, else the bills' total as asked. */
  amount: z.number().int(),
  /** The voucher's day, within the dates allowed. */
  on: z.string(),
  earliest: z.string().nullable(),
  latest: z.string(),
});

export const prepaymentModeQuery = z.object({
  mode: z
    .enum(prepaymentModes, encodeMessage(M.tplSelect, { text: 'field.prepaymentMode' }))
    .default('SHORTER_TERM'),
  amount: z.coerce.number(amountMessage).int(amountMessage).positive(amountMessage).optional(),
});

export const prepaymentPlanResponse = z.object({
  loanId: z.number().int(),
  mode: z.enum(prepaymentModes),
  amount: z.number().int(),
  on: z.string(),
  creditHeld: z.number().int(),
  before: z.array(scheduleLine),
  after: z.array(scheduleLine),
  instalmentBefore: z.number().int(),
  instalmentAfter: z.number().int(),
  interestBefore: z.number().int(),
  interestAfter: z.number().int(),
  interestSaved: z.number().int(),
});

export const prepaymentRequest = z.object({
  mode: z.enum(prepaymentModes, encodeMessage(M.tplSelect, { text: 'field.prepaymentMode' })),
  amount: z.number(amountMessage).int(amountMessage).positive(amountMessage).optional(),
});

export const prepaymentResponse = z.object({
  loanId: z.number().int(),
  entryId: z.number().int(),
  book: loanBookView,
});

export const loanEntryParams = z.object({ id: recordIdParam });
