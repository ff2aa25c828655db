import { and, asc, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../../domain/loan/dates';
import { earliestRemedyDate } from '../../../domain/servicing/statutory-dates';
import { disbursedLoan, freshSession, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import {
  auditLog,
  cobLoanProgress,
  cobRuns,
  ledgerEntries,
  loanBillEvents,
  loanBills,
  loanBucketHistory,
  loanDpdLog,
  members,
  outboxMessages,
  statutoryNotices,
} from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { SimulatedCrash } from '../../plugins/idempotency-faults';
import { setConfigValue } from '../config/config-service';
import { followBookAtClose } from '../loans/loans-front-door';
import { currentBusinessDate, moveBusinessDate } from './business-date-service';
import { closeBusinessDate, runCloseOfBusiness } from './cob-service';

/**
 * The business date and the close of business. 10,000.00 over 12 months at 12%, paid out on Monday
 * 2 March 2026: instalments of 888.49 fall due on 2 April and 2 May, … Nothing is ever paid, so the loan
 * is 1 day past due on 3 April, 30 on 2 May, and on 3 May two payments have fallen due unpaid (s86B).
 */
let ctx: TestContext;
afterEach(() => ctx?.close());

/** The close of business as routes.ts and background.ts run it: bills follow each loan's book. */
const cobDeps = () => ({ ...ctx.deps, followBills: followBookAtClose });

async function world(borrowers = 1, lang: 'en' | 'cn' = 'en') {
  ctx = await createTestApp();
  ctx.clock.set('2026-03-02T10:00:00Z');
  const operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
  const loans: { member: TestMember; loanId: number }[] = [];
  for (let i = 0; i < borrowers; i++) {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    await ctx.deps.db.update(members).set({ lang }).where(eq(members.id, member.id));
    loans.push({ member, loanId: await disbursedLoan(ctx, member, operator) });
  }
  return { operator, loans };
}

const move = (operator: TestMember, date: string, lang?: 'en' | 'cn' | 'tw') =>
  operatorCall(ctx, operator, 'POST', '/api/operator/business-date', { date }, lang);

const dpdLog = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(loanDpdLog)
    .where(eq(loanDpdLog.loanId, loanId))
    .orderBy(asc(loanDpdLog.businessDate));

const notices = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(statutoryNotices)
    .where(eq(statutoryNotices.loanId, loanId))
    .orderBy(asc(statutoryNotices.id));

function datesFrom(first: IsoDate, last: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

describe('the business date', () => {
  it('moves forward and closes each day passed once, in order; a second close of a date does nothing', async () => {
    const { operator, loans } = await world();
    const loanId = loans[0]!.loanId;
    const before = await operatorCall(ctx, operator, 'GET', '/api/operator/business-date');
    expect(before.json().data).toMatchObject({ businessDate: '2026-03-02', movable: true, lastCob: null });

    const moved = await move(operator, '2026-03-06');
    expect(moved.statusCode).toBe(200);
    const { businessDate, closesOfBusiness } = moved.json().data;
    expect(businessDate).toBe('2026-03-06');
    // The book had never closed a day: the day before the old date first, then every day passed.
    expect(closesOfBusiness.map((run: { businessDate: string }) => run.businessDate)).toEqual(
      datesFrom('2026-03-01', '2026-03-05'),
    );
    expect(closesOfBusiness[0].loans).toBe(0);
    expect(closesOfBusiness.slice(1).every((run: { loans: number }) => run.loans === 1)).toBe(true);

    const runs = await ctx.deps.db
      .select()
      .from(cobRuns)
      .orderBy(asc(cobRuns.startedAt), asc(cobRuns.businessDate));
    expect(runs.map((run) => run.businessDate)).toEqual(datesFrom('2026-03-01', '2026-03-05'));
    expect(runs.every((run) => run.finishedAt !== null && run.startedBy && run.finishedBy)).toBe(true);
    expect((await dpdLog(loanId)).map((line) => line.businessDate)).toEqual(
      datesFrom('2026-03-02', '2026-03-05'),
    );

    // Nothing is owed again, and a date closed once is closed: no loan is done twice.
    expect(await runCloseOfBusiness(cobDeps(), '2026-03-06')).toEqual([]);
    expect(await closeBusinessDate(cobDeps(), '2026-03-03')).toMatchObject({ loans: 0, notices: 0 });
    expect(await dpdLog(loanId)).toHaveLength(4);
    const progress = await ctx.deps.db
      .select()
      .from(cobLoanProgress)
      .where(eq(cobLoanProgress.loanId, loanId));
    expect(progress).toHaveLength(4);

    const after = await operatorCall(ctx, operator, 'GET', '/api/operator/business-date');
    expect(after.json().data).toMatchObject({
      businessDate: '2026-03-06',
      movedBy: operator.id,
      lastCob: { businessDate: '2026-03-05', loans: 1 },
    });
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'businessDate.move'));
    expect(audit).toMatchObject({
      operatorId: operator.id,
      targetType: 'businessDate',
      targetId: '2026-03-06',
      before: { businessDate: '2026-03-02' },
      after: { businessDate: '2026-03-06' },
    });
  });

  it('refuses a date that is not after the business date, a bad date, and any move in production', async () => {
    const { operator } = await world(0);
    expect((await move(operator, '2026-03-10')).statusCode).toBe(200);

    const back = await move(operator, '2026-03-09');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'C409', msg: expect.stringContaining('10 Mar 2026') });
    const same = await move(operator, '2026-03-10', 'cn');
    expect(same.json()).toMatchObject({
      code: 'C409',
      msg: '营业日期只能向后调整：请选择2026年3月10日之后的日期。',
    });
    // The clock passing the moved date carries the business date on; moving back behind the clock is refused.
    ctx.clock.set('2026-03-12T10:00:00Z');
    expect(await currentBusinessDate(ctx.deps)).toBe('2026-03-12');
    expect((await move(operator, '2026-03-11')).statusCode).toBe(409);

    for (const date of ['2026-02-30', '2026-3-20', 'tomorrow', '']) {
      const bad = await move(operator, date);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'V400', data: { fields: { date: expect.any(String) } } });
    }
    expect((await operatorCall(ctx, operator, 'POST', '/api/operator/business-date', {})).statusCode).toBe(
      400,
    );
    const tooFar = await move(operator, '2028-03-12');
    expect(tooFar.json().code).toBe('C409');

    const production = {
      ...cobDeps(),
      config: { ...ctx.deps.config, NODE_ENV: 'production' as const },
    };
    await expect(
      moveBusinessDate({ deps: production, operatorId: operator.id, requestId: 'test' }, '2026-04-01'),
    ).rejects.toMatchObject({ code: 'C409', key: 'businessDate.production' } satisfies Partial<AppError>);
    // In production the business date is the clock's, whatever a test database holds.
    ctx.clock.set('2026-03-13T10:00:00Z');
    expect(await currentBusinessDate(production)).toBe('2026-03-13');
    const rows = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'businessDate.move'));
    expect(rows).toHaveLength(1);
  });
});

describe('close of business, loan by loan', () => {
  it('writes the DPD log and the bucket history as the date moves 40 days past the first due date', async () => {
    const { operator, loans } = await world();
    const loanId = loans[0]!.loanId;
    expect((await move(operator, '2026-05-13')).statusCode).toBe(200); // closes up to 12 May = 2 April + 40

    const log = await dpdLog(loanId);
    expect(log.map((line) => line.businessDate)).toEqual(datesFrom('2026-03-02', '2026-05-12'));
    const on = (date: string) => log.find((line) => line.businessDate === date)!;
    expect(on('2026-04-02')).toMatchObject({ daysPastDue: 0, bucket: null, arrears: 0 });
    expect(on('2026-04-03')).toMatchObject({
      daysPastDue: 1,
      bucket: 'DPD_1_29',
      pastDueSince: '2026-04-02',
    });
    expect(on('2026-05-01')).toMatchObject({ daysPastDue: 29, bucket: 'DPD_1_29' });
    expect(on('2026-05-02')).toMatchObject({ daysPastDue: 30, bucket: 'DPD_30_59' });
    expect(on('2026-05-12')).toMatchObject({ daysPastDue: 40, bucket: 'DPD_30_59' });
    expect(on('2026-04-03').arrears - on('2026-04-03').overdueInterest).toBe(88_849);
    expect(on('2026-05-12').arrears).toBeGreaterThan(2 * 88_849);
    expect(on('2026-05-12').overdueInterest).toBeGreaterThan(0);

    const history = await ctx.deps.db
      .select({ bucket: loanBucketHistory.bucket, from: loanBucketHistory.from, to: loanBucketHistory.to })
      .from(loanBucketHistory)
      .where(eq(loanBucketHistory.loanId, loanId))
      .orderBy(asc(loanBucketHistory.id));
    expect(history).toEqual([
      { bucket: 'DPD_1_29', from: '2026-04-03', to: '2026-05-01' },
      { bucket: 'DPD_30_59', from: '2026-05-02', to: null },
    ]);
  });

  it('brings the stored bills in line with the book: a bill credit held pays shows repaid after the next close, with no new entry', async () => {
    const { operator, loans } = await world();
    const { loanId } = loans[0]!;
    // 888.49 received on 10 March is held, and pays the bill of 2 April on its due date.
    expect((await move(operator, '2026-03-11')).statusCode).toBe(200);
    const paid = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/payments`, {
      amount: 88_849,
      receivedOn: '2026-03-10',
      reference: 'BANK-REF-EARLY',
    });
    expect(paid.statusCode).toBe(200);
    // A bill whose stored state was left behind by its book (as a loan's bills were before they followed
    // the ledger): the close of business puts it right.
    await ctx.deps.db
      .update(loanBills)
      .set({ status: 'TO_BE_REPAID', repaidAt: null })
      .where(and(eq(loanBills.loanId, loanId), eq(loanBills.period, 1)));
    const entries = await ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId));

    const first = async () =>
      (
        await ctx.deps.db
          .select()
          .from(loanBills)
          .where(and(eq(loanBills.loanId, loanId), eq(loanBills.period, 1)))
      )[0]!;
    expect((await first()).status).toBe('TO_BE_REPAID');

    // 11 March closed: the credit held covers the bill whole, so it is repaid as far as the borrower is
    // concerned; on 2 April the replay puts the money on it, and it stays repaid.
    expect((await move(operator, '2026-04-03')).statusCode).toBe(200);
    const bill = await first();
    expect(bill.status).toBe('REPAID');
    const [event] = await ctx.deps.db
      .select()
      .from(loanBillEvents)
      .where(eq(loanBillEvents.billId, bill.id))
      .orderBy(desc(loanBillEvents.id))
      .limit(1);
    expect(event).toMatchObject({ toStatus: 'REPAID', actorRole: 'system', reason: 'bill.followsLedger' });
    const after = await ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.loanId, loanId));
    expect(after).toEqual(entries);
    expect((await dpdLog(loanId)).at(-1)).toMatchObject({ businessDate: '2026-04-02', daysPastDue: 0 });
  });

  it('raises the s86B notice on the business date two payments are missed, in messages and the outbox, once', async () => {
    const { operator, loans } = await world(1, 'cn');
    const { member, loanId } = loans[0]!;
    const moved = await move(operator, '2026-05-03');
    expect(moved.json().data.closesOfBusiness.at(-1)).toMatchObject({
      businessDate: '2026-05-02',
      notices: 0,
    });
    expect(await notices(loanId)).toHaveLength(0);

    const next = await move(operator, '2026-05-04');
    expect(next.json().data.closesOfBusiness).toEqual([
      { businessDate: '2026-05-03', loans: 1, notices: 1, failed: 0 },
    ]);
    const [notice] = await notices(loanId);
    expect(notice).toMatchObject({
      kind: 'ARREARS_S86B',
      businessDate: '2026-05-03',
      templateId: 'ARREARS_S86B',
      templateVersion: 1,
      language: 'cn',
      sentBy: null,
    });
    expect(notice!.figures).toMatchObject({
      noticeDate: '2026-05-03',
      arrearsFrom: '2026-05-03',
      sequence: 1,
      shortfall: 2 * 88_849,
      daysPastDue: 31,
      pastDueSince: '2026-04-02',
      bills: [
        expect.objectContaining({ period: 1, dueDate: '2026-04-02', due: 88_849, paid: 0 }),
        expect.objectContaining({ period: 2, dueDate: '2026-05-02', due: 88_849, paid: 0 }),
      ],
    });
    // The borrower's language first, then English.
    expect(notice!.body).toContain('欠款通知（依据英国《1974年消费信贷法》第86B条）');
    expect(notice!.body).toContain('£1,776.98');
    expect(notice!.body).toContain('— English —');
    expect(notice!.body).toContain('Notice of sums in arrears (Consumer Credit Act 1974, section 86B)');
    expect(notice!.body).toContain('Template ARREARS_S86B version 1');

    const session = await freshSession(ctx, member);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification/loan/list',
      headers: session.headers('cn'),
    });
    const items = list.json().data.list as { title: string; body: string }[];
    expect(items.filter((item) => item.title === '欠款通知')).toHaveLength(1);
    expect(items.find((item) => item.title === '欠款通知')!.body).toContain('2026年5月3日');
    const mails = await ctx.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.destination, member.email), eq(outboxMessages.channel, 'email')));
    const noticeMails = mails.filter((mail) => mail.subject?.startsWith('欠款通知'));
    expect(noticeMails).toHaveLength(1);
    expect(noticeMails[0]!.body).toBe(notice!.body);

    // Arrears remain: no second notice until nearly six months after the first.
    await move(operator, '2026-10-20');
    const later = await notices(loanId);
    expect(later.map((row) => row.businessDate)).toEqual(['2026-05-03']);
    await move(operator, '2026-10-28');
    expect((await notices(loanId)).map((row) => [row.businessDate, row.figures.sequence])).toEqual([
      ['2026-05-03', 1],
      ['2026-10-27', 2],
    ]);

    const listed = await operatorCall(ctx, operator, 'GET', `/api/operator/loans/${loanId}/notices`);
    expect(listed.json().data.list.map((row: { kind: string }) => row.kind)).toEqual([
      'ARREARS_S86B',
      'ARREARS_S86B',
    ]);
  });

  it('resumes a close of business killed mid-run, loan by loan, with no notice raised twice', async () => {
    const { operator, loans } = await world(3);
    expect((await move(operator, '2026-05-03')).statusCode).toBe(200);
    // On 3 May every loan is due its s86B notice. The second loan's transaction dies before it commits;
    // the first loan's is committed.
    let reached = 0;
    ctx.deps.faults = (point) => {
      if (point === 'cob.loanDone' && ++reached === 2) throw new SimulatedCrash(point);
    };
    await expect(move(operator, '2026-05-04')).resolves.toMatchObject({ statusCode: 500 });
    ctx.deps.faults = undefined;
    const [run] = await ctx.deps.db.select().from(cobRuns).where(eq(cobRuns.businessDate, '2026-05-03'));
    expect(run!.finishedAt).toBeNull();
    expect(await notices(loans[0]!.loanId)).toHaveLength(1);
    expect(await notices(loans[1]!.loanId)).toHaveLength(0);

    // A crash after a loan committed: the next loan is left for the run that resumes.
    reached = 0;
    ctx.deps.faults = (point) => {
      if (point === 'cob.loanCommitted' && ++reached === 1) throw new SimulatedCrash(point);
    };
    await expect(runCloseOfBusiness(cobDeps(), '2026-05-04')).rejects.toBeInstanceOf(SimulatedCrash);
    ctx.deps.faults = undefined;
    expect(await notices(loans[1]!.loanId)).toHaveLength(1);
    expect(await notices(loans[2]!.loanId)).toHaveLength(0);

    const resumed = await runCloseOfBusiness(cobDeps(), '2026-05-04');
    expect(resumed).toEqual([{ businessDate: '2026-05-03', loans: 1, notices: 1, failed: 0 }]);
    for (const { loanId } of loans) {
      expect((await notices(loanId)).map((row) => row.businessDate)).toEqual(['2026-05-03']);
      expect((await dpdLog(loanId)).filter((line) => line.businessDate === '2026-05-03')).toHaveLength(1);
    }
    const [finished] = await ctx.deps.db.select().from(cobRuns).where(eq(cobRuns.businessDate, '2026-05-03'));
    expect(finished).toMatchObject({ loansDone: 3 });
    expect(finished!.finishedAt).not.toBeNull();
    // Two runs at once (two copies): each loan's part is done by one of them.
    await ctx.deps.db.update(members).set({ lang: 'en' });
    const [a, b] = await Promise.all([
      runCloseOfBusiness(cobDeps(), '2026-05-06'),
      runCloseOfBusiness(cobDeps(), '2026-05-06'),
    ]);
    const closed = [...a!, ...b!].filter((run) => run.businessDate === '2026-05-04');
    expect(closed.reduce((sum, run) => sum + run.loans, 0)).toBe(3);
    for (const { loanId } of loans) {
      expect((await dpdLog(loanId)).filter((line) => line.businessDate === '2026-05-05')).toHaveLength(1);
    }
  });
});

describe('the default notice', () => {
  it('is sent by an operator with a remedy date at least 14 days on, on a working day, and audited', async () => {
    const { operator, loans } = await world(1);
    const behind = loans[0]!;
    const url = `/api/operator/loans/${behind.loanId}/default-notice`;
    const breach = 'Instalments 1 and 2, due on 2 April and 2 May 2026, have not been paid.';
    // Before anything falls due there is no breach to put right.
    const none = await operatorCall(ctx, operator, 'POST', url, { breach, sum: 1, remedyDate: '2026-03-30' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'C409', msg: expect.stringContaining('nothing overdue') });

    await move(operator, '2026-05-12');
    // 12 May + 14 days is Tuesday 26 May: Monday 25 May is the Spring bank holiday, not that it matters here.
    const earliest = earliestRemedyDate('2026-05-12');
    expect(earliest).toBe('2026-05-26');

    const soon = await operatorCall(ctx, operator, 'POST', url, {
      breach,
      sum: 100_000,
      remedyDate: '2026-05-25',
    });
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({
      code: 'V400',
      data: { fields: { remedyDate: expect.stringContaining('26 May 2026') } },
    });
    const soonTw = await operatorCall(
      ctx,
      operator,
      'POST',
      url,
      { breach, sum: 100_000, remedyDate: '2026-05-20' },
      'tw',
    );
    expect(soonTw.json().msg).toBe(
      '糾正違約的期限須在通知寄出後至少14天，且為工作日：請選擇2026年5月26日或之後的日期。',
    );

    const tooMuch = await operatorCall(ctx, operator, 'POST', url, {
      breach,
      sum: 10_000_000,
      remedyDate: earliest,
    });
    expect(tooMuch.json()).toMatchObject({ code: 'V400', data: { fields: { sum: expect.any(String) } } });
    const bad = await operatorCall(ctx, operator, 'POST', url, {
      breach: ' ',
      sum: -1,
      remedyDate: '2026-13-01',
    });
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['breach', 'remedyDate', 'sum']);

    const sent = await operatorCall(ctx, operator, 'POST', url, {
      breach,
      sum: 177_698,
      remedyDate: earliest,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      kind: 'DEFAULT_S87',
      businessDate: '2026-05-12',
      templateId: 'DEFAULT_S87',
      templateVersion: 1,
      sentBy: operator.id,
      figures: { breach, sum: 177_698, remedyDate: '2026-05-26' },
    });
    expect(sent.json().data.body).toContain('pay £1,776.98 on or before 2026-05-26');
    const [audit] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'loan.defaultNotice'));
    expect(audit).toMatchObject({
      operatorId: operator.id,
      targetType: 'loan',
      targetId: String(behind.loanId),
      memberId: behind.member.id,
    });
    const mails = await ctx.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, behind.member.email));
    expect(mails.filter((mail) => mail.subject?.startsWith('Default notice'))).toHaveLength(1);
  });
});
