import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { members } from './members';
import { usdtQuotes } from './usdt';

export const repaymentStatuses = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type RepaymentStatus = (typeof repaymentStatuses)[number];
export const repaymentKinds = ['BILLS', 'SETTLEMENT'] as const;
export type RepaymentKind = (typeof repaymentKinds)[number];

/**
 * A borrower's claim to have paid, with the voucher as proof, waiting for an operator. The voucher's sha256
 * is unique across every repayment ever submitted — refused ones included — so one transfer receipt can
 * never be presented twice, not even after a refusal.
 */
export const repayments = pgTable(
  'repayments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: repaymentKinds }).notNull(),
    /** The bills this payment covers, in id order. */
    billIds: jsonb('bill_ids').$type<number[]>().notNull(),
    /** Minor units: bill totals + overdue interest as of the day, or the settlement figure of the day. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    voucherUploadId: bigint('voucher_upload_id', { mode: 'number' }).notNull(),
    voucherSha256: text('voucher_sha256').notNull(),
    /**
     * What the borrower says they sent, and the transfer's reference (the transaction hash), for the operator
     * to hold against the voucher; optional, and never what is booked (`amount` is).
     */
    statedAmount: bigint('stated_amount', { mode: 'number' }),
    statedReference: text('stated_reference'),
    /** The USDT quote the borrower was shown when they reported it (decision 098); null for one without. */
    usdtQuoteId: bigint('usdt_quote_id', { mode: 'number' }).references(() => usdtQuotes.id),
    status: text('status', { enum: repaymentStatuses }).notNull().default('PENDING'),
    refusalReason: text('refusal_reason'),
    refusalCode: text('refusal_code'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => members.id),
  },
  (table) => [
    uniqueIndex('repayments_voucher_sha256_key').on(table.voucherSha256),
    index('repayments_member_idx').on(table.memberId, table.submittedAt),
    // The operators' lists, paged by key (server/db/keyset.ts): each order is an index's own order.
    index('repayments_status_idx').on(table.status, table.submittedAt, table.id),
    index('repayments_submitted_idx').on(table.submittedAt, table.id),
  ],
);
