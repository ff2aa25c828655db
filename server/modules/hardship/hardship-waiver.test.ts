import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorCall } from '../../../tests/helpers/loans';
import type { TestContext } from '../../../tests/helpers/test-app';
import { auditLog, ledgerEntries, notifications } from '../../db/schema';
import { setConfigValue } from '../config/config-service';
import { accept, askedFor, borrowerCall, hardshipWorld, moveTo, offered } from './hardship-test-kit';

/**
 * Overdue interest waived in answer to a request (issue 36): a WAIVER entry on OVERDUE_INTEREST, never more
 * than is outstanding, with the reason kept; above HARDSHIP_SECOND_APPROVAL_ABOVE a different operator
 * approves it. On 12 May 2026 the bills of 2 April and 2 May are unpaid and overdue interest has run on them.
 */
let ctx: TestContext;
afterEach(() => ctx?.close());

const waivers = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.loanId, loanId), eq(ledgerEntries.kind, 'WAIVER')));

async function overdueInterestOf(operator: Parameters<typeof operatorCall>[1], requestId: number) {
  const found = (await operatorCall(ctx, operator, 'GET', `/api/operator/hardship/${requestId}`)).json().data;
  return found.book.bills.reduce(
    (sum: number, bill: { outstanding: { overdueInterest: number } }) =>
      sum + bill.outstanding.overdueInterest,
    0,
  ) as number;
}

describe('waiving overdue interest', () => {
  it('writes a WAIVER of at most what is outstanding and closes the request WAIVED', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await moveTo(ctx, operator, '2026-05-12');
    const requestId = await askedFor(ctx, member, loanId);
    const overdue = await overdueInterestOf(operator, requestId);
    expect(overdue).toBeGreaterThan(1_000);

    const tooMuch = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/waive`, {
      amount: overdue + 1,
      reason: 'Illness',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().data.fields.amount).toMatch(
      /^Waive at most £[\d.,]+: that is the overdue interest/,
    );
    expect(await waivers(loanId)).toEqual([]);

    const waived = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/waive`, {
      amount: 1_000,
      reason: 'Illness in the family',
    });
    expect(waived.statusCode).toBe(200);
    const answer = waived.json().data;
    expect(answer.request).toMatchObject({ status: 'CLOSED', outcome: 'WAIVED', closedOn: '2026-05-12' });
    expect(answer.waiver).toMatchObject({
      amount: 1_000,
      reason: 'Illness in the family',
      needsSecondOperator: false,
    });
    const [entry] = await waivers(loanId);
    expect(entry).toMatchObject({
      amount: 1_000,
      component: 'OVERDUE_INTEREST',
      on: '2026-05-12',
      recordedBy: operator.id,
      reason: 'Illness in the family',
    });
    expect(answer.waiver.entryId).toBe(entry!.id);
    expect(await overdueInterestOf(operator, requestId)).toBe(overdue - 1_000);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'hardship.waive'));
    expect(audit).toMatchObject({ reason: 'Illness in the family', memberId: member.id });
    const [note] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.memberId, member.id),
          eq(notifications.titleKey, 'notify.hardship.waived.title'),
        ),
      );
    expect(note?.params).toMatchObject({ amount: { minor: 1_000, currency: 'GBP' }, loanId });

    // Closed, the request takes no second answer.
    const twice = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/decline`, {
      reason: 'Changed my mind',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('waits above the setting for a second operator, who is never the one who asked', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, second, member, loanId } = world;
    await setConfigValue(ctx.deps.db, 'HARDSHIP_SECOND_APPROVAL_ABOVE', '500');
    await moveTo(ctx, operator, '2026-05-12');
    const requestId = await askedFor(ctx, member, loanId);
    const asked = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/waive`, {
      amount: 800,
      reason: 'Hospital stay',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      request: { status: 'OPEN' },
      waiver: { amount: 800, askedBy: operator.id, needsSecondOperator: true, entryId: null },
    });
    expect(await waivers(loanId)).toEqual([]);
    // While it waits, nothing else answers the request.
    const offer = await operatorCall(ctx, second, 'POST', `/api/operator/hardship/${requestId}/offer`, {
      terms: { kind: 'TERM_EXTENSION', months: 18 },
    });
    expect(offer.statusCode).toBe(409);

    const own = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/hardship/${requestId}/waive/approve`,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('A different operator must approve this: you made it');
    const approved = await operatorCall(
      ctx,
      second,
      'POST',
      `/api/operator/hardship/${requestId}/waive/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      request: { status: 'CLOSED', outcome: 'WAIVED' },
      waiver: { approvedBy: second.id, entryId: expect.any(Number) },
    });
    expect(await waivers(loanId)).toHaveLength(1);
    const actions = (await ctx.deps.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['hardship.waive.request', 'hardship.waive.approve']));
  });
});

describe('an offer accepted on a later day', () => {
  it('is refused as lapsed when the loan’s figures moved since it was made (overdue interest ran on)', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await setConfigValue(ctx.deps.db, 'HARDSHIP_SECOND_APPROVAL_ABOVE', '10000000');
    await moveTo(ctx, operator, '2026-04-20');
    const requestId = await askedFor(ctx, member, loanId);
    await offered(ctx, operator, requestId, { kind: 'TERM_EXTENSION', months: 18 });
    await moveTo(ctx, operator, '2026-04-21');
    const refused = await accept(ctx, member, loanId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'This offer is no longer open: please ask us again and we will look at it afresh',
    );
    const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    expect(view.offer.status).toBe('OFFERED');
  });
});
