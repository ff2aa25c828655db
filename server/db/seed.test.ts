import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { type Config, parseConfig } from '../config';
import { call, expectEnvelope } from '../modules/members/member-test-kit';
import { members } from './schema';
import { seed } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const configWith = (env: Record<string, string>): Config =>
  parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

async function memberByEmail(email: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`);
  return row;
}

function login(email: string, password: string, lang: 'en' | 'cn' | 'tw' = 'en') {
  return call(ctx, { method: 'POST', url: '/api/member/login', body: { email, password }, lang });
}

describe('demo accounts', () => {
  it('are never seeded when NODE_ENV=production, even with SEED_DEMO=true', async () => {
    const production = configWith({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DEMO_BORROWER_EMAIL: 'prod-demo@quayside.example',
      OPERATOR_EMAIL: 'prod-ops@quayside.example',
    });
    expect(await seed(ctx.deps.db, production, ctx.clock.now())).toEqual([]);
    expect(await memberByEmail('prod-demo@quayside.example')).toBeUndefined();
    expect(await memberByEmail('prod-ops@quayside.example')).toBeUndefined();
  });

  it('print only passwords that log in: a changed configured password replaces the old one', async () => {
    const email = 'banner-demo@quayside.example';
    const ops = 'banner-ops@quayside.example';
    const first = configWith({ DEMO_BORROWER_EMAIL: email, OPERATOR_EMAIL: ops });
    const created = await seed(ctx.deps.db, first, ctx.clock.now());
    expect(created.map((a) => [a.role, a.email, a.outcome])).toEqual([
      ['borrower', email, 'created'],
      ['operator', ops, 'created'],
    ]);
    const session = expectEnvelope(await login(email, 'Quayside-demo-1'), 200, '0').data as { token: string };
    const before = await memberByEmail(email);

    // Started again with the same settings: nothing changes, the session lives on.
    const again = await seed(ctx.deps.db, first, ctx.clock.now());
    expect(again.map((a) => a.outcome)).toEqual(['unchanged', 'unchanged']);
    expect((await memberByEmail(email))?.passwordHash).toBe(before?.passwordHash);

    // Started with an overriding DEMO_BORROWER_PASSWORD: what the banner prints is what works.
    const overridden = configWith({
      DEMO_BORROWER_EMAIL: email,
      OPERATOR_EMAIL: ops,
      DEMO_BORROWER_PASSWORD: 'Harbour-master-8',
    });
    const accounts = await seed(ctx.deps.db, overridden, ctx.clock.now());
    expect(accounts.map((a) => [a.email, a.password, a.outcome])).toEqual([
      [email, 'Harbour-master-8', 'passwordReset'],
      [ops, 'Quayside-ops-1', 'unchanged'],
    ]);
    for (const account of accounts) {
      expectEnvelope(await login(account.email, account.password, 'cn'), 200, '0', '登录成功');
    }
    expectEnvelope(await login(email, 'Quayside-demo-1', 'tw'), 400, 'A401', '電子郵件或密碼不正確');
    // As after any password change, the sessions opened with the old password are over.
    const old = await call(ctx, {
      method: 'GET',
      url: `/api/member/${before?.id}/info`,
      token: session.token,
      lang: 'cn',
    });
    expectEnvelope(old, 401, 'U403', '登录超时，请重新登录！');
    expect((await memberByEmail(email))?.role).toBe('borrower');
  });
});
