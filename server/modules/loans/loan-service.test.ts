import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedLoan,
  disbursedLoan,
  freshSession,
  giveProfile,
  pendingLoan,
  requestQuote,
  submitApplication,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { loanBills } from '../../db/schema';
import { rejectApplication } from '../operator/application-decisions';
import { listApplications } from './application-records';
import { getBillsForUpdate, settleLoanIfRepaid } from './loan-service';

let ctx: TestContext;
let operator: TestMember;

async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  return member;
}

/** Marks every bill of a loan due by `upTo` (or all) as repaid on its due date. */
async function repayBills(loanId: number, upTo?: string) {
  const bills = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
  for (const bill of bills) {
    if (upTo && bill.dueDate > upTo) continue;
    const onDueDate = new Date(`${bill.dueDate}T08:00:00Z`);
    await ctx.deps.db
      .update(loanBills)
      .set({ status: 'REPAID', submittedAt: onDueDate, repaidAt: onDueDate })
      .where(eq(loanBills.id, bill.id));
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
});
afterAll(() => ctx.close());

describe('settleLoanIfRepaid', () => {
  it('settles only when every bill is repaid, and the settled loan starts the 3-month wait', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator, { termMonths: 12 });
    const actor = { actorId: operator.id, actorRole: 'operator' as const, now: ctx.clock.now() };

    await repayBills(loanId, '2026-06-02');
    expect(await ctx.deps.db.transaction((tx) => settleLoanIfRepaid(tx, loanId, actor))).toBe(false);
    await repayBills(loanId);
    expect(await ctx.deps.db.transaction((tx) => settleLoanIfRepaid(tx, loanId, actor))).toBe(true);
    expect(await ctx.deps.db.transaction((tx) => settleLoanIfRepaid(tx, loanId, actor))).toBe(false);

    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/loan/${loanId}/detail`, headers: member.headers() })
    ).json().data;
    expect(detail.status).toBe('SETTLED');
    expect(detail.events.at(-1)).toMatchObject({ from: 'DISBURSED', to: 'SETTLED' });

    ctx.clock.advanceDays(30);
    member = await freshSession(ctx, member);
    const quote = await requestQuote(ctx, member);
    const refused = await submitApplication(ctx, member, quote.quoteId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'A new application is possible 3 months after the previous one, from 2 Jun 2026',
    );
  });
});

describe('top-up rule', () => {
  it('allows a top-up of a running loan after 6 months of on-time payments', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator, { termMonths: 24 });

    ctx.clock.set('2026-09-03T10:00:00Z');
    member = await freshSession(ctx, member);
    // Above the running loan's settlement figure (six bills overdue included): a top-up quote.
    const late = await requestQuote(ctx, member, { amount: 2_000_000 });
    // Six bills have fallen due and none was paid: refused.
    expect((await submitApplication(ctx, member, late.quoteId)).statusCode).toBe(409);

    await repayBills(loanId, '2026-09-02');
    const topUp = await submitApplication(ctx, member, late.quoteId);
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().data.status).toBe('PENDING_REVIEW');
  });
});

describe('restore while another application is in flight', () => {
  it('is refused with C409: the expired one cannot come back beside a new one', async () => {
    ctx.clock.set('2026-11-02T10:00:00Z');
    let member = await borrower();
    const expiring = await approvedLoan(ctx, member, operator);
    ctx.clock.advanceDays(15);
    member = await freshSession(ctx, member);
    // Reading the application moves it to EXPIRED; a new application may be made 3 months later.
    await ctx.app.inject({ method: 'GET', url: `/api/loan/${expiring}/detail`, headers: member.headers() });
    ctx.clock.advanceDays(93);
    member = await freshSession(ctx, member);
    await pendingLoan(ctx, member);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${expiring}/restore`,
      headers: member.headers('cn'),
    });
    expect(restored.statusCode).toBe(409);
    expect(restored.json()).toMatchObject({
      code: 'C409',
      msg: '您已有一笔正在处理的申请，同一时间只能有一笔申请',
    });
  });
});

describe('operator queue and bill locks', () => {
  it('lists applications by status, pages them, and refuses a rejection without a reason', async () => {
    ctx.clock.set('2027-01-04T10:00:00Z');
    const member = await borrower();
    const loanId = await pendingLoan(ctx, member);
    const page = await listApplications(ctx.deps, { status: 'PENDING_REVIEW', page: 1, pageSize: 100 });
    expect(page.list.every((item) => item.status === 'PENDING_REVIEW')).toBe(true);
    expect(page.list.some((item) => item.loanId === loanId && item.memberId === member.id)).toBe(true);
    await expect(
      rejectApplication(ctx.deps, { loanId, operatorId: operator.id, reason: '  ' }),
    ).rejects.toMatchObject({
      code: 'V400',
    });
  });

  it('locks only the member’s own bills', async () => {
    ctx.clock.set('2027-02-01T10:00:00Z');
    const owner = await borrower();
    const other = await borrower();
    const loanId = await disbursedLoan(ctx, owner, operator);
    const bills = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
    const ids = bills.map((bill) => bill.id);
    const mine = await ctx.deps.db.transaction((tx) => getBillsForUpdate(tx, ids, owner.id));
    const theirs = await ctx.deps.db.transaction((tx) => getBillsForUpdate(tx, ids, other.id));
    expect(mine.map((bill) => bill.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(theirs).toEqual([]);
  });
});
