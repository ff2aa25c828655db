import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveProfile,
  operatorCall,
  pendingLoan,
  seededOperator,
  seededSecondOperator,
  signedLoan,
  submitRepayment,
  uploadVoucher,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, loanBills, loans, members } from '../../db/schema';

/**
 * The lender's desk through the operator API: the queues' figures, who has an item open, actions refused
 * when the item changed since it was opened, decisions applied once per key, payouts with their deadline
 * and two operators above the limit, reasons from a list in the borrower's language, the audit log's
 * filters and CSV, and adding an operator.
 */

let ctx: TestContext;
let first: TestMember;
let second: TestMember;

async function borrower(lang: 'en' | 'cn' | 'tw' = 'en'): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  await ctx.deps.db.update(members).set({ lang }).where(eq(members.id, member.id));
  return member;
}

const call = operatorCall;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-12-01T10:00:00Z');
  first = await seededOperator(ctx);
  second = await seededSecondOperator(ctx);
});
afterAll(() => ctx.close());

describe('queues', () => {
  it('count each queue and give its oldest item’s time', async () => {
    const before = (await call(ctx, first, 'GET', '/api/operator/queues')).json().data;
    const member = await borrower();
    await pendingLoan(ctx, member);
    const after = (await call(ctx, first, 'GET', '/api/operator/queues')).json().data;
    expect(after.applications.count).toBe(before.applications.count + 1);
    expect(after.applications.oldestAt).toEqual(expect.any(String));
    expect(after).toMatchObject({
      kyc: { count: expect.any(Number) },
      repayments: { count: expect.any(Number) },
      payouts: { count: expect.any(Number), overdue: expect.any(Number) },
    });
  });
});

describe('who has an item open', () => {
  it('shows the holder to the other operator and in the queue, lapses after two minutes, and is released', async () => {
    const loanId = await pendingLoan(ctx, await borrower());
    const mine = await call(ctx, first, 'PUT', `/api/operator/claims/application/${loanId}`);
    expect(mine.json().data.claim).toMatchObject({ operatorId: first.id, email: first.email, mine: true });
    const theirs = await call(ctx, second, 'PUT', `/api/operator/claims/application/${loanId}`);
    expect(theirs.json().data.claim).toMatchObject({ operatorId: first.id, email: first.email, mine: false });
    const queue = (
      await call(ctx, second, 'GET', '/api/operator/applications?status=PENDING_REVIEW&pageSize=100')
    )
      .json()
      .data.list.find((item: { loanId: number }) => item.loanId === loanId);
    expect(queue.claim).toMatchObject({ email: first.email, mine: false });

    // The first operator's tab closed: after two minutes unseen the item is free for the second.
    ctx.clock.advance(121_000);
    const taken = await call(ctx, second, 'PUT', `/api/operator/claims/application/${loanId}`);
    expect(taken.json().data.claim).toMatchObject({ operatorId: second.id, mine: true });
    await call(ctx, second, 'DELETE', `/api/operator/claims/application/${loanId}`);
    const freed = await call(ctx, first, 'PUT', `/api/operator/claims/application/${loanId}`);
    expect(freed.json().data.claim).toMatchObject({ operatorId: first.id, mine: true });
  });
});

describe('two operators on one item', () => {
  it('the second operator’s decision on what they saw before the first decided is refused, naming the first', async () => {
    const member = await borrower();
    const loanId = await pendingLoan(ctx, member);
    const seen = (
      await call(ctx, second, 'GET', `/api/operator/applications?status=PENDING_REVIEW&pageSize=100`)
    )
      .json()
      .data.list.find((item: { loanId: number }) => item.loanId === loanId);
    // The application's own page carries the same version, wherever it sits in the queue.
    const detail = await call(ctx, second, 'GET', `/api/operator/applications/${loanId}`);
    expect(detail.json().data.version).toBe(seen.version);
    const approved = await call(ctx, first, 'POST', `/api/operator/applications/${loanId}/approve`, {
      version: seen.version,
    });
    expect(approved.json().code).toBe('0');
    const late = await call(ctx, second, 'POST', `/api/operator/applications/${loanId}/reject`, {
      reasonCode: 'affordability',
      version: seen.version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(
      new RegExp(`^${first.email} dealt with this item at .+, after you opened it`),
    );
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan?.status).toBe('APPROVED');
  });

  it('a decision sent twice with one key is applied once and answered the same', async () => {
    const loanId = await pendingLoan(ctx, await borrower());
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/operator/applications/${loanId}/approve`,
        headers: { ...first.headers(), 'idempotency-key': key },
        payload: { amount: 500_000, note: 'Lower' },
      });
    const [a, b] = [await send(), await send()];
    expect(a.json().code).toBe('0');
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    const lines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan.approve'), eq(auditLog.targetId, String(loanId))));
    expect(lines).toHaveLength(1);
  });
});

describe('reasons from a list, in the borrower’s language', () => {
  it('lists the reasons in the operator’s language, and the borrower reads the decline in theirs', async () => {
    const lists = (await call(ctx, first, 'GET', '/api/operator/reasons', undefined, 'tw')).json().data;
    expect(lists.decline.map((reason: { code: string }) => reason.code)).toEqual([
      'affordability',
      'incomeUnverified',
      'detailsInconsistent',
      'employmentUnsettled',
      'other',
    ]);
    expect(lists.kyc[0]).toEqual({ code: 'photoUnreadable', label: '證件照片無法清晰辨識' });

    const member = await borrower('cn');
    const loanId = await pendingLoan(ctx, member);
    const refused = await call(ctx, first, 'POST', `/api/operator/applications/${loanId}/reject`, {
      reasonCode: 'incomeUnverified',
      reason: 'Payslips from March missing',
    });
    expect(refused.json().code).toBe('0');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/detail`,
      headers: member.headers(),
    });
    expect(detail.json().data.rejectionReason).toBe('我们无法核实您的收入：Payslips from March missing');
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan?.rejectionReasonCode).toBe('incomeUnverified');
  });

  it('needs the operator’s own words with “other” or with no code', async () => {
    const loanId = await pendingLoan(ctx, await borrower());
    for (const body of [{ reasonCode: 'other' }, {}]) {
      const response = await call(ctx, first, 'POST', `/api/operator/applications/${loanId}/reject`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'V400',
        data: { fields: { reason: 'Please give a reason' } },
      });
    }
  });

  it('an identity check is rejected with a coded reason, read next to the typed details', async () => {
    const member = await borrower();
    const [front, back] = [await uploadVoucher(ctx, member), await uploadVoucher(ctx, member)];
    const submitted = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/updateKyc',
      headers: member.headers(),
      payload: {
        realName: 'Ada Lovelace',
        idNumber: 'AB123456C',
        idFrontUploadId: front,
        idBackUploadId: back,
      },
    });
    expect(submitted.json().code).toBe('0');
    const item = (await call(ctx, first, 'GET', `/api/operator/kyc/${member.id}`)).json().data;
    expect(item).toMatchObject({
      kycStatus: 'PENDING',
      kyc: { realName: 'Ada Lovelace', idFrontUploadId: front, idBackUploadId: back },
      base: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-14', nationality: 'British' },
    });
    const rejected = await call(ctx, first, 'POST', `/api/operator/kyc/${member.id}/reject`, {
      reasonCode: 'documentExpired',
      version: item.version,
    });
    expect(rejected.json().data).toMatchObject({
      kycStatus: 'REJECTED',
      kycRejectReason: 'The document has expired',
    });
  });
});

describe('payouts', () => {
  it('list signed loans with the deadline, the address checked and overdue first', async () => {
    const member = await borrower();
    const loanId = await signedLoan(ctx, member, first, { amount: 300_000 });
    const list = (await call(ctx, first, 'GET', '/api/operator/payouts?pageSize=100')).json().data.list;
    const item = list.find((row: { loanId: number }) => row.loanId === loanId);
    expect(item).toMatchObject({
      borrowerName: 'Ada Lovelace',
      // The application's ID photos went to the identity check when it was submitted.
      kycStatus: 'PENDING',
      amount: 300_000,
      network: 'TRC20',
      addressValid: true,
      secondApprovalNeeded: false,
      overdue: false,
      readyBy: null,
    });
    // Signed on Tuesday 1 December 2026 in the morning: due by 18:00 GMT on Wednesday.
    expect(item.signedAt.slice(0, 10)).toBe('2026-12-01');
    expect(item.deadline).toBe('2026-12-02T18:00:00.000Z');
    ctx.clock.advance(3 * 86_400_000);
    const later = (await call(ctx, first, 'GET', '/api/operator/payouts?pageSize=100')).json().data.list;
    expect(later.find((row: { loanId: number }) => row.loanId === loanId).overdue).toBe(true);
    const queues = (await call(ctx, first, 'GET', '/api/operator/queues')).json().data;
    expect(queues.payouts.overdue).toBeGreaterThanOrEqual(1);
  });

  it('above £10,000.00 one operator marks the payout ready and a different one sends it, with its reference', async () => {
    const member = await borrower();
    await ctx.deps.db
      .update(members)
      .set({
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
    const loanId = await signedLoan(ctx, member, first, { amount: 1_200_000, termMonths: 24 });
    await verifyIdentity(ctx, member);
    const alone = await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      reference: '0xabc',
    });
    expect(alone.json()).toMatchObject({
      code: 'C409',
      msg: 'This payout needs two operators: mark it ready first, then another operator sends it',
    });
    const ready = await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/payout-ready`);
    expect(ready.json().data).toMatchObject({ loanId, readyBy: first.id });
    const same = await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      reference: '0xabc',
    });
    expect(same.json().msg).toBe('You marked this payout ready: a different operator must send it');
    const listed = (await call(ctx, second, 'GET', '/api/operator/payouts?pageSize=100'))
      .json()
      .data.list.find((row: { loanId: number }) => row.loanId === loanId);
    expect(listed).toMatchObject({
      secondApprovalNeeded: true,
      readyBy: { operatorId: first.id, email: first.email },
    });
    const sent = await call(ctx, second, 'POST', `/api/operator/loans/${loanId}/disburse`, {
      reference: '0x5f2c9a0b',
      version: listed.version,
    });
    expect(sent.json()).toMatchObject({ code: '0', data: { status: 'DISBURSED' } });
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan).toMatchObject({
      disbursedBy: second.id,
      payoutReadyBy: first.id,
      payoutReference: '0x5f2c9a0b',
    });
  });
});

describe('repayments', () => {
  it('show the bills, what the borrower stated and the repayment address; a coded refusal reopens the bills', async () => {
    const member = await borrower();
    const loanId = await signedLoan(ctx, member, first, { amount: 300_000 });
    await verifyIdentity(ctx, member);
    await call(ctx, first, 'POST', `/api/operator/loans/${loanId}/disburse`, { reference: '0x01' });
    const [bill] = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId)).limit(1);
    const submitted = await submitRepayment(ctx, member, {
      billIds: [bill!.id],
      voucherUploadId: await uploadVoucher(ctx, member),
      statedAmount: 26_361,
      statedReference: '0x9f8e7d',
    });
    const repaymentId = submitted.json().data.repaymentId as number;
    const detail = (await call(ctx, first, 'GET', `/api/operator/repayments/${repaymentId}`)).json().data;
    expect(detail).toMatchObject({
      repayment: { statedAmount: 26_361, statedReference: '0x9f8e7d', status: 'PENDING' },
      bills: [{ billId: bill!.id, status: 'TO_BE_CONFIRMED' }],
      loan: { loanId },
      email: member.email,
      repaymentAddress: expect.any(String),
    });
    const refused = await call(ctx, first, 'POST', `/api/operator/repayments/${repaymentId}/refuse`, {
      reasonCode: 'paymentNotReceived',
      version: detail.repayment.version,
    });
    expect(refused.json().data.repayment).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'We have not received this payment',
    });
    const [open] = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.id, bill!.id));
    expect(open?.status).toBe('TO_BE_REPAID');
  });
});

describe('the audit log', () => {
  it('filters by operator, action, borrower and date, and exports CSV that no spreadsheet runs', async () => {
    const member = await borrower();
    const loanId = await pendingLoan(ctx, member);
    await call(ctx, second, 'POST', `/api/operator/applications/${loanId}/reject`, {
      reason: '=HYPERLINK("x")',
    });
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const query = `operatorId=${second.id}&action=loan.reject&memberId=${member.id}&from=${today}&to=${today}`;
    const page = (await call(ctx, first, 'GET', `/api/operator/audit?${query}`)).json().data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      operatorEmail: second.email,
      memberId: member.id,
      targetId: String(loanId),
    });
    const none = (
      await call(ctx, first, 'GET', `/api/operator/audit?memberId=${member.id}&from=2020-01-01&to=2020-01-02`)
    ).json().data;
    expect(none.total).toBe(0);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/operator/audit.csv?${query}`,
      headers: first.headers(),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const [header, line] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,at,operatorId,operatorEmail,action,targetType,targetId,memberId,reason,before,after,requestId',
    );
    expect(line).toContain(`,${second.email},loan.reject,loan,${loanId},${member.id},"'=HYPERLINK(""x"")",`);
  });
});

describe('operator accounts', () => {
  it('an operator adds another, whose first sign-in leads to enrolment; an e-mail in use is refused', async () => {
    const email = `desk-${randomUUID().slice(0, 8)}@quayside.test`;
    const added = await call(ctx, first, 'POST', '/api/operator/operators', {
      email,
      password: 'Harbour-light-9',
    });
    expect(added.json()).toMatchObject({ code: '0', data: { email } });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { email, password: 'Harbour-light-9' },
    });
    // No session before a second factor: the new operator sets up an authenticator first (decision 106).
    expect(login.json().data).toEqual({
      secondFactor: {
        challenge: expect.any(String),
        expiresAt: expect.any(String),
        enrol: true,
        methods: [],
      },
    });
    const again = await call(ctx, first, 'POST', '/api/operator/operators', {
      email,
      password: 'Harbour-light-9',
    });
    expect(again.json()).toMatchObject({ code: 'V400', data: { fields: { email: expect.any(String) } } });
  });

  it('a borrower is refused on every desk route', async () => {
    const member = await borrower();
    for (const [method, url] of [
      ['GET', '/api/operator/queues'],
      ['GET', '/api/operator/payouts'],
      ['PUT', '/api/operator/claims/application/1'],
      ['GET', '/api/operator/audit.csv'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: member.headers() });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
