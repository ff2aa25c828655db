import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  caseCloseReasons,
  collectionCaseStatuses,
  contactChannels,
  contactDirections,
  contactOutcomes,
  promiseStatuses,
} from '../../../domain/api/collections';
import { loans } from './loans';
import { members } from './members';
import { ledgerEntries } from './servicing-ledger';

/**
 * A loan's collection case: opened by the close of business of the business date the loan first falls
 * past due, closed by itself when the arrears are cleared (by a close of business, or at once when a
 * payment replays the loan to no arrears) or when the loan is charged off. A loan that falls behind again
 * gets a new case; at most one is open per loan. The row is the case's state (open or closed, the next
 * action), not a record of events: what happened on it is in the contact log, the promises and the audit
 * log. `past_due_since` is the oldest unpaid due date as last replayed, kept so the queue can be ordered
 * (most days past due first) and paged by key without replaying every loan.
 */
export const collectionCases = pgTable(
  'collection_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: text('status', { enum: collectionCaseStatuses }).notNull().default('OPEN'),
    openedOn: text('opened_on').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    pastDueSince: text('past_due_since').notNull(),
    closedOn: text('closed_on'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason', { enum: caseCloseReasons }),
    nextActionOn: text('next_action_on'),
    nextActionNote: text('next_action_note'),
    nextActionBy: bigint('next_action_by', { mode: 'number' }).references(() => members.id),
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('collection_cases_one_open').on(table.loanId).where(sql`status = 'OPEN'`),
    // The Arrears queue's order and key: most days past due first, then the case.
    index('collection_cases_queue_idx').on(table.status, table.pastDueSince, table.id),
    index('collection_cases_loan_idx').on(table.loanId, table.id),
    check(
      'collection_cases_closed_whole',
      sql`(status = 'OPEN') = (closed_on is null and closed_at is null and close_reason is null)`,
    ),
  ],
);

/**
 * The contact log: every call, e-mail, letter or visit, as it happened. Append-only — no update or delete
 * of this table exists; a wrong line is put right by a new one that says so.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => collectionCases.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    channel: text('channel', { enum: contactChannels }).notNull(),
    direction: text('direction', { enum: contactDirections }).notNull(),
    summary: text('summary').notNull(),
    outcome: text('outcome', { enum: contactOutcomes }).notNull(),
    recordedBy: bigint('recorded_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('collection_contacts_loan_idx').on(table.loanId, table.at, table.id)],
);

/**
 * Promises to pay. The promise itself (who made it when, the date, the amount) is never changed. Its
 * outcome is one transition, OPEN → KEPT or BROKEN, written once by the close of business of the
 * promised date with what had been received by then and which run decided it — a status set once with
 * who and when, rather than a second table of status rows: there is exactly one decision per promise and
 * no later change to record, the update is guarded by `status = 'OPEN'` (a second run changes nothing),
 * and the check below keeps the decided fields all set or all empty.
 */
export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => collectionCases.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    /** The business date it was made: payments received from this day on count towards it. */
    madeOn: text('made_on').notNull(),
    promisedOn: text('promised_on').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    madeBy: bigint('made_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: promiseStatuses }).notNull().default('OPEN'),
    /** Received from `made_on` to `promised_on`, as the book replayed at the decision had it. */
    received: bigint('received', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The close-of-business process that decided it. */
    decidedBy: text('decided_by'),
  },
  (table) => [
    index('promises_to_pay_loan_idx').on(table.loanId, table.id),
    index('promises_to_pay_open_idx').on(table.status, table.promisedOn),
    check('promises_to_pay_amount_positive', sql`amount > 0`),
    check(
      'promises_to_pay_decided_whole',
      sql`(status = 'OPEN') = (received is null and decided_at is null and decided_by is null)`,
    ),
  ],
);

/**
 * A loan's charge-off: asked for by one operator with a reason; above PAYOUT_SECOND_APPROVAL_ABOVE written
 * only when a different operator confirms. `entry_id` is the CHARGE_OFF ledger entry once written. One
 * per loan, by its key.
 */
export const loanChargeOffs = pgTable(
  'loan_charge_offs',
  {
    loanId: bigint('loan_id', { mode: 'number' })
      .primaryKey()
      .references(() => loans.id),
    reason: text('reason').notNull(),
    /** What was to be written off when asked for. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    secondApprovalNeeded: boolean('second_approval_needed').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }).references(() => members.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    businessDate: text('business_date'),
  },
  (table) => [
    // Nobody confirms their own request.
    check(
      'loan_charge_offs_four_eyes',
      sql`not ${table.secondApprovalNeeded} or ${table.confirmedBy} is null or ${table.confirmedBy} <> ${table.requestedBy}`,
    ),
  ],
);
