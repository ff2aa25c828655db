import { randomBytes } from 'node:crypto';
import { members } from '../../server/db/schema';
import { createSession } from '../../server/modules/auth/sessions';
import type { TestContext } from './test-app';

export interface TestMember {
  id: number;
  email: string;
  token: string;
  /** Headers of a logged-in request: the session token, and a language when asked. */
  headers(lang?: 'en' | 'cn' | 'tw'): Record<string, string>;
}

/**
 * A member row and a live session, without going through registration: tests of other modules need a
 * logged-in caller, not the sign-up journey. The password hash is a placeholder nobody can log in with.
 */
export async function createMemberWithToken(
  ctx: TestContext,
  options: { role?: 'borrower' | 'operator'; email?: string } = {},
): Promise<TestMember> {
  const { db, config } = ctx.deps;
  const email = options.email ?? `m-${randomBytes(6).toString('hex')}@quayside.example`;
  const [row] = await db
    .insert(members)
    .values({ email, passwordHash: 'not-a-hash', role: options.role ?? 'borrower' })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  const { token } = await createSession(db, config, row.id, ctx.clock.now());
  return {
    id: row.id,
    email,
    token,
    headers: (lang) => ({ token, ...(lang ? { lang } : {}) }),
  };
}
