import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { verificationCodes } from '../../db/schema';
import { deliverDueMessages, transportsFor } from '../mail/outbox-delivery';
import { findMessages } from '../mail/outbox-repository';
import {
  call,
  envelope,
  expectEnvelope,
  lastCodeSentTo,
  moveOnMinutes,
  PASSWORD,
  registerMember,
  uniqueEmail,
} from '../members/member-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CODE_DAILY_CAP: '4' } });
});
afterAll(() => ctx.close());

const emailCode = (body: unknown, extra: { token?: string; lang?: 'en' | 'cn' | 'tw' } = {}) =>
  call(ctx, { method: 'POST', url: '/api/verification/emailCode', body, ...extra });

describe('verification/emailCode', () => {
  it('queues a 6-digit code, stores only its hash and answers in the caller language', async () => {
    const email = uniqueEmail('code');
    const res = await emailCode({ email, purpose: 'register' }, { lang: 'cn' });
    const body = expectEnvelope(res, 200, '0', '验证码发送成功');
    expect(body.data).toEqual({ resendAfter: 60, expiresInMinutes: 10 });
    const [mail] = await findMessages(ctx.deps.db, email);
    expect(mail).toMatchObject({ channel: 'email', status: 'pending', subject: '您的 Quayside 验证码' });
    const code = await lastCodeSentTo(ctx, email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.deps.db.select().from(verificationCodes);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    moveOnMinutes(ctx, 1);
  });

  it('refuses a bad e-mail, an unknown purpose and changeEmail without a session', async () => {
    expectEnvelope(
      await emailCode({ email: 'nope', purpose: 'register' }),
      400,
      'V400',
      'Incorrect email format',
    );
    expectEnvelope(await emailCode({ purpose: 'register' }, { lang: 'tw' }), 400, 'V400', '請輸入電子郵件');
    expectEnvelope(
      await emailCode({ email: uniqueEmail(), purpose: 'marketing' }),
      400,
      'V400',
      'Please check the information you entered',
    );
    expectEnvelope(await emailCode({ email: uniqueEmail(), purpose: 'changeEmail' }), 401, 'U403');
  });

  it('allows one code per 60 s per address: L429 "Resend after {time} seconds" with the seconds remaining', async () => {
    const email = uniqueEmail('resend');
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    const first = await emailCode({ email, purpose: 'register' });
    const body = expectEnvelope(first, 429, 'L429', 'Resend after 60 seconds');
    expect(body.data).toEqual({ retryAfter: 60 });
    ctx.clock.advance(45_000);
    // Another purpose for the same address is the same destination and is held back too.
    const later = await emailCode({ email, purpose: 'resetPassword' }, { lang: 'cn' });
    expect(expectEnvelope(later, 429, 'L429', '15 秒后重新发送').data).toEqual({ retryAfter: 15 });
    ctx.clock.advance(15_000);
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    moveOnMinutes(ctx, 1);
  });

  it('sends one code when several requests for one address arrive at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => emailCode({ email, purpose: 'register' })),
    );
    expect(answers.map((res) => envelope(res).code).sort()).toEqual(['0', 'L429', 'L429', 'L429', 'L429']);
    expect(await findMessages(ctx.deps.db, email)).toHaveLength(1);
    moveOnMinutes(ctx, 1);
  });

  it('caps the codes per address per day (CODE_DAILY_CAP)', async () => {
    const email = uniqueEmail('cap');
    for (let i = 0; i < 4; i++) {
      expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
      moveOnMinutes(ctx, 2);
    }
    const capped = await emailCode({ email, purpose: 'register' }, { lang: 'tw' });
    const body = expectEnvelope(capped, 429, 'L429', '今日取得驗證碼次數過多，請明天再試');
    expect((body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(23 * 3600);
    moveOnMinutes(ctx, 24 * 60);
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    moveOnMinutes(ctx, 1);
  });

  it('kills a code after 5 wrong tries: the right code then fails as well', async () => {
    const email = uniqueEmail('tries');
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    const code = await lastCodeSentTo(ctx, email);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/member/register',
        body: { email, code: wrong(i), password: PASSWORD },
      });
      expectEnvelope(res, 400, 'V400', 'The verification code is incorrect or has expired');
    }
    const right = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
      lang: 'cn',
    });
    expectEnvelope(right, 400, 'V400', '验证码不正确或已过期');
    // A fresh code works again.
    moveOnMinutes(ctx, 1);
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    const fresh = await lastCodeSentTo(ctx, email);
    expectEnvelope(
      await call(ctx, {
        method: 'POST',
        url: '/api/member/register',
        body: { email, code: fresh, password: PASSWORD },
      }),
      200,
      '0',
    );
    moveOnMinutes(ctx, 1);
  });

  it('binds a code to its purpose: a register code does not reset a password', async () => {
    const { email } = await registerMember(ctx);
    const stranger = uniqueEmail('purpose');
    expectEnvelope(await emailCode({ email: stranger, purpose: 'register' }), 200, '0');
    const code = await lastCodeSentTo(ctx, stranger);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/resetPassword',
      body: { email: stranger, code, password: PASSWORD },
    });
    expectEnvelope(res, 400, 'V400', 'The verification code is incorrect or has expired');
    const other = await call(ctx, {
      method: 'POST',
      url: '/api/member/resetPassword',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(other, 400, 'V400');
    moveOnMinutes(ctx, 1);
  });

  it('replaces an earlier code with a newer one for the same purpose and address', async () => {
    const email = uniqueEmail('newer');
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    const old = await lastCodeSentTo(ctx, email);
    moveOnMinutes(ctx, 1);
    expectEnvelope(await emailCode({ email, purpose: 'register' }), 200, '0');
    const current = await lastCodeSentTo(ctx, email);
    if (old !== current) {
      const stale = await call(ctx, {
        method: 'POST',
        url: '/api/member/register',
        body: { email, code: old, password: PASSWORD },
      });
      expectEnvelope(stale, 400, 'V400');
    }
    expectEnvelope(
      await call(ctx, {
        method: 'POST',
        url: '/api/member/register',
        body: { email, code: current, password: PASSWORD },
      }),
      200,
      '0',
    );
    moveOnMinutes(ctx, 1);
  });
});

describe('changing the e-mail: emailCode(changeEmail) → member/verifyEmail → member/updateEmail', () => {
  it('checks the code without using it, then changes the address with it', async () => {
    const member = await registerMember(ctx);
    const next = uniqueEmail('next');
    expectEnvelope(
      await emailCode({ email: next, purpose: 'changeEmail' }, { token: member.token }),
      200,
      '0',
    );
    const code = await lastCodeSentTo(ctx, next);
    const verify = await call(ctx, {
      method: 'GET',
      url: `/api/member/verifyEmail?email=${encodeURIComponent(next)}&code=${code}`,
      token: member.token,
      lang: 'tw',
    });
    expect(expectEnvelope(verify, 200, '0', '驗證碼正確').data).toEqual({ valid: true });
    const update = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateEmail',
      token: member.token,
      body: { email: next, code },
    });
    expect(expectEnvelope(update, 200, '0', 'Modified successfully').data).toMatchObject({ email: next });
    expectEnvelope(
      await call(ctx, {
        method: 'POST',
        url: '/api/member/login',
        body: { email: next, password: PASSWORD },
      }),
      200,
      '0',
    );
    expectEnvelope(
      await call(ctx, {
        method: 'POST',
        url: '/api/member/login',
        body: { email: member.email, password: PASSWORD },
      }),
      400,
      'A401',
    );
    // Used up: a second update with it fails.
    const again = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateEmail',
      token: member.token,
      body: { email: next, code },
    });
    expectEnvelope(again, 400, 'V400', 'The verification code is incorrect or has expired');
    moveOnMinutes(ctx, 1);
  });

  it('refuses a wrong code, a code asked for by another member and an address already in use', async () => {
    const alice = await registerMember(ctx);
    const bob = await registerMember(ctx);
    const next = uniqueEmail('contested');
    expectEnvelope(
      await emailCode({ email: next, purpose: 'changeEmail' }, { token: alice.token }),
      200,
      '0',
    );
    const code = await lastCodeSentTo(ctx, next);
    const wrong = code === '111111' ? '222222' : '111111';
    const bad = await call(ctx, {
      method: 'GET',
      url: `/api/member/verifyEmail?email=${encodeURIComponent(next)}&code=${wrong}`,
      token: alice.token,
      lang: 'cn',
    });
    expectEnvelope(bad, 400, 'V400', '验证码不正确或已过期');
    const stolen = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateEmail',
      token: bob.token,
      body: { email: next, code },
    });
    expectEnvelope(stolen, 400, 'V400', 'The verification code is incorrect or has expired');
    // Bob's address: same answer as any address, but nothing is sent, so no code can change it.
    const taken = await emailCode({ email: bob.email, purpose: 'changeEmail' }, { token: alice.token });
    expectEnvelope(taken, 200, '0', 'Verification code sent successfully');
    const toBob = await findMessages(ctx.deps.db, bob.email);
    expect(toBob.map((m) => m.subject)).toEqual(['Your Quayside verification code']);
    const missing = await call(ctx, {
      method: 'GET',
      url: `/api/member/verifyEmail?email=${encodeURIComponent(next)}`,
      token: alice.token,
    });
    expectEnvelope(missing, 400, 'V400', 'Please enter verification code');
    const anon = await call(ctx, {
      method: 'GET',
      url: `/api/member/verifyEmail?email=${encodeURIComponent(next)}&code=${code}`,
    });
    expectEnvelope(anon, 401, 'U403');
    moveOnMinutes(ctx, 1);
  });
});

describe('changing the mobile: smsCode → member/verifyMobile → member/updateMobile', () => {
  it('sends the code by SMS through the outbox and changes the number with it', async () => {
    const member = await registerMember(ctx);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/verification/smsCode',
      token: member.token,
      lang: 'cn',
      body: { mobile: '+44 7700 900321', purpose: 'changeMobile' },
    });
    expectEnvelope(res, 200, '0', '验证码发送成功');
    const [sms] = await findMessages(ctx.deps.db, '+447700900321');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    const code = await lastCodeSentTo(ctx, '+447700900321');

    // The default SMS provider writes the text to the log, code included, so a demo works with no gateway.
    const logged: Record<string, unknown>[] = [];
    const log = { info: (object: Record<string, unknown>) => logged.push(object) };
    const transports = transportsFor({ MAIL_FROM: 'Quayside <no-reply@quayside.uk>' }, log);
    // Earlier tests left mail in the outbox too; a pass takes one batch, so drain it.
    let passes = 0;
    while ((await deliverDueMessages(ctx.deps, transports)).sent > 0) passes++;
    expect(passes).toBeGreaterThanOrEqual(1);
    expect((await findMessages(ctx.deps.db, '+447700900321'))[0]?.status).toBe('sent');
    expect(JSON.stringify(logged)).toContain(code);

    const verify = await call(ctx, {
      method: 'GET',
      url: `/api/member/verifyMobile?mobile=%2B447700900321&code=${code}`,
      token: member.token,
    });
    expectEnvelope(verify, 200, '0', 'The verification code is correct');
    const update = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateMobile',
      token: member.token,
      lang: 'tw',
      body: { mobile: '+447700900321', code },
    });
    expect(expectEnvelope(update, 200, '0', '修改成功').data).toMatchObject({ mobile: '+447700900321' });
    moveOnMinutes(ctx, 1);
  });

  it('refuses a bad number, no session, a wrong code, and a second SMS within 60 s', async () => {
    const member = await registerMember(ctx);
    const url = '/api/verification/smsCode';
    expectEnvelope(await call(ctx, { method: 'POST', url, body: { mobile: '+447700900555' } }), 401, 'U403');
    expectEnvelope(
      await call(ctx, { method: 'POST', url, token: member.token, body: { mobile: 'abc' } }),
      400,
      'V400',
      'Please enter the correct mobile number',
    );
    expectEnvelope(
      await call(ctx, { method: 'POST', url, token: member.token, body: {}, lang: 'cn' }),
      400,
      'V400',
      '请输入手机号码',
    );
    expectEnvelope(
      await call(ctx, { method: 'POST', url, token: member.token, body: { mobile: '+447700900555' } }),
      200,
      '0',
    );
    const soon = await call(ctx, {
      method: 'POST',
      url,
      token: member.token,
      body: { mobile: '+447700900555' },
    });
    expectEnvelope(soon, 429, 'L429', 'Resend after 60 seconds');
    const code = await lastCodeSentTo(ctx, '+447700900555');
    const wrong = code === '999999' ? '888888' : '999999';
    const bad = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updateMobile',
      token: member.token,
      body: { mobile: '+447700900555', code: wrong },
    });
    expectEnvelope(bad, 400, 'V400', 'The verification code is incorrect or has expired');
    const info = envelope(
      await call(ctx, { method: 'GET', url: `/api/member/${member.id}/info`, token: member.token }),
    ).data!;
    expect(info.mobile).toBeNull();
    moveOnMinutes(ctx, 1);
  });
});
