import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword } from '../modules/auth/passwords';
import type { Database } from './client';
import { members } from './schema';
import { seedReference } from './seed-reference';

export interface SeededAccount {
  role: 'borrower' | 'operator';
  email: string;
  password: string;
}

/** Reference data always; the demo borrower and operator only when asked (never by default in production). */
export async function seed(
  db: Database,
  config: Config,
  withDemoAccounts: boolean,
): Promise<SeededAccount[]> {
  await seedReference(db);
  if (!withDemoAccounts) return [];
  const accounts: SeededAccount[] = [
    { role: 'borrower', email: config.DEMO_BORROWER_EMAIL, password: config.DEMO_BORROWER_PASSWORD },
    { role: 'operator', email: config.OPERATOR_EMAIL, password: config.OPERATOR_PASSWORD },
  ];
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.email}) = ${account.email.toLowerCase()}`);
    if (existing) continue;
    await db.insert(members).values({
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password),
      role: account.role,
    });
  }
  return accounts;
}
