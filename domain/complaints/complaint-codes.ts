/**
 * The words of a complaint's life (FCA DISP 1, issue 38 §4, decision 108), as stable codes the server
 * stores and the app translates.
 */

/** How the complaint reached us. APP is the borrower's own form at /complaints; the rest an operator logs. */
export const complaintChannels = ['APP', 'PHONE', 'LETTER', 'EMAIL', 'CHAT'] as const;
export type ComplaintChannel = (typeof complaintChannels)[number];

/** Channels an operator logs a complaint from (APP is the form's own). */
export const loggedChannels = ['PHONE', 'LETTER', 'EMAIL', 'CHAT'] as const;

/**
 * RECEIVED: logged, not yet acknowledged. ACKNOWLEDGED: told we have it (a complaint sent from the app is
 * acknowledged as it arrives). INVESTIGATING: an operator has recorded what they found so far.
 * RESOLVED: settled by a summary resolution communication (DISP 1.5) within three business days.
 * ANSWERED: our final response sent (DISP 1.6). CLOSED: nothing more to do on our side.
 */
export const complaintStatuses = [
  'RECEIVED',
  'ACKNOWLEDGED',
  'INVESTIGATING',
  'RESOLVED',
  'ANSWERED',
  'CLOSED',
] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** Statuses whose clock still runs: nothing answered yet. */
export const openComplaintStatuses: readonly ComplaintStatus[] = [
  'RECEIVED',
  'ACKNOWLEDGED',
  'INVESTIGATING',
];

/** A final response's finding. */
export const complaintOutcomes = ['UPHELD', 'PARTLY_UPHELD', 'REJECTED'] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];

/** The two written answers DISP 1 knows. */
export const answerKinds = ['SUMMARY', 'FINAL'] as const;
export type AnswerKind = (typeof answerKinds)[number];

/** What the register records happened to a complaint, in order. */
export const complaintEventKinds = [
  'RECEIVED',
  'ACKNOWLEDGED',
  'NOTE',
  'SUMMARY_RESOLUTION',
  'FINAL_RESPONSE',
  'CLOSED',
] as const;
export type ComplaintEventKind = (typeof complaintEventKinds)[number];

/**
 * The version of our words that tell a complainant of their rights (the acknowledgement, the summary
 * resolution's and the final response's ombudsman wording). An answer stores the version it was sent with;
 * change the words by adding a version (server/modules/complaints/complaint-texts.ts), never by editing one.
 */
export const COMPLAINT_TEXT_VERSION = 'CR-1';

/** The longest free text a complaint, a note or an answer takes: a long letter, not a document dump. */
export const COMPLAINT_TEXT_MAX = 5000;

/** The complaint's reference as the borrower and the desk quote it. */
export function complaintReference(id: number): string {
  return `CMP-${String(id).padStart(6, '0')}`;
}
