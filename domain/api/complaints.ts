import { z } from 'zod';
import {
  answerKinds,
  COMPLAINT_TEXT_MAX,
  complaintChannels,
  complaintOutcomes,
  complaintStatuses,
} from '../complaints/complaint-codes';
import { emailSchemaWith } from '../email';
import { encodeMessage, M } from '../messages';

/**
 * Contracts of a borrower's complaint (issue 38 §4, decision 108): the form at /complaints, signed in or
 * not (`POST /api/complaints/public`, `POST /api/complaints`), and a signed-in borrower's own complaints
 * with their clocks and our answers (`GET /api/complaints`). The desk's are in complaints-desk.ts.
 */

const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });

/** Free text: required, trimmed, at most COMPLAINT_TEXT_MAX characters. */
export function complaintText(field: string, max = COMPLAINT_TEXT_MAX) {
  return z.string(enter(field)).trim().min(1, enter(field)).max(max, correct(field));
}

/** A phone number as people write it: digits, spaces, +, brackets and dashes; 7 to 15 digits. */
export const complaintPhone = z
  .string(correct('field.complaintPhone'))
  .trim()
  .max(30, correct('field.complaintPhone'))
  .refine(
    (value) => /^[+\d\s()-]*$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, '')),
    correct('field.complaintPhone'),
  );

/** A loan or contract number as the borrower quotes it: letters, digits and dashes. */
export const loanNumber = z
  .string(correct('field.complaintLoan'))
  .trim()
  .max(40, correct('field.complaintLoan'))
  .regex(/^[A-Za-z0-9-]+$/, correct('field.complaintLoan'));

/** An optional field a form sends empty when left blank: '' is as good as absent (the server reads it so). */
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).optional();

/** What every complaint says: what happened, and what they want us to do. */
const complaintWords = {
  whatHappened: complaintText('field.complaintWhat'),
  wanted: complaintText('field.complaintWanted'),
};

/** `POST /api/complaints` (signed in, Idempotency-Key): their name and e-mail are on the account. */
export const memberComplaintBody = z.object({
  ...complaintWords,
  /** One of their own loans, by id. */
  loanId: z.number().int().positive().optional(),
  phone: optional(complaintPhone),
});
export type MemberComplaintBody = z.input<typeof memberComplaintBody>;
export type MemberComplaint = z.output<typeof memberComplaintBody>;

/** `POST /api/complaints/public` (no session, Idempotency-Key, rate-limited per address). */
export const publicComplaintBody = z.object({
  ...complaintWords,
  name: complaintText('field.complaintName', 120),
  email: emailSchemaWith(enter('field.complaintEmail')),
  phone: optional(complaintPhone),
  loanNumber: optional(loanNumber),
});
export type PublicComplaintBody = z.input<typeof publicComplaintBody>;
export type PublicComplaint = z.output<typeof publicComplaintBody>;

/** What the public form answers: the reference to quote, and the clock we hold ourselves to. */
export const complaintReceipt = z.object({
  reference: z.string(),
  receivedOn: z.string(),
  summaryBy: z.string(),
  finalBy: z.string(),
});
export type ComplaintReceipt = z.infer<typeof complaintReceipt>;

/** Our written answer, as the borrower reads it: the text version it was sent with and its words. */
export const complaintAnswerView = z.object({
  kind: z.enum(answerKinds),
  outcome: z.enum(complaintOutcomes).nullable(),
  /** Redress we pay, minor units; 0 for none. */
  redress: z.number().int(),
  answeredOn: z.string(),
  /** The last day to refer it to the Financial Ombudsman Service. */
  ombudsmanBy: z.string(),
  textVersion: z.string(),
  /** Our words, in the reader's language: the answer itself, then their rights. */
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});
export type ComplaintAnswerView = z.infer<typeof complaintAnswerView>;

/** One of the borrower's complaints: where it stands, its clock, our answer. */
export const memberComplaintView = z.object({
  id: z.number().int(),
  reference: z.string(),
  channel: z.enum(complaintChannels),
  status: z.enum(complaintStatuses),
  whatHappened: z.string(),
  wanted: z.string(),
  contractNumber: z.string().nullable(),
  receivedOn: z.string(),
  acknowledgedOn: z.string().nullable(),
  summaryBy: z.string(),
  finalBy: z.string(),
  /** Calendar days left for our final response; negative once late. Null once answered. */
  finalDaysLeft: z.number().int().nullable(),
  answer: complaintAnswerView.nullable(),
});
export type MemberComplaintView = z.infer<typeof memberComplaintView>;

export const memberComplaintsResponse = z.object({
  list: z.array(memberComplaintView),
  /** The loans a complaint may be about, for the form's chooser. */
  loans: z.array(z.object({ id: z.number().int(), contractNumber: z.string().nullable() })),
  /** Prefilled on the form; read-only there (changed in the account centre). */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type MemberComplaintsResponse = z.infer<typeof memberComplaintsResponse>;
