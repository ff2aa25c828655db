import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { members } from './members';

/**
 * The GBP→USDT rate operators keep in Settings (decision 098): each change a new row — who set it, when,
 * the rate as six decimals of USDT per pound — never updated or deleted, so any quote or payout can be held
 * against the rate that stood when it was made. The newest row is the rate.
 */
export const usdtRates = pgTable(
  'usdt_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rate: text('rate').notNull(),
    setBy: bigint('set_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  // The rate in force is the newest row by id (usdt-rate-repository.ts): the primary key serves it.
);

export const usdtQuoteKinds = ['BILLS', 'SETTLEMENT'] as const;
export const usdtRateSources = ['SETTINGS', 'FEED'] as const;
export type UsdtRateSourceKind = (typeof usdtRateSources)[number];

/**
 * What a borrower was shown on the Repay screen: the bills (or the settlement) of one loan, their pounds, the
 * micro-USDT asked, the rate and when it was set, and until when the figure holds. Never updated; a refresh
 * is a new row. A repayment reported names the quote it was shown (`repayments.usdt_quote_id`), so the
 * operator confirming it converts what arrived at that rate while it held.
 */
export const usdtQuotes = pgTable(
  'usdt_quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: usdtQuoteKinds }).notNull(),
    billIds: jsonb('bill_ids').$type<number[]>().notNull(),
    /** Minor units: what the bills or the settlement asked when quoted. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Micro-USDT asked: `amount` at `rate`, rounded up (domain/usdt/usdt-conversion.ts). */
    usdtAmount: bigint('usdt_amount', { mode: 'number' }).notNull(),
    rate: text('rate').notNull(),
    rateSource: text('rate_source', { enum: usdtRateSources }).notNull(),
    rateSetAt: timestamp('rate_set_at', { withTimezone: true }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('usdt_quotes_member_idx').on(table.memberId, table.quotedAt)],
);
