import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedLoan,
  eligibleProfile,
  freshSession,
  giveProfile,
  seededOperator,
} from '../../../tests/helpers/loans';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { loans, notifications } from '../../db/schema';
import { sendOfferReminders } from './offer-reminders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('offer reminders', () => {
  it('tell an open offer once when two days are left, and tell it lapsed when it lapses unread', async () => {
    const operator = await seededOperator(ctx);
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member, eligibleProfile);
    const loanId = await approvedLoan(ctx, member, operator);
    const titles = async () =>
      (await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, member.id))).map(
        (row) => row.titleKey,
      );
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    const expiresAt = loan!.offerExpiresAt!.getTime();

    ctx.clock.set(new Date(expiresAt - 3 * 86_400_000));
    expect(await sendOfferReminders(ctx.deps)).toEqual({ lapsing: 0 });
    ctx.clock.set(new Date(expiresAt - 2 * 86_400_000));
    expect(await sendOfferReminders(ctx.deps)).toEqual({ lapsing: 1 });
    expect(await sendOfferReminders(ctx.deps)).toEqual({ lapsing: 0 });
    expect((await titles()).filter((t) => t === 'notify.loan.offerLapsing.title')).toHaveLength(1);

    ctx.clock.set(new Date(expiresAt + 60_000));
    await sendOfferReminders(ctx.deps);
    expect(await titles()).toContain('notify.loan.EXPIRED.title');
    const [after] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(after?.status).toBe('EXPIRED');
    const fresh = await freshSession(ctx, member);
    const list = await ctx.app.inject({ url: '/api/notification/all/list', headers: fresh.headers('en') });
    expect(list.json().data.list.map((item: { title: string }) => item.title)).toContain(
      'Your offer ends in 2 days',
    );
  });
});
