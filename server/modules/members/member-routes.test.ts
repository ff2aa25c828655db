import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { seed } from '../../db/seed';
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
} from './member-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function sendRegisterCode(email: string) {
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/verification/emailCode',
    body: { email, purpose: 'register' },
  });
  expectEnvelope(res, 200, '0', 'Verification code sent successfully');
  return lastCodeSentTo(ctx, email);
}

describe('member/register', () => {
  it('registers with the e-mailed code and answers { token, member } in the caller language', async () => {
    const email = uniqueEmail('reg');
    const code = await sendRegisterCode(email);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      lang: 'cn',
      body: { email: email.toUpperCase(), code, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const body = expectEnvelope(res, 200, '0', '注册成功');
    const data = body.data as { token: string; member: Record<string, unknown> };
    expect(data.token.length).toBeGreaterThanOrEqual(40);
    expect(data.member).toMatchObject({
      email,
      kycStatus: 'UNVERIFIED',
      accountType: 0,
      role: 'borrower',
      lang: 'cn',
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const info = await call(ctx, {
      method: 'GET',
      url: `/api/member/${data.member.id}/info`,
      token: data.token,
    });
    expectEnvelope(info, 200, '0', 'Success');
    moveOnMinutes(ctx, 1);
  });

  it('refuses bad input with the SPEC messages in English and Chinese', async () => {
    const email = uniqueEmail('bad');
    const code = await sendRegisterCode(email);
    const cases: [Record<string, unknown>, 'en' | 'cn' | 'tw', string, string][] = [
      [{ code, password: PASSWORD }, 'en', 'email', 'Please enter your email'],
      [{ email: 'not-an-email', code, password: PASSWORD }, 'en', 'email', 'Incorrect email format'],
      [{ email: 'ann@quayside.c', code, password: PASSWORD }, 'cn', 'email', '邮箱格式不正确'],
      [{ email, password: PASSWORD }, 'en', 'code', 'Please enter verification code'],
      [{ email, code, password: 'short' }, 'en', 'password', 'The password must be 8 to 64 characters long'],
      [{ email, code, password: 'x'.repeat(65) }, 'tw', 'password', '密碼長度須為 8 至 64 個字元'],
      [{ email, code }, 'en', 'password', 'Please enter password'],
      [
        { email, code, password: PASSWORD, confirmPassword: 'Other-pass-1' },
        'en',
        'confirmPassword',
        'The two passwords are inconsistent',
      ],
      [
        { email, code, password: PASSWORD, confirmPassword: 'Other-pass-1' },
        'cn',
        'confirmPassword',
        '两次输入的密码不一致',
      ],
    ];
    for (const [body, lang, field, msg] of cases) {
      const res = await call(ctx, { method: 'POST', url: '/api/member/register', body, lang });
      const env = expectEnvelope(res, 400, 'V400', msg);
      expect((env.data as { fields: Record<string, string> }).fields[field], JSON.stringify(body)).toBe(msg);
    }
    // None of those used the code up: it still registers.
    const ok = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(ok, 200, '0', 'Registered successfully');
    moveOnMinutes(ctx, 1);
  });

  it('accepts a 64-character password whole (no truncation: its 63-character prefix does not log in)', async () => {
    const long = `Q${'a1'.repeat(31)}!`;
    expect(long).toHaveLength(64);
    const { email } = await registerMember(ctx, uniqueEmail('long'), long);
    const good = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: long },
    });
    expectEnvelope(good, 200, '0');
    const prefix = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: long.slice(0, 63) },
    });
    expectEnvelope(prefix, 400, 'A401');
  });

  it('refuses a wrong code, a used code and an expired code', async () => {
    const email = uniqueEmail('codes');
    const code = await sendRegisterCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const bad = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code: wrong, password: PASSWORD },
      lang: 'tw',
    });
    expectEnvelope(bad, 400, 'V400', '驗證碼不正確或已過期');
    const first = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(first, 200, '0');
    const again = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(again, 400, 'V400', 'The verification code is incorrect or has expired');

    const late = uniqueEmail('late');
    moveOnMinutes(ctx, 1);
    const lateCode = await sendRegisterCode(late);
    moveOnMinutes(ctx, 10);
    const expired = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email: late, code: lateCode, password: PASSWORD },
    });
    expectEnvelope(expired, 400, 'V400', 'The verification code is incorrect or has expired');
  });

  it('does not reveal a registered e-mail: same answer, no code, an "already have an account" mail instead', async () => {
    const { email } = await registerMember(ctx, uniqueEmail('exists'));
    const fresh = uniqueEmail('fresh');
    const forKnown = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email, purpose: 'register' },
    });
    const forFresh = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email: fresh, purpose: 'register' },
    });
    expect(forKnown.statusCode).toBe(forFresh.statusCode);
    expect(forKnown.json()).toEqual(forFresh.json());
    const mails = await findMessages(ctx.deps.db, email);
    expect(mails.at(-1)?.subject).toBe('You already have a Quayside account');
    expect(mails.at(-1)?.body).not.toMatch(/\b\d{6}\b/);
    // A second request for the registered address is held back exactly like any other.
    const soon = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email, purpose: 'register' },
    });
    expectEnvelope(soon, 429, 'L429', 'Resend after 60 seconds');
    moveOnMinutes(ctx, 1);
  });
});

describe('member/login', () => {
  it('logs in with "Login successful" and gives a working token', async () => {
    const { email, id } = await registerMember(ctx);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: PASSWORD },
      lang: 'tw',
    });
    const body = expectEnvelope(res, 200, '0', '登入成功');
    const data = body.data as { token: string; member: { id: number; lang: string } };
    expect(data.member).toMatchObject({ id, lang: 'tw' });
    const info = await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token: data.token });
    expect(envelope(info).data).toMatchObject({ id, email });
    const en = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: PASSWORD },
    });
    expectEnvelope(en, 200, '0', 'Login successful');
  });

  it('lets the seeded demo accounts in: their `.example` addresses meet the one e-mail rule', async () => {
    const accounts = await seed(ctx.deps.db, ctx.deps.config, ctx.clock.now());
    expect(accounts.map((account) => account.email)).toEqual([
      'demo@quayside.example',
      'ops@quayside.example',
      'ops2@quayside.example',
    ]);
    for (const account of accounts) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/member/login',
        body: { email: account.email, password: account.password },
      });
      // An operator's password is the first of two steps (decision 106).
      expectEnvelope(res, 200, '0', account.role === 'operator' ? /now the second step/ : 'Login successful');
    }
    // A new address is held to the same rule (decision 101): `.example` is taken, a malformed one is not.
    const taken = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email: 'new@quayside.example', purpose: 'register' },
    });
    expectEnvelope(taken, 200, '0', 'Verification code sent successfully');
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email: 'new@quayside', purpose: 'register' },
    });
    expectEnvelope(res, 400, 'V400', 'Incorrect email format');
    const reset = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email: 'demo@quayside.example', purpose: 'resetPassword' },
    });
    expectEnvelope(reset, 200, '0', 'Verification code sent successfully');
  });

  it('answers the same A401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerMember(ctx);
    const wrong = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: 'Wrong-pass-1' },
    });
    const unknown = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email: uniqueEmail('nobody'), password: 'Wrong-pass-1' },
    });
    expectEnvelope(wrong, 400, 'A401', 'Incorrect email or password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    const cn = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: 'Wrong-pass-1' },
      lang: 'cn',
    });
    expectEnvelope(cn, 400, 'A401', '邮箱或密码不正确');
  });

  it('takes about as long for an unknown e-mail as for a wrong password (argon2 runs either way)', async () => {
    const { email } = await registerMember(ctx);
    const time = async (body: unknown) => {
      const start = performance.now();
      await call(ctx, { method: 'POST', url: '/api/member/login', body });
      return performance.now() - start;
    };
    await time({ email: uniqueEmail('warm'), password: 'Wrong-pass-1' });
    const known = await time({ email, password: 'Wrong-pass-1' });
    const unknown = await time({ email: uniqueEmail('ghost'), password: 'Wrong-pass-1' });
    // Without the dummy hash an unknown e-mail answers in well under a millisecond of hashing.
    expect(unknown).toBeGreaterThan(known / 4);
  });

  it('refuses empty fields with the SPEC messages', async () => {
    const noEmail = await call(ctx, { method: 'POST', url: '/api/member/login', body: { password: 'x' } });
    expectEnvelope(noEmail, 400, 'V400', 'Please enter your email address');
    const noPassword = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email: 'a@b.com' },
      lang: 'cn',
    });
    expectEnvelope(noPassword, 400, 'V400', '请输入您的密码');
  });

  it('rate-limits repeated attempts per IP and e-mail with L429 and retryAfter', async () => {
    const { email } = await registerMember(ctx);
    for (let i = 0; i < 10; i++) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/member/login',
        body: { email, password: `Wrong-pass-${i}` },
      });
      expectEnvelope(res, 400, 'A401');
    }
    const limited = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email, password: PASSWORD },
    });
    const body = expectEnvelope(limited, 429, 'L429', /^Too many requests, please try again in \d+ seconds$/);
    expect((body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    // Another e-mail from the same address is not locked out by it.
    const other = await registerMember(ctx);
    const fine = await call(ctx, {
      method: 'POST',
      url: '/api/member/login',
      body: { email: other.email, password: PASSWORD },
    });
    expectEnvelope(fine, 200, '0');
  });
});

describe('sessions', () => {
  it('ends the session on loginOut; the token then answers U403', async () => {
    const { id, token } = await registerMember(ctx);
    const out = await call(ctx, { method: 'PUT', url: `/api/member/${id}/loginOut`, token, lang: 'cn' });
    expectEnvelope(out, 200, '0', '已退出登录');
    const after = await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token });
    expectEnvelope(after, 401, 'U403', 'Login timed out, please log in again!');
  });

  it('expires an idle session (30 minutes) and an old one (12 hours) — U403', async () => {
    const idle = await registerMember(ctx); // the clock is now one minute past the login
    moveOnMinutes(ctx, 28);
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${idle.id}/info`, token: idle.token }),
      200,
      '0',
    );
    moveOnMinutes(ctx, 31);
    const gone = await call(ctx, {
      method: 'GET',
      url: `/api/member/${idle.id}/info`,
      token: idle.token,
      lang: 'tw',
    });
    expectEnvelope(gone, 401, 'U403', '登入逾時，請重新登入！');

    const busy = await registerMember(ctx);
    // Active every 20 minutes, so never idle; the absolute limit still ends it.
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      moveOnMinutes(ctx, 20);
      expectEnvelope(
        await call(ctx, { method: 'GET', url: `/api/member/${busy.id}/info`, token: busy.token }),
        200,
        '0',
      );
    }
    moveOnMinutes(ctx, 20);
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${busy.id}/info`, token: busy.token, lang: 'cn' }),
      401,
      'U403',
      '登录超时，请重新登录！',
    );
  });

  it('answers U403 with no token and with a made-up token', async () => {
    expectEnvelope(
      await call(ctx, { method: 'GET', url: '/api/member/1/info' }),
      401,
      'U403',
      'Login timed out, please log in again!',
    );
    expectEnvelope(
      await call(ctx, { method: 'GET', url: '/api/member/1/info', token: 'x'.repeat(43), lang: 'tw' }),
      401,
      'U403',
      '登入逾時，請重新登入！',
    );
  });
});

describe('member/{id} routes with another member id', () => {
  it('answer N404, exactly as for an id that does not exist, and change nothing', async () => {
    const alice = await registerMember(ctx);
    const bob = await registerMember(ctx);
    for (const [method, path] of [
      ['GET', 'info'],
      ['PUT', 'loginOut'],
    ] as const) {
      const other = await call(ctx, {
        method,
        url: `/api/member/${bob.id}/${path}`,
        token: alice.token,
        lang: 'cn',
      });
      expectEnvelope(other, 404, 'N404', '记录不存在');
      const none = await call(ctx, {
        method,
        url: `/api/member/99999999/${path}`,
        token: alice.token,
        lang: 'cn',
      });
      expect(none.json()).toEqual(other.json());
    }
    // Alice's loginOut with Bob's id ended neither session.
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${bob.id}/info`, token: bob.token }),
      200,
      '0',
    );
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${alice.id}/info`, token: alice.token }),
      200,
      '0',
    );
  });
});

describe('member/info', () => {
  it('returns the member with sections, kycStatus, accountType, walletAddress, mobile and never the hash', async () => {
    const { id, token } = await registerMember(ctx);
    const body = expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token }),
      200,
      '0',
    );
    expect(Object.keys(body.data ?? {}).sort()).toEqual(
      [
        'accountType',
        'base',
        'car',
        'contactAddress',
        'contacts',
        'email',
        'employment',
        'estate',
        'family',
        'id',
        'kyc',
        'kycRejectReason',
        'kycStatus',
        'lang',
        'lastLoginTime',
        'mobile',
        'payoutMethod',
        'bankAccount',
        'registerTime',
        'role',
        'walletAddress',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      walletAddress: null,
      payoutMethod: 'USDT',
      bankAccount: null,
      mobile: null,
      base: null,
      kycStatus: 'UNVERIFIED',
    });
  });
});

describe('malformed member ids', () => {
  it('answer V400 on both member/{id} routes', async () => {
    const { token } = await registerMember(ctx);
    for (const [method, url] of [
      ['GET', '/api/member/abc/info'],
      ['PUT', '/api/member/-3/loginOut'],
      ['GET', '/api/member/1.5/info'],
    ] as const) {
      expectEnvelope(await call(ctx, { method, url, token, lang: 'cn' }), 400, 'V400', '请检查您输入的信息');
    }
    expectEnvelope(
      await call(ctx, { method: 'GET', url: '/api/member/abc/info', token }),
      400,
      'V400',
      'Please check the information you entered',
    );
  });
});

describe('member/updatePassword', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const { id, email, token } = await registerMember(ctx);
    const second = envelope(
      await call(ctx, { method: 'POST', url: '/api/member/login', body: { email, password: PASSWORD } }),
    ).data as { token: string };
    const newPassword = 'Anchor-chain-77';
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/member/updatePassword',
      token,
      lang: 'cn',
      body: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expectEnvelope(res, 200, '0', '修改成功');
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token: second.token, lang: 'tw' }),
      401,
      'U403',
      '登入逾時，請重新登入！',
    );
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token: second.token, lang: 'cn' }),
      401,
      'U403',
      '登录超时，请重新登录！',
    );
    expectEnvelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token }), 200, '0');
    expectEnvelope(
      await call(ctx, { method: 'POST', url: '/api/member/login', body: { email, password: PASSWORD } }),
      400,
      'A401',
    );
    expectEnvelope(
      await call(ctx, { method: 'POST', url: '/api/member/login', body: { email, password: newPassword } }),
      200,
      '0',
    );
  });

  it('refuses a wrong current password, a mismatch and missing fields', async () => {
    const { token } = await registerMember(ctx);
    const url = '/api/member/updatePassword';
    const wrong = await call(ctx, {
      method: 'PUT',
      url,
      token,
      body: {
        currentPassword: 'Not-my-pass-1',
        newPassword: 'Anchor-chain-77',
        confirmPassword: 'Anchor-chain-77',
      },
    });
    expectEnvelope(wrong, 400, 'V400', 'The current password is incorrect');
    const mismatch = await call(ctx, {
      method: 'PUT',
      url,
      token,
      lang: 'tw',
      body: { currentPassword: PASSWORD, newPassword: 'Anchor-chain-77', confirmPassword: 'Anchor-chain-78' },
    });
    expectEnvelope(mismatch, 400, 'V400', '兩次輸入的密碼不一致');
    expectEnvelope(
      await call(ctx, {
        method: 'PUT',
        url,
        token,
        body: { newPassword: 'Anchor-chain-77', confirmPassword: 'Anchor-chain-77' },
      }),
      400,
      'V400',
      'Please enter the current password',
    );
    expectEnvelope(
      await call(ctx, {
        method: 'PUT',
        url,
        token,
        body: { currentPassword: PASSWORD, confirmPassword: 'x' },
      }),
      400,
      'V400',
      'Please enter a new password',
    );
    expectEnvelope(
      await call(ctx, {
        method: 'PUT',
        url,
        token,
        body: { currentPassword: PASSWORD, newPassword: 'Anchor-chain-77' },
      }),
      400,
      'V400',
      'Please enter a confirmation password',
    );
  });
});

describe('member/resetPassword', () => {
  it('sets a new password with the e-mailed code and ends every session', async () => {
    const { id, email, token } = await registerMember(ctx);
    const sent = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email, purpose: 'resetPassword' },
    });
    expectEnvelope(sent, 200, '0');
    const code = await lastCodeSentTo(ctx, email);
    const newPassword = 'Lighthouse-beam-5';
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/resetPassword',
      lang: 'cn',
      body: { email, code, password: newPassword, confirmPassword: newPassword },
    });
    expectEnvelope(res, 200, '0', '密码已重置，请重新登录');
    expectEnvelope(
      await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token, lang: 'cn' }),
      401,
      'U403',
      '登录超时，请重新登录！',
    );
    expectEnvelope(
      await call(ctx, { method: 'POST', url: '/api/member/login', body: { email, password: newPassword } }),
      200,
      '0',
    );
    const reuse = await call(ctx, {
      method: 'POST',
      url: '/api/member/resetPassword',
      body: { email, code, password: 'Other-pass-12' },
    });
    expectEnvelope(reuse, 400, 'V400', 'The verification code is incorrect or has expired');
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/verification/emailCode',
      body: { email: ghost, purpose: 'resetPassword' },
    });
    expectEnvelope(res, 200, '0', 'Verification code sent successfully');
    expect(await findMessages(ctx.deps.db, ghost)).toEqual([]);
    const guess = await call(ctx, {
      method: 'POST',
      url: '/api/member/resetPassword',
      body: { email: ghost, code: '123456', password: PASSWORD },
    });
    expectEnvelope(guess, 400, 'V400', 'The verification code is incorrect or has expired');
  });
});

describe('prototype poisoning', () => {
  it('refuses __proto__ and constructor keys in bodies of member routes with V400, storing nothing', async () => {
    const { id, token } = await registerMember(ctx);
    for (const [url, payload] of [
      [
        '/api/member/saveOrUpdateFamilyInfo',
        '{"maritalStatus":"MARRIED","hasChildren":true,"__proto__":{"role":"operator"}}',
      ],
      [
        '/api/member/saveOrUpdateFamilyInfo',
        '{"maritalStatus":"MARRIED","hasChildren":true,"constructor":{"prototype":{"kycStatus":"VERIFIED"}}}',
      ],
      [
        '/api/member/updateKyc',
        '{"__proto__":{"kycStatus":"VERIFIED"},"realName":"Ann Lee","idNumber":"AB123456","idFrontUploadId":1,"idBackUploadId":2}',
      ],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { token, 'content-type': 'application/json', lang: 'cn' },
        payload,
      });
      expectEnvelope(res, 400, 'V400', '请检查您输入的信息');
    }
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${uniqueEmail('proto')}","code":"123456","password":"${PASSWORD}","__proto__":{"role":"operator"}}`,
    });
    expectEnvelope(register, 400, 'V400');
    const info = envelope(await call(ctx, { method: 'GET', url: `/api/member/${id}/info`, token })).data;
    expect(info).toMatchObject({ role: 'borrower', kycStatus: 'UNVERIFIED', family: null, kyc: null });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents every member and verification route with its contract', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    const expected = [
      'post /api/member/register',
      'post /api/member/login',
      'put /api/member/{id}/loginOut',
      'get /api/member/{id}/info',
      'post /api/member/resetPassword',
      'put /api/member/updateBase',
      'put /api/member/saveOrUpdateContactAddress',
      'put /api/member/saveOrUpdateEmploymentInfo',
      'put /api/member/saveOrUpdateFamilyInfo',
      'put /api/member/saveOrUpdateEstateInfo',
      'put /api/member/saveOrUpdateCarInfo',
      'put /api/member/updateKyc',
      'put /api/member/saveOrUpdateContactInfo',
      'put /api/member/updatePassword',
      'put /api/member/updateWalletAddress',
      'put /api/member/updateMobile',
      'put /api/member/updateEmail',
      'get /api/member/verifyMobile',
      'get /api/member/verifyEmail',
      'post /api/verification/emailCode',
      'post /api/verification/smsCode',
    ];
    for (const route of expected) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method];
      expect(operation, route).toBeDefined();
      if (method !== 'get' && !path.includes('{id}')) expect(operation?.requestBody, route).toBeDefined();
    }
  });
});
