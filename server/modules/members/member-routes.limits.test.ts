import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../tests/helpers/test-app';
import { members } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { expectEnvelope, lastCodeSentTo, moveOnMinutes, PASSWORD, uniqueEmail } from './member-test-kit';

// The real hasher, watched: a wrong code must be refused before any argon2 work starts.
vi.mock('../auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../auth/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hasher = vi.mocked(hashPassword);

// Behind a trusted proxy each test speaks from its own client address, so the per-address counters of one
// test never spill into another's.
let ctx: TestContext;
beforeAll(async () => {
  // The API files share one module registry (vitest.config.ts, isolate: false): the app is imported afresh
  // here, after the registry is emptied, so that it is built on the watched hasher and not on a copy of the
  // module another file loaded first.
  vi.resetModules();
  const { createTestApp } = await import('../../../tests/helpers/test-app');
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => ctx.close());
beforeEach(() => {
  hasher.mockClear();
});

let lastOctet = 0;
function newClient(): Record<string, string> {
  lastOctet += 1;
  return { 'x-forwarded-for': `203.0.113.${lastOctet}` };
}

function post(url: string, body: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url, headers, payload: body as Record<string, unknown> });
}

async function sendCode(email: string, purpose: 'register' | 'resetPassword') {
  const res = await post('/api/verification/emailCode', { email, purpose }, newClient());
  expectEnvelope(res, 200, '0');
  // The next send to the same address must not be held back by the 60-second rule.
  moveOnMinutes(ctx, 1);
  return lastCodeSentTo(ctx, email);
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

async function memberRow(email: string) {
  const [row] = await ctx.deps.db.select().from(members).where(eq(members.email, email));
  return row;
}

/** Sends `count` requests, `batch` at a time (argon2 runs on a thread pool), and returns their answers. */
async function burst(count: number, batch: number, send: (i: number) => ReturnType<typeof post>) {
  const answers = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    answers.push(...(await Promise.all(Array.from({ length: size }, (_, i) => send(start + i)))));
  }
  return answers;
}

function expectLimited(res: Awaited<ReturnType<typeof post>>, lang: 'cn' | 'tw') {
  const body = expectEnvelope(res, 429, 'L429');
  const retryAfter = (body.data as { retryAfter: number }).retryAfter;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  expect(body.msg).toBe(
    lang === 'cn' ? `请求过于频繁，请在 ${retryAfter} 秒后重试` : `請求過於頻繁，請在 ${retryAfter} 秒後重試`,
  );
}

describe('a wrong code costs no password hashing', () => {
  it('member/register refuses a wrong code with the code error, hashes nothing and writes no member', async () => {
    const email = uniqueEmail('nohash');
    const code = await sendCode(email, 'register');
    const wrong = await post(
      '/api/member/register',
      { email, code: wrongCodeFor(code), password: PASSWORD },
      { ...newClient(), lang: 'cn' },
    );
    const body = expectEnvelope(wrong, 400, 'V400', '验证码不正确或已过期');
    expect(body.data).toEqual({ fields: { code: '验证码不正确或已过期' } });
    expect(hasher).not.toHaveBeenCalled();
    expect(await memberRow(email)).toBeUndefined();

    // The right code still works afterwards (one wrong try of five) and hashes exactly once.
    const right = await post('/api/member/register', { email, code, password: PASSWORD }, newClient());
    expectEnvelope(right, 200, '0', 'Registered successfully');
    expect(hasher).toHaveBeenCalledTimes(1);
    expect(await memberRow(email)).toBeDefined();
  });

  it('member/resetPassword refuses a wrong code with the code error, hashes nothing and keeps the password', async () => {
    const email = uniqueEmail('nohashreset');
    const registerCode = await sendCode(email, 'register');
    expectEnvelope(
      await post('/api/member/register', { email, code: registerCode, password: PASSWORD }, newClient()),
      200,
      '0',
    );
    const before = await memberRow(email);
    const code = await sendCode(email, 'resetPassword');
    hasher.mockClear();

    const wrong = await post(
      '/api/member/resetPassword',
      { email, code: wrongCodeFor(code), password: 'Lighthouse-beam-5' },
      { ...newClient(), lang: 'tw' },
    );
    expectEnvelope(wrong, 400, 'V400', '驗證碼不正確或已過期');
    expect(hasher).not.toHaveBeenCalled();
    const after = await memberRow(email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.updatedAt).toEqual(before?.updatedAt);

    const right = await post(
      '/api/member/resetPassword',
      { email, code, password: 'Lighthouse-beam-5' },
      newClient(),
    );
    expectEnvelope(right, 200, '0');
    expect(hasher).toHaveBeenCalledTimes(1);
    expect((await memberRow(email))?.passwordHash).not.toBe(before?.passwordHash);
  });
});

describe('per-address limits', () => {
  it('member/login: one address trying one password on many e-mails is stopped (password spraying)', async () => {
    const victim = uniqueEmail('victim');
    const code = await sendCode(victim, 'register');
    expectEnvelope(
      await post('/api/member/register', { email: victim, code, password: PASSWORD }, newClient()),
      200,
      '0',
    );

    const sprayer = newClient();
    // Each e-mail is tried once, far below the per-account limit of 10: only the per-address limit can stop it.
    const tries = await burst(ctx.deps.config.AUTH_RATE_PER_ADDRESS, 8, (i) =>
      post('/api/member/login', { email: uniqueEmail(`spray${i}`), password: 'Summer-2024!' }, sprayer),
    );
    for (const res of tries) expectEnvelope(res, 400, 'A401', 'Incorrect email or password');

    const refused = await post(
      '/api/member/login',
      { email: victim, password: PASSWORD },
      { ...sprayer, lang: 'cn' },
    );
    expectLimited(refused, 'cn');

    // The member, from their own address, is not locked out.
    expectEnvelope(
      await post('/api/member/login', { email: victim, password: PASSWORD }, { ...newClient(), lang: 'tw' }),
      200,
      '0',
      '登入成功',
    );
  });

  it('member/login still stops many passwords against one account from one address', async () => {
    const email = uniqueEmail('target');
    const code = await sendCode(email, 'register');
    expectEnvelope(
      await post('/api/member/register', { email, code, password: PASSWORD }, newClient()),
      200,
      '0',
    );
    const attacker = newClient();
    const tries = await burst(10, 5, (i) =>
      post('/api/member/login', { email, password: `Wrong-pass-${i}` }, attacker),
    );
    for (const res of tries) expectEnvelope(res, 400, 'A401');
    expectLimited(
      await post('/api/member/login', { email, password: PASSWORD }, { ...attacker, lang: 'tw' }),
      'tw',
    );
  });

  it('member/register: one address guessing codes is stopped, and no guess hashed a password', async () => {
    const guesser = newClient();
    const tries = await burst(ctx.deps.config.AUTH_RATE_PER_ADDRESS, 10, (i) =>
      post(
        '/api/member/register',
        { email: uniqueEmail(`guess${i}`), code: '123456', password: PASSWORD },
        guesser,
      ),
    );
    for (const res of tries)
      expectEnvelope(res, 400, 'V400', 'The verification code is incorrect or has expired');
    expect(hasher).not.toHaveBeenCalled();
    const refused = await post(
      '/api/member/register',
      { email: uniqueEmail('guess'), code: '123456', password: PASSWORD },
      { ...guesser, lang: 'cn' },
    );
    expectLimited(refused, 'cn');
  });

  it('member/resetPassword: one address guessing codes is stopped, and no guess hashed a password', async () => {
    const guesser = newClient();
    const tries = await burst(ctx.deps.config.AUTH_RATE_PER_ADDRESS, 10, (i) =>
      post(
        '/api/member/resetPassword',
        { email: uniqueEmail(`reset${i}`), code: '123456', password: PASSWORD },
        guesser,
      ),
    );
    for (const res of tries)
      expectEnvelope(res, 400, 'V400', 'The verification code is incorrect or has expired');
    expect(hasher).not.toHaveBeenCalled();
    const refused = await post(
      '/api/member/resetPassword',
      { email: uniqueEmail('reset'), code: '123456', password: PASSWORD },
      { ...guesser, lang: 'tw' },
    );
    expectLimited(refused, 'tw');
  });

  it('member/verifyEmail and member/verifyMobile: one address checking codes is stopped', async () => {
    const email = uniqueEmail('checker');
    const code = await sendCode(email, 'register');
    const registered = await post('/api/member/register', { email, code, password: PASSWORD }, newClient());
    const { token } = expectEnvelope(registered, 200, '0').data as { token: string };
    for (const [url, lang] of [
      [`/api/member/verifyEmail?email=${encodeURIComponent(uniqueEmail('new'))}&code=123456`, 'cn'],
      ['/api/member/verifyMobile?mobile=%2B447700900123&code=123456', 'tw'],
    ] as const) {
      const checker = newClient();
      const tries = await burst(ctx.deps.config.AUTH_RATE_PER_ADDRESS, 10, () =>
        ctx.app.inject({ method: 'GET', url, headers: { ...checker, token } }),
      );
      for (const res of tries)
        expectEnvelope(res, 400, 'V400', 'The verification code is incorrect or has expired');
      expectLimited(await ctx.app.inject({ method: 'GET', url, headers: { ...checker, token, lang } }), lang);
    }
  });
});
