import { z } from 'zod';
import {
  COMPLAINT_TEXT_MAX,
  complaintChannels,
  complaintEventKinds,
  complaintOutcomes,
  complaintStatuses,
  loggedChannels,
} from '../complaints/complaint-codes';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';
import { complaintAnswerView, complaintPhone, complaintText, loanNumber } from './complaints';

/**
 * Contracts of the complaints register on the desk (`/api/operator/complaints*`, issue 38 §4, decision 108),
 * apart from the borrower's (complaints.ts) so that the borrower's page does not carry the console's.
 */

const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });
const MAX_AMOUNT = 9_999_999_999_999;

/** An optional field a form sends empty when left blank: '' is as good as absent (the server reads it so). */
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).optional();

/** `POST /api/operator/complaints`: a complaint taken by phone, letter, e-mail or chat. */
export const logComplaintBody = z.object({
  channel: z.enum(loggedChannels, encodeMessage(M.tplSelect, { text: 'field.complaintChannel' })),
  /** The day and wall-clock time (brand time zone) it reached us; not after the business date. */
  receivedOn: z
    .string(enter('field.complaintReceivedOn'))
    .refine((value) => isIsoDate(value) && value >= '2000-01-01', correct('field.complaintReceivedOn')),
  receivedTime: z
    .string(enter('field.complaintReceivedTime'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, correct('field.complaintReceivedTime')),
  name: complaintText('field.complaintName', 120),
  email: optional(z.string().trim().toLowerCase().max(254, correct('field.complaintEmail'))),
  phone: optional(complaintPhone),
  /** A borrower's loan or contract number, when they gave one: the complaint is then linked to them. */
  loanNumber: optional(loanNumber),
  whatHappened: complaintText('field.complaintWhat'),
  wanted: complaintText('field.complaintWanted'),
});
export type LogComplaintBody = z.input<typeof logComplaintBody>;
export type LoggedComplaint = z.output<typeof logComplaintBody>;

export const complaintNoteBody = z.object({ text: complaintText('field.complaintNote') });

/** A summary resolution communication: what we did to settle it, in our words. */
export const summaryResolutionBody = z.object({ text: complaintText('field.complaintAnswer') });

export const finalResponseBody = z.object({
  outcome: z.enum(complaintOutcomes, encodeMessage(M.tplSelect, { text: 'field.complaintOutcome' })),
  /** Redress in minor units; 0 for none. */
  redress: z
    .number(enter('field.complaintRedress'))
    .int(correct('field.complaintRedress'))
    .min(0, correct('field.complaintRedress'))
    .max(MAX_AMOUNT, correct('field.complaintRedress')),
  text: complaintText('field.complaintAnswer', COMPLAINT_TEXT_MAX),
});
export type FinalResponseBody = z.input<typeof finalResponseBody>;
export type FinalResponse = z.output<typeof finalResponseBody>;

/** A status the register can be filtered by; `open` is every complaint whose clock still runs. */
export const complaintQueueQuery = z.object({
  status: z.enum(['open', 'all', ...complaintStatuses]).default('open'),
});

const clockView = z.object({
  receivedOn: z.string(),
  receivedTime: z.string(),
  countsFrom: z.string(),
  summaryBy: z.string(),
  finalBy: z.string(),
  summaryDaysLeft: z.number().int(),
  finalDaysLeft: z.number().int(),
  summaryPassed: z.boolean(),
  finalOverdue: z.boolean(),
  nextDeadline: z.string().nullable(),
});
export type ComplaintClockView = z.infer<typeof clockView>;

export const complaintQueueItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  channel: z.enum(complaintChannels),
  status: z.enum(complaintStatuses),
  name: z.string(),
  memberId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  clock: clockView,
});
export type ComplaintQueueItem = z.infer<typeof complaintQueueItem>;

export const complaintQueueResponse = z.object({
  list: z.array(complaintQueueItem),
  businessDate: z.string(),
});
export type ComplaintQueueResponse = z.infer<typeof complaintQueueResponse>;

export const complaintEventView = z.object({
  kind: z.enum(complaintEventKinds),
  text: z.string().nullable(),
  operatorName: z.string().nullable(),
  at: z.string(),
});

export const complaintCaseView = complaintQueueItem.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  loanId: z.number().int().nullable(),
  /** The loan number as given, when it matched none of ours. */
  loanNumberGiven: z.string().nullable(),
  whatHappened: z.string(),
  wanted: z.string(),
  lang: z.enum(['en', 'cn', 'tw']),
  acknowledgedOn: z.string().nullable(),
  /** A summary resolution is still allowed today. */
  summaryAllowed: z.boolean(),
  answer: complaintAnswerView.nullable(),
  events: z.array(complaintEventView),
  businessDate: z.string(),
});
export type ComplaintCaseView = z.infer<typeof complaintCaseView>;

/** For the reports: complaints by status against their clocks, on the business date. */
export const complaintClockFigures = z.object({
  businessDate: z.string(),
  byStatus: z.array(
    z.object({
      status: z.enum(complaintStatuses),
      count: z.number().int(),
      /** Open and past the summary limit (a final response is now needed). */
      summaryPassed: z.number().int(),
      /** Open and past the eight-week deadline. */
      finalOverdue: z.number().int(),
      /** Answered: within the deadline, and after it. */
      answeredInTime: z.number().int(),
      answeredLate: z.number().int(),
    }),
  ),
});
export type ComplaintClockFigures = z.infer<typeof complaintClockFigures>;
