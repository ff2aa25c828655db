import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredBankAccount } from '../../../domain/api/payout-destination';
import type { AgencyContact } from '../../../domain/credit/credit-file';
import type { DecisionFigures, DecisionReason } from '../../../domain/decision/outcomes';
import { deciders, decisionOutcomes } from '../../../domain/decision/outcomes';
import type { DecisionInputs, RuleResult } from '../../../domain/decision/policy';
import {
  activeApplicationStatuses,
  billKinds,
  billStatuses,
  type LoanPurpose,
  loanPurposes,
  loanStatuses,
} from '../../../domain/loan/lifecycle';
import { repaymentMethods } from '../../../domain/loan/methods';
import { members } from './members';

/** One line of a stored schedule, as on the wire (money in minor units, dates ISO). */
export interface StoredScheduleLine {
  period: number;
  dueDate: string;
  principal: number;
  interest: number;
  total: number;
}

/** A payment received before a withdrawal, credited against the payoff (domain/loan/settlement). */
export interface StoredWithdrawalCredit {
  on: string;
  amount: number;
}

export interface StoredEligibility {
  eligible: boolean;
  reasons: string[];
}

/**
 * A top-up quote's second part: the running loan it would replace and that loan's settlement figure on the
 * payout day we expect (an estimate, worked out again when the money is sent).
 */
export interface StoredTopUp {
  replacesLoanId: number;
  replacesContractNumber: string | null;
  payoutOn: string;
  settlement: number;
  toBorrower: number;
}

/** A quote: the figures a borrower was shown, kept so that apply can hold them to it for 30 days. */
export const loanQuotes = pgTable(
  'loan_quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    method: text('method', { enum: repaymentMethods }).notNull(),
    annualRate: text('annual_rate').notNull(),
    apr: text('apr').notNull(),
    schedule: jsonb('schedule').$type<StoredScheduleLine[]>().notNull(),
    eligibility: jsonb('eligibility').$type<StoredEligibility>().notNull(),
    /** Null unless the borrower had a loan running when quoted: then the quote is a top-up of it. */
    topUp: jsonb('top_up').$type<StoredTopUp>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_quotes_member_idx').on(table.memberId)],
);

/** The server copy of the apply wizard's draft: one per member, replaced whole. */
export const loanDrafts = pgTable('loan_drafts', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An application and, once disbursed, the loan it became. Status moves only through the transition
 * table (domain/loan/lifecycle) in one server function, which also writes `loan_events`.
 */
export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => loanQuotes.id),
    status: text('status', { enum: loanStatuses }).notNull(),
    /** The amount, term, method and rate applied for (from the quote). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    method: text('method', { enum: repaymentMethods }).notNull(),
    annualRate: text('annual_rate').notNull(),
    overdueRate: text('overdue_rate').notNull(),
    apr: text('apr').notNull(),
    purpose: text('purpose', { enum: loanPurposes }).$type<LoanPurpose>().notNull(),
    receivingAddress: text('receiving_address').notNull(),
    /**
     * Set when the borrower chose a UK bank account as where they are paid: the account as it was at
     * application, which the offer, the agreement and the payout name (decision 099). Null: paid in USDT to
     * `receivingAddress`.
     */
    payoutBankAccount: jsonb('payout_bank_account').$type<StoredBankAccount>(),
    contractNumber: text('contract_number'),
    /**
     * A top-up: the running loan this one replaces. Its payout first settles that loan at its settlement
     * figure on the payout day and sends the rest to the borrower (decision 096).
     */
    replacesLoanId: bigint('replaces_loan_id', { mode: 'number' }).references((): AnyPgColumn => loans.id),
    /** A loan settled by a top-up's payout: the top-up loan whose money settled it. */
    settledByLoanId: bigint('settled_by_loan_id', { mode: 'number' }).references((): AnyPgColumn => loans.id),
    /** The operator's offer: at most the amount and rate applied for. */
    offerAmount: bigint('offer_amount', { mode: 'number' }),
    offerRate: text('offer_rate'),
    offerApr: text('offer_apr'),
    /** The offer's schedule "as if disbursed on the day of approval"; bills are regenerated at disbursement. */
    offerSchedule: jsonb('offer_schedule').$type<StoredScheduleLine[]>(),
    offerNote: text('offer_note'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    consentTermsAt: timestamp('consent_terms_at', { withTimezone: true }).notNull(),
    consentAgreementAt: timestamp('consent_agreement_at', { withTimezone: true }).notNull(),
    contractVersionHash: text('contract_version_hash'),
    signatureName: text('signature_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    /** The operator who sent the money, and the payout's transaction reference on the network. */
    disbursedBy: bigint('disbursed_by', { mode: 'number' }).references(() => members.id),
    payoutReference: text('payout_reference'),
    /**
     * A payout above PAYOUT_SECOND_APPROVAL_ABOVE: the first operator marks it ready, and only a different
     * operator may then send it.
     */
    payoutReadyBy: bigint('payout_ready_by', { mode: 'number' }).references(() => members.id),
    payoutReadyAt: timestamp('payout_ready_at', { withTimezone: true }),
    /** Brand-local date of disbursement: due dates are whole months after it. */
    disbursedOn: text('disbursed_on'),
    firstDueDate: text('first_due_date'),
    rejectionReason: text('rejection_reason'),
    /** The operator's reason from the list (domain/operator/reason-codes); `rejectionReason` holds their words. */
    rejectionReasonCode: text('rejection_reason_code'),
    /**
     * When the borrower asked for a person to look again at the policy's decline (UK GDPR Art. 22): once
     * per application, so a later decline by an operator is final.
     */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /**
     * Withdrawal (CCA s66A): the brand-local day of the notice, what was owed on it (0 when the money had
     * not been sent), the last day to repay it (notice + 30; null when nothing is owed) and the payments
     * already received that were credited against it. What is owed on a later day grows by daily interest
     * (domain/loan/settlement `withdrawalDue`), so these inputs are kept rather than one fixed figure.
     */
    withdrawnOn: text('withdrawn_on'),
    withdrawalPayoff: bigint('withdrawal_payoff', { mode: 'number' }),
    withdrawalDueOn: text('withdrawal_due_on'),
    withdrawalCredits: jsonb('withdrawal_credits').$type<StoredWithdrawalCredit[]>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the application reached a final state (REJECTED, SETTLED, WITHDRAWN): the reapply clock. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One application in flight per borrower, refused by the database itself (DESIGN §4).
    uniqueIndex('loans_one_active_per_member')
      .on(table.memberId)
      .where(sql.raw(`status in (${activeApplicationStatuses.map((status) => `'${status}'`).join(', ')})`)),
    index('loans_member_idx').on(table.memberId, table.createdAt),
    // One top-up of a loan at a time: a second application naming it waits until the first is decided.
    uniqueIndex('loans_one_top_up_per_loan')
      .on(table.replacesLoanId)
      .where(
        sql.raw(
          `status in (${[...activeApplicationStatuses, 'DISBURSED'].map((status) => `'${status}'`).join(', ')})`,
        ),
      ),
    // The operators' lists, paged by key (server/db/keyset.ts): each order is an index's own order.
    index('loans_status_idx').on(table.status, table.submittedAt, table.id),
    index('loans_submitted_idx').on(table.submittedAt, table.id),
    index('loans_signed_idx').on(table.status, table.signedAt, table.id),
    // Details shared between borrowers: the receiving address of any application (credit module).
    index('loans_receiving_address_idx').on(table.receivingAddress),
    // The operators' borrower search by contract number, whole or its start (decision 107).
    index('loans_contract_number_prefix_idx').on(sql`upper(${table.contractNumber}) text_pattern_ops`),
  ],
);

/** Who moved an application from which state to which, when and why. */
export const loanEvents = pgTable(
  'loan_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    actorMemberId: bigint('actor_member_id', { mode: 'number' }).references(() => members.id),
    actorRole: text('actor_role', { enum: ['borrower', 'operator', 'system'] }).notNull(),
    fromStatus: text('from_status', { enum: loanStatuses }).notNull(),
    toStatus: text('to_status', { enum: loanStatuses }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_events_loan_idx').on(table.loanId, table.at)],
);

/**
 * A repayment bill: an INSTALMENT generated from the schedule at disbursement, or the one
 * WITHDRAWAL_PAYOFF bill that replaces the open instalments when a disbursed loan is withdrawn. The payoff
 * bill takes period 0, so the (loan, period) key also allows at most one per loan. Status moves only
 * through the bill transition table (server/modules/loans/bill-transitions.ts), which writes
 * `loan_bill_events`.
 */
export const loanBills = pgTable(
  'loan_bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: billKinds }).notNull().default('INSTALMENT'),
    period: integer('period').notNull(),
    dueDate: text('due_date').notNull(),
    /** For a payoff bill: the figures owed on the day of the notice (they grow daily until repaid). */
    principal: bigint('principal', { mode: 'number' }).notNull(),
    interest: bigint('interest', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status', { enum: billStatuses }).notNull().default('TO_BE_REPAID'),
    /**
     * A bill of an accepted arrangement's plan (decision 103): the ARRANGEMENT ledger entry it came from (no
     * foreign key: the ledger's schema names this table's). Null for the schedule's own bills, which stay the
     * servicing terms the book is replayed over; the bills an arrangement replaced are RESCHEDULED, kept.
     */
    arrangementEntryId: bigint('arrangement_entry_id', { mode: 'number' }),
    voucherUploadId: text('voucher_upload_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    repaidAt: timestamp('repaid_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
  },
  (table) => [
    unique('loan_bills_loan_period_key').on(table.loanId, table.period),
    index('loan_bills_member_idx').on(table.memberId, table.status),
  ],
);

/** Who moved a bill from which state to which, when and why; `fromStatus` is null when it was created. */
export const loanBillEvents = pgTable(
  'loan_bill_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => loanBills.id, { onDelete: 'cascade' }),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    actorMemberId: bigint('actor_member_id', { mode: 'number' }).references(() => members.id),
    actorRole: text('actor_role', { enum: ['borrower', 'operator', 'system'] }).notNull(),
    fromStatus: text('from_status', { enum: billStatuses }),
    toStatus: text('to_status', { enum: billStatuses }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loan_bill_events_bill_idx').on(table.billId, table.at),
    index('loan_bill_events_loan_idx').on(table.loanId, table.at),
  ],
);

/**
 * Every credit decision on an application, by the policy at submit or by an operator, with what it was
 * based on. Rows are only ever inserted: a later decision (an operator's, a review's) is a new row, so the
 * history explains itself. The newest row is the application's decision.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    outcome: text('outcome', { enum: decisionOutcomes }).notNull(),
    reasons: jsonb('reasons').$type<DecisionReason[]>().notNull(),
    figures: jsonb('figures').$type<DecisionFigures>().notNull(),
    /** What the policy read (null for an operator's decision, which rests on the operator's judgement). */
    inputs: jsonb('inputs').$type<DecisionInputs>(),
    /** Each rule's verdict, in the policy's order (null for an operator's decision). */
    rules: jsonb('rules').$type<RuleResult[]>(),
    /** The policy version that decided, or that the operator's decision overrode (for the record). */
    policyVersion: text('policy_version'),
    decidedBy: text('decided_by', { enum: deciders }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => members.id),
    /** The operator's own words: the note with an offer, or the reason for a decline. */
    note: text('note'),
    /** Made on the borrower's request for a person to look again. */
    onReview: boolean('on_review').notNull().default(false),
    /**
     * The credit search whose file the decision read (credit_searches.id; no foreign key, as that table's
     * schema file refers to this one's quotes), and the agency as it was then, for the borrower's CCA s157
     * right to its name and contact details.
     */
    creditSearchId: bigint('credit_search_id', { mode: 'number' }),
    creditAgency: jsonb('credit_agency').$type<AgencyContact>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('decisions_loan_idx').on(table.loanId, table.id)],
);
