import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ArrangementPlanView, Spending } from '../../../domain/api/hardship';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import {
  arrangementKinds,
  arrangementOfferStatuses,
  arrangementStatuses,
  type HardshipChange,
  hardshipOutcomes,
  hardshipRequestStatuses,
} from '../../../domain/forbearance/forbearance-codes';
import { loans } from './loans';
import { members } from './members';
import { ledgerEntries } from './servicing-ledger';

/** What happened to a request for help, its offers and its arrangement (hardship_events). */
export const hardshipEvents = [
  'RECEIVED',
  'OFFERED',
  'APPROVAL_ASKED',
  'APPROVED',
  'WITHDRAWN',
  'ACCEPTED',
  'DECLINED_BY_BORROWER',
  'LAPSED',
  'WAIVER_ASKED',
  'WAIVED',
  'WAIVER_WITHDRAWN',
  'DECLINED',
  'COMPLETED',
  'BROKEN',
] as const;
export type HardshipEvent = (typeof hardshipEvents)[number];

/**
 * A borrower's request for help (issue 36, decision 103): what changed, since when, and their income and
 * spending statement as they sent it — never changed after. The row's status is the request's state (OPEN,
 * OFFERED, CLOSED with its outcome); what happened on it, by whom, is `hardship_events` and the audit log.
 * At most one request per loan is not CLOSED. A waiver of overdue interest asked for above
 * HARDSHIP_SECOND_APPROVAL_ABOVE waits on the request (`waiver_*`) until a different operator approves it.
 */
export const hardshipRequests = pgTable(
  'hardship_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: text('status', { enum: hardshipRequestStatuses }).notNull(),
    outcome: text('outcome', { enum: hardshipOutcomes }),
    changes: jsonb('changes').$type<HardshipChange[]>().notNull(),
    details: text('details'),
    since: text('since').notNull(),
    /** Monthly, in pence (whole pounds): income after tax, essential spending by heading, what they can pay. */
    income: bigint('income', { mode: 'number' }).notNull(),
    spending: jsonb('spending').$type<Spending>().notNull(),
    canPay: bigint('can_pay', { mode: 'number' }).notNull(),
    receivedOn: text('received_on').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The business date we promised an answer by. */
    answerBy: text('answer_by').notNull(),
    closedOn: text('closed_on'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => members.id),
    /** Why we declined, or why overdue interest was waived, in the operator's words. */
    closeReason: text('close_reason'),
    waiverAmount: bigint('waiver_amount', { mode: 'number' }),
    waiverReason: text('waiver_reason'),
    waiverSecondNeeded: boolean('waiver_second_needed'),
    waiverAskedBy: bigint('waiver_asked_by', { mode: 'number' }).references(() => members.id),
    waiverAskedAt: timestamp('waiver_asked_at', { withTimezone: true }),
    waiverApprovedBy: bigint('waiver_approved_by', { mode: 'number' }).references(() => members.id),
    /** The WAIVER ledger entry, once written. */
    waiverEntryId: bigint('waiver_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (table) => [
    uniqueIndex('hardship_requests_one_open').on(table.loanId).where(sql`status <> 'CLOSED'`),
    // The Hardship queue's order and key: the earliest promised answer first, then the request.
    index('hardship_requests_queue_idx').on(table.status, table.answerBy, table.id),
    index('hardship_requests_loan_idx').on(table.loanId, table.id),
    check(
      'hardship_requests_closed_whole',
      sql`(status = 'CLOSED') = (outcome is not null and closed_on is not null and closed_at is not null)`,
    ),
    check(
      'hardship_requests_waiver_four_eyes',
      sql`not coalesce(${table.waiverSecondNeeded}, false) or ${table.waiverApprovedBy} is null or ${table.waiverApprovedBy} <> ${table.waiverAskedBy}`,
    ),
  ],
);

/**
 * An arrangement offered on a request: its terms and the plan re-planned from the loan's book, exactly as
 * the operator saw it and the borrower is shown it. The terms and plan never change; the status moves once
 * or twice (AWAITING_APPROVAL → OFFERED → ACCEPTED, DECLINED, LAPSED or WITHDRAWN), each move a guarded
 * update. At most one offer of a request is live (waiting for approval or for the borrower).
 */
export const arrangementOffers = pgTable(
  'arrangement_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => hardshipRequests.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: arrangementKinds }).notNull(),
    terms: jsonb('terms').$type<ArrangementTerms>().notNull(),
    plan: jsonb('plan').$type<ArrangementPlanView>().notNull(),
    relief: bigint('relief', { mode: 'number' }).notNull(),
    status: text('status', { enum: arrangementOfferStatuses }).notNull(),
    needsSecondOperator: boolean('needs_second_operator').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdOn: text('created_on').notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => members.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    offeredOn: text('offered_on'),
    expiresOn: text('expires_on'),
    /** When it was accepted, declined, lapsed or withdrawn, and by whom (null: close of business). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => members.id),
  },
  (table) => [
    uniqueIndex('arrangement_offers_one_live')
      .on(table.requestId)
      .where(sql`status in ('AWAITING_APPROVAL', 'OFFERED')`),
    index('arrangement_offers_request_idx').on(table.requestId, table.id),
    index('arrangement_offers_expiry_idx').on(table.status, table.expiresOn),
    // Nobody approves their own offer.
    check(
      'arrangement_offers_four_eyes',
      sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.createdBy}`,
    ),
    check(
      'arrangement_offers_offered_whole',
      sql`(${table.offeredOn} is null) = (${table.expiresOn} is null)`,
    ),
  ],
);

/**
 * An accepted arrangement: the offer signed (the typed name and the variation's version hash) and the
 * ARRANGEMENT ledger entry written with it, from which the replay re-plans the loan. Its status follows
 * the book at each close of business — ACTIVE until COMPLETED or BROKEN, set once and never undone.
 */
export const arrangements = pgTable(
  'arrangements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => arrangementOffers.id),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => hardshipRequests.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: arrangementKinds }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    acceptedOn: text('accepted_on').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    windowEnds: text('window_ends').notNull(),
    signedName: text('signed_name').notNull(),
    versionHash: text('version_hash').notNull(),
    textVersion: text('text_version').notNull(),
    status: text('status', { enum: arrangementStatuses }).notNull(),
    /** The business date close of business found it completed or broken. */
    endedOn: text('ended_on'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** BROKEN: the date the book says it was broken (an arrangement bill left unpaid). */
    brokenOn: text('broken_on'),
  },
  (table) => [
    uniqueIndex('arrangements_offer_key').on(table.offerId),
    uniqueIndex('arrangements_entry_key').on(table.ledgerEntryId),
    uniqueIndex('arrangements_one_active').on(table.loanId).where(sql`status = 'ACTIVE'`),
    index('arrangements_loan_idx').on(table.loanId, table.id),
    check('arrangements_ended_whole', sql`(status = 'ACTIVE') = (ended_on is null and ended_at is null)`),
    check('arrangements_broken_whole', sql`(status = 'BROKEN') = (broken_on is not null)`),
  ],
);

/** What happened on a request, who did it (an operator, the borrower; null: close of business), in its transaction. */
export const hardshipEventLog = pgTable(
  'hardship_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => hardshipRequests.id),
    offerId: bigint('offer_id', { mode: 'number' }).references(() => arrangementOffers.id),
    event: text('event', { enum: hardshipEvents }).notNull(),
    by: bigint('by', { mode: 'number' }).references(() => members.id),
    businessDate: text('business_date').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('hardship_events_request_idx').on(table.requestId, table.id)],
);
