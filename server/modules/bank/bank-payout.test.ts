import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from '../../../tests/helpers/db-snapshot';
import {
  applyBody,
  operatorCall as call,
  giveProfile,
  requestQuote,
  seededOperator,
  seededSecondOperator,
  signedLoan,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, ledgerEntries, loans, members } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/**
 * A loan paid into a UK bank account through the same Payouts queue (decision 099): the account in full for
 * the operator, the name check's answer, two operators above the limit, the Faster Payments reference
 * required and kept on the ledger's payout entry, no USDT; the borrower sees the account by its last four.
 */

const PASSWORD = 'Harbour-light-9';
let ctx: TestContext;
let first: TestMember;
let second: TestMember;

async function bankBorrower(account: Record<string, string>): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  await ctx.deps.db
    .update(members)
    .set({
      passwordHash: await hashPassword(PASSWORD),
      employment: {
        status: 'FULL_TIME',
        employerName: 'Harbour',
        employerPhone: '+447700900456',
        workingYears: 9,
        personalAnnualIncome: 20_000_000,
        familyAnnualIncome: 20_000_000,
      },
    })
    .where(eq(members.id, member.id));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/member/updateBankAccount',
    headers: member.headers(),
    payload: { ...account, password: PASSWORD },
  });
  if (saved.statusCode !== 200) throw new Error(`bank account refused: ${saved.body}`);
  return member;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-12-01T10:00:00Z');
  first = await seededOperator(ctx);
  second = await seededSecondOperator(ctx);
  const rate = await ctx.app.inject({
    method: 'POST',
    url: '/api/operator/usdt-rate',
    headers: { ...first.headers(), 'idempotency-key': randomUUID() },
    payload: { rate: '1.250000' },
  });
  if (rate.statusCode !== 200) throw new Error(`rate refused: ${rate.body}`);
});
afterAll(() => ctx.close());

describe('a bank payout in the Payouts queue', () => {
  it('shows the account in full, needs two operators and the reference, and books the reference on the ledger', async () => {
    const member = await bankBorrower({
      accountHolderName: 'Jane Smith',
      sortCode: '08-99-99',
      accountNumber: '66374958',
    });
    const loanId = await signedLoan(ctx, member, first, { amount: 1_200_000, termMonths: 24 });
    await verifyIdentity(ctx, member);
    // A change after applying does not move this loan's money: it goes where the application said.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/updateBankAccount',
      headers: member.headers(),
      payload: {
        accountHolderName: 'Sam Lee',
        sortCode: '99-99-99',
        accountNumber: '12345678',
        password: PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);

    const listed = (await call(ctx, first, 'GET', '/api/operator/payouts?pageSize=100'))
      .json()
      .data.list.find((row: { loanId: number }) => row.loanId === loanId);
    expect(listed).toMatchObject({
      amount: 1_200_000,
      secondApprovalNeeded: true,
      bankAccount: {
        accountHolderName: 'Jane Smith',
        sortCode: '089999',
        accountNumber: '66374958',
        copOutcome: 'MATCH',
      },
    });
    expect(listed.usdt).toBeUndefined();

    await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/payout-ready`);
    const ready = (await call(ctx, second, 'GET', '/api/operator/payouts?pageSize=100'))
      .json()
      .data.list.find((row: { loanId: number }) => row.loanId === loanId);

    const before = await snapshot(ctx);
    const noReference = await call(ctx, second, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      version: ready.version,
    });
    expect(noReference.json()).toMatchObject({
      code: 'V400',
      data: { fields: { reference: 'Enter the Faster Payments reference of the transfer you made' } },
    });
    const withUsdt = await call(
      ctx,
      second,
      'POST',
      `/api/operator/loans/${loanId}/disburse`,
      { version: ready.version, reference: 'FP-26120100042', usdtRate: '1.250000' },
      'cn',
    );
    expect(withUsdt.json()).toMatchObject({
      code: 'C409',
      msg: '此笔放款以英镑汇入英国银行账户：没有 USDT 金额或汇率',
    });
    const byFirst = await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      version: ready.version,
      reference: 'FP-26120100042',
    });
    expect(byFirst.json().code).toBe('C409');
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);

    const sent = await call(ctx, second, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      version: ready.version,
      reference: 'FP-26120100042',
    });
    expect(sent.json()).toMatchObject({ code: '0', data: { status: 'DISBURSED', usdt: null } });
    const [payout] = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.loanId, loanId), eq(ledgerEntries.kind, 'PAYOUT')));
    expect(payout).toMatchObject({
      amount: 1_200_000,
      reference: 'FP-26120100042',
      usdtAmount: null,
      usdtRate: null,
    });
    const [audit] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan.disburse'), eq(auditLog.targetId, String(loanId))));
    expect(audit).toMatchObject({ operatorId: second.id, after: { reference: 'FP-26120100042' } });
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan?.payoutBankAccount).toMatchObject({ accountNumber: '66374958' });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/detail`,
      headers: member.headers(),
    });
    expect(detail.json().data.payoutBankAccount).toEqual({
      accountHolderName: 'Jane Smith',
      sortCode: '089999',
      accountNumberLast4: '4958',
    });
    expect(detail.body).not.toContain('66374958');
    const contract = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/contract`,
      headers: member.headers(),
    });
    const sections = contract.json().data.sections as { heading: string; text: string }[];
    expect(sections.find((part) => part.heading === 'Where we pay the credit')?.text).toContain(
      'Jane Smith, sort code 08-99-99, account number ending 4958',
    );
    expect(sections.some((part) => part.heading === 'Pounds and USDT')).toBe(false);
  });
});

describe('applying to be paid into a bank account', () => {
  it('needs no USDT address, keeps none, and still asks a borrower paid in USDT for one', async () => {
    const member = await bankBorrower({
      accountHolderName: 'Jane Smith',
      sortCode: '08-99-99',
      accountNumber: '66374958',
    });
    const quote = await requestQuote(ctx, member);
    const { receivingAddress: _none, ...withoutAddress } = applyBody(quote.quoteId);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: { ...member.headers(), 'idempotency-key': randomUUID() },
      payload: withoutAddress,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, applied.json().data.loanId));
    expect(loan).toMatchObject({ receivingAddress: '', payoutBankAccount: { accountNumber: '66374958' } });

    const usdt = await createMemberWithToken(ctx);
    await giveProfile(ctx, usdt);
    const usdtQuote = await requestQuote(ctx, usdt);
    const before = await snapshot(ctx);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: { ...usdt.headers('en'), 'idempotency-key': randomUUID() },
      payload: { ...applyBody(usdtQuote.quoteId), receivingAddress: undefined },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'V400',
      data: { fields: { receivingAddress: 'Please enter the wallet address' } },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });
});
