import { z } from 'zod';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';
import { keysetPageOf, keysetPageQuery } from './envelope';
import { claimView } from './operator';
import { ledgerEntryView, loanBookView } from './servicing';
import { statutoryNoticeKindsOnWire, statutoryNoticeView } from './servicing-days';

/**
 * Contracts of collections (`/api/operator/arrears*`, `/api/operator/loans/:id/charge-off*`, role operator
 * only): the Arrears queue, a loan's collection case (contact log, promises to pay, next action), and
 * charge-off with its second operator above PAYOUT_SECOND_APPROVAL_ABOVE (DESIGN §4 Servicing, issue 33).
 */

const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });

function isoDate(field: string) {
  return z
    .string(enter(field))
    .regex(/^\d{4}-\d{2}-\d{2}$/, correct(field))
    .refine((value) => isIsoDate(value) && value >= '2000-01-01' && value <= '2199-12-31', correct(field));
}

function words(field: string, max: number) {
  return z.string(enter(field)).trim().min(1, enter(field)).max(max, correct(field));
}

/** How a contact was made. Stable codes: stored and sent on the wire. */
export const contactChannels = ['PHONE', 'EMAIL', 'SMS', 'LETTER', 'IN_APP', 'IN_PERSON'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** OUTBOUND: we reached out; INBOUND: the borrower came to us. */
export const contactDirections = ['OUTBOUND', 'INBOUND'] as const;
export type ContactDirection = (typeof contactDirections)[number];

/** What came of a contact, as a code the console translates. */
export const contactOutcomes = [
  'SPOKE_TO_BORROWER',
  'NO_ANSWER',
  'LEFT_MESSAGE',
  'PROMISE_TO_PAY',
  'PAYMENT_MADE',
  'FINANCIAL_DIFFICULTY',
  'DISPUTE',
  'WRONG_CONTACT_DETAILS',
  'REFUSED_TO_PAY',
  'OTHER',
] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** A promise to pay: OPEN until its date's close of business marks it KEPT or BROKEN, once. */
export const promiseStatuses = ['OPEN', 'KEPT', 'BROKEN'] as const;
export type PromiseStatus = (typeof promiseStatuses)[number];

export const collectionCaseStatuses = ['OPEN', 'CLOSED'] as const;
export type CollectionCaseStatus = (typeof collectionCaseStatuses)[number];

/** Why a case closed: the arrears cleared at a close of business or by a payment; the loan charged off. */
export const caseCloseReasons = ['ARREARS_CLEARED', 'CHARGED_OFF'] as const;

const MAX_AMOUNT = 9_999_999_999_999;

// ——— requests ———

export const arrearsQueueQuery = keysetPageQuery;

/** A contact with the borrower. `at` defaults to now and is never in the future. */
export const contactRequest = z.object({
  at: z.iso.datetime({ offset: true, error: correct('field.contactAt') }).optional(),
  channel: z.enum(contactChannels, correct('field.contactChannel')),
  direction: z.enum(contactDirections, correct('field.contactDirection')),
  summary: words('field.contactSummary', 2000),
  outcome: z.enum(contactOutcomes, correct('field.contactOutcome')),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** A promise to pay `amount` (whole pence, above zero) by `promisedOn` (not before the business date). */
export const promiseRequest = z.object({
  promisedOn: isoDate('field.promisedOn'),
  amount: z
    .number(enter('field.promiseAmount'))
    .int(correct('field.promiseAmount'))
    .positive(correct('field.promiseAmount'))
    .max(MAX_AMOUNT, correct('field.promiseAmount')),
});
export type PromiseRequest = z.infer<typeof promiseRequest>;

/** The day the case is next to be looked at (not before the business date), with an optional note. */
export const nextActionRequest = z.object({
  on: isoDate('field.nextActionOn'),
  note: words('field.nextActionNote', 500).optional(),
});

/** Charging a loan off: why, in the operator's words. */
export const chargeOffRequest = z.object({ reason: words('field.chargeOffReason', 500) });

// ——— views ———

export const contactView = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  at: z.string(),
  channel: z.enum(contactChannels),
  direction: z.enum(contactDirections),
  summary: z.string(),
  outcome: z.enum(contactOutcomes),
  recordedBy: z.number().int(),
  recordedAt: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

export const promiseView = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  /** The business date it was made; payments from this day count towards it. */
  madeOn: z.string(),
  promisedOn: z.string(),
  amount: z.number().int(),
  madeBy: z.number().int(),
  madeAt: z.string(),
  status: z.enum(promiseStatuses),
  /** Set once by the close of business of `promisedOn`: what had been received by then, and when decided. */
  received: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});
export type PromiseView = z.infer<typeof promiseView>;

/** A loan's collection case: opened the business date it first fell past due, closed by itself when cleared. */
export const collectionCaseView = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  status: z.enum(collectionCaseStatuses),
  openedOn: z.string(),
  closedOn: z.string().nullable(),
  closeReason: z.enum(caseCloseReasons).nullable(),
  nextActionOn: z.string().nullable(),
  nextActionNote: z.string().nullable(),
});
export type CollectionCaseView = z.infer<typeof collectionCaseView>;

const noticeBrief = z.object({
  id: z.number().int(),
  kind: z.enum(statutoryNoticeKindsOnWire),
  businessDate: z.string(),
  /** A default notice's remedy date (null for an arrears notice). */
  remedyDate: z.string().nullable(),
});

/** One row of the Arrears queue: a loan past due, as its case and its book on the business date say. */
export const arrearsItem = z.object({
  caseId: z.number().int(),
  loanId: z.number().int(),
  memberId: z.number().int(),
  borrowerName: z.string().nullable(),
  contractNumber: z.string().nullable(),
  /** Everything left of bills past their due date, overdue interest included. */
  arrears: z.number().int(),
  daysPastDue: z.number().int(),
  pastDueSince: z.string().nullable(),
  bucket: z.string().nullable(),
  overdueInterestPerDay: z.number().int(),
  openedOn: z.string(),
  lastContact: contactView.pick({ at: true, channel: true, outcome: true }).nullable(),
  openPromise: promiseView.pick({ id: true, promisedOn: true, amount: true }).nullable(),
  nextActionOn: z.string().nullable(),
  notices: z.array(noticeBrief),
  /** A charge-off asked for and waiting for a second operator. */
  chargeOffPending: z.boolean(),
  claim: claimView.nullable(),
});
export type ArrearsItem = z.infer<typeof arrearsItem>;

/** The queue, most days past due first; `businessDate` is the day its figures are worked out for. */
export const arrearsQueueResponse = keysetPageOf(arrearsItem).extend({ businessDate: z.string() });

export const dpdLineView = z.object({
  businessDate: z.string(),
  daysPastDue: z.number().int(),
  bucket: z.string().nullable(),
  arrears: z.number().int(),
});

export const bucketSpanView = z.object({ bucket: z.string(), from: z.string(), to: z.string().nullable() });

export const chargeOffView = z.object({
  loanId: z.number().int(),
  /** PENDING_CONFIRMATION: asked for above the threshold, waiting for a different operator. */
  status: z.enum(['PENDING_CONFIRMATION', 'CHARGED_OFF']),
  reason: z.string(),
  /** What is written off (everything owed on the day, bills not yet due without their interest). */
  amount: z.number().int(),
  secondApprovalNeeded: z.boolean(),
  requestedBy: z.number().int(),
  requestedAt: z.string(),
  confirmedBy: z.number().int().nullable(),
  confirmedAt: z.string().nullable(),
  /** The CHARGE_OFF entry of the ledger, once written. */
  entryId: z.number().int().nullable(),
  businessDate: z.string().nullable(),
});
export type ChargeOffView = z.infer<typeof chargeOffView>;

/** A loan's case as the collections officer reads it. */
export const arrearsCaseResponse = z.object({
  loanId: z.number().int(),
  memberId: z.number().int(),
  borrowerName: z.string().nullable(),
  contractNumber: z.string().nullable(),
  loanStatus: z.string(),
  businessDate: z.string(),
  /** The open case, else the latest closed one; null when the loan has never been in arrears. */
  case: collectionCaseView.nullable(),
  /** Earlier cases of the loan, newest first. */
  earlierCases: z.array(collectionCaseView),
  /** The loan's book on the business date (arrears, DPD, bucket, overdue interest a day, bills, payments). */
  book: loanBookView,
  entries: z.array(ledgerEntryView),
  dpdHistory: z.array(dpdLineView),
  bucketHistory: z.array(bucketSpanView),
  /** Every contact and promise of the loan's cases, newest first. */
  contacts: z.array(contactView),
  promises: z.array(promiseView),
  notices: z.array(statutoryNoticeView),
  nextActionOn: z.string().nullable(),
  chargeOff: chargeOffView.nullable(),
  claim: claimView.nullable(),
});
export type ArrearsCaseResponse = z.infer<typeof arrearsCaseResponse>;

export const contactResponse = z.object({ contact: contactView });
export const promiseResponse = z.object({ promise: promiseView });
export const nextActionResponse = z.object({ case: collectionCaseView });
/** A charge-off as asked for or as done; `book` is the loan's book after it once written. */
export const chargeOffResponse = z.object({ chargeOff: chargeOffView, book: loanBookView.nullable() });
