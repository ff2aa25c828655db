import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, compareDates } from '../../../domain/loan/dates';
import { type RepaymentMethod, rateConfigCodeOf } from '../../../domain/loan/methods';
import { goldenLoans, goldenSettlements } from '../../../tests/fixtures/loan-golden';
import {
  approvedLoan,
  disbursedLoan,
  freshSession,
  giveProfile,
  operatorCall,
  pendingLoan,
  referEveryApplication,
  requestQuote,
  seededOperator,
  signedLoan,
  signOffer,
  submitApplication,
  submitRepayment,
  uploadVoucher,
  verifyIdentity,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, loanBills, loans, notifications } from '../../db/schema';
import { getConfigValue, setConfigValue } from '../config/config-service';

let ctx: TestContext;
let operator: TestMember;

/** A borrower with the profile an application needs and a verified identity (the payout needs it). */
async function borrower(): Promise<TestMember> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  await verifyIdentity(ctx, member);
  return member;
}

const get = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: member.headers(lang) });
const post = (member: TestMember, url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'POST', url, headers: member.headers(lang) });

/** The audit lines of one application, oldest first. */
async function auditOfLoan(loanId: number) {
  return ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'loan'), eq(auditLog.targetId, String(loanId))))
    .orderBy(asc(auditLog.id));
}

/** The borrower's notifications as the app shows them, in `lang`. */
async function notificationsOf(member: TestMember, lang: 'en' | 'cn' | 'tw') {
  const response = await get(member, '/api/notification/loan/list?pageSize=50', lang);
  return response.json().data.list as { title: string; body: string }[];
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Every operator action of this file goes through /api/operator/* as the account `npm start` seeds.
  operator = await seededOperator(ctx);
  // The operator decides every application here; the credit policy's outcomes are tested on their own.
  await referEveryApplication(ctx);
  // The golden example of issue 3: 10,000.00 over 12 months at 12%.
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

describe('quote → apply → approve → contract → sign → disburse → bills', () => {
  it('goes the whole way, with the figures of the golden example and an event and notification per step', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const member = await borrower();

    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/quote',
      headers: member.headers(),
      payload: { amount: 1_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' },
    });
    expect(quote.statusCode).toBe(200);
    const q = quote.json().data;
    expect(q).toMatchObject({
      amount: 1_000_000,
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT',
      annualRate: '0.12',
      apr: '12.7',
      instalment: 88_849,
      totalInterest: 66_186,
      totalPayable: 1_066_186,
      validUntil: '2026-04-01T10:00:00.000Z',
      eligibility: { eligible: true, reasons: [] },
    });
    expect(q.schedule).toHaveLength(12);
    expect(q.schedule[0]).toEqual({
      period: 1,
      dueDate: '2026-04-02',
      principal: 78_849,
      interest: 10_000,
      total: 88_849,
    });
    expect(q.schedule[11]).toMatchObject({ period: 12, dueDate: '2027-03-02', total: 88_847 });

    const applied = await submitApplication(ctx, member, q.quoteId);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      code: '0',
      msg: 'Submitted successfully, waiting for review',
      // Monday 2 March 2026 + 5 working days.
      data: { status: 'PENDING_REVIEW', decisionBy: '2026-03-09' },
    });
    const loanId: number = applied.json().data.loanId;

    const approved = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/applications/${loanId}/approve`,
      {
        note: 'Affordable on the income shown',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      code: '0',
      msg: 'Done',
      data: {
        loanId,
        status: 'APPROVED',
        offer: {
          amount: 1_000_000,
          apr: '12.7',
          totalPayable: 1_066_186,
          expiresAt: '2026-03-16T10:00:00.000Z',
        },
      },
    });

    const contractEn = await get(member, `/api/loan/${loanId}/contract`, 'en');
    const contractCn = await get(member, `/api/loan/${loanId}/contract`, 'cn');
    expect(contractEn.statusCode).toBe(200);
    const en = contractEn.json().data;
    const cn = contractCn.json().data;
    expect(en).toMatchObject({
      parties: { lender: 'Quayside', borrower: 'Ada Lovelace' },
      amount: 1_000_000,
      annualRate: '0.12',
      apr: '12.7',
      overdueRate: '0.24',
      totalPayable: 1_066_186,
      withdrawalDays: 14,
    });
    expect(en.contractNumber).toMatch(/^QS-20260302-\d{6}$/);
    expect(en.sections.map((s: { heading: string }) => s.heading)).toContain('Right of withdrawal');
    expect(cn.sections.map((s: { heading: string }) => s.heading)).toContain('撤回权');
    expect(en.sections.find((s: { heading: string }) => s.heading === 'Cost of the credit').text).toContain(
      '£10,661.86',
    );
    // One version, whatever language it is read in.
    expect(cn.versionHash).toBe(en.versionHash);
    expect(en.versionHash).toMatch(/^[0-9a-f]{64}$/);

    const wrongName = await signOffer(ctx, member, loanId, 'Charles Babbage');
    expect(wrongName.statusCode).toBe(409);
    expect(wrongName.json()).toMatchObject({
      code: 'C409',
      msg: 'The name you typed does not match the name on your profile',
    });

    const staleHash = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${loanId}/sign`,
      headers: { ...member.headers('cn'), 'idempotency-key': randomUUID() },
      payload: { fullName: 'Ada Lovelace', versionHash: 'a'.repeat(64) },
    });
    expect(staleHash.statusCode).toBe(409);
    expect(staleHash.json().msg).toBe('合同在您打开后已变更，请重新阅读后再签署');

    const signed = await signOffer(ctx, member, loanId, '  ada   LOVELACE ');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      code: '0',
      msg: 'Signed successfully',
      data: { status: 'SIGNED' },
    });

    const disbursed = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
    // Signed on Monday: the money arrives on Tuesday before 18:00.
    expect(disbursed.json()).toMatchObject({
      code: '0',
      data: { status: 'DISBURSED', disbursedOn: '2026-03-02', fundsBy: '2026-03-03', bills: 12 },
    });
    // Each operator action left its audit line, in the transaction of the change.
    expect(await auditOfLoan(loanId)).toMatchObject([
      {
        action: 'loan.approve',
        operatorId: operator.id,
        before: { status: 'PENDING_REVIEW', amount: 1_000_000 },
        after: { status: 'APPROVED', offer: { apr: '12.7' } },
        reason: 'Affordable on the income shown',
        requestId: expect.any(String),
        at: new Date('2026-03-02T10:00:00Z'),
      },
      {
        action: 'loan.disburse',
        operatorId: operator.id,
        before: { status: 'SIGNED' },
        after: { status: 'DISBURSED', disbursedOn: '2026-03-02' },
        reason: null,
      },
    ]);

    const bills = await get(member, `/api/loan/${loanId}/bills`);
    expect(bills.statusCode).toBe(200);
    const list = bills.json().data.list;
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({
      period: 1,
      dueDate: '2026-04-02',
      total: 88_849,
      status: 'TO_BE_REPAID',
      overdueDays: 0,
      overdueInterest: 0,
    });
    expect(list.reduce((sum: number, bill: { principal: number }) => sum + bill.principal, 0)).toBe(
      1_000_000,
    );

    // 10 days past the first due date, at the default 24% overdue rate: 888.49 → 5.84 (issue 3 vector).
    ctx.clock.set('2026-04-12T09:00:00Z');
    const again = await freshSession(ctx, member);
    const overdue = (await get(again, `/api/loan/${loanId}/bills`)).json().data;
    expect(overdue.asOf).toBe('2026-04-12');
    expect(overdue.list[0]).toMatchObject({ overdueDays: 10, overdueInterest: 584, totalDue: 88_849 + 584 });
    expect(overdue.list[1]).toMatchObject({ overdueDays: 0, overdueInterest: 0 });

    const settlement = await get(again, `/api/loan/${loanId}/settlement`);
    expect(settlement.statusCode).toBe(200);
    expect(settlement.json().data).toMatchObject({
      loanId,
      asOf: '2026-04-12',
      cycle: 2,
      validUntil: '2026-04-12',
    });

    const detail = (await get(again, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail.status).toBe('DISBURSED');
    expect(detail.nextBill).toMatchObject({ period: 1, overdueDays: 10 });
    expect(detail.events.map((e: { from: string; to: string }) => `${e.from}>${e.to}`)).toEqual([
      'DRAFT>PENDING_REVIEW',
      'PENDING_REVIEW>APPROVED',
      'APPROVED>SIGNED',
      'SIGNED>DISBURSED',
    ]);
    expect(detail.events.map((e: { actorRole: string }) => e.actorRole)).toEqual([
      'borrower',
      'operator',
      'borrower',
      'operator',
    ]);

    const sent = await ctx.deps.db
      .select({ titleKey: notifications.titleKey })
      .from(notifications)
      .where(and(eq(notifications.memberId, member.id), eq(notifications.type, 'loan')));
    expect(sent.map((n) => n.titleKey).sort()).toEqual([
      'notify.loan.APPROVED.title',
      'notify.loan.DISBURSED.title',
      'notify.loan.PENDING_REVIEW.title',
      'notify.loan.SIGNED.title',
    ]);

    const mine = (await get(again, '/api/loan/list')).json().data;
    expect(mine).toMatchObject({ total: 1, page: 1, list: [{ loanId, status: 'DISBURSED' }] });
  });
});

describe('due dates: what the agreement says and what the bills do', () => {
  it('states that payments run monthly from the payout, and the bills follow the payout day with the agreed amounts', async () => {
    // Offer on Monday 2 March; signed on Wednesday 4 March; the money is sent on Monday 9 March.
    ctx.clock.set('2026-03-02T10:00:00Z');
    let member = await borrower();
    const loanId = await approvedLoan(ctx, member, operator);
    const contract = (lang: 'en' | 'cn' | 'tw') => get(member, `/api/loan/${loanId}/contract`, lang);
    const en = (await contract('en')).json().data;
    expect(en.schedulePayoutDate).toBe('2026-03-02');
    expect(en.schedule[0]).toMatchObject({ period: 1, dueDate: '2026-04-02', total: 88_849 });
    const dueDates = (data: { sections: { heading: string; text: string }[] }, heading: string) =>
      data.sections.find((section) => section.heading === heading)?.text;
    expect(dueDates(en, 'When payments are due')).toBe(
      'The first payment is due one month after the day we send you the money, and each later payment on the same day of each following month (on the last day of a shorter month). The dates in the repayment schedule of this agreement assume the money is sent on 2 Mar 2026; if it is sent on another day, every date moves with it and the amounts stay the same. Your bills show the actual dates once the money has been sent.',
    );
    expect(dueDates((await contract('cn')).json().data, '还款日期')).toBe(
      '首期还款日为我们向您放款之日起满一个月之日，此后每期为随后各月的同一日（当月无该日的，为当月最后一日）。本合同还款计划中的日期以2026年3月2日放款为前提；如实际放款日不同，各期日期随之顺延或提前，金额不变。放款后，您的账单将显示实际还款日期。',
    );
    expect(dueDates((await contract('tw')).json().data, '還款日期')).toBe(
      '首期還款日為我們向您撥款之日起滿一個月之日，此後每期為隨後各月的同一日（當月無該日的，為當月最後一日）。本合約還款計畫中的日期以2026年3月2日撥款為前提；如實際撥款日不同，各期日期隨之順延或提前，金額不變。撥款後，您的帳單將顯示實際還款日期。',
    );
    expect(dueDates(en, 'Right of withdrawal')).toBe(
      'You may withdraw from this agreement within 14 days of signing, without giving a reason. If we have not yet sent the money, you owe nothing. If we have, you repay the amount sent plus the interest accrued day by day from the day it was sent until the day you repay, within 30 days of telling us.',
    );

    ctx.clock.set('2026-03-04T10:00:00Z');
    member = await freshSession(ctx, member);
    expect((await signOffer(ctx, member, loanId)).statusCode).toBe(200);
    ctx.clock.set('2026-03-09T10:00:00Z');
    const disbursed = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
    expect(disbursed.json().data).toMatchObject({ disbursedOn: '2026-03-09', firstDueDate: '2026-04-09' });

    member = await freshSession(ctx, member);
    const bills = (await get(member, `/api/loan/${loanId}/bills`)).json().data.list;
    // Every due date is a whole number of months after the payout day, not after the offer.
    expect(bills.map((bill: { dueDate: string }) => bill.dueDate)).toEqual(
      Array.from({ length: 12 }, (_, index) => addMonths('2026-03-09', index + 1)),
    );
    // The amounts are exactly the agreement's, line by line.
    const amounts = (lines: { principal: number; interest: number; total: number }[]) =>
      lines.map(({ principal, interest, total }) => [principal, interest, total]);
    expect(amounts(bills)).toEqual(amounts(en.schedule));

    // The signed agreement is unchanged by the payout: same terms, same version hash.
    const after = (await contract('en')).json().data;
    expect(after.versionHash).toBe(en.versionHash);
    const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.contractVersionHash).toBe(en.versionHash);

    // The borrower is told the real first due date when the money is sent.
    const told = (await get(member, '/api/notification/loan/list', 'en')).json().data.list;
    expect(told.map((item: { body: string }) => item.body)).toContain(
      `The loan ${row!.contractNumber} has been paid out; it arrives by 18:00 on the next working day. Your bills are ready: the first payment, £888.49, is due on 9 Apr 2026.`,
    );
  });
});

describe('signing', () => {
  it('stores the typed name, the time and the contract version hash; a repeat is replayed, another body refused', async () => {
    ctx.clock.set('2026-04-06T11:30:00Z');
    const member = await borrower();
    const loanId = await approvedLoan(ctx, member, operator);
    const { versionHash } = (await get(member, `/api/loan/${loanId}/contract`)).json().data;
    const key = randomUUID();
    const sign = (body: object, idempotencyKey: string, lang?: 'en' | 'cn') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${loanId}/sign`,
        headers: { ...member.headers(lang), 'idempotency-key': idempotencyKey },
        payload: body,
      });
    const typed = { fullName: '  ada   LOVELACE ', versionHash };

    const first = await sign(typed, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: '0',
      msg: 'Signed successfully',
      data: { loanId, status: 'SIGNED', signedAt: '2026-04-06T11:30:00.000Z' },
    });
    const stored = async () => {
      const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
      return {
        status: row!.status,
        signatureName: row!.signatureName,
        signedAt: row!.signedAt,
        contractVersionHash: row!.contractVersionHash,
      };
    };
    // The name as typed (only the outer spaces trimmed), the time, and the hash of the terms shown.
    const signed = {
      status: 'SIGNED',
      signatureName: 'ada   LOVELACE',
      signedAt: new Date('2026-04-06T11:30:00Z'),
      contractVersionHash: versionHash,
    };
    expect(await stored()).toEqual(signed);
    const events = async () =>
      (await get(member, `/api/loan/${loanId}/detail`))
        .json()
        .data.events.filter((event: { to: string }) => event.to === 'SIGNED');
    expect(await events()).toHaveLength(1);

    // The same key and body a minute later (a double tap, a retried request): the first answer, replayed.
    ctx.clock.advance(60_000);
    const replay = await sign(typed, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    // The same key with another body: refused, in the reader's language.
    const otherBody = await sign({ fullName: 'Ada Lovelace', versionHash }, key);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toMatchObject({
      code: 'C409',
      msg: 'This request was already made with different details; please start again',
    });
    const otherBodyCn = await sign({ fullName: 'Ada Lovelace', versionHash }, key, 'cn');
    expect(otherBodyCn.json().msg).toBe('该请求已使用不同的内容提交过，请重新开始');

    // A new key: a second signature, which the table does not allow.
    const again = await sign(typed, randomUUID());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'C409',
      msg: 'This application cannot go from "Signed" to "Signed"',
    });

    // None of that changed the signature or added an event.
    expect(await stored()).toEqual(signed);
    expect(await events()).toHaveLength(1);
  });
});

describe('reject → resubmit', () => {
  it('the operator rejects with a reason through the API; the borrower reads it and may submit again 3 months on', async () => {
    ctx.clock.set('2026-05-04T10:00:00Z');
    let member = await borrower();
    const loanId = await pendingLoan(ctx, member);
    const rejectUrl = `/api/operator/applications/${loanId}/reject`;

    // A borrower may not use the route, and a reason is required: neither changes anything.
    const asBorrower = await ctx.app.inject({
      method: 'POST',
      url: rejectUrl,
      headers: member.headers('cn'),
      payload: { reason: 'x' },
    });
    expect(asBorrower.statusCode).toBe(403);
    expect(asBorrower.json()).toMatchObject({ code: 'F403', msg: '您没有执行此操作的权限' });
    const blank = await operatorCall(ctx, operator, 'POST', rejectUrl, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'V400', msg: 'Please give a reason' });
    expect(await auditOfLoan(loanId)).toEqual([]);

    const rejected = await operatorCall(ctx, operator, 'POST', rejectUrl, {
      reason: 'Income could not be verified',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ code: '0', msg: 'Done', data: { loanId, status: 'REJECTED' } });
    expect(await auditOfLoan(loanId)).toMatchObject([
      {
        action: 'loan.reject',
        operatorId: operator.id,
        before: { status: 'PENDING_REVIEW' },
        after: { loanId, status: 'REJECTED' },
        reason: 'Income could not be verified',
        requestId: expect.any(String),
      },
    ]);

    // The reason reaches the borrower: on the application and in a notification, in their language.
    const detail = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail).toMatchObject({ status: 'REJECTED', rejectionReason: 'Income could not be verified' });
    expect(detail.events.at(-1)).toMatchObject({
      from: 'PENDING_REVIEW',
      to: 'REJECTED',
      actorRole: 'operator',
      reason: 'Income could not be verified',
    });
    expect(await notificationsOf(member, 'en')).toContainEqual(
      expect.objectContaining({
        title: 'Your application was not approved',
        body: 'Reason: Income could not be verified. You may submit a new application from 4 Aug 2026.',
      }),
    );
    expect(await notificationsOf(member, 'cn')).toContainEqual(
      expect.objectContaining({
        title: '您的申请未获批准',
        body: '原因：Income could not be verified。您可于2026年8月4日起重新提交申请。',
      }),
    );

    // Deciding twice is not in the table.
    const again = await operatorCall(ctx, operator, 'POST', rejectUrl, { reason: 'again' });
    expect(again.json()).toMatchObject({
      code: 'C409',
      msg: 'This application cannot go from "Rejected" to "Rejected"',
    });

    // The decline stands: a new application waits 3 months, and the refusal names the day.
    const early = await submitApplication(ctx, member, (await requestQuote(ctx, member)).quoteId);
    expect(early.json()).toMatchObject({
      code: 'C409',
      msg: 'A new application is possible 3 months after the previous one, from 4 Aug 2026',
    });
    ctx.clock.set('2026-08-04T09:00:00Z');
    member = await freshSession(ctx, member);
    const quote = await requestQuote(ctx, member);
    const resubmitted = await submitApplication(ctx, member, quote.quoteId);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.status).toBe('PENDING_REVIEW');
    expect(resubmitted.json().data.loanId).not.toBe(loanId);

    // Both are in the borrower's list, newest first, a page at a time; the total is the same on every page,
    // past the last one too (counted with the page's rows, or on its own when the page has none).
    const newId = resubmitted.json().data.loanId;
    const page = async (n: number) => (await get(member, `/api/loan/list?page=${n}&pageSize=1`)).json().data;
    expect(await page(1)).toMatchObject({
      total: 2,
      page: 1,
      list: [{ loanId: newId, status: 'PENDING_REVIEW' }],
    });
    expect(await page(2)).toMatchObject({ total: 2, page: 2, list: [{ loanId, status: 'REJECTED' }] });
    expect(await page(3)).toMatchObject({ total: 2, page: 3, list: [] });
  });
});

describe('offer expiry → restore', () => {
  it('expires an unsigned offer after 14 days, refuses to sign it, and restores it for a fresh offer', async () => {
    ctx.clock.set('2026-06-01T10:00:00Z');
    let member = await borrower();
    const loanId = await approvedLoan(ctx, member, operator);
    const { versionHash } = (await get(member, `/api/loan/${loanId}/contract`)).json().data;

    ctx.clock.advanceDays(15);
    // Before the borrower looks at it again, the operator's queue already shows the offer as lapsed.
    const queue = async (status: string) =>
      (await operatorCall(ctx, operator, 'GET', `/api/operator/applications?status=${status}&pageSize=100`))
        .json()
        .data.list.map((item: { loanId: number; status: string }) => [item.loanId, item.status]);
    expect(await queue('APPROVED')).not.toContainEqual([loanId, 'APPROVED']);
    expect(await queue('EXPIRED')).toContainEqual([loanId, 'EXPIRED']);
    member = await freshSession(ctx, member);
    const sign = (lang: 'en' | 'cn') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${loanId}/sign`,
        headers: { ...member.headers(lang), 'idempotency-key': randomUUID() },
        payload: { fullName: 'Ada Lovelace', versionHash },
      });
    const refused = await sign('en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'This offer has expired; you can restore your credit request',
    });
    expect((await sign('cn')).json().msg).toBe('该要约已过期，您可以恢复借款申请');
    const expired = (await get(member, `/api/loan/${loanId}/detail`)).json().data;
    expect(expired.status).toBe('EXPIRED');
    expect(expired.events.at(-1)).toMatchObject({ from: 'APPROVED', to: 'EXPIRED', actorRole: 'system' });

    // The lapsed offer cannot be approved again by the operator either; it needs the borrower's restore.
    const early = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/applications/${loanId}/approve`,
      {},
    );
    expect(early.json()).toMatchObject({
      code: 'C409',
      msg: 'This application cannot go from "Offer expired" to "Approved"',
    });

    const restored = await post(member, `/api/loan/${loanId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ loanId, status: 'PENDING_REVIEW' });
    expect((await get(member, `/api/loan/${loanId}/contract`)).statusCode).toBe(409);

    const reapproved = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/applications/${loanId}/approve`,
      {
        note: 'Fresh offer after restore',
      },
    );
    expect(reapproved.json()).toMatchObject({
      code: '0',
      data: { status: 'APPROVED', offer: { expiresAt: '2026-06-30T10:00:00.000Z' } },
    });
    const signed = await signOffer(ctx, member, loanId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.status).toBe('SIGNED');
    // Two offers, each with its audit line; the refused attempt left none.
    expect(
      (await auditOfLoan(loanId)).map((line) => [line.action, line.reason, line.at.toISOString()]),
    ).toEqual([
      ['loan.approve', null, '2026-06-01T10:00:00.000Z'],
      ['loan.approve', 'Fresh offer after restore', '2026-06-16T10:00:00.000Z'],
    ]);
  });
});

describe('a lapsed offer is not in flight', () => {
  it('applying sees the offer lapsed without a read first: the old one is EXPIRED, and the wait runs from then', async () => {
    ctx.clock.set('2026-06-01T10:00:00Z');
    let member = await borrower();
    const first = await approvedLoan(ctx, member, operator);
    ctx.clock.advanceDays(15);
    member = await freshSession(ctx, member);
    // No read of the old application in between: applying itself sees that the offer has lapsed, and an
    // offer let lapse starts the 3-month wait (DESIGN §4) from the day it ran out, not the day it was read.
    const quote = await requestQuote(ctx, member);
    const applied = await submitApplication(ctx, member, quote.quoteId);
    expect(applied.json()).toMatchObject({
      code: 'C409',
      msg: 'A new application is possible 3 months after the previous one, from 15 Sept 2026',
    });
    const [old] = await ctx.deps.db.select().from(loans).where(eq(loans.id, first));
    expect(old!.status).toBe('EXPIRED');
    ctx.clock.set('2026-09-15T09:00:00Z');
    member = await freshSession(ctx, member);
    const later = await submitApplication(ctx, member, (await requestQuote(ctx, member)).quoteId);
    expect(later.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
  });
});

describe('withdrawal and the 3-month reapply rule', () => {
  it('withdraws a disbursed loan within 14 days with principal + daily interest; repaid, a reapply still waits 3 months', async () => {
    ctx.clock.set('2026-07-01T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);

    ctx.clock.advanceDays(10);
    member = await freshSession(ctx, member);
    const withdrawn = await post(member, `/api/loan/${loanId}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    // 10,000.00 at 12% for 10 days: 10,032.88 (issue 3 vector).
    expect(withdrawn.json()).toMatchObject({
      code: '0',
      msg: 'Withdrawn successfully',
      data: { loanId, status: 'WITHDRAWN', payoff: 1_003_288, asOf: '2026-07-11', dueDate: '2026-08-10' },
    });
    // The operator's part went through the API and is audited; the borrower's withdrawal is in the events.
    expect((await auditOfLoan(loanId)).map((line) => [line.action, line.operatorId])).toEqual([
      ['loan.approve', operator.id],
      ['loan.disburse', operator.id],
    ]);
    const events = (await get(member, `/api/loan/${loanId}/detail`)).json().data.events;
    expect(events.at(-1)).toMatchObject({ from: 'DISBURSED', to: 'WITHDRAWN', actorRole: 'borrower' });

    // Repaid the same day and confirmed, so nothing is owed (docs/decisions/011); the 3-month wait remains.
    const payoff = await submitRepayment(ctx, member, {
      billIds: [withdrawn.json().data.payoffBillId],
      voucherUploadId: await uploadVoucher(ctx, member),
    });
    expect(payoff.json()).toMatchObject({ code: '0', data: { amount: 1_003_288 } });
    const confirmed = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/repayments/${payoff.json().data.repaymentId}/confirm`,
    );
    expect(confirmed.json().code).toBe('0');

    const quote = await requestQuote(ctx, member);
    const tooSoon = await submitApplication(ctx, member, quote.quoteId);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({
      code: 'C409',
      msg: 'A new application is possible 3 months after the previous one, from 11 Oct 2026',
    });
    const tooSoonCn = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: { ...member.headers('cn'), 'idempotency-key': randomUUID() },
      payload: {
        quoteId: quote.quoteId,
        purpose: 'OTHER',
        receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        consentTerms: true,
        consentAgreement: true,
      },
    });
    expect(tooSoonCn.json().msg).toBe('上一笔申请结束3个月后方可再次申请，可申请日期：2026年10月11日');

    ctx.clock.set('2026-10-11T09:00:00Z');
    member = await freshSession(ctx, member);
    const later = await requestQuote(ctx, member);
    expect((await submitApplication(ctx, member, later.quoteId)).statusCode).toBe(200);
  });

  it('withdraws a signed loan not yet paid out with nothing to repay', async () => {
    ctx.clock.set('2026-08-03T09:00:00Z');
    const member = await borrower();
    const loanId = await signedLoan(ctx, member, operator);
    const withdrawn = await post(member, `/api/loan/${loanId}/withdraw`, 'tw');
    expect(withdrawn.json()).toMatchObject({
      code: '0',
      msg: '撤回成功',
      data: { status: 'WITHDRAWN', payoff: 0 },
    });
  });

  it('refuses a withdrawal after the 14 days', async () => {
    ctx.clock.set('2026-08-03T09:00:00Z');
    let member = await borrower();
    const loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.advanceDays(15);
    member = await freshSession(ctx, member);
    const en = await post(member, `/api/loan/${loanId}/withdraw`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 'C409', msg: 'The 14-day withdrawal period has ended' });
    const cn = await post(member, `/api/loan/${loanId}/withdraw`, 'cn');
    expect(cn.json().msg).toBe('14天撤回期已结束');
    expect((await get(member, `/api/loan/${loanId}/detail`)).json().data.status).toBe('DISBURSED');
  });
});

/** Sets a method's configured rate for the length of `run`, then puts the previous one back. */
async function withRate<T>(method: RepaymentMethod, annualRate: string, run: () => Promise<T>): Promise<T> {
  const code = rateConfigCodeOf[method];
  const before = await getConfigValue(ctx.deps.db, code);
  await setConfigValue(ctx.deps.db, code, annualRate);
  try {
    return await run();
  } finally {
    await setConfigValue(ctx.deps.db, code, before);
  }
}

describe('golden figures through the API (tests/fixtures/loan-golden.ts)', () => {
  it.each(goldenLoans)('quote: $name', async (golden) => {
    const { principal, annualRate, termMonths, method } = golden.terms;
    const member = await borrower();
    const quote = await withRate(method, annualRate, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loan/quote',
        headers: member.headers(),
        payload: { amount: principal, termMonths, method },
      }),
    );
    expect(quote.statusCode).toBe(200);
    const data = quote.json().data;
    expect(data).toMatchObject({
      annualRate,
      apr: golden.apr,
      totalInterest: golden.totalInterest,
      totalPayable: golden.totalPayable,
    });
    if (golden.instalment !== undefined) expect(data.instalment).toBe(golden.instalment);
    if (golden.lastInstalment !== undefined) expect(data.schedule.at(-1).total).toBe(golden.lastInstalment);
  });
});

describe('early settlement', () => {
  it.each(
    Object.entries(goldenSettlements) as [RepaymentMethod, (typeof goldenSettlements)[RepaymentMethod]][],
  )(
    '%s 10,000.00 at 12%%: remaining principal + the current cycle’s interest in cycle 4 (golden figures)',
    async (method, golden) => {
      ctx.clock.set('2026-03-02T10:00:00Z');
      let member = await borrower();
      const loanId = await withRate(method, '0.12', () => disbursedLoan(ctx, member, operator, { method }));
      const bills = await ctx.deps.db
        .select()
        .from(loanBills)
        .where(eq(loanBills.loanId, loanId))
        .orderBy(asc(loanBills.period));
      // Bills 1–3 (ONE_TIME has only its bill at maturity) paid on their due dates with a voucher each,
      // and confirmed by the operator.
      for (const bill of bills.filter((b) => compareDates(b.dueDate, '2026-06-20') < 0)) {
        ctx.clock.set(`${bill.dueDate}T08:00:00Z`);
        member = await freshSession(ctx, member);
        const paid = await submitRepayment(ctx, member, {
          billIds: [bill.id],
          voucherUploadId: await uploadVoucher(ctx, member),
        });
        expect(paid.json().data.amount).toBe(bill.total);
        const confirmed = await operatorCall(
          ctx,
          operator,
          'POST',
          `/api/operator/repayments/${paid.json().data.repaymentId}/confirm`,
        );
        expect(confirmed.json().data.repayment.status).toBe('CONFIRMED');
      }
      ctx.clock.set('2026-06-20T10:00:00Z');
      member = await freshSession(ctx, member);
      const response = await get(member, `/api/loan/${loanId}/settlement`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        loanId,
        asOf: '2026-06-20',
        ...golden,
        overdue: 0,
        cycle: 4,
        validUntil: '2026-07-01',
        // The figure is the replayed book's: nothing held, so all of it is to send.
        creditHeld: 0,
        toPay: golden.total,
      });
    },
  );

  it('is refused (C409) for an application that is not in repayment', async () => {
    const member = await borrower();
    const loanId = await pendingLoan(ctx, member);
    const response = await get(member, `/api/loan/${loanId}/settlement`, 'cn');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'C409', msg: '仅还款中的借款可查询提前结清金额' });
  });
});
