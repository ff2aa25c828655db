import { z } from 'zod';
import { arrangementTermsSchema } from '../forbearance/arrangement-terms';
import { hardshipRequestStatuses } from '../forbearance/forbearance-codes';
import { encodeMessage, M } from '../messages';
import { keysetPageOf, keysetPageQuery } from './envelope';
import { arrangementOfferView, arrangementPlanView, arrangementView, hardshipRequestView } from './hardship';
import { claimView } from './operator';
import { ledgerEntryView, loanBookView } from './servicing';

/**
 * Contracts of the operators' Hardship queue (`/api/operator/hardship*`, issue 36, decision 103), apart from
 * the borrower's (hardship.ts) so that the borrower's screens do not carry the console's contracts.
 */

const MAX_AMOUNT = 9_999_999_999_999;
const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });

function words(field: string, max: number) {
  return z.string(enter(field)).trim().min(1, enter(field)).max(max, correct(field));
}

export const hardshipQueueQuery = keysetPageQuery;
export const hardshipQueueItem = z.object({
  requestId: z.number().int(),
  loanId: z.number().int(),
  contractNumber: z.string().nullable(),
  borrowerName: z.string(),
  status: z.enum(hardshipRequestStatuses),
  receivedOn: z.string(),
  answerBy: z.string(),
  /** The promised answer date has passed. */
  late: z.boolean(),
  daysPastDue: z.number().int(),
  arrears: z.number().int(),
  leftOver: z.number().int(),
  canPay: z.number().int(),
  claim: claimView.nullable(),
});
export type HardshipQueueItem = z.infer<typeof hardshipQueueItem>;
export const hardshipQueueResponse = keysetPageOf(hardshipQueueItem).extend({ businessDate: z.string() });

const operatorOfferView = arrangementOfferView.extend({
  createdBy: z.number().int(),
  approvedBy: z.number().int().nullable(),
  /** The relief is above HARDSHIP_SECOND_APPROVAL_ABOVE: a different operator approves before it is offered. */
  needsSecondOperator: z.boolean(),
});

/** `GET /api/operator/hardship/:id`: the request beside the loan's ledger, book, arrears and offers. */
export const hardshipCaseView = z.object({
  request: hardshipRequestView,
  businessDate: z.string(),
  loan: z.object({
    id: z.number().int(),
    contractNumber: z.string().nullable(),
    borrowerName: z.string(),
    status: z.string(),
    termMonths: z.number().int(),
    repaymentMethod: z.string(),
  }),
  book: loanBookView,
  ledger: z.array(ledgerEntryView),
  offers: z.array(operatorOfferView),
  arrangement: arrangementView.nullable(),
  /** HARDSHIP_SECOND_APPROVAL_ABOVE as it stands. */
  secondApprovalAbove: z.number().int(),
  /** Overdue interest waived on the request (`entryId` its WAIVER entry), or waiting for a second operator. */
  waiver: z
    .object({
      amount: z.number().int(),
      reason: z.string(),
      askedBy: z.number().int(),
      needsSecondOperator: z.boolean(),
      approvedBy: z.number().int().nullable(),
      entryId: z.number().int().nullable(),
    })
    .nullable(),
  claim: claimView.nullable(),
});
export type HardshipCaseView = z.infer<typeof hardshipCaseView>;

/** `POST /api/operator/hardship/:id/preview` and `/offer`: the terms to re-plan with. */
export const arrangementRequest = z.object({ terms: arrangementTermsSchema });
export const arrangementPreviewResponse = arrangementPlanView.extend({ needsSecondOperator: z.boolean() });

/** `POST /api/operator/hardship/:id/waive`: overdue interest waived, all or part, with a reason. */
export const waiveRequest = z.object({
  amount: z
    .number(enter('field.waiveAmount'))
    .int(correct('field.waiveAmount'))
    .positive(correct('field.waiveAmount'))
    .max(MAX_AMOUNT, correct('field.waiveAmount')),
  reason: words('field.waiveReason', 500),
});

/** `POST /api/operator/hardship/:id/decline`: our reason, sent to the borrower with the signposting. */
export const hardshipDeclineRequest = z.object({ reason: words('field.hardshipDeclineReason', 500) });
