import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { members } from './members';

/**
 * The business date Quayside runs on, outside production only: one row, written when an operator moves
 * the date forward. Without the row (and always in production) the business date is the brand's date of
 * the clock; with it, the later of the two, so the date never goes back.
 */
export const businessDate = pgTable(
  'business_date',
  {
    id: smallint('id').primaryKey().default(1),
    date: text('date').notNull(),
    movedBy: bigint('moved_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('business_date_one_row', sql`${table.id} = 1`)],
);

/**
 * One close of business per business date, whatever the number of server copies: the row is the claim
 * (its key is the date). `finished_at` is set once every running loan has its progress row for the date.
 */
export const cobRuns = pgTable('cob_runs', {
  businessDate: text('business_date').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The process that started it (host, pid and a random tag). */
  startedBy: text('started_by').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  finishedBy: text('finished_by'),
  loansDone: integer('loans_done'),
});

/**
 * A loan's close of business for a date, written in the same transaction as everything that loan's COB
 * did (its DPD line, its bucket move, its notice): a run killed half-way resumes with the loans that have
 * no row, and a loan that has one is never done again.
 */
export const cobLoanProgress = pgTable(
  'cob_loan_progress',
  {
    businessDate: text('business_date').notNull(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    doneBy: text('done_by').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    /** FAILED: the loan's book could not be made (its code in `error`); nothing else was written for it. */
    outcome: text('outcome', { enum: ['DONE', 'FAILED'] })
      .notNull()
      .default('DONE'),
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.businessDate, table.loanId] })],
);

/** Days past due as each close of business saw them: one line per loan per business date. */
export const loanDpdLog = pgTable(
  'loan_dpd_log',
  {
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    businessDate: text('business_date').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    /** The delinquency bucket's code, or null when the loan is up to date. */
    bucket: text('bucket'),
    /** Everything left of bills past their due date, overdue interest included (minor units). */
    arrears: bigint('arrears', { mode: 'number' }).notNull(),
    overdueInterest: bigint('overdue_interest', { mode: 'number' }).notNull(),
    principalOutstanding: bigint('principal_outstanding', { mode: 'number' }).notNull(),
    pastDueSince: text('past_due_since'),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.businessDate] })],
);

/**
 * The delinquency buckets a loan has been in, as the close of business moved it: `to` is the last day
 * in the bucket, null while the loan is still there. One open row per loan.
 */
export const loanBucketHistory = pgTable(
  'loan_bucket_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    bucket: text('bucket').notNull(),
    from: text('from').notNull(),
    to: text('to'),
  },
  (table) => [
    index('loan_bucket_history_loan_idx').on(table.loanId, table.from),
    uniqueIndex('loan_bucket_history_one_open').on(table.loanId).where(sql`"to" is null`),
  ],
);

export const statutoryNoticeKinds = ['ARREARS_S86B', 'DEFAULT_S87'] as const;
export type StatutoryNoticeKind = (typeof statutoryNoticeKinds)[number];

/**
 * A statutory notice sent to a borrower (CCA 1974 s86B, s87), kept for ever: never updated, never
 * deleted. The template's id and version and every figure it was filled with are stored, and so is the
 * text as sent (the borrower's language, then English), so the document can be shown exactly as it went.
 */
export const statutoryNotices = pgTable(
  'statutory_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: statutoryNoticeKinds }).notNull(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The business date it was raised on (by a close of business, or by an operator). */
    businessDate: text('business_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    language: text('language', { enum: ['en', 'cn', 'tw'] }).notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The operator who sent it (a default notice); null when the close of business raised it. */
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => members.id),
  },
  (table) => [
    index('statutory_notices_loan_idx').on(table.loanId, table.kind, table.businessDate),
    // A close of business raises at most one arrears notice per loan per business date.
    uniqueIndex('statutory_notices_one_s86b_a_day')
      .on(table.loanId, table.businessDate)
      .where(sql`kind = 'ARREARS_S86B'`),
  ],
);
