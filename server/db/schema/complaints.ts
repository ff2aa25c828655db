import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  answerKinds,
  complaintChannels,
  complaintEventKinds,
  complaintOutcomes,
  complaintStatuses,
} from '../../../domain/complaints/complaint-codes';
import { loans } from './loans';
import { members } from './members';

/**
 * The complaints register (FCA DISP 1, issue 38 §4, decision 108). A complaint is kept as it was made and
 * never edited; the row's status is where it stands, its clock is fixed when it arrives (the dates are
 * computed once by domain/complaints/complaint-clock.ts and stored, so a later change of the rules does not
 * move a promise already made), and our one written answer — a summary resolution or a final response — is
 * stored with the version of the words it was sent with. What happened, by whom, is `complaint_events` and,
 * for operators, the audit log.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The borrower it is from, when known (signed in, or a loan number that is theirs). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    loanId: bigint('loan_id', { mode: 'number' }).references(() => loans.id),
    /** The loan number as given, kept when it matched none of ours. */
    loanNumberGiven: text('loan_number_given'),
    channel: text('channel', { enum: complaintChannels }).notNull(),
    status: text('status', { enum: complaintStatuses }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The language the complainant wrote in: our letters to someone with no account go in it. */
    lang: text('lang', { enum: ['en', 'cn', 'tw'] }).notNull(),
    whatHappened: text('what_happened').notNull(),
    wanted: text('wanted').notNull(),
    /** The calendar day and wall-clock time (brand time zone) it reached us. */
    receivedOn: text('received_on').notNull(),
    receivedTime: text('received_time').notNull(),
    countsFrom: text('counts_from').notNull(),
    summaryBy: text('summary_by').notNull(),
    finalBy: text('final_by').notNull(),
    /** When the row was written, and by which operator when logged on the desk. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    loggedBy: bigint('logged_by', { mode: 'number' }).references(() => members.id),
    acknowledgedOn: text('acknowledged_on'),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }).references(() => members.id),
    answerKind: text('answer_kind', { enum: answerKinds }),
    outcome: text('outcome', { enum: complaintOutcomes }),
    redress: bigint('redress', { mode: 'number' }),
    answerText: text('answer_text'),
    answerTextVersion: text('answer_text_version'),
    answeredOn: text('answered_on'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => members.id),
    ombudsmanBy: text('ombudsman_by'),
    closedOn: text('closed_on'),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => members.id),
    /** The form's Idempotency-Key and what was sent with it: a repeat answers the same complaint. */
    submissionKey: text('submission_key'),
    submissionFingerprint: text('submission_fingerprint'),
  },
  (table) => [
    uniqueIndex('complaints_submission_key').on(table.submissionKey),
    index('complaints_member_idx').on(table.memberId, table.id),
    index('complaints_status_idx').on(table.status, table.finalBy),
    check(
      'complaints_answer_whole',
      sql`(${table.answerKind} is null) = (${table.answeredOn} is null) and (${table.answerKind} is null) = (${table.answerText} is null)`,
    ),
    check(
      'complaints_final_has_outcome',
      sql`(${table.answerKind} = 'FINAL') = (${table.outcome} is not null)`,
    ),
    check('complaints_redress_not_negative', sql`${table.redress} is null or ${table.redress} >= 0`),
  ],
);

/** What happened to a complaint, in order, and by whom (null: the complainant or the system). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    kind: text('kind', { enum: complaintEventKinds }).notNull(),
    text: text('text'),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('complaint_events_complaint_idx').on(table.complaintId, table.id)],
);
