import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { earliestRemedyDate } from '../../../domain/servicing/statutory-dates';
import { disbursedLoan, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, collectionCases, ledgerEntries, loans } from '../../db/schema';
import { setConfigValue } from '../config/config-service';

/**
 * Collections. 10,000.00 over 12 months at 12%, paid out on Monday 2 March 2026: instalments of 888.49 fall
 * due on 2 April, 2 May, … Nothing is paid unless a test pays it, so the loan is 1 day past due on 3 April
 * (its case opens that day) and 40 days past due on 12 May.
 */
let ctx: TestContext;
afterEach(() => ctx?.close());

async function world() {
  ctx = await createTestApp();
  ctx.clock.set('2026-03-02T10:00:00Z');
  const operator = await createMemberWithToken(ctx, { role: 'operator' });
  const second = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { operator, second, member, loanId };
}

const move = (operator: TestMember, date: string) =>
  operatorCall(ctx, operator, 'POST', '/api/operator/business-date', { date });

const caseOf = async (operator: TestMember, loanId: number) =>
  (await operatorCall(ctx, operator, 'GET', `/api/operator/arrears/${loanId}`)).json().data;

const pay = (operator: TestMember, loanId: number, amount: number, receivedOn: string) =>
  operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/payments`, {
    amount,
    receivedOn,
    reference: `REF-${amount}`,
  });

describe('the Arrears queue and a case', () => {
  it('shows a loan 40 days past due with its DPD and bucket, logs a contact and a promise, and counts it', async () => {
    const { operator, loanId, member } = await world();
    expect((await operatorCall(ctx, operator, 'GET', '/api/operator/arrears')).json().data.list).toEqual([]);
    expect((await move(operator, '2026-05-12')).statusCode).toBe(200);

    const queue = await operatorCall(ctx, operator, 'GET', '/api/operator/arrears');
    expect(queue.statusCode).toBe(200);
    const { list, total, next, businessDate } = queue.json().data;
    expect({ total, next, businessDate }).toEqual({ total: 1, next: null, businessDate: '2026-05-12' });
    expect(list[0]).toMatchObject({
      loanId,
      memberId: member.id,
      daysPastDue: 40,
      pastDueSince: '2026-04-02',
      bucket: 'DPD_30_59',
      openedOn: '2026-04-03',
      lastContact: null,
      openPromise: null,
      nextActionOn: null,
      chargeOffPending: false,
      claim: null,
    });
    // Two instalments of 888.49 and the overdue interest on them.
    expect(list[0].arrears).toBeGreaterThan(2 * 88_849);

    const contact = await operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/contacts`, {
      channel: 'PHONE',
      direction: 'OUTBOUND',
      summary: 'Spoke to the borrower: paid late, will pay 500.00 by Thursday.',
      outcome: 'PROMISE_TO_PAY',
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json().data.contact).toMatchObject({ channel: 'PHONE', recordedBy: operator.id });

    const early = await operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/promises`, {
      promisedOn: '2026-05-11',
      amount: 50_000,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'V400',
      data: { fields: { promisedOn: expect.any(String) } },
    });
    const pence = await operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/promises`, {
      promisedOn: '2026-05-14',
      amount: 500.5,
    });
    expect(pence.json()).toMatchObject({ code: 'V400', data: { fields: { amount: expect.any(String) } } });
    const promise = await operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/promises`, {
      promisedOn: '2026-05-14',
      amount: 50_000,
    });
    expect(promise.json().data.promise).toMatchObject({
      madeOn: '2026-05-12',
      status: 'OPEN',
      received: null,
    });

    const nextAction = await operatorCall(
      ctx,
      operator,
      'PUT',
      `/api/operator/arrears/${loanId}/next-action`,
      { on: '2026-05-15', note: 'Check the promise' },
    );
    expect(nextAction.json().data.case).toMatchObject({ nextActionOn: '2026-05-15', status: 'OPEN' });

    const [item] = (await operatorCall(ctx, operator, 'GET', '/api/operator/arrears')).json().data.list;
    expect(item).toMatchObject({
      lastContact: { channel: 'PHONE', outcome: 'PROMISE_TO_PAY' },
      openPromise: { promisedOn: '2026-05-14', amount: 50_000 },
      nextActionOn: '2026-05-15',
    });
    const queues = (await operatorCall(ctx, operator, 'GET', '/api/operator/queues')).json().data;
    expect(queues.arrears).toEqual({ count: 1, oldestAt: '2026-04-02T00:00:00.000Z' });

    const view = await caseOf(operator, loanId);
    expect(view).toMatchObject({
      case: { status: 'OPEN', openedOn: '2026-04-03' },
      book: { arrears: { daysPastDue: 40, bucket: 'DPD_30_59', since: '2026-04-02' } },
      bucketHistory: [
        { bucket: 'DPD_1_29', from: '2026-04-03', to: '2026-05-01' },
        { bucket: 'DPD_30_59', from: '2026-05-02', to: null },
      ],
    });
    expect(view.contacts).toHaveLength(1);
    expect(view.promises).toHaveLength(1);
    expect(view.entries[0]).toMatchObject({ kind: 'PAYOUT' });
    expect(view.dpdHistory.at(-1)).toMatchObject({ businessDate: '2026-05-11', daysPastDue: 39 });
    const actions = (await ctx.deps.db.select().from(auditLog)).map((line) => line.action);
    expect(actions).toEqual(
      expect.arrayContaining(['collections.contact', 'collections.promise', 'collections.nextAction']),
    );
  });

  it('marks a promise kept or broken at the close of business of its date, from the replayed book', async () => {
    const { operator, loanId } = await world();
    await move(operator, '2026-05-12');
    const promise = (promisedOn: string, amount: number) =>
      operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/promises`, { promisedOn, amount });
    await promise('2026-05-14', 50_000);
    await promise('2026-05-20', 1_000_000);
    // 600.00 arrives on the 13th (recorded on the 14th): enough for the first promise, not the second.
    await move(operator, '2026-05-14');
    expect((await pay(operator, loanId, 60_000, '2026-05-13')).statusCode).toBe(200);
    await move(operator, '2026-05-15');
    let promises = (await caseOf(operator, loanId)).promises;
    expect(promises.map((p: { status: string }) => p.status)).toEqual(['OPEN', 'KEPT']);
    expect(promises[1]).toMatchObject({ received: 60_000, decidedAt: expect.any(String) });

    await move(operator, '2026-05-21');
    promises = (await caseOf(operator, loanId)).promises;
    expect(promises.map((p: { status: string }) => p.status)).toEqual(['BROKEN', 'KEPT']);
    expect(promises[0]).toMatchObject({ received: 60_000 });
  });

  it('closes the case when a payment clears the arrears, and opens a new one when the loan falls behind again', async () => {
    const { operator, loanId } = await world();
    await move(operator, '2026-05-12');
    const seen = await operatorCall(ctx, operator, 'GET', `/api/operator/arrears/${loanId}`);
    if (seen.statusCode !== 200) throw new Error(seen.body);
    const arrears = seen.json().data.book.arrears.amount;
    const paid = await pay(operator, loanId, arrears, '2026-05-12');
    expect(paid.statusCode).toBe(200);
    const closed = await caseOf(operator, loanId);
    expect(closed.case).toMatchObject({
      status: 'CLOSED',
      closedOn: '2026-05-12',
      closeReason: 'ARREARS_CLEARED',
    });
    expect((await operatorCall(ctx, operator, 'GET', '/api/operator/arrears')).json().data.total).toBe(0);
    const refused = await operatorCall(ctx, operator, 'POST', `/api/operator/arrears/${loanId}/contacts`, {
      channel: 'EMAIL',
      direction: 'INBOUND',
      summary: 'Paid',
      outcome: 'PAYMENT_MADE',
    });
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: expect.stringContaining('no open collection case'),
    });

    // The 2 June instalment is missed: a new case opens on 3 June.
    await move(operator, '2026-06-05');
    const again = await caseOf(operator, loanId);
    expect(again.case).toMatchObject({ status: 'OPEN', openedOn: '2026-06-03' });
    expect(again.earlierCases).toHaveLength(1);
    const open = await ctx.deps.db.select().from(collectionCases).where(eq(collectionCases.loanId, loanId));
    expect(open.filter((row) => row.status === 'OPEN')).toHaveLength(1);
  });
});

describe('charge-off and recovery', () => {
  async function defaulted() {
    const w = await world();
    await move(w.operator, '2026-05-12');
    const remedyDate = earliestRemedyDate('2026-05-12');
    const notice = await operatorCall(
      ctx,
      w.operator,
      'POST',
      `/api/operator/loans/${w.loanId}/default-notice`,
      { breach: 'Instalments 1 and 2 unpaid.', sum: 177_698, remedyDate },
    );
    expect(notice.statusCode).toBe(200);
    return { ...w, remedyDate };
  }
  const chargeOff = (operator: TestMember, loanId: number, lang?: 'cn') =>
    operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/loans/${loanId}/charge-off`,
      { reason: 'Unpaid' },
      lang,
    );

  it('is refused without a default notice and before its remedy date has passed', async () => {
    const { operator, loanId } = await world();
    await move(operator, '2026-05-12');
    const none = await chargeOff(operator, loanId);
    expect(none.json()).toMatchObject({ code: 'C409', msg: expect.stringContaining('default notice') });

    await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/default-notice`, {
      breach: 'Instalments unpaid.',
      sum: 100_000,
      remedyDate: '2026-05-26',
    });
    const early = await chargeOff(operator, loanId);
    expect(early.json()).toMatchObject({ code: 'C409', msg: expect.stringContaining('26 May 2026') });
    const cn = await chargeOff(operator, loanId, 'cn');
    expect(cn.json().msg).toContain('纠正期限');
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan!.status).toBe('DISBURSED');
  });

  it('above the threshold takes a second operator; the loan shows charged off; later money is a recovery', async () => {
    const { operator, second, member, loanId, remedyDate } = await defaulted();
    await move(operator, '2026-05-27');
    expect(remedyDate).toBe('2026-05-26');
    const asked = await chargeOff(operator, loanId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      chargeOff: { status: 'PENDING_CONFIRMATION', secondApprovalNeeded: true, requestedBy: operator.id },
      book: null,
    });
    expect((await chargeOff(second, loanId)).json().msg).toContain('waiting for a second operator');
    const confirmUrl = `/api/operator/loans/${loanId}/charge-off/confirm`;
    const own = await operatorCall(ctx, operator, 'POST', confirmUrl);
    expect(own.json()).toMatchObject({ code: 'C409', msg: expect.stringContaining('different operator') });

    const confirmed = await operatorCall(ctx, second, 'POST', confirmUrl);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.chargeOff).toMatchObject({ status: 'CHARGED_OFF', confirmedBy: second.id });
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan!.status).toBe('CHARGED_OFF');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/detail`,
      headers: member.headers(),
    });
    expect(JSON.stringify(mine.json().data)).toContain('CHARGED_OFF');
    expect((await caseOf(operator, loanId)).case).toMatchObject({
      status: 'CLOSED',
      closeReason: 'CHARGED_OFF',
    });
    expect((await operatorCall(ctx, second, 'POST', confirmUrl)).statusCode).toBe(409);

    const recovered = await pay(operator, loanId, 25_000, '2026-05-27');
    expect(recovered.statusCode).toBe(200);
    const kinds = (
      await ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId))
    ).map((row) => row.kind);
    expect(kinds).toEqual(['PAYOUT', 'CHARGE_OFF', 'RECOVERY']);
  });

  it('up to the threshold is done by one operator at once, and two at once charge it off once', async () => {
    const { operator, second, loanId } = await defaulted();
    await setConfigValue(ctx.deps.db, 'PAYOUT_SECOND_APPROVAL_ABOVE', '100000000');
    await move(operator, '2026-05-27');
    const [a, b] = await Promise.all([chargeOff(operator, loanId), chargeOff(second, loanId)]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes).toEqual(['0', 'C409']);
    const done = a.json().code === '0' ? a : b;
    expect(done.json().data.chargeOff).toMatchObject({ status: 'CHARGED_OFF', secondApprovalNeeded: false });
    const entries = await ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId));
    expect(entries.filter((row) => row.kind === 'CHARGE_OFF')).toHaveLength(1);
  });
});
