import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, sessions } from './members';

/**
 * A member's TOTP authenticator (RFC 6238, decision 106). One row a member: `confirmedAt` null while an
 * enrolment waits for its first code (the secret shown, not yet proved); a confirmed row is what a sign-in
 * asks for. `lastStep` is the time step of the last code accepted, so a code is accepted once: a code of
 * that step or an earlier one is refused even inside the drift window.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app was given it (decision 106 says why it is not sealed). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Ten one-time recovery codes made when TOTP is confirmed, shown once. Only the SHA-256 of a code is kept:
 * a code has 50 random bits, so a fast hash is enough (decision 106). `usedAt` set = spent.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('recovery_codes_member_hash_key').on(table.memberId, table.codeHash)],
);

/** A WebAuthn credential (passkey) registered by a member who has TOTP; a second factor at sign-in. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_key').on(table.credentialId),
    index('passkeys_member_idx').on(table.memberId),
  ],
);

/**
 * What a correct password earns when a second factor is needed: a short-lived, one-use challenge and no
 * session yet (`purpose` signIn, the token's SHA-256 in `tokenHash`), or a signed-in member's passkey
 * registration in progress (`purpose` passkeyRegistration, bound to `sessionId`). `webauthnChallenge` is the
 * random challenge a passkey must sign; `failedAttempts` counts wrong codes against this challenge.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signIn', 'passkeyRegistration'] }).notNull(),
    tokenHash: text('token_hash'),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    lang: text('lang', { enum: ['en', 'cn', 'tw'] })
      .notNull()
      .default('en'),
    webauthnChallenge: text('webauthn_challenge'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('second_factor_challenges_token_key').on(table.tokenHash),
    index('second_factor_challenges_member_idx').on(table.memberId, table.createdAt),
  ],
);
