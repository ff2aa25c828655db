import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disbursedLoan, giveProfile, requestQuote, seededOperator } from '../../../tests/helpers/loans';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { creditSearches, loanQuotes, members } from '../../db/schema';

// The wizard's review step shows the agreement the borrower would sign, with their figures, before they
// apply (issue 37): the offer's own template, the quote's own figures, nothing stored, no search.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const loan = { amount: 500_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' } as const;

async function rows() {
  const [quotes] = await ctx.deps.db.select({ n: count() }).from(loanQuotes);
  const [searches] = await ctx.deps.db.select({ n: count() }).from(creditSearches);
  return { quotes: quotes?.n, searches: searches?.n };
}

describe('POST /api/loan/agreement-preview', () => {
  it("reads as the offer's agreement with the quote's figures, in the reader's language, storing nothing", async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const quote = await requestQuote(ctx, member, loan);
    const before = await rows();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/agreement-preview',
      headers: member.headers('en'),
      payload: loan,
    });
    expect(response.json().code).toBe('0');
    const preview = response.json().data;
    expect(preview).toMatchObject({
      amount: loan.amount,
      termMonths: 12,
      apr: quote.apr,
      annualRate: quote.annualRate,
      totalPayable: quote.totalPayable,
      parties: { borrower: 'Ada Lovelace' },
    });
    const headings = preview.sections.map((section: { heading: string }) => section.heading);
    expect(headings).toEqual([
      'Parties',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'When payments are due',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Validity of this offer',
    ]);
    expect(preview.sections[0].text).toContain('(numbered when we make the offer)');
    expect(preview.sections[0].text).toContain('Ada Lovelace');
    expect(preview.schedule).toHaveLength(12);
    expect(await rows()).toEqual(before);

    const chinese = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/agreement-preview',
      headers: member.headers('cn'),
      payload: { ...loan, borrower: 'Ada Byron' },
    });
    expect(chinese.json().data.sections[0]).toMatchObject({ heading: '合同双方' });
    expect(chinese.json().data.parties.borrower).toBe('Ada Byron');
  });

  it('refuses an amount outside the range with the quote’s own message', async () => {
    const member = await createMemberWithToken(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/agreement-preview',
      headers: member.headers('en'),
      payload: { ...loan, amount: 100 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.amount).toMatch(/^The loan amount cannot be less than £/);
  });

  it('reads as this borrower would sign it: a top-up names the loan it settles, a bank payout the account', async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    await disbursedLoan(ctx, member, await seededOperator(ctx), { amount: 300_000, termMonths: 12 });
    await ctx.deps.db
      .update(members)
      .set({
        payoutMethod: 'BANK',
        bankAccount: {
          accountHolderName: 'Ada Lovelace',
          sortCode: '089999',
          accountNumber: '66374958',
          accountType: 'PERSONAL',
          copOutcome: 'MATCH',
          modulus: 'VALID',
          checkedAt: '2026-11-29T09:00:00.000Z',
        },
      })
      .where(eq(members.id, member.id));

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/agreement-preview',
      headers: member.headers('en'),
      payload: { ...loan, amount: 800_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sections = response.json().data.sections as { heading: string; text: string }[];
    const text = (heading: string) => sections.find((part) => part.heading === heading)?.text;
    expect(text('The loan this one replaces')).toMatch(/^This is a top-up: it replaces your loan \S+\./);
    expect(text('What settles it and what you receive')).toMatch(
      /would settle loan \S+ and £[\d,.]+ would be paid to you/,
    );
    expect(text('Where we pay the credit')).toContain(
      'Ada Lovelace, sort code 08-99-99, account number ending 4958',
    );
    expect(sections.some((part) => part.heading === 'Pounds and USDT')).toBe(false);
  });
});
