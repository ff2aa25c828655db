import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import {
  billComponents,
  ledgerEntryKinds,
  paymentChannels,
  prepaymentModes,
} from '../../../domain/servicing/ledger-entries';
import { loans } from './loans';
import { members } from './members';

/**
 * A loan's ledger (decision 092): every movement of money with its business date. Rows are only ever
 * inserted — never updated, never deleted; a mistake is a REVERSAL row naming the entry it undoes, who
 * recorded it and why. The loan's bills, balances, arrears and overdue interest are what
 * domain/servicing's `replayLoan` makes of these rows; none of them is stored.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    /** The business date the money moved (a payment: the day it was received, not the day it was recorded). */
    on: text('on').notNull(),
    /** Minor units; null for the kinds that move none (charge-off, reversal, an all-credit prepayment). */
    amount: bigint('amount', { mode: 'number' }),
    /** PAYMENT: how it reached us, and the payer's reference (a transaction hash, a bank reference). */
    channel: text('channel', { enum: paymentChannels }),
    reference: text('reference'),
    /** PAYMENT by voucher: the borrower's repayment it confirmed. */
    repaymentId: bigint('repayment_id', { mode: 'number' }),
    /** WAIVER: the part of a bill given up, and the one bill (null: the due bills, oldest first). */
    component: text('component', { enum: billComponents }),
    period: bigint('period', { mode: 'number' }),
    /** PREPAYMENT: the borrower's CCA s94 choice. */
    prepaymentMode: text('prepayment_mode', { enum: prepaymentModes }),
    /**
     * ARRANGEMENT: the accepted arrangement's terms (decision 103), which the replay re-plans the loan from;
     * the plan itself is not stored, so nothing here can disagree with the book.
     */
    arrangementTerms: jsonb('arrangement_terms').$type<ArrangementTerms>(),
    /** REVERSAL: the entry it undoes. */
    reverses: bigint('reverses', { mode: 'number' }),
    /**
     * A payment or payout in USDT (decision 098): the micro-USDT that moved, as a whole number in text, and
     * the rate (USDT per pound, six decimals) its pounds were converted at. Written with the entry, never
     * after; null for money that did not move in USDT or was booked in pounds only.
     */
    usdtAmount: text('usdt_amount'),
    usdtRate: text('usdt_rate'),
    /** Who recorded it (an operator, or the borrower for a prepayment; null for the system) and why. */
    recordedBy: bigint('recorded_by', { mode: 'number' }).references(() => members.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_loan_idx').on(table.loanId, table.id),
    // One payout per loan, a voucher booked once and an entry reversed once, refused by the database
    // itself however many operators press the button at once.
    uniqueIndex('ledger_entries_one_payout').on(table.loanId).where(sql`kind = 'PAYOUT'`),
    uniqueIndex('ledger_entries_repayment_key').on(table.repaymentId),
    uniqueIndex('ledger_entries_reverses_key').on(table.reverses),
    check('ledger_entries_amount_positive', sql`${table.amount} is null or ${table.amount} > 0`),
  ],
);
