import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disbursedLoan, giveProfile } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { loanBillEvents, loanBills } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import type { BillRow } from './bill-repository';
import { transitionBills } from './bill-transitions';

let ctx: TestContext;
let operator: TestMember;
let member: TestMember;
let loanId: number;

async function bills(): Promise<BillRow[]> {
  return ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId)).orderBy(asc(loanBills.id));
}

async function history(billId: number) {
  return ctx.deps.db
    .select()
    .from(loanBillEvents)
    .where(eq(loanBillEvents.billId, billId))
    .orderBy(asc(loanBillEvents.id));
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  loanId = await disbursedLoan(ctx, member, operator);
});
afterAll(() => ctx.close());

describe('transitionBills: the one way a bill changes state', () => {
  const by = () => ({ actorId: member.id, actorRole: 'borrower' as const, now: ctx.clock.now() });

  it('records each bill’s creation at disbursement as the first line of its history', async () => {
    const [first] = await bills();
    expect(await history(first!.id)).toMatchObject([
      { fromStatus: null, toStatus: 'TO_BE_REPAID', actorMemberId: operator.id, actorRole: 'operator' },
    ]);
  });

  it('refuses a move the table does not allow, naming both states, and writes nothing', async () => {
    const all = await bills();
    const last = all[all.length - 1]!;
    // A cancelled bill (a withdrawn loan's instalment) is never owed or paid again.
    const [cancelled] = await ctx.deps.db.transaction((tx) => transitionBills(tx, [last], 'CANCELLED', by()));
    const attempt = ctx.deps.db.transaction((tx) => transitionBills(tx, [cancelled!], 'REPAID', by()));
    await expect(attempt).rejects.toMatchObject({
      code: 'C409',
      key: 'bill.transition.notAllowed',
      details: { params: { from: 'bill.status.CANCELLED', to: 'bill.status.REPAID' } },
    });
    const params = { from: 'bill.status.TO_BE_CONFIRMED', to: 'bill.status.CANCELLED' };
    expect(translate('bill.transition.notAllowed', 'en', params)).toBe(
      'This bill cannot go from "To be confirmed" to "No longer owed"',
    );
    expect(translate('bill.transition.notAllowed', 'cn', params)).toBe(
      '该账单无法从“待确认”变为“无需还款（已撤回）”',
    );
    expect((await bills()).at(-1)!.status).toBe('CANCELLED');
    expect(await history(last.id)).toHaveLength(2);
  });

  it('moves bills with an UPDATE conditional on the state they were read in: a stale read moves nothing', async () => {
    const [, second, third] = await bills();
    const moved = await ctx.deps.db.transaction((tx) =>
      transitionBills(tx, [second!, third!], 'TO_BE_CONFIRMED', {
        ...by(),
        patch: { submittedAt: ctx.clock.now(), voucherUploadId: '7' },
      }),
    );
    expect(moved.map((bill) => [bill.id, bill.status, bill.voucherUploadId])).toEqual([
      [second!.id, 'TO_BE_CONFIRMED', '7'],
      [third!.id, 'TO_BE_CONFIRMED', '7'],
    ]);
    expect(await history(second!.id)).toMatchObject([
      { toStatus: 'TO_BE_REPAID' },
      {
        fromStatus: 'TO_BE_REPAID',
        toStatus: 'TO_BE_CONFIRMED',
        actorMemberId: member.id,
        actorRole: 'borrower',
      },
    ]);

    // `second` as read before the move still says TO_BE_REPAID: the table allows the move, the database
    // does not find the bill in that state, and the whole call is refused with the caller's words.
    const stale = ctx.deps.db.transaction((tx) =>
      transitionBills(tx, [second!], 'TO_BE_CONFIRMED', { ...by(), refusal: 'repayment.bill.pending' }),
    );
    await expect(stale).rejects.toMatchObject({ code: 'C409', key: 'repayment.bill.pending' });
    expect(await history(second!.id)).toHaveLength(2);
  });

  it('is all or nothing: one bill that cannot move keeps the others where they were', async () => {
    const all = await bills();
    const open = all.find((bill) => bill.status === 'TO_BE_REPAID')!;
    const pending = all.find((bill) => bill.status === 'TO_BE_CONFIRMED')!;
    // A bill under review cannot be cancelled (a withdrawal waits for the decision instead).
    const attempt = ctx.deps.db.transaction((tx) => transitionBills(tx, [open, pending], 'CANCELLED', by()));
    await expect(attempt).rejects.toMatchObject({ code: 'C409', key: 'bill.transition.notAllowed' });
    const after = new Map((await bills()).map((bill) => [bill.id, bill.status]));
    expect([after.get(open.id), after.get(pending.id)]).toEqual(['TO_BE_REPAID', 'TO_BE_CONFIRMED']);
  });
});
