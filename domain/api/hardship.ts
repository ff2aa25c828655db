import { z } from 'zod';
import { arrangementTermsSchema } from '../forbearance/arrangement-terms';
import {
  arrangementKinds,
  arrangementOfferStatuses,
  arrangementStatuses,
  hardshipChanges,
  hardshipOutcomes,
  hardshipRequestStatuses,
  SPENDING_TO_INCOME_LIMIT,
  spendingHeadings,
} from '../forbearance/forbearance-codes';
import { forbearanceErrors } from '../forbearance/forbearance-errors';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';
import { recordIdParam } from './envelope';
import { contractSection, signRequest } from './loans';

/**
 * Contracts of a borrower in difficulty (issue 36, decision 103): the request for help sent from the app
 * (`/api/loan/:id/hardship*`), the operators' Hardship queue (`/api/operator/hardship*`), and the
 * arrangement offered, accepted with an e-signature and kept on the ledger.
 */

const MAX_AMOUNT = 9_999_999_999_999;
const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });

/**
 * A monthly figure of the statement: whole pounds, carried in pence like every amount, zero allowed. A figure
 * with pence in it is refused: the form asks for pounds, and pence there is usually a slipped decimal point.
 */
function pounds(field: string) {
  return z
    .number(enter(field))
    .int(correct(field))
    .min(0, correct(field))
    .max(MAX_AMOUNT, correct(field))
    .refine((value) => value % 100 === 0, forbearanceErrors.wholePounds);
}

const isoDate = (field: string) =>
  z
    .string(enter(field))
    .regex(/^\d{4}-\d{2}-\d{2}$/, correct(field))
    .refine((value) => isIsoDate(value) && value >= '2000-01-01', correct(field));

export const spendingSchema = z.object({
  housing: pounds('field.spendHousing'),
  councilTax: pounds('field.spendCouncilTax'),
  energy: pounds('field.spendEnergy'),
  food: pounds('field.spendFood'),
  transport: pounds('field.spendTransport'),
  otherCredit: pounds('field.spendOtherCredit'),
  other: pounds('field.spendOther'),
});
export type Spending = z.infer<typeof spendingSchema>;

export function spendingTotal(spending: Spending): number {
  return spendingHeadings.reduce((sum, heading) => sum + spending[heading], 0);
}

export const incomeStatementSchema = z
  .object({
    /** Monthly income after tax, every source. */
    income: pounds('field.monthlyIncome'),
    spending: spendingSchema,
    /** What the borrower could pay us each month. */
    canPay: pounds('field.canPay'),
  })
  .superRefine((statement, context) => {
    // Zero income is a real answer (a job lost); spending far above a stated income is a mistake.
    const total = spendingTotal(statement.spending);
    if (statement.income > 0 && total > statement.income * SPENDING_TO_INCOME_LIMIT) {
      context.addIssue({ code: 'custom', path: ['income'], message: forbearanceErrors.spendingOverIncome });
    }
  });
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

/** `POST /api/loan/:id/hardship` (Idempotency-Key): "I'm struggling to pay". */
export const hardshipRequestBody = z.object({
  changes: z
    .array(
      z.enum(hardshipChanges, M.validationFailed),
      encodeMessage(M.tplSelect, { text: 'field.whatChanged' }),
    )
    .min(1, encodeMessage(M.tplSelect, { text: 'field.whatChanged' }))
    .max(hardshipChanges.length, M.validationFailed)
    .refine((list) => new Set(list).size === list.length, M.validationFailed),
  /** In the borrower's words; optional. */
  details: z
    .string(correct('field.hardshipDetails'))
    .trim()
    .max(1000, correct('field.hardshipDetails'))
    .optional(),
  /** Since when; not after the business date (the server checks). */
  since: isoDate('field.hardshipSince'),
  statement: incomeStatementSchema,
});
export type HardshipRequestBody = z.input<typeof hardshipRequestBody>;

const scheduleLine = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  balance: z.number().int(),
});

/** An arrangement re-planned from the loan's replayed book, as shown before it is offered and in the offer. */
export const arrangementPlanView = z.object({
  terms: arrangementTermsSchema,
  /** The business date the plan was worked out for (the day it would take effect). */
  on: z.string(),
  /** What is left to pay as it stands: the bills in arrears (overdue interest in their interest) and those to come. */
  before: z.array(scheduleLine),
  after: z.array(scheduleLine),
  /** The arrears the plan takes over from the bills already due. */
  carried: z.object({
    principal: z.number().int(),
    interest: z.number().int(),
    overdueInterest: z.number().int(),
  }),
  totalPayableBefore: z.number().int(),
  totalPayableAfter: z.number().int(),
  instalmentBefore: z.number().int(),
  instalmentAfter: z.number().int(),
  lastDueBefore: z.string().nullable(),
  lastDueAfter: z.string(),
  /** The last day of the arrangement's relief: days past due stay paused until then while it is kept. */
  windowEnds: z.string(),
  /** The most the plan falls behind the old one at any date: the arrangement's size. */
  relief: z.number().int(),
});
export type ArrangementPlanView = z.infer<typeof arrangementPlanView>;

export const hardshipRequestView = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  status: z.enum(hardshipRequestStatuses),
  outcome: z.enum(hardshipOutcomes).nullable(),
  changes: z.array(z.enum(hardshipChanges)),
  details: z.string().nullable(),
  since: z.string(),
  statement: z.object({
    income: z.number().int(),
    spending: z.object(
      Object.fromEntries(spendingHeadings.map((h) => [h, z.number().int()])) as {
        [K in (typeof spendingHeadings)[number]]: z.ZodNumber;
      },
    ),
    canPay: z.number().int(),
  }),
  /** income − spending, worked out on the server as the form works it out while typing. */
  leftOver: z.number().int(),
  receivedOn: z.string(),
  /** The business date we promised an answer by (HARDSHIP_ANSWER_WORKING_DAYS working days). */
  answerBy: z.string(),
  closedOn: z.string().nullable(),
  /** Why we declined, in the operator's words, when outcome is DECLINED. */
  declineReason: z.string().nullable(),
});
export type HardshipRequestView = z.infer<typeof hardshipRequestView>;

/** The variation agreement: our own words, versioned, in the reader's language, with the hash to sign. */
export const variationDocumentView = z.object({
  version: z.string(),
  title: z.string(),
  sections: z.array(contractSection),
  /** sha256 of the canonical (language-independent) terms; accepting must name it. */
  versionHash: z.string(),
});

export const arrangementOfferView = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(arrangementOfferStatuses),
  kind: z.enum(arrangementKinds),
  plan: arrangementPlanView,
  offeredOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  decidedAt: z.string().nullable(),
  document: variationDocumentView,
});
export type ArrangementOfferView = z.infer<typeof arrangementOfferView>;

export const arrangementView = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  kind: z.enum(arrangementKinds),
  status: z.enum(arrangementStatuses),
  acceptedOn: z.string(),
  windowEnds: z.string(),
  /** The business date close of business found an arrangement bill unpaid. */
  brokenOn: z.string().nullable(),
  ledgerEntryId: z.number().int(),
  signedName: z.string(),
  versionHash: z.string(),
});
export type ArrangementView = z.infer<typeof arrangementView>;

/** `GET /api/loan/:id/hardship`: what the borrower's loan page and the help form show. */
export const borrowerHardshipView = z.object({
  businessDate: z.string(),
  /** The latest request, open or not. */
  request: hardshipRequestView.nullable(),
  /** The offer waiting for the borrower, if any. */
  offer: arrangementOfferView.nullable(),
  /** The arrangement in force (or the last one). */
  arrangement: arrangementView.nullable(),
  /** Whether a new request may be sent now (none open, the loan running). */
  canAsk: z.boolean(),
  answerWorkingDays: z.number().int(),
});
export type BorrowerHardshipView = z.infer<typeof borrowerHardshipView>;

/** `POST /api/loan/:id/hardship/offers/:offerId/accept`: the same e-signature as the loan's offer. */
export const acceptArrangementRequest = signRequest;
/** The loan's (or, on the operators' routes, the request's) id and the offer's, spelt as every path id is. */
export const offerParams = z.object({ id: recordIdParam, offerId: recordIdParam });
