import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredBankAccount } from '../../../domain/api/payout-destination';

/**
 * A member: a borrower or an operator. Profile sections (SPEC §3) are stored as validated JSON documents,
 * one column per section, because each is read and written whole by its own `member/saveOrUpdate*` route.
 * Privileged columns (role, status, account type, KYC state) are written only by server code, never from a
 * request body.
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['borrower', 'operator'] })
      .notNull()
      .default('borrower'),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    accountType: integer('account_type').notNull().default(0),
    kycStatus: text('kyc_status', { enum: ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    kycRejectReason: text('kyc_reject_reason'),
    kycRejectCode: text('kyc_reject_code'),
    lang: text('lang', { enum: ['en', 'cn', 'tw'] })
      .notNull()
      .default('en'),
    mobile: text('mobile'),
    walletAddress: text('wallet_address'),
    /**
     * Where loans are paid (decision 099): the USDT address above or the UK bank account below, as the
     * borrower chose. The account holds personal data (its number is shown to the borrower by its last four
     * digits only, and kept out of logs); it is checked before it is kept — Vocalink modulus rules and
     * Confirmation of Payee — and written whole, with the check's answer.
     */
    payoutMethod: text('payout_method', { enum: ['USDT', 'BANK'] })
      .notNull()
      .default('USDT'),
    bankAccount: jsonb('bank_account').$type<StoredBankAccount>(),
    base: jsonb('base'),
    contactAddress: jsonb('contact_address'),
    employment: jsonb('employment'),
    family: jsonb('family'),
    estate: jsonb('estate'),
    car: jsonb('car'),
    kyc: jsonb('kyc'),
    contacts: jsonb('contacts'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('members_email_lower_key').on(sql`lower(${table.email})`),
    // The operators' identity-check queue and its figures: without it each read scanned every member
    // (214 ms at 100,000 borrowers; bench/plans/operator-kyc-page.txt).
    index('members_kyc_queue_idx').on(table.kycStatus, table.updatedAt, table.id),
    // The check for details shared between borrowers at every submit (credit/credit-search-repository.ts).
    index('members_wallet_address_idx').on(table.walletAddress),
    index('members_mobile_idx').on(table.mobile),
    index('members_base_phone_idx').on(sql`(${table.base}->>'phone')`),
    index('members_base_id_number_idx').on(sql`upper(replace(${table.base}->>'idNumber', ' ', ''))`),
    // The operators' borrower search (decision 107): prefixes of the e-mail and of the name either way
    // round, read with LIKE 'typed%'. `text_pattern_ops` lets LIKE use the index whatever the database's
    // collation; the expressions are the ones in operator/borrowers/borrower-search-repository.ts.
    index('members_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('members_name_first_last_idx').on(
      sql`lower(replace(coalesce(${table.base}->>'firstName', '') || coalesce(${table.base}->>'lastName', ''), ' ', '')) text_pattern_ops`,
    ),
    index('members_name_last_first_idx').on(
      sql`lower(replace(coalesce(${table.base}->>'lastName', '') || coalesce(${table.base}->>'firstName', ''), ' ', '')) text_pattern_ops`,
    ),
    index('members_bank_account_last4_idx').on(sql`right(${table.bankAccount}->>'accountNumber', 4)`),
  ],
);

/**
 * Sessions: the token is ≥128 random bits given to the client once; only its SHA-256 is stored, so a read
 * of this table does not yield usable tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_member_idx').on(table.memberId),
  ],
);
