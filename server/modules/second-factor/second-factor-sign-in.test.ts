import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession, seededOperator, seededSecondOperator } from '../../../tests/helpers/loans';
import type { TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import {
  members,
  recoveryCodes,
  secondFactorChallenges,
  sessions,
  totpAuthenticators,
} from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { timeStep, totpCode, totpCodeAt } from './totp';

let ctx: TestContext;
let ops: TestMember;
let ops2: TestMember;
const PASSWORD = 'Harbour-light-9';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Envelope = { code: string; msg: string; data: Record<string, any> | null };

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, ...(response.json() as Envelope) };
}

async function login(email: string, password = PASSWORD, lang = 'en') {
  return post('/api/member/login', { email, password }, { lang });
}

async function challengeOf(email: string, password = PASSWORD) {
  const answer = await login(email, password);
  expect(answer.code, answer.msg).toBe('0');
  return answer.data!.secondFactor.challenge as string;
}

/** An operator with a real password and no authenticator yet, as `add-operator` makes one. */
async function newOperator() {
  const email = `op-${randomUUID().slice(0, 8)}@quayside.test`;
  const [row] = await ctx.deps.db
    .insert(members)
    .values({ email, passwordHash: await hashPassword(PASSWORD), role: 'operator' })
    .returning({ id: members.id });
  return { id: row!.id, email };
}

async function newBorrower() {
  const email = `b-${randomUUID().slice(0, 8)}@quayside.test`;
  const [row] = await ctx.deps.db
    .insert(members)
    .values({ email, passwordHash: await hashPassword(PASSWORD), role: 'borrower' })
    .returning({ id: members.id });
  return { id: row!.id, email };
}

const sessionsOf = (memberId: number) =>
  ctx.deps.db.select().from(sessions).where(eq(sessions.memberId, memberId));

/**
 * Moves the test clock two 30-second steps on, so each test's codes are fresh even after a code of the
 * step ahead (inside the drift) was accepted.
 */
function nextStep() {
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(60_000 - (now % 30_000) + 1_000);
}

/** Enrols a new operator at sign-in; answers the secret, the recovery codes and the session token. */
async function enrolled() {
  const who = await newOperator();
  const challenge = await challengeOf(who.email);
  const enrolment = await post('/api/member/login/enrol', { challenge });
  const secret = enrolment.data!.secret as string;
  const done = await post('/api/member/login/enrol/confirm', {
    challenge,
    code: totpCode(secret, ctx.clock.now()),
  });
  expect(done.code, done.msg).toBe('0');
  nextStep();
  return {
    ...who,
    secret,
    recoveryCodes: done.data!.recoveryCodes as string[],
    token: done.data!.token as string,
  };
}

/** The demo operator's headers on a live session: the tests move the clock past the idle limit. */
async function opsHeaders() {
  return (await freshSession(ctx, ops)).headers();
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_RATE_PER_ADDRESS: '100000', LOGIN_RATE_PER_ACCOUNT: '100000' } });
  ctx.clock.set('2026-12-01T10:00:05Z');
  ops = await seededOperator(ctx);
  ops2 = await seededSecondOperator(ctx);
  nextStep();
});
afterAll(() => ctx.close());

describe('an operator signs in with two steps', () => {
  it('a correct password answers a challenge and no session; the code answers the session', async () => {
    const {
      OPERATOR_EMAIL: email,
      OPERATOR_PASSWORD: password,
      OPERATOR_TOTP_SECRET: secret,
    } = ctx.deps.config;
    const before = (await sessionsOf(ops.id)).length;
    const first = await login(email, password);
    expect(first).toMatchObject({
      code: '0',
      msg: 'Password accepted: now the second step',
      data: { secondFactor: { enrol: false, methods: ['totp', 'recovery'] } },
    });
    expect(first.data!.token).toBeUndefined();
    expect(await sessionsOf(ops.id)).toHaveLength(before);
    const done = await post('/api/member/login/code', {
      challenge: first.data!.secondFactor.challenge,
      code: totpCode(secret, ctx.clock.now()),
    });
    expect(done).toMatchObject({
      code: '0',
      data: { token: expect.any(String), member: { role: 'operator' } },
    });
    expect(await sessionsOf(ops.id)).toHaveLength(before + 1);
  });

  it('accepts a code once: the same code on a new challenge is refused, nothing changed', async () => {
    nextStep();
    const {
      OPERATOR_EMAIL: email,
      OPERATOR_PASSWORD: password,
      OPERATOR_TOTP_SECRET: secret,
    } = ctx.deps.config;
    const code = totpCode(secret, ctx.clock.now());
    const ok = await post('/api/member/login/code', { challenge: await challengeOf(email, password), code });
    expect(ok.code).toBe('0');
    const before = (await sessionsOf(ops.id)).length;
    const again = await post(
      '/api/member/login/code',
      { challenge: await challengeOf(email, password), code },
      { lang: 'tw' },
    );
    expect(again).toMatchObject({
      status: 400,
      code: 'V400',
      msg: '此驗證碼已被使用：請等待驗證器應用程式顯示下一個驗證碼',
      data: { fields: { code: '此驗證碼已被使用：請等待驗證器應用程式顯示下一個驗證碼' } },
    });
    expect(await sessionsOf(ops.id)).toHaveLength(before);
  });

  it('allows one step of drift either side, not two', async () => {
    nextStep();
    const {
      OPERATOR_EMAIL: email,
      OPERATOR_PASSWORD: password,
      OPERATOR_TOTP_SECRET: secret,
    } = ctx.deps.config;
    const step = timeStep(ctx.clock.now());
    const late = await post('/api/member/login/code', {
      challenge: await challengeOf(email, password),
      code: totpCodeAt(secret, step - 2),
    });
    expect(late).toMatchObject({ code: 'V400', msg: expect.stringMatching(/^This code is not right/) });
    const ahead = await post('/api/member/login/code', {
      challenge: await challengeOf(email, password),
      code: totpCodeAt(secret, step + 1),
    });
    expect(ahead.code).toBe('0');
  });

  it('a wrong code is refused on its field; five end the challenge; a used challenge is refused', async () => {
    nextStep();
    const {
      OPERATOR_EMAIL: email,
      OPERATOR_PASSWORD: password,
      OPERATOR_TOTP_SECRET: secret,
    } = ctx.deps.config;
    const challenge = await challengeOf(email, password);
    const good = totpCode(secret, ctx.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const refused = await post('/api/member/login/code', { challenge, code: wrong }, { lang: 'cn' });
      expect(refused).toMatchObject({
        code: 'V400',
        data: { fields: { code: '验证码不正确：请检查手机时间并输入当前显示的验证码' } },
      });
    }
    const locked = await post('/api/member/login/code', { challenge, code: good });
    expect(locked).toMatchObject({
      status: 429,
      code: 'L429',
      msg: 'Too many wrong codes for this sign-in: log in again with your password',
    });
    // A fresh challenge still works (the member lock counts 10), and a used one cannot be used again.
    const fresh = await challengeOf(email, password);
    expect((await post('/api/member/login/code', { challenge: fresh, code: good })).code).toBe('0');
    nextStep();
    const reused = await post('/api/member/login/code', {
      challenge: fresh,
      code: totpCode(secret, ctx.clock.now()),
    });
    expect(reused).toMatchObject({
      status: 400,
      code: 'A401',
      msg: expect.stringMatching(/has expired or was already completed/),
    });
  });

  it('an expired challenge is refused and the code stays unused', async () => {
    nextStep();
    const {
      OPERATOR_EMAIL: email,
      OPERATOR_PASSWORD: password,
      OPERATOR_TOTP_SECRET: secret,
    } = ctx.deps.config;
    const challenge = await challengeOf(email, password);
    ctx.clock.advance(5 * 60_000 + 1_000);
    const code = totpCode(secret, ctx.clock.now());
    expect(await post('/api/member/login/code', { challenge, code })).toMatchObject({ code: 'A401' });
    const fresh = await challengeOf(email, password);
    expect((await post('/api/member/login/code', { challenge: fresh, code })).code).toBe('0');
  });

  it('ten wrong codes across challenges lock the member for 15 minutes', async () => {
    const who = await enrolled();
    const wrong = (secret: string) => (totpCode(secret, ctx.clock.now()) === '000000' ? '111111' : '000000');
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeOf(who.email);
      for (let i = 0; i < 5; i++)
        await post('/api/member/login/code', { challenge, code: wrong(who.secret) });
    }
    const challenge = await challengeOf(who.email);
    const right = totpCode(who.secret, ctx.clock.now());
    expect(await post('/api/member/login/code', { challenge, code: right })).toMatchObject({
      code: 'L429',
      msg: expect.stringMatching(/locked for 15 minutes/),
    });
    ctx.clock.advance(15 * 60_000 + 1_000);
    const later = await challengeOf(who.email);
    const now = totpCode(who.secret, ctx.clock.now());
    expect((await post('/api/member/login/code', { challenge: later, code: now })).code).toBe('0');
    nextStep();
  });

  it("another member's code does not open a challenge", async () => {
    nextStep();
    const { OPERATOR_EMAIL: email, OPERATOR_PASSWORD: password } = ctx.deps.config;
    const challenge = await challengeOf(email, password);
    const theirs = totpCode(ctx.deps.config.SECOND_OPERATOR_TOTP_SECRET, ctx.clock.now());
    const mine = totpCode(ctx.deps.config.OPERATOR_TOTP_SECRET, ctx.clock.now());
    if (theirs === mine) return; // one in a million
    expect(await post('/api/member/login/code', { challenge, code: theirs })).toMatchObject({ code: 'V400' });
  });
});

describe('an operator with no authenticator', () => {
  it('is taken to enrolment with the challenge: a QR code and the secret, then the first code', async () => {
    const who = await newOperator();
    const first = await login(who.email);
    expect(first.data).toEqual({
      secondFactor: {
        challenge: expect.any(String),
        expiresAt: expect.any(String),
        enrol: true,
        methods: [],
      },
    });
    const challenge = first.data!.secondFactor.challenge;
    // A code before enrolment has nothing to check against.
    expect(await post('/api/member/login/code', { challenge, code: '123456' })).toMatchObject({
      code: 'C409',
    });
    const enrolment = await post('/api/member/login/enrol', { challenge });
    expect(enrolment.data).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      uri: expect.stringContaining('otpauth://totp/Quayside:'),
      qrSvg: expect.stringMatching(/^<svg[\s\S]*<\/svg>$/),
    });
    const secret = enrolment.data!.secret as string;
    const wrong = await post('/api/member/login/enrol/confirm', { challenge, code: '12345' });
    expect(wrong).toMatchObject({
      code: 'V400',
      data: { fields: { code: 'The code is 6 digits, such as 123456' } },
    });
    expect(await sessionsOf(who.id)).toHaveLength(0);
    const done = await post('/api/member/login/enrol/confirm', {
      challenge,
      code: totpCode(secret, ctx.clock.now()),
    });
    expect(done).toMatchObject({ code: '0', data: { token: expect.any(String), member: { id: who.id } } });
    const codes = done.data!.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed: no code appears in the table.
    const stored = await ctx.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.memberId, who.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    // The next sign-in asks for a code.
    nextStep();
    expect((await login(who.email)).data!.secondFactor).toMatchObject({
      enrol: false,
      methods: ['totp', 'recovery'],
    });
  });

  it('signs in with a recovery code once; the same code again is refused', async () => {
    const who = await enrolled();
    const [code] = who.recoveryCodes;
    const first = await post('/api/member/login/recovery-code', {
      challenge: await challengeOf(who.email),
      recoveryCode: code!.toUpperCase().replace('-', ' '),
    });
    expect(first.code, first.msg).toBe('0');
    const again = await post(
      '/api/member/login/recovery-code',
      { challenge: await challengeOf(who.email), recoveryCode: code },
      { lang: 'cn' },
    );
    expect(again).toMatchObject({
      code: 'V400',
      data: { fields: { recoveryCode: '此恢复码不正确或已被使用：每个恢复码只能使用一次' } },
    });
  });
});

describe('a borrower', () => {
  it('signs in with a password alone until they turn TOTP on', async () => {
    const who = await newBorrower();
    const plain = await login(who.email);
    expect(plain).toMatchObject({ code: '0', data: { token: expect.any(String) } });
    const headers = { token: plain.data!.token as string };
    const start = await post('/api/member/second-factor/totp', {}, headers);
    const secret = start.data!.secret as string;
    const confirmed = await post(
      '/api/member/second-factor/totp/confirm',
      { code: totpCode(secret, ctx.clock.now()) },
      headers,
    );
    expect(confirmed).toMatchObject({ code: '0', data: { recoveryCodes: expect.any(Array) } });
    expect(await post('/api/member/second-factor/totp', {}, headers)).toMatchObject({
      code: 'C409',
      msg: 'Two-step sign-in is already on',
    });
    nextStep();
    const next = await login(who.email);
    expect(next.data!.secondFactor).toMatchObject({ enrol: false, methods: ['totp', 'recovery'] });
    const done = await post('/api/member/login/code', {
      challenge: next.data!.secondFactor.challenge,
      code: totpCode(secret, ctx.clock.now()),
    });
    expect(done.code).toBe('0');
  });

  it('turns TOTP off with the password (a wrong one changes nothing); operators cannot', async () => {
    const who = await newBorrower();
    const headers = { token: (await login(who.email)).data!.token as string };
    const secret = (await post('/api/member/second-factor/totp', {}, headers)).data!.secret as string;
    await post(
      '/api/member/second-factor/totp/confirm',
      { code: totpCode(secret, ctx.clock.now()) },
      headers,
    );
    const wrong = await post(
      '/api/member/second-factor/totp/disable',
      { password: 'not-my-password' },
      headers,
    );
    expect(wrong).toMatchObject({ code: 'V400', data: { fields: { password: expect.any(String) } } });
    expect(
      await ctx.deps.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.memberId, who.id)),
    ).toHaveLength(1);
    const off = await post('/api/member/second-factor/totp/disable', { password: PASSWORD }, headers);
    expect(off).toMatchObject({ code: '0', data: { totp: false, recoveryCodesLeft: 0 } });
    expect((await login(who.email)).data!.token).toEqual(expect.any(String));
    const operator = await post(
      '/api/member/second-factor/totp/disable',
      { password: PASSWORD },
      await opsHeaders(),
    );
    expect(operator).toMatchObject({
      code: 'C409',
      msg: 'Operators must sign in with two steps: it cannot be turned off',
    });
  });

  it('a challenge cannot be had for a borrower without TOTP, nor passkey options without TOTP', async () => {
    const who = await newBorrower();
    const headers = { token: (await login(who.email)).data!.token as string };
    expect(await post('/api/member/second-factor/passkeys/options', {}, headers)).toMatchObject({
      code: 'C409',
      msg: 'Set up your authenticator app first',
    });
  });
});

describe('passkeys at sign-in', () => {
  it('are not offered without one; a forged answer is refused and counted', async () => {
    const who = await enrolled();
    const challenge = await challengeOf(who.email);
    expect(await post('/api/member/login/passkey/options', { challenge })).toMatchObject({ code: 'V400' });
    const forged = await post('/api/member/login/passkey', {
      challenge,
      response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
    });
    expect(forged).toMatchObject({
      code: 'V400',
      msg: expect.stringMatching(/^The passkey could not be checked/),
    });
    const [row] = await ctx.deps.db
      .select()
      .from(secondFactorChallenges)
      .where(eq(secondFactorChallenges.memberId, who.id))
      .orderBy(secondFactorChallenges.id);
    expect(row).toBeDefined();
  });

  it('registration options name the relying party and exclude nothing yet', async () => {
    const options = await post('/api/member/second-factor/passkeys/options', {}, await opsHeaders());
    expect(options).toMatchObject({
      code: '0',
      data: {
        options: { rp: { id: 'localhost', name: 'Quayside' }, excludeCredentials: [], attestation: 'none' },
      },
    });
    const forged = await post(
      '/api/member/second-factor/passkeys',
      { name: 'Laptop', response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} } },
      await opsHeaders(),
    );
    expect(forged).toMatchObject({ code: 'V400' });
  });
});

describe('an administrator resets an operator’s second factor', () => {
  it('removes their factors and ends their sessions; their next sign-in enrols again', async () => {
    const who = await enrolled();
    const reset = await post(`/api/operator/operators/${who.id}/second-factor/reset`, {}, await opsHeaders());
    expect(reset).toMatchObject({ code: '0', data: { memberId: who.id, email: who.email } });
    const theirOld = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/second-factor',
      headers: { token: who.token },
    });
    expect(theirOld.json().code).toBe('U403');
    expect(await ctx.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.memberId, who.id))).toEqual(
      [],
    );
    expect((await login(who.email)).data!.secondFactor).toMatchObject({ enrol: true });
  });

  it('refuses their own, a borrower, an unknown member, and a borrower asking', async () => {
    expect(
      await post(`/api/operator/operators/${ops.id}/second-factor/reset`, {}, await opsHeaders()),
    ).toMatchObject({
      code: 'C409',
      msg: 'You cannot reset your own second factor: ask another administrator',
    });
    const borrower = await newBorrower();
    expect(
      await post(`/api/operator/operators/${borrower.id}/second-factor/reset`, {}, await opsHeaders()),
    ).toMatchObject({
      code: 'C409',
      msg: 'This member is not an operator',
    });
    expect(
      await post('/api/operator/operators/99999999/second-factor/reset', {}, await opsHeaders()),
    ).toMatchObject({
      code: 'N404',
    });
    const token = (await login(borrower.email)).data!.token as string;
    expect(await post(`/api/operator/operators/${ops2.id}/second-factor/reset`, {}, { token })).toMatchObject(
      {
        code: 'F403',
      },
    );
  });
});
