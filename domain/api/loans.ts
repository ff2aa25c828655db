import { z } from 'zod';
import { agencyContactSchema } from '../credit/agency-contact';
import { deciders, decisionOutcomes, decisionReasons } from '../decision/outcomes';
import { billKinds, billStatuses, loanPurposes, loanStatuses } from '../loan/lifecycle';
import { MAX_TERM_MONTHS, MIN_TERM_MONTHS, repaymentMethods } from '../loan/methods';
import { encodeMessage, M } from '../messages';
import { bookBillStates } from '../servicing/book';
import { isUsdtAddress } from '../wallet-address';
import { pageOf, pageQuery, recordIdParam } from './envelope';
import { payoutBankView } from './payout-destination';
import { settledByView, topUpView } from './top-up';

/** Behind with payments: how much, since when, how many days, and what each more day adds. */
export const arrearsView = z.object({
  amount: z.number().int(),
  daysPastDue: z.number().int(),
  since: z.string().nullable(),
  perDay: z.number().int(),
  bucket: z.string().nullable(),
});

/**
 * Contracts of the borrower's loan routes (DESIGN §3). Money is integer minor units, rates decimal strings
 * of the annual fraction ("0.12"), APRs percent strings with one decimal ("12.7"), dates ISO 8601.
 */

export const LOAN_TERM_RANGE = 'loan.term.range';
export const LOAN_METHOD_UNKNOWN = 'loan.method.unknown';
export const LOAN_PURPOSE_REQUIRED = encodeMessage(M.tplSelect, { text: 'field.loanPurpose' });
export const LOAN_QUOTE_REQUIRED = 'loan.quote.required';

const termMessage = encodeMessage(LOAN_TERM_RANGE, { min: MIN_TERM_MONTHS, max: MAX_TERM_MONTHS });

export const loanIdParams = z.object({ id: recordIdParam });

export const quoteRequest = z.object({
  amount: z.number(M.amountRequired).int(M.amountRequired).positive(M.amountRequired),
  termMonths: z
    .number(termMessage)
    .int(termMessage)
    .min(MIN_TERM_MONTHS, termMessage)
    .max(MAX_TERM_MONTHS, termMessage),
  method: z.enum(repaymentMethods, LOAN_METHOD_UNKNOWN),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const scheduleLine = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
});
export type ScheduleLineDto = z.infer<typeof scheduleLine>;

/**
 * Eligibility reasons are message keys the app shows in its language: the profile rules (age.under21,
 * account.notUk, …) and money still owed on an earlier loan (debt.withdrawalPayoffOwed, debt.billOverdue).
 */
export const eligibilityOutcome = z.object({ eligible: z.boolean(), reasons: z.array(z.string()) });

export const quoteResponse = z.object({
  quoteId: z.number().int(),
  amount: z.number().int(),
  termMonths: z.number().int(),
  method: z.enum(repaymentMethods),
  annualRate: z.string(),
  apr: z.string(),
  instalment: z.number().int(),
  totalInterest: z.number().int(),
  totalPayable: z.number().int(),
  validUntil: z.string(),
  schedule: z.array(scheduleLine),
  eligibility: eligibilityOutcome,
  /** With a loan running: the quote is a top-up of it, and says what settles it and what the borrower gets. */
  topUp: topUpView.optional(),
  /**
   * What the soft search at quote found: a clean file, records we do not lend past (an application would
   * be declined), no answer from the agency, or no search (the profile does not name the person yet).
   */
  creditCheck: z.enum(['clear', 'adverse', 'unavailable', 'notSearched']).optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** The wizard's draft is the app's own shape; the server only keeps it (at most 64 kB). */
export const MAX_DRAFT_BYTES = 64 * 1024;
export const draftBody = z.object({ draft: z.record(z.string(), z.unknown()) });
export const draftResponse = z.object({
  draft: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.string().nullable(),
});

/** Where a loan paid in USDT goes (SPEC §3): a TRC-20 or ERC-20 address. */
export const usdtReceivingAddress = z
  .string(M.walletRequired)
  .trim()
  .min(1, M.walletRequired)
  .max(64, M.walletUsdtOnly)
  .refine(isUsdtAddress, M.walletUsdtOnly);

export const applyRequest = z.object({
  quoteId: z.number(LOAN_QUOTE_REQUIRED).int(LOAN_QUOTE_REQUIRED).positive(LOAN_QUOTE_REQUIRED),
  purpose: z.enum(loanPurposes, LOAN_PURPOSE_REQUIRED),
  /**
   * Asked only of a borrower paid in USDT: one whose profile chose a bank payout (decision 099) is paid into
   * that account and sends none (the server asks for it when the profile's choice is USDT).
   */
  receivingAddress: usdtReceivingAddress.optional(),
  consentTerms: z.literal(true, M.consentRequired),
  consentAgreement: z.literal(true, M.consentRequired),
});
export type ApplyRequest = z.infer<typeof applyRequest>;

const pence = z.number().int();

/** The figures a decision used (domain/decision `DecisionFigures`): money in minor units, the share "0.2". */
export const decisionFigures = z.object({
  amount: pence,
  termMonths: z.number().int(),
  monthlyCost: pence.optional(),
  monthlyIncome: pence.optional(),
  maxShare: z.string().optional(),
  existingMonthlyCost: pence.optional(),
  minimumAmount: pence.optional(),
  minimumMonthlyCost: pence.optional(),
  autoApproveMax: pence.optional(),
  workingYears: z.number().int().optional(),
  offerAmount: pence.optional(),
  offerMonthlyCost: pence.optional(),
  offerAnnualRate: z.string().optional(),
  verifiedMonthlyIncome: pence.optional(),
  creditCommitments: pence.optional(),
  netMonthlyIncome: pence.optional(),
  householdSize: z.number().int().optional(),
  essentialSpending: pence.optional(),
  residualMonthly: pence.optional(),
  /**
   * The largest amount the applicant's means allow, worked out even when the policy refers for another reason
   * (the automatic limit) before a counter-offer would; absent from a server that does not send it yet.
   */
  largestAffordableAmount: pence.nullable().optional(),
});

/**
 * An application's credit decision, as the borrower may read it: what was decided, the codes that say why
 * (the app puts them into words with the figures), by the policy or a person, and when.
 */
export const decisionView = z.object({
  outcome: z.enum(decisionOutcomes),
  reasons: z.array(z.enum(decisionReasons)),
  figures: decisionFigures,
  policyVersion: z.string().nullable(),
  decidedBy: z.enum(deciders),
  decidedAt: z.string(),
  /** Made when the borrower asked a person to look again at the policy's decline. */
  onReview: z.boolean(),
  /**
   * The credit reference agency whose file the decision read: a decline on its data names it and how to
   * get the file (Consumer Credit Act 1974 s157). Absent when no file was read.
   */
  agency: agencyContactSchema.optional(),
});
export type DecisionView = z.infer<typeof decisionView>;

export const applyResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  /** Date by which a person decides a referred application: 5 working days (England & Wales) from today. */
  decisionBy: z.string(),
  /** The policy decides at submit: approved, counter-offered, declined, or referred to a person. */
  decision: decisionView,
});

export const loanSummary = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  amount: z.number().int(),
  termMonths: z.number().int(),
  method: z.enum(repaymentMethods),
  annualRate: z.string(),
  apr: z.string(),
  purpose: z.enum(loanPurposes),
  contractNumber: z.string().nullable(),
  submittedAt: z.string(),
  offerAmount: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export const loanListQuery = pageQuery;
export const loanListResponse = pageOf(loanSummary);

/** A bill's money by part, as the replayed book splits it. */
const billParts = z.object({
  overdueInterest: z.number().int(),
  interest: z.number().int(),
  principal: z.number().int(),
});

export const billView = z.object({
  billId: z.number().int(),
  /** INSTALMENT of the schedule, or the WITHDRAWAL_PAYOFF bill (period 0) that replaces them on withdrawal. */
  kind: z.enum(billKinds),
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  /** CANCELLED: an instalment no longer owed because the loan was withdrawn. */
  status: z.enum(billStatuses),
  /**
   * Whole days past due (brand time zone): to today while the bill is open; to the day its voucher was
   * submitted once it is paid (TO_BE_CONFIRMED or REPAID), so it stops growing during review and shows
   * what was paid; 0 when cancelled or not yet due. The app flags only open bills as overdue.
   */
  overdueDays: z.number().int(),
  overdueInterest: z.number().int(),
  /** total + overdue interest: for a paid bill, the amount asked on the day of payment. */
  totalDue: z.number().int(),
  submittedAt: z.string().nullable(),
  repaidAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /**
   * On a loan with a ledger (paid out), what its replayed book says of the bill on the business date
   * (decision 092): its state, what was paid and is left by part, and the day nothing was left. The figures
   * above then come from the book too; absent for a bill outside the ledger (a withdrawal's, a cancelled
   * instalment, a loan not paid out).
   */
  state: z.enum(bookBillStates).optional(),
  paid: billParts.optional(),
  outstanding: billParts.optional(),
  outstandingTotal: z.number().int().optional(),
  paidOn: z.string().nullable().optional(),
});
export type BillView = z.infer<typeof billView>;
export const billsResponse = z.object({
  asOf: z.string(),
  /** The lender's USDT address the borrower pays these bills into (the brand's). */
  repaymentAddress: z.string(),
  list: z.array(billView),
});

export const loanEventView = z.object({
  from: z.enum(loanStatuses),
  to: z.enum(loanStatuses),
  actorRole: z.enum(['borrower', 'operator', 'system']),
  reason: z.string().nullable(),
  at: z.string(),
});

export const offerView = z.object({
  amount: z.number().int(),
  annualRate: z.string(),
  apr: z.string(),
  expiresAt: z.string(),
  schedule: z.array(scheduleLine),
  totalPayable: z.number().int(),
});

/** A withdrawal: what was owed on the day of the notice, the last day to repay, and the payoff bill. */
export const withdrawalView = z.object({
  withdrawnOn: z.string(),
  /** Principal + interest to the day of the notice; 0 when the money had not been sent. */
  payoff: z.number().int(),
  /** Notice day + 30 (CCA s66A); null when nothing is owed. */
  dueDate: z.string().nullable(),
  /** The payoff bill as of today: its total grows by daily interest until the borrower pays. */
  bill: billView.nullable(),
});

export const loanDetailResponse = loanSummary.extend({
  overdueRate: z.string(),
  receivingAddress: z.string(),
  /** Paid into a UK bank account rather than to `receivingAddress` (decision 099). */
  payoutBankAccount: payoutBankView.nullable().optional(),
  offer: offerView.nullable(),
  rejectionReason: z.string().nullable(),
  /** The newest decision on the application; null for one made before decisions were recorded. */
  decision: decisionView.nullable(),
  /**
   * A person may be asked, once, to look again at the policy's decline (UK GDPR Art. 22): whether that can
   * be asked now, and when it was asked.
   */
  review: z.object({ available: z.boolean(), requestedAt: z.string().nullable() }),
  signedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  firstDueDate: z.string().nullable(),
  nextBill: billView.nullable(),
  withdrawal: withdrawalView.nullable(),
  events: z.array(loanEventView),
  /** Behind with payments, from the replayed book on the business date; absent for a loan without a ledger. */
  arrears: arrearsView.optional(),
  /** A top-up: the loan it replaces, its settlement and what the borrower receives (estimated until paid out). */
  topUp: topUpView.optional(),
  /** A loan settled by a top-up's payout: that top-up loan. */
  settledBy: settledByView.optional(),
});

export const settlementResponse = z.object({
  loanId: z.number().int(),
  asOf: z.string(),
  remainingPrincipal: z.number().int(),
  currentInterest: z.number().int(),
  overdue: z.number().int(),
  total: z.number().int(),
  cycle: z.number().int(),
  validUntil: z.string(),
  /** From the replayed book: credit held counts against the total, and what is left to send. */
  creditHeld: z.number().int().optional(),
  toPay: z.number().int().optional(),
});

export const contractSection = z.object({ heading: z.string(), text: z.string() });
export const contractResponse = z.object({
  loanId: z.number().int(),
  contractNumber: z.string(),
  lang: z.enum(['en', 'cn', 'tw']),
  title: z.string(),
  parties: z.object({ lender: z.string(), borrower: z.string() }),
  amount: z.number().int(),
  termMonths: z.number().int(),
  method: z.enum(repaymentMethods),
  annualRate: z.string(),
  apr: z.string(),
  overdueRate: z.string(),
  /**
   * Due dates are set by the actual payout (the first one month after it); the schedule's dates assume
   * payout on this day, and move with the real one. The amounts do not change.
   */
  schedule: z.array(scheduleLine),
  schedulePayoutDate: z.string(),
  totalInterest: z.number().int(),
  totalPayable: z.number().int(),
  withdrawalDays: z.number().int(),
  offerExpiresAt: z.string(),
  /** The pre-contract information and agreement, in the reader's language. */
  sections: z.array(contractSection),
  /** sha256 of the canonical (language-independent) terms; signing must name it. */
  versionHash: z.string(),
  /** A top-up agreement: the loan it replaces, and the settlement and payment to the borrower as estimated. */
  topUp: topUpView.optional(),
});

export const signRequest = z.object({
  fullName: z
    .string(encodeMessage(M.tplEnter, { text: 'field.fullName' }))
    .trim()
    .min(1, encodeMessage(M.tplEnter, { text: 'field.fullName' }))
    .max(200),
  versionHash: z.string(M.validationFailed).regex(/^[0-9a-f]{64}$/, M.validationFailed),
});
export const signResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  signedAt: z.string(),
});

export const withdrawResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  /**
   * Principal + interest accrued to today, less any payments already made; 0 when the money was not yet
   * sent. Interest keeps accruing daily until the day the borrower repays (see the payoff bill).
   */
  payoff: z.number().int(),
  asOf: z.string(),
  /** The last day to repay: today + 30 (CCA s66A); null when nothing is owed. */
  dueDate: z.string().nullable(),
  /** The bill to repay through `repayment/submit`; null when nothing is owed. */
  payoffBillId: z.number().int().nullable(),
});

export const statusResponse = z.object({ loanId: z.number().int(), status: z.enum(loanStatuses) });

/**
 * The agreement as it would read for a loan not yet applied for (the wizard's review step): the same words
 * and figures as the offer's agreement, with no contract number yet and nothing to sign. `borrower` is the
 * name typed in the wizard, which the profile may not hold yet.
 */
export const agreementPreviewRequest = quoteRequest.extend({
  borrower: z.string().trim().max(101).optional(),
});
export type AgreementPreviewRequest = z.infer<typeof agreementPreviewRequest>;
export const agreementPreviewResponse = contractResponse.omit({
  loanId: true,
  versionHash: true,
  topUp: true,
});
export type AgreementPreview = z.infer<typeof agreementPreviewResponse>;
