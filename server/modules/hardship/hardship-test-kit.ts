import { randomUUID } from 'node:crypto';
import { disbursedLoan, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { setConfigValue } from '../config/config-service';

/**
 * The hardship API tests' world: 10,000.00 over 12 months at 12%, paid out on Monday 2 March 2026, so that
 * instalments of 888.49 fall due on 2 April, 2 May, …; nothing is paid unless a test pays it. Two
 * operators (a second approves what the first asks for) and the borrower, Ada Lovelace.
 */
export interface HardshipWorld {
  ctx: TestContext;
  operator: TestMember;
  second: TestMember;
  member: TestMember;
  loanId: number;
}

export async function hardshipWorld(): Promise<HardshipWorld> {
  const ctx = await createTestApp();
  ctx.clock.set('2026-03-02T10:00:00Z');
  const operator = await createMemberWithToken(ctx, { role: 'operator' });
  const second = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { ctx, operator, second, member, loanId };
}

/** A request for help that adds up: £1,200 income, £1,050 of spending, £100 a month offered. */
export const helpBody = {
  changes: ['JOB', 'HEALTH'],
  details: 'Hours cut at work after an operation.',
  since: '2026-04-01',
  statement: {
    income: 120_000,
    spending: {
      housing: 60_000,
      councilTax: 12_000,
      energy: 10_000,
      food: 15_000,
      transport: 5_000,
      otherCredit: 3_000,
      other: 0,
    },
    canPay: 10_000,
  },
};

/** A borrower's call with an Idempotency-Key on writes (a fresh one unless given). */
export function borrowerCall(
  ctx: TestContext,
  member: TestMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  options: { key?: string; lang?: 'en' | 'cn' | 'tw' } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...member.headers(options.lang),
      ...(method === 'POST' ? { 'idempotency-key': options.key ?? randomUUID() } : {}),
    },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });
}

export const ask = (ctx: TestContext, member: TestMember, loanId: number, body: object = helpBody) =>
  borrowerCall(ctx, member, 'POST', `/api/loan/${loanId}/hardship`, body);

export const moveTo = (ctx: TestContext, operator: TestMember, date: string) =>
  operatorCall(ctx, operator, 'POST', '/api/operator/business-date', { date });

/** Asks for help and answers the request's id. */
export async function askedFor(ctx: TestContext, member: TestMember, loanId: number): Promise<number> {
  const response = await ask(ctx, member, loanId);
  if (response.statusCode !== 200) throw new Error(`ask failed: ${response.body}`);
  return response.json().data.request.id as number;
}

/** An operator's offer of `terms` on the request; answers the case. */
export async function offered(ctx: TestContext, operator: TestMember, requestId: number, terms: object) {
  const response = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/offer`, {
    terms,
  });
  if (response.statusCode !== 200) throw new Error(`offer failed: ${response.body}`);
  return response.json().data;
}

/** Accepts the offer the borrower's hardship view shows, signing with their name and its hash. */
export async function accept(
  ctx: TestContext,
  member: TestMember,
  loanId: number,
  options: { key?: string; fullName?: string } = {},
) {
  const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
  if (!view.offer) throw new Error('no offer to accept');
  return borrowerCall(
    ctx,
    member,
    'POST',
    `/api/loan/${loanId}/hardship/offers/${view.offer.id}/accept`,
    { fullName: options.fullName ?? 'Ada Lovelace', versionHash: view.offer.document.versionHash },
    options.key ? { key: options.key } : {},
  );
}
