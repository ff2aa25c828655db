import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { type idempotencyKeys, secondFactorChallenges, sessions, verificationCodes } from '../../db/schema';
import { startHousekeeping, sweepExpiredRows } from './housekeeping';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const count = async (table: typeof sessions | typeof verificationCodes | typeof idempotencyKeys) =>
  (await ctx.deps.db.select().from(table)).length;

describe('housekeeping', () => {
  it('removes only rows that can never be used again, and leaves live ones', async () => {
    const member = await createMemberWithToken(ctx);
    // A stored idempotent answer, a code and a second (live) session, all made through the API.
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/verification/emailCode',
      payload: { email: 'sweep@quayside.uk', purpose: 'register' },
    });
    expect(sent.json()).toMatchObject({ code: '0' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/member/${member.id}/loginOut`,
      headers: member.headers(),
    });
    const before = { codes: await count(verificationCodes), sessions: await count(sessions) };
    expect(before.codes).toBeGreaterThan(0);
    // A sign-in's second-factor challenge, five minutes long (decision 106).
    await ctx.deps.db.insert(secondFactorChallenges).values({
      memberId: member.id,
      purpose: 'signIn',
      tokenHash: 'a-challenge-nobody-holds',
      createdAt: ctx.clock.now(),
      expiresAt: new Date(ctx.clock.now().getTime() + 5 * 60_000),
    });

    // Nothing is old enough yet.
    expect(await sweepExpiredRows(ctx.deps.db, ctx.clock.now())).toEqual({
      idempotencyKeys: 0,
      sessions: 0,
      verificationCodes: 0,
      secondFactorChallenges: 0,
    });

    ctx.clock.advanceDays(8);
    const live = await createMemberWithToken(ctx);
    const report = await sweepExpiredRows(ctx.deps.db, ctx.clock.now());
    expect(report.sessions).toBe(before.sessions);
    expect(report.verificationCodes).toBe(before.codes);
    expect(report.secondFactorChallenges).toBe(1);
    const left = await ctx.deps.db.select().from(sessions);
    expect(left.map((row) => row.memberId)).toEqual([live.id]);
    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api/member/${live.id}/info`,
      headers: live.headers(),
    });
    expect(info.json()).toMatchObject({ code: '0' });
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);
  });

  it('sweeps on its timer and stops cleanly', async () => {
    const lines: string[] = [];
    const log = {
      info: (_: unknown, message: string) => lines.push(message),
      error: () => lines.push('error'),
    };
    ctx.clock.advanceDays(30);
    await createMemberWithToken(ctx);
    ctx.clock.advanceDays(30);
    const stop = startHousekeeping(ctx.deps, { log, firstAfterMs: 1, intervalMs: 60_000 });
    await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
    await stop();
    expect(lines).toEqual(['housekeeping removed expired rows']);
  });
});
