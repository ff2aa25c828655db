import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disbursedLoan, freshSession, giveProfile } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { setConfigValue } from '../config/config-service';
import { sendBillReminders } from './bill-reminders';

/**
 * "Bill due soon" and "overdue" reach the borrower once per bill, in the language they read in.
 * 10,000.00 over 12 months at 12% paid out on 2 March 2026: the first instalment, 888.49, is due 2 April.
 */
let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

interface Item {
  id: number;
  title: string;
  body: string;
  type: string;
}

async function repaymentNotices(member: TestMember, lang: 'en' | 'cn' | 'tw' = 'en'): Promise<Item[]> {
  const session = await freshSession(ctx, member);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notification/repayment/list',
    headers: session.headers(lang),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.list;
}

async function borrowerPaidOutOn(instant: string): Promise<{ member: TestMember; loanId: number }> {
  ctx.clock.set(instant);
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { member, loanId };
}

describe('bill reminders', () => {
  it('tells of a bill due within 3 days once, then of it being overdue once, even when two runs meet', async () => {
    const { member } = await borrowerPaidOutOn('2026-03-02T10:00:00Z');

    ctx.clock.set('2026-03-29T09:00:00Z');
    expect(await sendBillReminders(ctx.deps)).toEqual({ dueSoon: 0, overdue: 0 });

    ctx.clock.set('2026-03-30T09:00:00Z');
    expect(await sendBillReminders(ctx.deps)).toEqual({ dueSoon: 1, overdue: 0 });
    ctx.clock.set('2026-03-30T10:00:00Z');
    expect(await sendBillReminders(ctx.deps)).toEqual({ dueSoon: 0, overdue: 0 });
    const soon = await repaymentNotices(member);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ type: 'repayment', title: 'A bill is due soon' });
    expect(soon[0]!.body).toContain('888.49');
    expect(soon[0]!.body).toContain('2 Apr 2026');
    expect(soon[0]!.body).toMatch(/^Bill 1 of loan /);

    // On the due date the bill is not yet overdue; the day after, it is.
    ctx.clock.set('2026-04-02T20:00:00Z');
    expect(await sendBillReminders(ctx.deps)).toEqual({ dueSoon: 0, overdue: 0 });
    ctx.clock.set('2026-04-03T08:00:00Z');
    const [first, second] = await Promise.all([sendBillReminders(ctx.deps), sendBillReminders(ctx.deps)]);
    expect(first!.overdue + second!.overdue).toBe(1);
    ctx.clock.set('2026-04-04T08:00:00Z');
    expect((await sendBillReminders(ctx.deps)).overdue).toBe(0);

    const cn = await repaymentNotices(member, 'cn');
    expect(cn.map((item) => item.title)).toEqual(['账单已逾期', '账单即将到期']);
    expect(cn[0]!.body).toContain('第1期');
    const tw = await repaymentNotices(member, 'tw');
    expect(tw[0]!.title).toBe('帳單已逾期');
  });

  it('sends only the overdue notice for a bill first seen past its due date', async () => {
    const { member } = await borrowerPaidOutOn('2026-03-10T10:00:00Z');
    // Nothing ran between 7 and 10 April (the job was down): on the 12th the bill is simply overdue.
    ctx.clock.set('2026-04-12T09:00:00Z');
    const report = await sendBillReminders(ctx.deps);
    expect(report.overdue).toBeGreaterThanOrEqual(1);
    const notices = await repaymentNotices(member);
    expect(notices.map((item) => item.title)).toEqual(['A bill is overdue']);
  });
});
