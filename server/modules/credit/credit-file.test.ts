import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyBody,
  eligibleProfile,
  giveProfile,
  operatorCall,
  requestQuote,
  seededOperator,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { creditSearches, decisions, loans, members } from '../../db/schema';
import { AgencyUnavailableError, type CreditReferenceAgency } from './credit-reference-agency';

/**
 * The credit file at quote and submit, end to end through the API against the simulated agency (its own
 * HTTP service, started by the test helper): each published test person gets the outcome policy version 2
 * gives, every search is recorded, a repeated submit searches once, the agency down refers, a decline
 * starts the 3-month wait, shared details refer, and an operator cannot offer without a file.
 */

let ctx: TestContext;
let operator: TestMember;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-11-26T10:00:00Z');
  operator = await seededOperator(ctx);
});
afterAll(() => ctx.close());

async function person(lastName: string, income = 4_200_000): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member, {
    ...eligibleProfile,
    base: { ...eligibleProfile.base, lastName },
    employment: { ...eligibleProfile.employment, personalAnnualIncome: income },
  });
  return member;
}

async function applyAs(member: TestMember, key = randomUUID(), quoteId?: number, body?: object) {
  const quote = quoteId ?? (await requestQuote(ctx, member, { amount: 300_000 })).quoteId;
  const payload = body ?? applyBody(quote);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(), 'idempotency-key': key },
    payload,
  });
  return { response, quoteId: quote, payload };
}

const searchesOf = (member: TestMember) =>
  ctx.deps.db
    .select()
    .from(creditSearches)
    .where(eq(creditSearches.memberId, member.id))
    .orderBy(asc(creditSearches.id));

describe('each test person at submit (£3,000 over 12 months, £42,000 a year)', () => {
  it.each([
    ['Lovelace', 'APPROVE', []],
    ['Testdefault', 'DECLINE', ['credit.recentDefault']],
    ['Testinsolvent', 'DECLINE', ['credit.insolvency']],
    ['Testfraud', 'REFER', ['credit.fraudMarker']],
    ['Testthin', 'REFER', ['credit.identityNotMatched']],
    ['Testbusy', 'REFER', ['credit.manySearches']],
    ['Testlowincome', 'REFER', ['income.proofNeeded']],
    // £900 a month elsewhere against 20 % of £3,500: even the minimum does not fit.
    ['Testcommitted', 'DECLINE', ['affordability.unaffordable']],
  ] as const)('%s → %s %j', async (lastName, outcome, reasons) => {
    const member = await person(lastName);
    const { response } = await applyAs(member);
    expect(response.statusCode).toBe(200);
    const decision = response.json().data.decision;
    expect(decision.outcome).toBe(outcome);
    expect(decision.reasons).toEqual(reasons);
    // One soft search at quote, one hard at submit, both answered.
    const searches = await searchesOf(member);
    expect(searches.map((search) => [search.kind, search.purpose, search.outcome])).toEqual([
      ['soft', 'quote', 'found'],
      ['hard', 'application', 'found'],
    ]);
    const [stored] = await ctx.deps.db
      .select()
      .from(decisions)
      .where(eq(decisions.loanId, response.json().data.loanId));
    expect(stored?.policyVersion).toBe('credit-policy-2');
    expect(stored?.creditSearchId).toBe(searches[1]!.id);
    expect((stored!.inputs as unknown as { creditFile: { reference: string } }).creditFile.reference).toBe(
      searches[1]!.fileReference,
    );
  });

  it('Testcommitted on £90,000: the other lenders’ £900 counts, and a lower amount is offered', async () => {
    const member = await person('Testcommitted', 9_000_000);
    const quote = await requestQuote(ctx, member, { amount: 1_500_000 });
    const { response } = await applyAs(member, randomUUID(), quote.quoteId);
    const decision = response.json().data.decision;
    expect(decision.outcome).toBe('COUNTER_OFFER');
    expect(decision.figures.creditCommitments).toBe(90_000);
    expect(decision.figures.offerAmount).toBe(680_000);
  });

  it('a decline on the file names the agency and how to get the file (CCA s157)', async () => {
    const member = await person('Testdefault');
    const { response } = await applyAs(member);
    const loanId = response.json().data.loanId;
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/detail`,
      headers: member.headers(),
    });
    expect(detail.json().data.decision.agency.name).toMatch(/Northgate/);
    const messages = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification/all/list?page=1&pageSize=20',
      headers: member.headers(),
    });
    const bodies = JSON.stringify(messages.json().data);
    expect(bodies).toMatch(/credit file at Northgate/);
    expect(bodies).toMatch(/right to a copy of your file/);
  });
});

describe('the searches', () => {
  it('a quote is a soft search and tells the borrower what it found', async () => {
    const clean = await person('Lovelace');
    expect((await requestQuote(ctx, clean, { amount: 300_000 })) as unknown).toMatchObject({
      creditCheck: 'clear',
    });
    const adverse = await person('Testinsolvent');
    expect((await requestQuote(ctx, adverse, { amount: 300_000 })) as unknown).toMatchObject({
      creditCheck: 'adverse',
    });
  });

  it('the same submit repeated (the same key) searches once and answers the stored decision', async () => {
    const member = await person('Lovelace');
    const key = randomUUID();
    const first = await applyAs(member, key);
    const again = await applyAs(member, key, first.quoteId, first.payload);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().data).toEqual(first.response.json().data);
    expect((await searchesOf(member)).filter((search) => search.kind === 'hard')).toHaveLength(1);
  });

  it('the borrower lists the searches made on them, newest first', async () => {
    const member = await person('Lovelace');
    await applyAs(member);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/credit-searches',
      headers: member.headers(),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.list.map((row: { kind: string; purpose: string; answered: boolean }) => [
          row.kind,
          row.purpose,
          row.answered,
        ]),
    ).toEqual([
      ['hard', 'application', true],
      ['soft', 'quote', true],
    ]);
  });
});

describe('the agency down', () => {
  const down: CreditReferenceAgency = {
    softSearch: async () => {
      throw new AgencyUnavailableError('serverError');
    },
    hardSearch: async () => {
      throw new AgencyUnavailableError('timeout');
    },
  };

  it('a quote still answers; the application is referred with the reason, never approved; an operator cannot offer until a search finds the file', async () => {
    const real = ctx.deps.creditAgency;
    ctx.deps.creditAgency = down;
    try {
      const member = await person('Lovelace');
      const quote = await requestQuote(ctx, member, { amount: 300_000 });
      expect(quote as unknown).toMatchObject({ creditCheck: 'unavailable' });
      const { response } = await applyAs(member, randomUUID(), quote.quoteId);
      expect(response.json().data.decision).toMatchObject({
        outcome: 'REFER',
        reasons: ['credit.agencyUnavailable'],
      });
      const loanId = response.json().data.loanId;
      expect((await searchesOf(member)).map((search) => [search.kind, search.outcome, search.fault])).toEqual(
        [
          ['soft', 'failed', 'serverError'],
          ['hard', 'failed', 'timeout'],
        ],
      );

      const approve = await operatorCall(
        ctx,
        operator,
        'POST',
        `/api/operator/applications/${loanId}/approve`,
        {},
      );
      expect(approve.statusCode).toBe(409);
      expect(approve.json().msg).toMatch(/No credit file/);
      const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
      expect(loan?.status).toBe('PENDING_REVIEW');

      ctx.deps.creditAgency = real;
      const again = await operatorCall(
        ctx,
        operator,
        'POST',
        `/api/operator/applications/${loanId}/credit-search`,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().data.search).toMatchObject({ kind: 'hard', purpose: 'review', found: true });
      const approved = await operatorCall(
        ctx,
        operator,
        'POST',
        `/api/operator/applications/${loanId}/approve`,
        {},
      );
      expect(approved.statusCode).toBe(200);
    } finally {
      ctx.deps.creditAgency = real;
    }
  });
});

describe('cool-off and shared details', () => {
  it('after a decline a new application is refused until three months later, with the date', async () => {
    const member = await person('Testdefault');
    await applyAs(member);
    const { response } = await applyAs(member);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      'A new application is possible 3 months after the previous one, from 26 Feb 2027',
    );
    // Refused before any search: the refusal leaves no footprint on the file.
    expect((await searchesOf(member)).filter((search) => search.kind === 'hard')).toHaveLength(1);
  });

  it('the same ID number on two borrowers refers the second, and the console shows the first', async () => {
    const first = await person('Lovelace');
    const [firstRow] = await ctx.deps.db
      .select({ base: members.base })
      .from(members)
      .where(eq(members.id, first.id));
    const firstBase = firstRow?.base as Record<string, unknown>;
    const second = await createMemberWithToken(ctx);
    await giveProfile(ctx, second, {
      ...eligibleProfile,
      base: { ...eligibleProfile.base, idNumber: String(firstBase.idNumber) },
    });
    const { response } = await applyAs(second);
    expect(response.json().data.decision).toMatchObject({
      outcome: 'REFER',
      reasons: ['fraud.sharedDetails'],
    });
    const file = await operatorCall(
      ctx,
      operator,
      'GET',
      `/api/operator/applications/${response.json().data.loanId}/credit-file`,
    );
    expect(file.json().data.sharedWith).toEqual([
      expect.objectContaining({ memberId: first.id, matched: ['idNumber'] }),
    ]);
  });
});
