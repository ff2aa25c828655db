import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  submitRepayment,
  uploadVoucher,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { createNotification } from './notification-service';

/** A message about a loan names it, so the app can open the loan from the message. */
let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
});
afterAll(() => ctx.close());

interface Item {
  type: string;
  title: string;
  loanId: number | null;
}

async function messagesOf(member: TestMember): Promise<Item[]> {
  const session = await freshSession(ctx, member);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notification/all/list?pageSize=50',
    headers: session.headers(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.list;
}

async function repaidOnce(member: TestMember, loanId: number, decision: 'confirm' | 'refuse') {
  const session = await freshSession(ctx, member);
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/detail`,
    headers: session.headers(),
  });
  const billId = detail.json().data.nextBill.billId as number;
  const paid = await submitRepayment(ctx, session, {
    billIds: [billId],
    voucherUploadId: await uploadVoucher(ctx, session),
  });
  expect(paid.statusCode).toBe(200);
  const id = paid.json().data.repaymentId as number;
  const decided = await operatorCall(
    ctx,
    operator,
    'POST',
    `/api/operator/repayments/${id}/${decision}`,
    decision === 'refuse' ? { reason: 'The amount on the voucher is not the bill’s' } : undefined,
  );
  expect(decided.json().code).toBe('0');
}

describe('messages about a loan', () => {
  it("carry the loan's id through approval, signing, payout and each repayment decision; others carry none", async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    await createNotification(
      ctx.deps.db,
      {
        memberId: member.id,
        type: 'system',
        titleKey: 'notification.welcome.title',
        bodyKey: 'notification.welcome.body',
      },
      ctx.clock.now(),
    );
    const loanId = await disbursedLoan(ctx, member, operator);
    await repaidOnce(member, loanId, 'refuse');
    await repaidOnce(member, loanId, 'confirm');

    const messages = await messagesOf(member);
    const about = messages.filter((item) => item.type === 'loan' || item.type === 'repayment');
    expect(about.length).toBeGreaterThanOrEqual(4);
    expect(about.every((item) => item.loanId === loanId)).toBe(true);
    expect(about.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Repayment confirmed', 'Repayment not confirmed']),
    );
    expect(messages.find((item) => item.type === 'system')).toMatchObject({ loanId: null });
  });
});
