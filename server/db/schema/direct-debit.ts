import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collectionFailures } from '../../../domain/direct-debit/collection-dates';
import {
  collectionStatuses,
  mandateEndReasons,
  mandateEvents,
  mandateStatuses,
} from '../../../domain/direct-debit/mandate-codes';
import { loans } from './loans';
import { members } from './members';
import { ledgerEntries } from './servicing-ledger';

/**
 * A Direct Debit mandate (decision 100): one loan's, lodged with the Bacs bureau under its reference. At most
 * one ACTIVE per loan; a cancelled or ended one stays as it was, and a new one is a new row.
 */
export const ddMandates = pgTable(
  'dd_mandates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** "QSD" and 8 digits, as the payer's bank shows it. */
    reference: text('reference').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    collectionDay: smallint('collection_day').notNull(),
    status: text('status', { enum: mandateStatuses }).notNull(),
    /** The business date it was set up: bills whose notice falls before it are not collected by it. */
    activeFrom: text('active_from').notNull(),
    /** The Direct Debit Guarantee's version the borrower was shown. */
    guaranteeVersion: text('guarantee_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedOn: text('ended_on'),
    endReason: text('end_reason', { enum: mandateEndReasons }),
  },
  (table) => [
    uniqueIndex('dd_mandates_reference_key').on(table.reference),
    uniqueIndex('dd_mandates_one_active').on(table.loanId).where(sql`${table.status} = 'ACTIVE'`),
    index('dd_mandates_status_idx').on(table.status, table.id),
    check('dd_mandates_day', sql`${table.collectionDay} between 1 and 28`),
  ],
);

/**
 * One attempt to collect one bill. The key (loan, bill, attempt) and the reference sent to the bureau are
 * unique, so a bill is never collected twice: a rerun of close of business finds the row and goes on from
 * its status, and the bureau takes a repeated reference once.
 */
export const ddCollections = pgTable(
  'dd_collections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mandateId: bigint('mandate_id', { mode: 'number' })
      .notNull()
      .references(() => ddMandates.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    period: integer('period').notNull(),
    /** 1 the first attempt, 2 its one retry. */
    attempt: smallint('attempt').notNull(),
    reference: text('reference').notNull(),
    /** Bacs transaction code: 01 first collection of a mandate, 17 regular, 18 re-presented. */
    transactionCode: text('transaction_code', { enum: ['01', '17', '18'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueDate: text('due_date').notNull(),
    collectionDate: text('collection_date').notNull(),
    submitOn: text('submit_on').notNull(),
    /** The business date whose close of business sent the advance notice. */
    noticeOn: text('notice_on').notNull(),
    status: text('status', { enum: collectionStatuses }).notNull(),
    failure: text('failure', { enum: collectionFailures }),
    settledOn: text('settled_on'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('dd_collections_bill_attempt_key').on(table.loanId, table.period, table.attempt),
    uniqueIndex('dd_collections_reference_key').on(table.reference),
    index('dd_collections_status_idx').on(table.status, table.submitOn),
    index('dd_collections_mandate_idx').on(table.mandateId, table.id),
  ],
);

/** What happened to a mandate, by whom (a borrower; null: close of business), in the change's transaction. */
export const ddMandateEvents = pgTable(
  'dd_mandate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mandateId: bigint('mandate_id', { mode: 'number' })
      .notNull()
      .references(() => ddMandates.id),
    event: text('event', { enum: mandateEvents }).notNull(),
    by: bigint('by', { mode: 'number' }).references(() => members.id),
    businessDate: text('business_date').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('dd_mandate_events_mandate_idx').on(table.mandateId, table.id)],
);
