import { timeStep, totpCodeAt } from '../../server/modules/second-factor/totp';
import type { TestContext } from './test-app';

type Answer = { code: string; msg: string; data: Record<string, unknown> | null };

/**
 * Signs in through both steps as a person would: the password, then the code an authenticator app with
 * `secret` shows at the test clock's time (decision 106). A code is accepted once per member: when this
 * step's code was used already (two sign-ins within 30 seconds of test time), the next step's code — still
 * inside the ±1 drift — is sent instead.
 */
export async function signInWithTotp(
  ctx: TestContext,
  email: string,
  password: string,
  secret: string,
): Promise<{ token: string; member: { id: number; email: string } }> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { email, password },
  });
  const first = login.json() as Answer;
  if (first.code !== '0') throw new Error(`login failed: ${login.body}`);
  const data = first.data as { token?: string; secondFactor?: { challenge: string } };
  if (data.token) return data as { token: string; member: { id: number; email: string } };
  const challenge = data.secondFactor!.challenge;
  const step = timeStep(ctx.clock.now());
  for (const code of [totpCodeAt(secret, step), totpCodeAt(secret, step + 1)]) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/login/code',
      payload: { challenge, code },
    });
    const body = answer.json() as Answer;
    if (body.code === '0') return body.data as { token: string; member: { id: number; email: string } };
    if (!body.msg || body.code !== 'V400') throw new Error(`second step failed: ${answer.body}`);
  }
  throw new Error('second step refused both codes');
}
