import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBody, giveProfile, requestQuote, TEST_USDT_ADDRESS } from '../../../tests/helpers/loans';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { decisions, loanEvents, loans } from '../../db/schema';
import { ONE_ACTIVE_INDEX } from './loan-transitions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('32 parallel submits with one Idempotency-Key', () => {
  it('create one application and give 32 identical answers', async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const quote = await requestQuote(ctx, member);
    const key = 'apply-once-0123456789';
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/loan/apply',
          headers: { ...member.headers(), 'idempotency-key': key },
          payload: applyBody(quote.quoteId),
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.body);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    // £10,000.00 over 12 months is more than 20 % of £42,000.00 a year allows: the policy counter-offers.
    expect(answers[0]?.json()).toMatchObject({
      code: '0',
      data: { status: 'APPROVED', decision: { outcome: 'COUNTER_OFFER', decidedBy: 'policy' } },
    });

    const rows = await ctx.deps.db.select().from(loans).where(eq(loans.memberId, member.id));
    expect(rows).toHaveLength(1);
    // Submitted, then decided: two events and one decision, however many times the key was replayed.
    const events = await ctx.deps.db.select().from(loanEvents).where(eq(loanEvents.loanId, rows[0]!.id));
    expect(events.map((event) => event.toStatus)).toEqual(['PENDING_REVIEW', 'APPROVED']);
    const decided = await ctx.deps.db.select().from(decisions).where(eq(decisions.loanId, rows[0]!.id));
    expect(decided).toHaveLength(1);
  });

  it('with different keys, still only one application in flight', async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const quote = await requestQuote(ctx, member);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/loan/apply',
          headers: { ...member.headers(), 'idempotency-key': `apply-race-key-${index}` },
          payload: applyBody(quote.quoteId),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes.filter((code) => code === '0')).toHaveLength(1);
    expect(codes.filter((code) => code === 'C409')).toHaveLength(7);
    const rows = await ctx.deps.db.select().from(loans).where(eq(loans.memberId, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the database itself', () => {
  it('refuses a second active application per member (partial unique index)', async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const quote = await requestQuote(ctx, member);
    const now = ctx.clock.now();
    const row = {
      memberId: member.id,
      quoteId: quote.quoteId,
      amount: 1_000_000,
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT' as const,
      annualRate: '0.099',
      overdueRate: '0.24',
      apr: '10.4',
      purpose: 'OTHER' as const,
      receivingAddress: TEST_USDT_ADDRESS,
      consentTermsAt: now,
      consentAgreementAt: now,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await ctx.deps.db.insert(loans).values({ ...row, status: 'PENDING_REVIEW' });
    // Final states do not count: any number of them may sit beside the active one.
    await ctx.deps.db.insert(loans).values([
      { ...row, status: 'REJECTED' },
      { ...row, status: 'WITHDRAWN' },
    ]);

    const second = ctx.deps.db.insert(loans).values({ ...row, status: 'SIGNED' });
    const error = await second.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    const outer = error as { message?: string; cause?: { code?: string; message?: string } };
    const cause = outer.cause ?? (error as { code?: string; message?: string });
    expect(cause.code).toBe('23505');
    expect(`${outer.message} ${cause.message}`).toContain(ONE_ACTIVE_INDEX);
  });
});
