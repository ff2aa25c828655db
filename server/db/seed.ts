import { sql } from 'drizzle-orm';
import { type Config, shouldSeedDemo } from '../config';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { revokeOtherSessions } from '../modules/auth/sessions';
import { setPasswordHash } from '../modules/members/member-repository';
import type { Database } from './client';
import { members } from './schema';
import { seedReference } from './seed-reference';

export interface SeededAccount {
  role: 'borrower' | 'operator';
  email: string;
  password: string;
  /** created now; already there with this password; or there with another one, now set to this one. */
  outcome: 'created' | 'unchanged' | 'passwordReset';
}

/**
 * Reference data always; the demo borrower and operator only where `shouldSeedDemo` allows (never when
 * NODE_ENV=production). The start banner prints the accounts returned, so each returned password works:
 * an existing demo account whose password differs from the configured one (changed in the app, or the
 * environment variable changed since it was created) is set back to the configured password, and its
 * sessions end as after any password change.
 */
export async function seed(db: Database, config: Config, now = new Date()): Promise<SeededAccount[]> {
  await seedReference(db);
  if (!shouldSeedDemo(config)) return [];
  const wanted = [
    { role: 'borrower', email: config.DEMO_BORROWER_EMAIL, password: config.DEMO_BORROWER_PASSWORD },
    { role: 'operator', email: config.OPERATOR_EMAIL, password: config.OPERATOR_PASSWORD },
  ] as const;
  const accounts: SeededAccount[] = [];
  for (const account of wanted) {
    const [existing] = await db
      .select({ id: members.id, passwordHash: members.passwordHash })
      .from(members)
      .where(sql`lower(${members.email}) = ${account.email.toLowerCase()}`);
    if (!existing) {
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
  return accounts;
}
