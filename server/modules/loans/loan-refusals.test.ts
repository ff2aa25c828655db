import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyBody,
  approvedLoan,
  eligibleProfile,
  giveProfile,
  pendingLoan,
  referEveryApplication,
  requestQuote,
  submitApplication,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { setConfigValue } from '../config/config-service';
import { approveApplication } from '../operator/application-decisions';
import { disburseLoan } from '../operator/payout-service';

let ctx: TestContext;
let operator: TestMember;
let ada: TestMember;

async function borrower(profile: Partial<typeof eligibleProfile> = eligibleProfile): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member, profile);
  return member;
}

const quote = (member: TestMember, payload: Record<string, unknown>, lang?: 'en' | 'cn') =>
  ctx.app.inject({ method: 'POST', url: '/api/loan/quote', headers: member.headers(lang), payload });

const apply = (member: TestMember, payload: Record<string, unknown>, lang?: 'en' | 'cn') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(lang), 'idempotency-key': randomUUID() },
    payload,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  // The operator decides every application here; the credit policy's outcomes are tested on their own.
  await referEveryApplication(ctx);
  ada = await borrower();
});
afterAll(() => ctx.close());

describe('quote refusals (V400 with the field)', () => {
  it('refuses an amount below the configured minimum, naming it as money', async () => {
    const en = await quote(ada, { amount: 50_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'V400',
      msg: 'The loan amount cannot be less than £1,000.00',
      data: { fields: { amount: 'The loan amount cannot be less than £1,000.00' } },
    });
    const cn = await quote(ada, { amount: 50_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' }, 'cn');
    expect(cn.json().msg).toBe('贷款金额不能少于 £1,000.00');
  });

  it('refuses an amount above the configured maximum', async () => {
    const en = await quote(ada, { amount: 2_500_001, termMonths: 12, method: 'EQUAL_INSTALLMENT' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'V400',
      msg: 'The loan amount cannot exceed the maximum loan amount',
    });
    const cn = await quote(ada, { amount: 2_500_001, termMonths: 12, method: 'EQUAL_INSTALLMENT' }, 'cn');
    expect(cn.json().msg).toBe('贷款金额不能超过最高贷款额度');
  });

  it.each([11, 61, 12.5])('refuses a term of %s months', async (termMonths) => {
    const en = await quote(ada, { amount: 1_000_000, termMonths, method: 'EQUAL_INSTALLMENT' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'V400',
      msg: 'The loan term must be between 12 and 60 months',
      data: { fields: { termMonths: 'The loan term must be between 12 and 60 months' } },
    });
    const cn = await quote(ada, { amount: 1_000_000, termMonths, method: 'EQUAL_INSTALLMENT' }, 'cn');
    expect(cn.json().msg).toBe('借款期限须在12至60个月之间');
  });

  it('refuses an unknown repayment method', async () => {
    const response = await quote(ada, { amount: 1_000_000, termMonths: 12, method: 'BALLOON' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'V400', msg: 'Please select a repayment method' });
  });

  it('accepts the bounds: 12 and 60 months, the minimum and the maximum amount', async () => {
    for (const payload of [
      { amount: 100_000, termMonths: 12, method: 'ONE_TIME' },
      { amount: 2_500_000, termMonths: 60, method: 'INTEREST_FIRST' },
    ]) {
      const response = await quote(ada, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.schedule).toHaveLength(payload.method === 'ONE_TIME' ? 1 : 60);
    }
  });
});

describe('apply refusals', () => {
  it('refuses an ineligible applicant (C409), with every reason in data and the first in msg', async () => {
    const young = await borrower({
      ...eligibleProfile,
      base: { ...eligibleProfile.base, dateOfBirth: '2010-01-01' },
      contactAddress: { ...eligibleProfile.contactAddress, yearsAtAddress: 1 },
    });
    const q = await requestQuote(ctx, young);
    expect(q).toMatchObject({ quoteId: expect.any(Number) });
    const stored = await quote(young, { amount: 1_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' });
    expect(stored.json().data.eligibility).toEqual({
      eligible: false,
      reasons: ['age.under21', 'address.under3Years'],
    });

    const en = await apply(young, applyBody(q.quoteId));
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'C409',
      msg: 'You are not eligible for a loan: you must be at least 21 years old',
      data: { reasons: ['age.under21', 'address.under3Years'] },
    });
    const cn = await apply(young, applyBody(q.quoteId), 'cn');
    expect(cn.json().msg).toBe('您暂不符合借款条件：年龄须满21周岁');
  });

  it('reports missing profile data as ineligible on the quote and as missing sections on apply', async () => {
    const blank = await borrower({});
    const q = await quote(blank, { amount: 1_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' });
    expect(q.json().data.eligibility).toEqual({
      eligible: false,
      reasons: [
        'eligibility.dateOfBirth.missing',
        'eligibility.address.missing',
        'eligibility.income.missing',
      ],
    });
    const response = await apply(blank, applyBody(q.json().data.quoteId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'V400',
      msg: 'Please complete your profile before applying',
      data: {
        fields: {
          base: 'Please complete your basic information, including both ID photos',
          contactAddress: 'Please complete your contact address',
          employment: 'Please complete your employment information',
        },
      },
    });
  });

  it('refuses a second active application (C409)', async () => {
    const member = await borrower();
    await pendingLoan(ctx, member);
    const q = await requestQuote(ctx, member);
    const en = await submitApplication(ctx, member, q.quoteId);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'C409',
      msg: 'You already have an application in progress; only one can be open at a time',
    });
    const cn = await apply(member, applyBody(q.quoteId), 'cn');
    expect(cn.json().msg).toBe('您已有一笔正在处理的申请，同一时间只能有一笔申请');
  });

  it('refuses a missing consent (V400)', async () => {
    const q = await requestQuote(ctx, ada);
    for (const payload of [
      { ...applyBody(q.quoteId), consentTerms: false },
      { ...applyBody(q.quoteId), consentAgreement: undefined },
    ]) {
      const en = await apply(ada, payload);
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        code: 'V400',
        msg: 'Consent to terms and loan agreement is required to apply',
      });
    }
    const cn = await apply(ada, { ...applyBody(q.quoteId), consentTerms: false }, 'cn');
    expect(cn.json().msg).toBe('申请前须同意条款及贷款协议');
  });

  it.each([
    ['a bad TRC-20 checksum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['a bitcoin address', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['an ERC-20 address with a wrong EIP-55 checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
  ])('refuses %s as the receiving address (V400)', async (_name, receivingAddress) => {
    const q = await requestQuote(ctx, ada);
    const en = await apply(ada, { ...applyBody(q.quoteId), receivingAddress });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'V400',
      msg: 'Wallet address supports USDT only',
      data: { fields: { receivingAddress: 'Wallet address supports USDT only' } },
    });
    const cn = await apply(ada, { ...applyBody(q.quoteId), receivingAddress }, 'cn');
    expect(cn.json().msg).toBe('钱包地址仅支持 USDT');
  });

  it('refuses an expired quote (C409) and another member’s quote (N404)', async () => {
    const member = await borrower();
    const q = await requestQuote(ctx, member);
    const other = await apply(ada, applyBody(q.quoteId));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'N404', msg: 'The record does not exist' });

    const start = ctx.clock.now();
    ctx.clock.advanceDays(31);
    const { createSession } = await import('../auth/sessions');
    const { token } = await createSession(ctx.deps.db, ctx.deps.config, member.id, ctx.clock.now());
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: { token, 'idempotency-key': randomUUID() },
      payload: applyBody(q.quoteId),
    });
    ctx.clock.set(start);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'C409',
      msg: 'This quote has expired, please get a new quote',
    });
  });

  it('requires an Idempotency-Key', async () => {
    const q = await requestQuote(ctx, ada);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: ada.headers(),
      payload: applyBody(q.quoteId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('V400');
  });

  it('refuses a top-up while a running loan has less than 6 months of on-time payments', async () => {
    const member = await borrower();
    const loanId = await approvedLoan(ctx, member, operator);
    const contract = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/contract`,
      headers: member.headers(),
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${loanId}/sign`,
      headers: { ...member.headers(), 'idempotency-key': randomUUID() },
      payload: { fullName: 'Ada Lovelace', versionHash: contract.json().data.versionHash },
    });
    await verifyIdentity(ctx, member);
    await disburseLoan(ctx.deps, { loanId, operatorId: operator.id });
    // Above the running loan's settlement figure: a top-up quote, refused at submit with the day it opens.
    const q = await requestQuote(ctx, member, { amount: 2_000_000 });
    const response = await submitApplication(ctx, member, q.quoteId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('C409');
    expect(response.json().msg).toMatch(
      /^A top-up of your current loan is possible from \d{1,2} [A-Z][a-z]{2,3} \d{4}, once it has been paid out for 6 months with every payment on time$/,
    );
  });
});

describe('another member’s loan is N404 on every route', () => {
  it.each([
    ['GET', 'detail'],
    ['GET', 'bills'],
    ['GET', 'settlement'],
    ['GET', 'contract'],
    ['POST', 'withdraw'],
    ['POST', 'restore'],
    ['POST', 'review'],
  ] as const)('%s /loan/{id}/%s', async (method, action) => {
    const owner = await borrower();
    const loanId = await approvedLoan(ctx, owner, operator);
    const en = await ctx.app.inject({ method, url: `/api/loan/${loanId}/${action}`, headers: ada.headers() });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'N404', msg: 'The record does not exist' });
    const cn = await ctx.app.inject({
      method,
      url: `/api/loan/${loanId}/${action}`,
      headers: ada.headers('cn'),
    });
    expect(cn.json().msg).toBe('记录不存在');
  });

  it('POST /loan/{id}/sign', async () => {
    const owner = await borrower();
    const loanId = await approvedLoan(ctx, owner, operator);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${loanId}/sign`,
      headers: { ...ada.headers(), 'idempotency-key': randomUUID() },
      payload: { fullName: 'Ada Lovelace', versionHash: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('N404');
  });
});

describe('operator offer rules', () => {
  it('may lower the amount and rate, never raise them, and never exceed the 29.9% APR cap', async () => {
    const member = await borrower();
    const loanId = await pendingLoan(ctx, member, { amount: 1_000_000 });
    await expect(
      approveApplication(ctx.deps, { loanId, operatorId: operator.id, amount: 1_000_001 }),
    ).rejects.toMatchObject({
      code: 'C409',
      key: 'loan.offer.amountAboveQuote',
    });
    await expect(
      approveApplication(ctx.deps, { loanId, operatorId: operator.id, annualRate: '0.5' }),
    ).rejects.toMatchObject({
      code: 'C409',
      key: 'loan.offer.rateAboveQuote',
    });
    const offer = await approveApplication(ctx.deps, {
      loanId,
      operatorId: operator.id,
      amount: 800_000,
      annualRate: '0.05',
    });
    expect(offer.offer).toMatchObject({ amount: 800_000, annualRate: '0.05', apr: '5.1' });
    // A quote made at a rate whose APR is above the cap cannot become an offer at that rate.
    await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.266');
    const dear = await borrower();
    const dearLoan = await pendingLoan(ctx, dear, { amount: 500_000, termMonths: 36 });
    await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.099');
    await expect(
      approveApplication(ctx.deps, { loanId: dearLoan, operatorId: operator.id }),
    ).rejects.toMatchObject({
      code: 'C409',
      key: 'loan.offer.aprCap',
      details: { params: { apr: '30.1', cap: '29.9' } },
    });
    const capped = await approveApplication(ctx.deps, {
      loanId: dearLoan,
      operatorId: operator.id,
      annualRate: '0.264467',
    });
    expect(capped.offer.apr).toBe('29.9');
    // Once decided, a second decision is not in the table.
    await expect(approveApplication(ctx.deps, { loanId, operatorId: operator.id })).rejects.toMatchObject({
      code: 'C409',
      key: 'transition.notAllowed',
    });
  });
});

describe('draft', () => {
  it('keeps the wizard draft per member, refuses one above 64 kB, and clears it on apply', async () => {
    const member = await borrower();
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/loan/draft', headers: member.headers() });
    expect(empty.json().data).toEqual({ draft: null, updatedAt: null });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/loan/draft',
      headers: member.headers(),
      payload: { draft: { step: 'amount', amount: 500_000 } },
    });
    expect(saved.json()).toMatchObject({ code: '0', msg: 'Saved successfully' });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/loan/draft', headers: member.headers() });
    expect(mine.json().data.draft).toEqual({ step: 'amount', amount: 500_000 });
    const others = await ctx.app.inject({ method: 'GET', url: '/api/loan/draft', headers: ada.headers() });
    expect(others.json().data.draft).toBeNull();

    const big = await ctx.app.inject({
      method: 'PUT',
      url: '/api/loan/draft',
      headers: member.headers(),
      payload: { draft: { notes: 'x'.repeat(66_000) } },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('V400');

    await pendingLoan(ctx, member);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/loan/draft', headers: member.headers() });
    expect(after.json().data.draft).toBeNull();
  });
});
