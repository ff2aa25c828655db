import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { type Config, parseConfig } from '../config';
import { call, expectEnvelope, registerMember, uniqueEmail } from '../modules/members/member-test-kit';
import { startBanner } from '../start-banner';
import { members, totpAuthenticators } from './schema';
import { seed, seedWithReport } from './seed';

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
      CREDIT_REFERENCE_URL: 'https://agency.example',
      BACS_BUREAU_URL: 'https://bureau.example',
      SEED_DEMO: 'true',
      DEMO_BORROWER_EMAIL: 'prod-demo@quayside.example',
      OPERATOR_EMAIL: 'prod-ops@quayside.example',
    });
    expect(await seedWithReport(ctx.deps.db, production, ctx.clock.now())).toEqual({
      accounts: [],
      refused: [],
    });
    expect(await memberByEmail('prod-demo@quayside.example')).toBeUndefined();
    expect(await memberByEmail('prod-ops@quayside.example')).toBeUndefined();
  });

  it('print only passwords that log in: a changed configured password replaces the old one', async () => {
    const email = 'banner-demo@quayside.example';
    const ops = 'banner-ops@quayside.example';
    const ops2 = 'banner-ops2@quayside.example';
    const first = configWith({
      DEMO_BORROWER_EMAIL: email,
      OPERATOR_EMAIL: ops,
      SECOND_OPERATOR_EMAIL: ops2,
    });
    const created = await seed(ctx.deps.db, first, ctx.clock.now());
    expect(created.map((a) => [a.role, a.email, a.outcome])).toEqual([
      ['borrower', email, 'created'],
      ['operator', ops, 'created'],
      ['operator', ops2, 'created'],
    ]);
    const session = expectEnvelope(await login(email, 'Quayside-demo-1'), 200, '0').data as { token: string };
    const before = await memberByEmail(email);

    // Started again with the same settings: nothing changes, the session lives on.
    const again = await seed(ctx.deps.db, first, ctx.clock.now());
    expect(again.map((a) => a.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect((await memberByEmail(email))?.passwordHash).toBe(before?.passwordHash);

    // Started with an overriding DEMO_BORROWER_PASSWORD: what the banner prints is what works.
    const overridden = configWith({
      DEMO_BORROWER_EMAIL: email,
      OPERATOR_EMAIL: ops,
      SECOND_OPERATOR_EMAIL: ops2,
      DEMO_BORROWER_PASSWORD: 'Harbour-master-8',
    });
    const accounts = await seed(ctx.deps.db, overridden, ctx.clock.now());
    expect(accounts.map((a) => [a.email, a.password, a.outcome])).toEqual([
      [email, 'Harbour-master-8', 'passwordReset'],
      [ops, 'Quayside-ops-1', 'unchanged'],
      [ops2, 'Quayside-ops-2', 'unchanged'],
    ]);
    for (const account of accounts) {
      // An operator's correct password answers the second step's challenge (decision 106).
      const words = account.role === 'operator' ? '密码正确：请完成第二步验证' : '登录成功';
      expectEnvelope(await login(account.email, account.password, 'cn'), 200, '0', words);
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

describe('a configured demo e-mail that belongs to a member of the other role', () => {
  it('OPERATOR_EMAIL naming a borrower: the borrower is left untouched and the banner warns', async () => {
    const person = await registerMember(ctx, uniqueEmail('borrower'), 'Harbour-light-9');
    const before = await memberByEmail(person.email);
    const demo = uniqueEmail('demo');
    // The address as someone might type it in the environment: the match ignores case.
    const config = configWith({ DEMO_BORROWER_EMAIL: demo, OPERATOR_EMAIL: person.email.toUpperCase() });

    for (const run of [1, 2]) {
      const seeded = await seedWithReport(ctx.deps.db, config, ctx.clock.now());
      // The second demo operator is seeded as usual; only the refused one is missing.
      expect(
        seeded.accounts
          .filter((a) => a.email !== config.SECOND_OPERATOR_EMAIL)
          .map((a) => [a.role, a.email, a.outcome]),
      ).toEqual([['borrower', demo, run === 1 ? 'created' : 'unchanged']]);
      expect(seeded.refused).toEqual([
        {
          role: 'operator',
          email: person.email.toUpperCase(),
          existingRole: 'borrower',
          setting: 'OPERATOR_EMAIL',
        },
      ]);
      const banner = startBanner({ url: 'http://127.0.0.1:3000', database: 'pglite', config, seeded });
      expect(banner).toContain(`    borrower  ${demo} / Quayside-demo-1\n`);
      expect(banner).not.toContain('Quayside-ops-1');
      expect(banner).toContain(
        `  WARNING: OPERATOR_EMAIL=${person.email.toUpperCase()} belongs to an existing borrower account. It was left untouched and no operator account was seeded; set OPERATOR_EMAIL to an address nobody uses.\n`,
      );
    }

    // Not a field of the row changed: password, role, everything.
    expect(await memberByEmail(person.email)).toEqual(before);
    expect(before?.role).toBe('borrower');
    // The borrower's own password still works and the operator's does not; their session lives on.
    expectEnvelope(await login(person.email, 'Harbour-light-9'), 200, '0');
    expectEnvelope(await login(person.email, 'Quayside-ops-1'), 400, 'A401');
    const info = await call(ctx, {
      method: 'GET',
      url: `/api/member/${person.id}/info`,
      token: person.token,
    });
    expectEnvelope(info, 200, '0');
  });

  it('DEMO_BORROWER_EMAIL naming an operator: the operator is left untouched and no password is printed', async () => {
    const ops = await createMemberWithToken(ctx, { role: 'operator', email: uniqueEmail('ops') });
    const before = await memberByEmail(ops.email);
    const operatorEmail = uniqueEmail('seeded-ops');
    const config = configWith({ DEMO_BORROWER_EMAIL: ops.email, OPERATOR_EMAIL: operatorEmail });
    const seeded = await seedWithReport(ctx.deps.db, config, ctx.clock.now());
    expect(seeded.accounts.filter((a) => a.email === operatorEmail).map((a) => [a.role, a.outcome])).toEqual([
      ['operator', 'created'],
    ]);
    expect(seeded.accounts.map((a) => a.role)).not.toContain('borrower');
    expect(seeded.refused).toEqual([
      { role: 'borrower', email: ops.email, existingRole: 'operator', setting: 'DEMO_BORROWER_EMAIL' },
    ]);
    expect(await memberByEmail(ops.email)).toEqual(before);
    const banner = startBanner({ url: 'http://127.0.0.1:3000', database: 'postgres', config, seeded });
    expect(banner).not.toContain('Quayside-demo-1');
    expect(banner).toContain(`    operator  ${operatorEmail} / Quayside-ops-1\n`);
    expect(banner).toContain(
      `  WARNING: DEMO_BORROWER_EMAIL=${ops.email} belongs to an existing operator account. It was left untouched and no borrower account was seeded; set DEMO_BORROWER_EMAIL to an address nobody uses.\n`,
    );
  });
});

describe('the demo operators’ authenticators (decision 106)', () => {
  it('are seeded confirmed with the configured key, printed, and set back when changed', async () => {
    const ops = 'totp-ops@quayside.example';
    const config = configWith({
      DEMO_BORROWER_EMAIL: 'totp-demo@quayside.example',
      OPERATOR_EMAIL: ops,
      SECOND_OPERATOR_EMAIL: 'totp-ops2@quayside.example',
    });
    const report = await seedWithReport(ctx.deps.db, config, ctx.clock.now());
    expect(report.accounts.map((a) => a.totpSecret)).toEqual([
      undefined,
      config.OPERATOR_TOTP_SECRET,
      config.SECOND_OPERATOR_TOTP_SECRET,
    ]);
    const banner = startBanner({
      url: 'http://127.0.0.1:3000',
      database: 'pglite',
      config,
      seeded: report,
    });
    expect(banner).toContain(`authenticator key ${config.OPERATOR_TOTP_SECRET}`);
    expect(banner).toContain(
      `otpauth://totp/Quayside:totp-ops%40quayside.example?issuer=Quayside&secret=${config.OPERATOR_TOTP_SECRET}`,
    );
    const member = await memberByEmail(ops);
    const stored = () =>
      ctx.deps.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.memberId, member!.id));
    expect(await stored()).toMatchObject([
      { secret: config.OPERATOR_TOTP_SECRET, confirmedAt: expect.any(Date) },
    ]);
    // Re-enrolled in the app (another key), or reset by an administrator: the next start sets it back.
    await ctx.deps.db.delete(totpAuthenticators).where(eq(totpAuthenticators.memberId, member!.id));
    await seed(ctx.deps.db, config, ctx.clock.now());
    expect(await stored()).toMatchObject([
      { secret: config.OPERATOR_TOTP_SECRET, confirmedAt: expect.any(Date) },
    ]);
  });
});
