import { z } from 'zod';
import { settingCodes } from '../config-codes';
import { emailSchema } from '../email';
import { loanStatuses } from '../loan/lifecycle';
import { encodeMessage, M } from '../messages';
import { declineReasonCodes, kycRejectReasonCodes, refusalReasonCodes } from '../operator/reason-codes';
import { keysetPageOf, keysetPageQuery, recordIdParam } from './envelope';
import { billView, decisionView, loanDetailResponse, loanIdParams, loanSummary } from './loans';
import { passwordSchema } from './members';
import { storedBankAccount } from './payout-destination';
import { queueRowFacts } from './queue-rows';
import { repaymentStatuses, repaymentView } from './repayments';
import { confirmReceivedFields, loanBookView, receivedPrefill, usdtMovedView } from './servicing';
import { disbursedTopUpView, payoutTopUpView } from './top-up';
import { payoutUsdtView, usdtAmountText, usdtQuoteView, usdtRateText } from './usdt';

/** Contracts of the operator API (`/api/operator/*`, role operator only). */

export const kycStatuses = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;

export const REASON_REQUIRED = 'repayment.reason.required';

const reason = z.string(REASON_REQUIRED).trim().min(1, REASON_REQUIRED).max(500);

/**
 * What the operator saw when they acted: the item's version (its last change, as the list or detail gave
 * it). A decision on an item that has changed since is refused (C409 `operator.itemChanged`) rather than
 * applied to something the operator did not see. Optional, so scripts may act without having looked.
 */
export const seenVersion = z.string(M.validationFailed).max(40).optional();

/**
 * A refusal with a reason from the list, shown to the borrower in their language, and the operator's own
 * words (required with `other`). A reason alone, as the command line sends it, is `other` with those words.
 */
function reasoned<const T extends readonly [string, ...string[]]>(codes: T) {
  return z
    .object({
      reasonCode: z.enum(codes, M.validationFailed).optional(),
      reason: z.string(REASON_REQUIRED).trim().max(500, REASON_REQUIRED).optional(),
      version: seenVersion,
    })
    .superRefine((body, ctx) => {
      if ((body.reasonCode === undefined || body.reasonCode === 'other') && !body.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
      }
    });
}
export const declineRequest = reasoned(declineReasonCodes);
export const kycRejectRequest = reasoned(kycRejectReasonCodes);
export const refusalRequest = reasoned(refusalReasonCodes);

/** An action with nothing to say but what the operator saw (`{}` when they say nothing). */
export const versionRequest = z.object({ version: seenVersion });

/** Sending the money: the payout's transaction reference (the network's transaction hash). */
export const disburseRequest = z.object({
  version: seenVersion,
  reference: z
    .string(encodeMessage(M.tplEnter, { text: 'field.payoutReference' }))
    .trim()
    .min(1, encodeMessage(M.tplEnter, { text: 'field.payoutReference' }))
    .max(100, encodeMessage(M.tplCorrect, { text: 'field.payoutReference' }))
    .optional(),
  /**
   * The GBP→USDT rate the operator was shown (decision 098): the payout is booked with the USDT sent at it,
   * and refused if it is no longer the rate in force. Without it the payout is booked in pounds only.
   */
  usdtRate: usdtRateText.optional(),
});

/** Who has an item open in the console, and since when. */
export const claimKinds = ['application', 'kyc', 'repayment', 'payout', 'arrears', 'hardship'] as const;
export const claimView = z.object({
  operatorId: z.number().int(),
  email: z.string(),
  since: z.string(),
  /** The caller's own claim. */
  mine: z.boolean(),
});
export const claimParams = z.object({ kind: z.enum(claimKinds, M.validationFailed), id: recordIdParam });
export const claimResponse = z.object({ claim: claimView.nullable() });

export const idParams = loanIdParams;
export const memberIdParams = z.object({ memberId: recordIdParam });

export const applicationsQuery = keysetPageQuery.extend({ status: z.enum(loanStatuses).optional() });
export const applicationItem = loanSummary.extend({
  memberId: z.number().int(),
  /** The newest decision: for a referred application, why a person must decide. */
  decision: decisionView.pick({ outcome: true, reasons: true, decidedBy: true }).nullable(),
  /** Set when the borrower asked a person to look again at the policy's decline. */
  reviewRequestedAt: z.string().nullable(),
  /** Documents of proof of income received (asked for by `income.proofNeeded`). */
  incomeProofDocuments: z.number().int(),
  /** The application's last change: send it back with a decision (`version`). */
  version: z.string(),
  claim: claimView.nullable(),
  ...queueRowFacts.shape,
});
export const applicationsResponse = keysetPageOf(applicationItem);

/** A decision as recorded: what the policy read and each rule's verdict, or the operator and their words. */
export const decisionRecord = decisionView.extend({
  id: z.number().int(),
  inputs: z.record(z.string(), z.unknown()).nullable(),
  rules: z.array(z.object({ rule: z.string(), passed: z.boolean() })).nullable(),
  operatorId: z.number().int().nullable(),
  note: z.string().nullable(),
});

/** One application as an operator judges it: the application, its decisions, the applicant, their history. */
export const applicationDetailResponse = z.object({
  application: loanDetailResponse,
  decisions: z.array(decisionRecord),
  applicant: z.object({
    memberId: z.number().int(),
    email: z.string(),
    kycStatus: z.enum(kycStatuses),
    base: z.unknown().nullable(),
    contactAddress: z.unknown().nullable(),
    employment: z.unknown().nullable(),
  }),
  /** The applicant's other applications and loans, newest first. */
  earlier: z.array(loanSummary),
  /** The application's last change, as this answer shows it: send it back with a decision (`version`). */
  version: z.string(),
});

export const approveRequest = z.object({
  amount: z.number(M.amountRequired).int(M.amountRequired).positive(M.amountRequired).optional(),
  annualRate: z.string(M.validationFailed).optional(),
  note: z.string().trim().max(500).optional(),
  version: seenVersion,
});
export const approveResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  offer: z.object({
    amount: z.number().int(),
    annualRate: z.string(),
    apr: z.string(),
    totalPayable: z.number().int(),
    expiresAt: z.string(),
  }),
});

export const reasonRequest = z.object({ reason, version: seenVersion });
export const loanStatusResponse = z.object({ loanId: z.number().int(), status: z.enum(loanStatuses) });

export const disburseResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  disbursedOn: z.string(),
  /** Funds arrive the next working day before 18:00 (England & Wales). */
  fundsBy: z.string(),
  fundsByTime: z.string(),
  firstDueDate: z.string().nullable(),
  bills: z.number().int(),
  /** A top-up: the replaced loan settled from the payout, and what went to the borrower. */
  topUp: disbursedTopUpView.optional(),
  /** The USDT sent and its rate, as booked with the payout. */
  usdt: usdtMovedView.nullable().optional(),
});

export const repaymentsQuery = keysetPageQuery.extend({ status: z.enum(repaymentStatuses).optional() });
export const operatorRepaymentItem = repaymentView.extend({
  version: z.string(),
  claim: claimView.nullable(),
  ...queueRowFacts.shape,
});
export const repaymentsResponse = keysetPageOf(operatorRepaymentItem);

/**
 * The USDT beside a repayment (decision 098): the quote the borrower was shown (`lapsed` when they reported
 * it after it stopped holding), and for one still to confirm the rate USDT received converts at — the
 * quote's, or the day's — or why there is none (`problem`, in the reader's language).
 */
export const repaymentUsdtView = z.object({
  quote: usdtQuoteView.extend({ lapsed: z.boolean() }).nullable(),
  rate: z.string().nullable(),
  rateSetAt: z.string().nullable(),
  from: z.enum(['QUOTE', 'DAY']).nullable(),
  problem: z.string().nullable(),
  /** The quote's USDT as text, to start the operator's entry from. */
  prefill: z.string().nullable(),
});

/** One repayment as an operator checks it: the voucher against the bills it pays and what was stated. */
export const repaymentDetailResponse = z.object({
  repayment: operatorRepaymentItem,
  /** The bills it pays, as they stood on the day of payment (overdue counted to that day). */
  bills: z.array(billView),
  loan: loanSummary,
  email: z.string(),
  /** The lender's address the borrower was told to pay into. */
  repaymentAddress: z.string(),
  /** What a confirmation books unless told otherwise (amount received, the day it arrived); null once decided. */
  received: receivedPrefill.nullable(),
  usdt: repaymentUsdtView,
});
/**
 * Confirming a voucher: the version seen, and what actually arrived and when (both prefilled) — the pounds,
 * or the USDT received (`usdtReceived`, six decimals at most), which are converted at the rate of the
 * borrower's quote or of the day. Not both.
 */
export const confirmRepaymentRequest = z
  .object({ version: seenVersion, ...confirmReceivedFields, usdtReceived: usdtAmountText.optional() })
  .refine((body) => body.amount === undefined || body.usdtReceived === undefined, {
    message: 'usdt.received.oneOfTwo',
    path: ['usdtReceived'],
  });
export const repaymentDecisionResponse = z.object({
  repayment: repaymentView,
  /** What the confirmation booked on the loan's ledger (null for a refusal or a withdrawal's payoff). */
  received: z
    .object({
      amount: z.number().int(),
      on: z.string(),
      /** Confirmed by the USDT received: that amount, its rate and where the rate came from. */
      usdt: usdtMovedView
        .extend({ from: z.enum(['QUOTE', 'DAY']) })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  /** The loan's book after it. */
  book: loanBookView.nullable().optional(),
  /** True when this confirmation repaid the loan's last bill and the loan is now SETTLED. */
  loanSettled: z.boolean(),
});

export const kycQuery = keysetPageQuery.extend({ status: z.enum(kycStatuses).default('PENDING') });
export const kycItem = z.object({
  memberId: z.number().int(),
  email: z.string(),
  kycStatus: z.enum(kycStatuses),
  kyc: z.unknown().nullable(),
  /** The basic information the photos are held against: name, date of birth, nationality, ID number. */
  base: z.unknown().nullable(),
  kycRejectReason: z.string().nullable(),
  updatedAt: z.string(),
  version: z.string(),
  claim: claimView.nullable(),
  ...queueRowFacts.shape,
});
export const kycResponse = keysetPageOf(kycItem);
export const kycDecisionResponse = z.object({
  memberId: z.number().int(),
  kycStatus: z.enum(kycStatuses),
  kycRejectReason: z.string().nullable(),
});

export const configCodeParams = z.object({ code: z.enum(settingCodes, 'config.code.unknown') });
export const configSetRequest = z.object({
  value: z.string(M.validationFailed).trim().min(1, M.validationFailed),
});
export const configItem = z.object({ code: z.enum(settingCodes), value: z.string() });
export const configResponse = z.object({ list: z.array(configItem) });

export const auditQuery = keysetPageQuery.extend({
  operatorId: z.coerce.number().int().positive().optional(),
  action: z.string().max(60).optional(),
  /** The borrower the action concerned. */
  memberId: z.coerce.number().int().positive().optional(),
  /** ISO dates, inclusive, in London time. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditItem = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorEmail: z.string(),
  memberId: z.number().int().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export const auditResponse = keysetPageOf(auditItem);

/** Signed loans waiting for their money, overdue first. */
export const payoutItem = z.object({
  loanId: z.number().int(),
  memberId: z.number().int(),
  contractNumber: z.string().nullable(),
  borrowerName: z.string().nullable(),
  email: z.string(),
  kycStatus: z.enum(kycStatuses),
  amount: z.number().int(),
  receivingAddress: z.string(),
  network: z.enum(['TRC20', 'ERC20']).nullable(),
  /** The address passes its checksum (TRC-20 base58check, ERC-20 EIP-55 when mixed case). */
  addressValid: z.boolean(),
  signedAt: z.string(),
  /** 18:00 London on the next working day after signing (a day later when signed after 18:00). */
  deadline: z.string(),
  overdue: z.boolean(),
  /** Above PAYOUT_SECOND_APPROVAL_ABOVE: one operator marks it ready, a different one sends it. */
  secondApprovalNeeded: z.boolean(),
  readyBy: z.object({ operatorId: z.number().int(), email: z.string(), at: z.string() }).nullable(),
  version: z.string(),
  claim: claimView.nullable(),
  /** A top-up: the loan it settles first, and the amount to send the borrower (the rest). */
  topUp: payoutTopUpView.optional(),
  /** The USDT to send at the rate of the moment (rounded down), or why there is none; absent for a bank payout. */
  usdt: payoutUsdtView.optional(),
  /**
   * Paid into a UK bank account (decision 099): the account in full for the operator who pays it, with the
   * name check's answer it was saved with. Marked sent with the Faster Payments reference, no USDT.
   */
  bankAccount: storedBankAccount.nullable().optional(),
});
export const payoutsResponse = keysetPageOf(payoutItem);
export const payoutReadyResponse = z.object({
  loanId: z.number().int(),
  readyBy: z.number().int(),
  readyAt: z.string(),
});

const queueFigures = z.object({ count: z.number().int(), oldestAt: z.string().nullable() });
/** Each queue's size and the age of its oldest item, for the console's home. */
export const queuesResponse = z.object({
  applications: queueFigures,
  kyc: queueFigures,
  repayments: queueFigures,
  payouts: queueFigures.extend({ overdue: z.number().int() }),
  /** Open collection cases; `oldestAt` is the earliest day one of them has been past due since. */
  arrears: queueFigures,
  /** Requests for help waiting for an answer; `oldestAt` is the earliest day an answer was promised by. */
  hardship: queueFigures,
});

/** A new operator account (from the command line's `add-operator`). */
export const addOperatorRequest = z.object({ email: emailSchema, password: passwordSchema() });
export const addOperatorResponse = z.object({ memberId: z.number().int(), email: z.string() });

const reasonOption = z.object({ code: z.string(), label: z.string() });
/** The lists of reasons, labelled in the reader's language, in the order shown. */
export const reasonListsResponse = z.object({
  decline: z.array(reasonOption),
  kyc: z.array(reasonOption),
  refusal: z.array(reasonOption),
});
