import { sql } from 'drizzle-orm';
import { type Config, shouldSeedDemo } from '../config';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { revokeOtherSessions } from '../modules/auth/sessions';
import { setPasswordHash } from '../modules/members/member-repository';
import { findTotp, putConfirmedTotp } from '../modules/second-factor/second-factor-repository';
import { insertUsdtRate, latestUsdtRates } from '../modules/usdt/usdt-rate-repository';
import type { Database } from './client';
import { members } from './schema';
import { seedReference } from './seed-reference';

type Role = 'borrower' | 'operator';

export interface SeededAccount {
  role: Role;
  email: string;
  password: string;
  /** created now; already there with this password; or there with another one, now set to this one. */
  outcome: 'created' | 'unchanged' | 'passwordReset';
  /** An operator's authenticator secret (base32), seeded confirmed so the second step works (decision 106). */
  totpSecret?: string;
}

/** A configured demo e-mail that belongs to a member of the other role: left untouched, not seeded. */
export interface RefusedAccount {
  role: Role;
  email: string;
  /** The role of the member who already has that e-mail. */
  existingRole: Role;
  /** The setting that names the e-mail, for the banner's advice. */
  setting: 'DEMO_BORROWER_EMAIL' | 'OPERATOR_EMAIL' | 'SECOND_OPERATOR_EMAIL';
}

export interface SeedResult {
  /** Accounts whose printed password works. */
  accounts: SeededAccount[];
  refused: RefusedAccount[];
}

/**
 * Reference data always; the demo borrower and operator only where `shouldSeedDemo` allows (never when
 * NODE_ENV=production). The start banner prints the accounts returned, so each returned password works:
 * an existing demo account whose password differs from the configured one (changed in the app, or the
 * environment variable changed since it was created) is set back to the configured password, and its
 * sessions end as after any password change.
 *
 * An e-mail that already belongs to a member of the other role is refused and the member left exactly as
 * they are: resetting the password would take over a real person's account (OPERATOR_EMAIL pointed at a
 * borrower would give whoever reads the banner their loans and personal data; DEMO_BORROWER_EMAIL pointed
 * at an operator would print an operator's working password). Changing the role is no better — it would
 * silently turn a borrower into a lender's operator. The banner says what was refused and why.
 */
export async function seedWithReport(db: Database, config: Config, now = new Date()): Promise<SeedResult> {
  await seedReference(db);
  const result: SeedResult = { accounts: [], refused: [] };
  if (!shouldSeedDemo(config)) return result;
  const wanted = [
    {
      role: 'borrower',
      email: config.DEMO_BORROWER_EMAIL,
      password: config.DEMO_BORROWER_PASSWORD,
      setting: 'DEMO_BORROWER_EMAIL',
    },
    {
      role: 'operator',
      email: config.OPERATOR_EMAIL,
      password: config.OPERATOR_PASSWORD,
      setting: 'OPERATOR_EMAIL',
      totpSecret: config.OPERATOR_TOTP_SECRET,
    },
    {
      role: 'operator',
      email: config.SECOND_OPERATOR_EMAIL,
      password: config.SECOND_OPERATOR_PASSWORD,
      setting: 'SECOND_OPERATOR_EMAIL',
      totpSecret: config.SECOND_OPERATOR_TOTP_SECRET,
    },
  ] as const;
  const accounts = result.accounts;
  for (const { setting, ...account } of wanted) {
    const [existing] = await db
      .select({ id: members.id, passwordHash: members.passwordHash, role: members.role })
      .from(members)
      .where(sql`lower(${members.email}) = ${account.email.toLowerCase()}`);
    if (existing && existing.role !== account.role) {
      result.refused.push({ role: account.role, email: account.email, existingRole: existing.role, setting });
    } else if (!existing) {
      await db.insert(members).values({
        email: account.email.toLowerCase(),
        passwordHash: await hashPassword(account.password),
        role: account.role,
      });
      accounts.push({ ...account, outcome: 'created' });
    } else if (await verifyPassword(existing.passwordHash, account.password)) {
      accounts.push({ ...account, outcome: 'unchanged' });
    } else {
      const passwordHash = await hashPassword(account.password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, existing.id, passwordHash, now);
        await revokeOtherSessions(tx, existing.id, null, now);
      });
      accounts.push({ ...account, outcome: 'passwordReset' });
    }
  }
  await seedDemoTotp(db, accounts, now);
  await seedDemoUsdtRate(db, config, now);
  return result;
}

/**
 * Each demo operator's authenticator, confirmed with the configured secret: an operator signs in with a
 * second factor (decision 106), and the banner prints the secret beside the password. A secret changed in
 * the app, or removed by a reset, is set back, as a changed password is.
 */
async function seedDemoTotp(db: Database, accounts: SeededAccount[], now: Date): Promise<void> {
  for (const account of accounts) {
    if (!account.totpSecret) continue;
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.email}) = ${account.email.toLowerCase()}`);
    if (!row) continue;
    const existing = await findTotp(db, row.id);
    if (existing?.confirmedAt && existing.secret === account.totpSecret) continue;
    await putConfirmedTotp(db, row.id, account.totpSecret, now);
  }
}

/** The GBP→USDT rate a demo starts with: about what a pound bought in USDT when this was written. */
export const DEMO_USDT_RATE = '1.270000';

/**
 * A demo's first GBP→USDT rate, set by the demo operator, so the Repay screen and the Payouts queue show
 * USDT from the first start (decision 098). Only when no rate was ever set: an operator's rate is never
 * replaced, and one that has aged is left to age — setting today's rate is the operator's job.
 */
async function seedDemoUsdtRate(db: Database, config: Config, now: Date): Promise<void> {
  if ((await latestUsdtRates(db, 1)).length > 0) return;
  const [operator] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      sql`lower(${members.email}) = ${config.OPERATOR_EMAIL.toLowerCase()} and ${members.role} = 'operator'`,
    );
  if (!operator) return;
  await insertUsdtRate(db, { rate: DEMO_USDT_RATE, setBy: operator.id, setAt: now });
}

/** `seedWithReport`'s accounts only: for callers with no banner to print (tests, the API benchmark). */
export async function seed(db: Database, config: Config, now = new Date()): Promise<SeededAccount[]> {
  return (await seedWithReport(db, config, now)).accounts;
}
