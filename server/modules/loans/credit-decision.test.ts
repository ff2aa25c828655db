import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyBody,
  eligibleProfile,
  freshSession,
  giveProfile,
  operatorCall,
  requestQuote,
  seededOperator,
  signOffer,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, decisions, loans } from '../../db/schema';

/**
 * The credit policy at submit, end to end through `loan/apply`: each outcome, what is recorded, what the
 * borrower is told in their language, the review a person gives a decline, and the payout's wait for the
 * identity check. Settings are the defaults (auto; £15,000.00; 20 %; £100.00 steps) unless a test changes
 * one through the operator API, and puts it back.
 */

let ctx: TestContext;
let operator: TestMember;

type Employment = typeof eligibleProfile.employment;

async function borrower(employment: Partial<Employment> = {}): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member, {
    ...eligibleProfile,
    employment: { ...eligibleProfile.employment, ...employment },
  });
  return member;
}

async function apply(
  member: TestMember,
  loan: { amount: number; termMonths?: number },
  options: { key?: string; lang?: 'en' | 'cn' | 'tw' } = {},
) {
  const quote = await requestQuote(ctx, member, { method: 'EQUAL_INSTALLMENT', termMonths: 12, ...loan });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(options.lang), 'idempotency-key': options.key ?? randomUUID() },
    payload: applyBody(quote.quoteId),
  });
}

const get = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: member.headers(lang) });
const post = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'POST', url, headers: member.headers(lang) });

const decisionsOf = (loanId: number) =>
  ctx.deps.db.select().from(decisions).where(eq(decisions.loanId, loanId)).orderBy(asc(decisions.id));

async function messages(member: TestMember, lang: 'en' | 'cn' | 'tw' = 'en') {
  const list = (await get(member, '/api/notification/loan/list?pageSize=50', lang)).json().data.list;
  return (list as { title: string; body: string }[]).reverse();
}

async function setting(code: string, value: string) {
  const response = await operatorCall(ctx, operator, 'PUT', `/api/operator/config/${code}`, { value });
  expect(response.json()).toMatchObject({ code: '0' });
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await seededOperator(ctx);
});
afterAll(() => ctx.close());

describe('approve: an affordable amount within the limits', () => {
  it('is approved at submit with the offer as asked, recorded with its inputs and rules, and said once', async () => {
    ctx.clock.set('2026-11-26T10:00:00Z');
    const member = await borrower();
    const applied = await apply(member, { amount: 300_000 });
    expect(applied.json()).toMatchObject({
      code: '0',
      msg: 'Your loan is approved: your offer is ready to sign',
      data: {
        status: 'APPROVED',
        decision: {
          outcome: 'APPROVE',
          reasons: [],
          decidedBy: 'policy',
          policyVersion: 'credit-policy-2',
          figures: { amount: 300_000, monthlyCost: 26_361, monthlyIncome: 350_000, offerAmount: 300_000 },
        },
      },
    });
    const loanId = applied.json().data.loanId as number;

    const [row] = await decisionsOf(loanId);
    expect(row).toMatchObject({
      outcome: 'APPROVE',
      decidedBy: 'policy',
      operatorId: null,
      inputs: {
        amount: 300_000,
        termMonths: 12,
        method: 'EQUAL_INSTALLMENT',
        annualRate: '0.099',
        personalAnnualIncome: 4_200_000,
        employmentStatus: 'FULL_TIME',
        workingYears: 8,
        age: 36,
        existingLoans: [],
      },
    });
    expect(row?.rules?.every((rule) => rule.passed)).toBe(true);

    const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail).toMatchObject({
      status: 'APPROVED',
      offer: { amount: 300_000, annualRate: '0.099' },
      decision: { outcome: 'APPROVE', decidedBy: 'policy' },
      review: { available: false, requestedAt: null },
    });
    // The 14-day offer clock starts at the decision.
    expect(detail.offerExpiresAt).toBe('2026-12-10T10:00:00.000Z');
    // One message, the decision; never "waiting for review" for an application nobody has to review.
    expect((await messages(member)).map((message) => message.title)).toEqual(['Your loan is approved']);
    expect(await signOffer(ctx, member, loanId)).toMatchObject({ statusCode: 200 });
  });

  it('at the auto-approval limit itself (£15,000.00) is still the policy’s to decide', async () => {
    const member = await borrower({ personalAnnualIncome: 9_000_000 });
    const applied = await apply(member, { amount: 1_500_000 });
    expect(applied.json().data.decision).toMatchObject({ outcome: 'APPROVE', reasons: [] });
  });
});

describe('counter-offer: the amount asked for costs too much of the income, a lower one does not', () => {
  it('offers the largest affordable £100.00 step with its schedule, says so in the borrower’s language, and can be signed', async () => {
    const member = await borrower();
    const applied = await apply(member, { amount: 1_000_000 }, { lang: 'cn' });
    expect(applied.json()).toMatchObject({
      code: '0',
      msg: '我们可以为您提供较低的借款金额，要约已可签署',
      data: {
        status: 'APPROVED',
        decision: {
          outcome: 'COUNTER_OFFER',
          reasons: ['affordability.counterOffer'],
          figures: { monthlyCost: 87_870, monthlyIncome: 350_000, maxShare: '0.20', offerAmount: 790_000 },
        },
      },
    });
    const loanId = applied.json().data.loanId as number;
    const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail.amount).toBe(1_000_000);
    expect(detail.offer.amount).toBe(790_000);
    expect(detail.offer.schedule).toHaveLength(12);
    expect(
      detail.offer.schedule.reduce((sum: number, line: { principal: number }) => sum + line.principal, 0),
    ).toBe(790_000);
    const [en] = await messages(member, 'en');
    expect(en?.body).toContain(
      'We cannot lend you the £10,000.00 you asked for, but we can offer you £7,900.00.',
    );
    const [tw] = await messages(member, 'tw');
    expect(tw?.body).toContain('但可以為您提供£7,900.00');
    const contract = (await get(member, `/api/loan/${loanId}/contract`)).json().data;
    expect(contract.amount).toBe(790_000);
    expect(await signOffer(ctx, member, loanId)).toMatchObject({ statusCode: 200 });
  });
});

describe('decline, and a person looking again', () => {
  it('declines when even the minimum is unaffordable; the borrower asks once for a review; the operator’s decline is final', async () => {
    // An operator sets the share at 5 %: £1,000.00 over 12 months (£87.87 a month) is more than 5 % of
    // £17,000.00 a year (£70.83 a month).
    await setting('DECISION_MAX_REPAYMENT_SHARE', '0.05');
    try {
      const member = await borrower({ personalAnnualIncome: 1_700_000 });
      const applied = await apply(member, { amount: 300_000 }, { lang: 'tw' });
      expect(applied.json()).toMatchObject({
        code: '0',
        msg: '我們無法向您提供這筆借款',
        data: {
          status: 'REJECTED',
          decision: {
            outcome: 'DECLINE',
            reasons: ['affordability.unaffordable'],
            figures: {
              minimumAmount: 100_000,
              minimumMonthlyCost: 8_787,
              monthlyIncome: 141_667,
              maxShare: '0.05',
            },
          },
        },
      });
      const loanId = applied.json().data.loanId as number;
      expect((await get(member, `/api/loan/${loanId}/detail`)).json().data).toMatchObject({
        status: 'REJECTED',
        rejectionReason: null,
        review: { available: true, requestedAt: null },
      });
      expect((await messages(member)).map((message) => message.title)).toEqual([
        'Your application was not approved',
      ]);

      const asked = await post(member, `/api/loan/${loanId}/review`);
      expect(asked.json()).toMatchObject({ code: '0', data: { loanId, status: 'PENDING_REVIEW' } });
      expect(asked.json().msg).toContain('a person will look at your application again');
      const again = await post(member, `/api/loan/${loanId}/review`, 'cn');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'C409', msg: '您已申请人工重新审核此申请' });
      expect((await get(member, `/api/loan/${loanId}/detail`)).json().data.review.available).toBe(false);

      // The operator sees why and decides; the decision is a new record, the policy's stays as it was.
      const seen = (await operatorCall(ctx, operator, 'GET', `/api/operator/applications/${loanId}`)).json();
      expect(seen.data.application.review.requestedAt).not.toBeNull();
      expect(seen.data.decisions).toHaveLength(1);
      expect(seen.data.decisions[0]).toMatchObject({
        outcome: 'DECLINE',
        decidedBy: 'policy',
        rules: expect.arrayContaining([{ rule: 'affordability.minimum', passed: false }]),
        inputs: expect.objectContaining({ personalAnnualIncome: 1_700_000 }),
      });
      const queue = (
        await operatorCall(ctx, operator, 'GET', '/api/operator/applications?status=PENDING_REVIEW')
      ).json().data.list;
      expect(queue.find((item: { loanId: number }) => item.loanId === loanId)).toMatchObject({
        decision: { outcome: 'DECLINE', decidedBy: 'policy', reasons: ['affordability.unaffordable'] },
        reviewRequestedAt: expect.any(String),
      });
      const policyRow = (await decisionsOf(loanId))[0];
      const rejected = await operatorCall(
        ctx,
        operator,
        'POST',
        `/api/operator/applications/${loanId}/reject`,
        {
          reason: 'Income cannot carry it',
        },
      );
      expect(rejected.json()).toMatchObject({ code: '0', data: { status: 'REJECTED' } });
      const rows = await decisionsOf(loanId);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(policyRow);
      expect(rows[1]).toMatchObject({
        outcome: 'DECLINE',
        decidedBy: 'operator',
        operatorId: operator.id,
        reasons: ['operator.declined'],
        note: 'Income cannot carry it',
        onReview: true,
      });
      const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
      expect(detail).toMatchObject({
        rejectionReason: 'Income cannot carry it',
        decision: { outcome: 'DECLINE', decidedBy: 'operator', onReview: true },
        review: { available: false },
      });
      expect((await post(member, `/api/loan/${loanId}/review`)).json()).toMatchObject({
        code: 'C409',
        msg: 'You have already asked for a person to look at this application again',
      });
      expect((await messages(member)).at(-1)).toMatchObject({
        title: 'Your application was not approved',
        body: 'Reason: Income cannot carry it. You may submit a new application from 26 Feb 2027.',
      });
    } finally {
      await setting('DECISION_MAX_REPAYMENT_SHARE', '0.20');
    }
  });

  it('an operator’s own decline cannot be sent for review', async () => {
    await setting('DECISION_MODE', 'manual');
    try {
      const member = await borrower();
      const loanId = (await apply(member, { amount: 300_000 })).json().data.loanId as number;
      await operatorCall(ctx, operator, 'POST', `/api/operator/applications/${loanId}/reject`, {
        reason: 'Documents do not match',
      });
      const asked = await post(member, `/api/loan/${loanId}/review`);
      expect(asked.statusCode).toBe(409);
      expect(asked.json().msg).toBe(
        'A person can be asked to look again only at a decision made by our automatic assessment',
      );
      const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
      expect(loan?.status).toBe('REJECTED');
    } finally {
      await setting('DECISION_MODE', 'auto');
    }
  });

  it('a review is refused while a new application is in flight', async () => {
    await setting('DECISION_MAX_REPAYMENT_SHARE', '0.05');
    const member = await borrower({ personalAnnualIncome: 1_700_000 });
    let declined: number;
    try {
      declined = (await apply(member, { amount: 300_000 })).json().data.loanId as number;
    } finally {
      await setting('DECISION_MAX_REPAYMENT_SHARE', '0.20');
    }
    // A decline starts the 3-month wait; once it is over, with the share back at 20 %, a new application
    // is approved: an offer in flight, while the old decline could still be looked at again.
    const now = ctx.clock.now();
    ctx.clock.advanceDays(93);
    const fresh = await freshSession(ctx, member);
    member.token = fresh.token;
    member.headers = fresh.headers;
    try {
      expect((await apply(member, { amount: 300_000 })).json().data.status).toBe('APPROVED');
    } finally {
      ctx.clock.set(now.toISOString());
    }
    const back = await freshSession(ctx, member);
    member.token = back.token;
    member.headers = back.headers;
    const asked = await post(member, `/api/loan/${declined}/review`);
    expect(asked.json()).toMatchObject({ code: 'C409' });
    expect(asked.json().msg).toContain('application');
    expect((await get(member, `/api/loan/${declined}/detail`)).json().data.status).toBe('REJECTED');
  });
});

describe('refer: a person decides within 5 working days', () => {
  it.each([
    [
      'over the auto-approval limit',
      { personalAnnualIncome: 20_000_000 },
      1_500_001,
      ['amount.overAutoLimit'],
    ],
    [
      'self-employed for under 2 years',
      { status: 'SELF_EMPLOYED', workingYears: 1, employerName: undefined, employerPhone: undefined },
      300_000,
      ['employment.selfEmployedUnder2Years'],
    ],
  ] as const)('%s', async (_name, employment, amount, reasons) => {
    const member = await borrower(employment as Partial<Employment>);
    const applied = await apply(member, { amount });
    expect(applied.json()).toMatchObject({
      msg: 'Submitted successfully, waiting for review',
      data: { status: 'PENDING_REVIEW', decision: { outcome: 'REFER', reasons } },
    });
    expect((await messages(member)).map((message) => message.title)).toEqual(['Application received']);
  });

  it('in manual mode everything is referred, and the operator’s offer is recorded as theirs', async () => {
    await setting('DECISION_MODE', 'manual');
    try {
      const member = await borrower();
      const applied = await apply(member, { amount: 300_000 });
      expect(applied.json().data).toMatchObject({
        status: 'PENDING_REVIEW',
        decision: { outcome: 'REFER', reasons: ['mode.manual'] },
      });
      const loanId = applied.json().data.loanId as number;
      const approved = await operatorCall(
        ctx,
        operator,
        'POST',
        `/api/operator/applications/${loanId}/approve`,
        {
          amount: 250_000,
          note: 'Lower to fit the budget',
        },
      );
      expect(approved.json()).toMatchObject({ code: '0', data: { status: 'APPROVED' } });
      const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
      expect(detail.decision).toMatchObject({
        outcome: 'COUNTER_OFFER',
        reasons: ['operator.counterOffer'],
        decidedBy: 'operator',
        policyVersion: null,
        figures: { amount: 300_000, offerAmount: 250_000 },
      });
      const audit = await ctx.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(loanId)));
      expect(audit.map((line) => line.action)).toEqual(['loan.approve']);
    } finally {
      await setting('DECISION_MODE', 'auto');
    }
  });
});

describe('exactly once', () => {
  it('a submit replayed with its key answers the same decision and decides once', async () => {
    const member = await borrower();
    const quote = await requestQuote(ctx, member, { amount: 1_000_000, termMonths: 12 });
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loan/apply',
        headers: { ...member.headers(), 'idempotency-key': key },
        payload: applyBody(quote.quoteId),
      });
    const first = await send();
    const second = await send();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await decisionsOf(first.json().data.loanId)).toHaveLength(1);
  });
});

describe('money out only to a verified person', () => {
  it('refuses the payout while the identity check is not VERIFIED, and sends it once it is', async () => {
    const member = await borrower();
    const loanId = (await apply(member, { amount: 300_000 })).json().data.loanId as number;
    expect((await signOffer(ctx, member, loanId)).statusCode).toBe(200);
    const refused = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'The money cannot be sent until the borrower’s identity check is verified',
    });
    const [still] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(still?.status).toBe('SIGNED');
    await verifyIdentity(ctx, member);
    const sent = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
    expect(sent.json()).toMatchObject({ code: '0', data: { status: 'DISBURSED' } });
  });
});

describe('the policy’s settings', () => {
  it.each([
    ['DECISION_MODE', 'sometimes', 'The decision mode must be auto or manual'],
    [
      'DECISION_MAX_REPAYMENT_SHARE',
      '0',
      'A share of income must be a decimal above 0 and at most 1, such as 0.2',
    ],
    ['DECISION_COUNTER_OFFER_STEP', '-100', 'An amount must be a whole positive number of pence'],
    ['DECISION_AUTO_APPROVE_MAX', '15000.00', 'An amount must be a whole positive number of pence'],
  ])('%s = %s is refused, on its field', async (code, value, msg) => {
    const response = await operatorCall(ctx, operator, 'PUT', `/api/operator/config/${code}`, { value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'V400', msg, data: { fields: { value: msg } } });
  });

  it('are listed with the loan settings, at their defaults', async () => {
    const list = (await operatorCall(ctx, operator, 'GET', '/api/operator/config')).json().data.list;
    expect(list).toEqual(
      expect.arrayContaining([
        { code: 'DECISION_MODE', value: 'auto' },
        { code: 'DECISION_AUTO_APPROVE_MAX', value: '1500000' },
        { code: 'DECISION_MAX_REPAYMENT_SHARE', value: '0.20' },
        { code: 'DECISION_COUNTER_OFFER_STEP', value: '10000' },
      ]),
    );
  });
});
