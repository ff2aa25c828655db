import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { disbursedLoan, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { type SimulatedBureau, startSimulatedBureau } from '../../bacs-bureau/simulated-bureau-server';
import { testAccounts } from '../../bacs-bureau/simulated-outcomes';
import {
  ddCollections,
  ddMandateEvents,
  ddMandates,
  ledgerEntries,
  loanBills,
  notifications,
} from '../../db/schema';
import { setConfigValue } from '../config/config-service';
import { followBookAtClose } from '../loans/loans-front-door';
import { closeBusinessDate } from '../servicing/cob-service';
import type { BacsBureau } from './bacs-bureau';
import { httpBacsBureau } from './bureau-http-driver';
import { directDebitCobStep } from './collection-cob';

/**
 * Direct Debit end to end through the API and close of business, on the simulated bureau over HTTP.
 * 10,000.00 over 12 months at 12%, paid out Monday 2 March 2026: bill 1 (888.49) due Thu 2 April 2026 —
 * notice at the close of 26 March, submitted 31 March, collected 2 April; bill 2 due Sat 2 May, collected
 * Tue 5 May (4 May is the early-May bank holiday). A retry after a failure on 2 April is on Fri 10 April
 * (Good Friday and Easter Monday are not working days).
 */
let ctx: TestContext;
let spare: SimulatedBureau | null = null;
afterEach(async () => {
  await ctx?.close();
  await spare?.close();
  spare = null;
});

const account = (accountNumber: string, sortCode = '089999') => ({
  accountHolderName: 'Sam Taylor',
  sortCode,
  accountNumber,
  collectionDay: 2,
  confirmHolder: true,
  guaranteeVersion: 'DDG-1',
});

async function world(bacsBureau?: BacsBureau) {
  ctx = await createTestApp(bacsBureau ? { deps: { bacsBureau } } : {});
  ctx.clock.set('2026-03-02T10:00:00Z');
  const operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member);
  const loanId = await disbursedLoan(ctx, member, operator);
  return { operator, member, loanId };
}

const call = (
  member: TestMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang?: 'en' | 'cn',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...member.headers(lang), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

const setUp = (member: TestMember, loanId: number, body: object, lang?: 'en' | 'cn') =>
  call(member, 'POST', `/api/loan/${loanId}/direct-debit`, body, lang);

const move = (operator: TestMember, date: string) =>
  operatorCall(ctx, operator, 'POST', '/api/operator/business-date', { date });

const collections = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(ddCollections)
    .where(eq(ddCollections.loanId, loanId))
    .orderBy(asc(ddCollections.period), asc(ddCollections.attempt));

const ddPayments = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.loanId, loanId), eq(ledgerEntries.channel, 'DIRECT_DEBIT')))
    .orderBy(asc(ledgerEntries.id));

const titlesOf = async (memberId: number) =>
  (
    await ctx.deps.db
      .select({ titleKey: notifications.titleKey })
      .from(notifications)
      .where(eq(notifications.memberId, memberId))
      .orderBy(asc(notifications.id))
  )
    .map((row) => row.titleKey)
    .filter((key) => key.startsWith('notify.dd.'));

describe('setting up a Direct Debit', () => {
  it('lodges a mandate with a QSD reference, shows it with the Guarantee, and refuses a second', async () => {
    const { member, loanId } = await world();
    const made = await setUp(member, loanId, account(testAccounts.paid));
    expect(made.statusCode).toBe(200);
    const mandate = made.json().data;
    expect(mandate).toMatchObject({
      status: 'ACTIVE',
      sortCode: '08-99-99',
      accountNumberEnding: '4958',
      collectionDay: 2,
      activeFrom: '2026-03-02',
      guaranteeVersion: 'DDG-1',
    });
    expect(mandate.reference).toMatch(/^QSD\d{8}$/);

    const view = (await call(member, 'GET', `/api/loan/${loanId}/direct-debit`, undefined, 'cn')).json().data;
    expect(view.mandate.reference).toBe(mandate.reference);
    expect(view.next).toEqual({ collectionDate: '2026-04-02', amount: 88_849, period: 1 });
    expect(view.guarantee.title).toBe('直接扣款保证');
    expect(view.guarantee.paragraphs).toHaveLength(5);

    const again = await setUp(member, loanId, account(testAccounts.paid));
    expect(again.json()).toMatchObject({ code: 'C409', msg: 'This loan already has a Direct Debit' });
    const events = await ctx.deps.db.select().from(ddMandateEvents);
    expect(events.map((event) => event.event)).toEqual(['SET_UP']);
  });

  it('refuses a closed account, a failed modulus check and a missing confirmation on their fields', async () => {
    const { member, loanId } = await world();
    const closed = await setUp(member, loanId, account(testAccounts.closed, '871427'));
    expect(closed.json()).toMatchObject({ code: 'C409' });
    expect(closed.json().data.fields.accountNumber).toContain('closed');

    const modulus = await setUp(member, loanId, account('66374959'));
    expect(modulus.json()).toMatchObject({ code: 'V400' });
    expect(Object.keys(modulus.json().data.fields)).toEqual(['accountNumber']);

    const unconfirmed = await setUp(member, loanId, { ...account(testAccounts.paid), confirmHolder: false });
    expect(unconfirmed.json().code).toBe('V400');
    expect(Object.keys(unconfirmed.json().data.fields)).toEqual(['confirmHolder']);

    const badDay = await setUp(member, loanId, { ...account(testAccounts.paid), collectionDay: 29 });
    expect(Object.keys(badDay.json().data.fields)).toEqual(['collectionDay']);
    expect(await ctx.deps.db.select().from(ddMandates)).toEqual([]);
  });

  it('takes a day other than the bills’ as a change of day: made with the mandate, or refused too near', async () => {
    const { operator, member, loanId } = await world();
    await move(operator, '2026-03-25');
    const near = await setUp(member, loanId, { ...account(testAccounts.paid), collectionDay: 20 });
    expect(near.json().code).toBe('C409');
    expect(near.json().data.fields.collectionDay).toContain('10 working days');
    expect(await ctx.deps.db.select().from(ddMandates)).toEqual([]);
    const view = (await call(member, 'GET', `/api/loan/${loanId}/direct-debit`)).json().data;
    expect(view.dueDay).toBe(2);
    const later = await setUp(member, loanId, { ...account(testAccounts.paid), collectionDay: 2 });
    expect(later.json().data).toMatchObject({ status: 'ACTIVE', collectionDay: 2 });
  });

  it('answers N404 for another member’s loan', async () => {
    const { loanId } = await world();
    const stranger = await createMemberWithToken(ctx);
    expect((await setUp(stranger, loanId, account(testAccounts.paid))).json().code).toBe('N404');
    expect((await call(stranger, 'GET', `/api/loan/${loanId}/direct-debit`)).json().code).toBe('N404');
  });
});

describe('close of business collects', () => {
  it('submits the bill, books the paid collection as a ledger payment on its date, and never twice', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.paid));
    await move(operator, '2026-03-27');
    expect(await collections(loanId)).toMatchObject([
      { period: 1, attempt: 1, status: 'SCHEDULED', collectionDate: '2026-04-02', submitOn: '2026-03-31' },
    ]);
    expect((await collections(loanId))[0]?.transactionCode).toBe('01');
    await move(operator, '2026-04-01');
    expect((await collections(loanId))[0]?.status).toBe('SUBMITTED');
    await move(operator, '2026-04-03');
    const [paid] = await collections(loanId);
    expect(paid).toMatchObject({ status: 'PAID', settledOn: '2026-04-02', amount: 88_849 });
    const payments = await ddPayments(loanId);
    expect(payments).toMatchObject([
      { kind: 'PAYMENT', on: '2026-04-02', amount: 88_849, reference: paid?.reference },
    ]);
    expect(paid?.ledgerEntryId).toBe(payments[0]?.id);
    const [bill] = await ctx.deps.db
      .select()
      .from(loanBills)
      .where(and(eq(loanBills.loanId, loanId), eq(loanBills.period, 1)));
    expect(bill?.status).toBe('REPAID');

    // A rerun of the dates closed, the whole close and the Direct Debit step alone: nothing more.
    const deps = { ...ctx.deps, followBills: followBookAtClose, collect: directDebitCobStep };
    await closeBusinessDate(deps, '2026-04-02');
    await directDebitCobStep(ctx.deps, '2026-04-02');
    await directDebitCobStep(ctx.deps, '2026-03-31');
    expect(await ddPayments(loanId)).toHaveLength(1);
    expect(await collections(loanId)).toHaveLength(1);
    expect(await titlesOf(member.id)).toEqual(['notify.dd.notice.title']);
  });

  it('retries a refer-to-payer once, with notice, and books the retry paid', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.paysOnRetry, '202959'));
    await move(operator, '2026-04-03');
    expect(await collections(loanId)).toMatchObject([
      { attempt: 1, status: 'RETURNED', failure: 'REFER_TO_PAYER' },
      {
        attempt: 2,
        status: 'SCHEDULED',
        collectionDate: '2026-04-10',
        submitOn: '2026-04-08',
        transactionCode: '18',
      },
    ]);
    expect(await ddPayments(loanId)).toEqual([]);
    expect(await titlesOf(member.id)).toEqual(['notify.dd.notice.title', 'notify.dd.retry.title']);
    await move(operator, '2026-04-11');
    expect((await collections(loanId))[1]).toMatchObject({ status: 'PAID', settledOn: '2026-04-10' });
    expect(await ddPayments(loanId)).toMatchObject([{ on: '2026-04-10', amount: 88_849 }]);
  });

  it('gives up after the one retry when it fails again', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.referToPayer, '107999'));
    await move(operator, '2026-04-11');
    expect((await collections(loanId)).map((row) => [row.attempt, row.status])).toEqual([
      [1, 'RETURNED'],
      [2, 'RETURNED'],
    ]);
    expect(await titlesOf(member.id)).toEqual([
      'notify.dd.notice.title',
      'notify.dd.retry.title',
      'notify.dd.failedAgain.title',
    ]);
    const [mandate] = await ctx.deps.db.select().from(ddMandates);
    expect(mandate?.status).toBe('ACTIVE');
  });

  it('ends the mandate when the account has closed, and does not retry', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.closedLater, '820000'));
    await move(operator, '2026-04-03');
    expect(await collections(loanId)).toMatchObject([
      { attempt: 1, status: 'RETURNED', failure: 'ACCOUNT_CLOSED' },
    ]);
    const [mandate] = await ctx.deps.db.select().from(ddMandates);
    expect(mandate).toMatchObject({ status: 'ENDED', endReason: 'ACCOUNT_CLOSED', endedOn: '2026-04-02' });
    expect(await titlesOf(member.id)).toEqual(['notify.dd.notice.title', 'notify.dd.endedClosed.title']);
    // Nothing more is collected under it.
    await move(operator, '2026-05-06');
    expect(await collections(loanId)).toHaveLength(1);
  });

  it('keeps a collection the bureau did not take, and submits it at the next run', async () => {
    const working = await startSimulatedBureau();
    spare = working;
    const up = httpBacsBureau({ url: working.url, timeoutMs: 1000, retries: 0 });
    const gone = await startSimulatedBureau();
    const goneUrl = gone.url;
    await gone.close();
    const down = httpBacsBureau({ url: goneUrl, timeoutMs: 500, retries: 0 });
    let current = up;
    const switching: BacsBureau = {
      lodgeMandate: (mandate) => current.lodgeMandate(mandate),
      cancelMandate: (reference) => current.cancelMandate(reference),
      submitCollection: (collection) => current.submitCollection(collection),
      collectionReport: (reference, asOf) => current.collectionReport(reference, asOf),
    };
    const { operator, member, loanId } = await world(switching);
    await setUp(member, loanId, account(testAccounts.paid));
    current = down;
    await move(operator, '2026-04-01');
    expect(await collections(loanId)).toMatchObject([{ status: 'SCHEDULED' }]);
    current = up;
    await move(operator, '2026-04-03');
    expect(await collections(loanId)).toMatchObject([{ status: 'PAID', settledOn: '2026-04-02' }]);
    expect(await ddPayments(loanId)).toHaveLength(1);
  });
});

describe('cancelling and changing the day', () => {
  it('cancels with the bureau told; nothing is collected afterwards', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.paid));
    const cancelled = await call(member, 'POST', `/api/loan/${loanId}/direct-debit/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', endReason: 'CANCELLED_BY_BORROWER' });
    expect((await call(member, 'POST', `/api/loan/${loanId}/direct-debit/cancel`)).json().code).toBe('C409');
    await move(operator, '2026-04-03');
    expect(await collections(loanId)).toEqual([]);
    const events = await ctx.deps.db.select().from(ddMandateEvents).orderBy(asc(ddMandateEvents.id));
    expect(events.map((event) => [event.event, event.by])).toEqual([
      ['SET_UP', member.id],
      ['CANCELLED', member.id],
    ]);
  });

  it('shows the re-plan, moves the bills on confirming, and refuses under 10 working days', async () => {
    const { operator, member, loanId } = await world();
    await setUp(member, loanId, account(testAccounts.paid));
    const plan = await call(member, 'POST', `/api/loan/${loanId}/direct-debit/day-change/plan`, {
      collectionDay: 20,
    });
    // 18 more days on 10,000.00 at 12%: 10,000.00 × 0.12 × 18 / 365 = 59.18.
    expect(plan.json().data).toMatchObject({
      collectionDay: 20,
      firstCollection: '2026-04-20',
      shiftDays: 18,
      interestDifference: 5_918,
    });
    expect(plan.json().data.after[0]).toMatchObject({
      dueDate: '2026-04-20',
      interest: 15_918,
      total: 94_767,
    });
    const confirmed = await call(member, 'POST', `/api/loan/${loanId}/direct-debit/day-change`, {
      collectionDay: 20,
    });
    expect(confirmed.json().data.mandate.collectionDay).toBe(20);
    const bills = await ctx.deps.db
      .select()
      .from(loanBills)
      .where(eq(loanBills.loanId, loanId))
      .orderBy(asc(loanBills.period));
    expect(bills.slice(0, 2).map((bill) => [bill.dueDate, bill.total])).toEqual([
      ['2026-04-20', 94_767],
      ['2026-05-20', 88_849],
    ]);

    await move(operator, '2026-04-10');
    const late = await call(member, 'POST', `/api/loan/${loanId}/direct-debit/day-change/plan`, {
      collectionDay: 25,
    });
    expect(late.json()).toMatchObject({ code: 'C409' });
    expect(late.json().data.fields.collectionDay).toContain('10 working days');
    expect(late.json().msg).toContain('20 Apr 2026');
  });
});
