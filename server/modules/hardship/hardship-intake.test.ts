import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { earliestRemedyDate } from '../../../domain/servicing/statutory-dates';
import { freshSession, giveProfile, operatorCall, pendingLoan } from '../../../tests/helpers/loans';
import { createMemberWithToken } from '../../../tests/helpers/members';
import type { TestContext } from '../../../tests/helpers/test-app';
import { hardshipEventLog, hardshipRequests, loans, notifications } from '../../db/schema';
import { sendBillReminders } from '../notifications/bill-reminders';
import { underForbearance } from './hardship-front-door';
import { ask, askedFor, borrowerCall, hardshipWorld, helpBody, moveTo } from './hardship-test-kit';

/**
 * A borrower asks for help (issue 36): the request as sent, the answer promised within 5 working days, a
 * message naming free debt advice; every bad figure refused on its field with nothing written; one request
 * at a time; none on a loan not being repaid; and, while it is open, no default notice and no reminders.
 */
let ctx: TestContext;
afterEach(() => ctx?.close());

const requestCount = async () => (await ctx.deps.db.select().from(hardshipRequests)).length;

describe('asking for help', () => {
  it('keeps the request, promises an answer in 5 working days and sends a message with free advice named', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    // Thursday 16 April 2026: five working days on is Thursday 23 April.
    expect((await moveTo(ctx, operator, '2026-04-16')).statusCode).toBe(200);
    const before = await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`);
    expect(before.json().data).toMatchObject({
      businessDate: '2026-04-16',
      request: null,
      offer: null,
      arrangement: null,
      canAsk: true,
      answerWorkingDays: 5,
    });

    const asked = await ask(ctx, member, loanId);
    expect(asked.statusCode).toBe(200);
    const { request, canAsk } = asked.json().data;
    expect(canAsk).toBe(false);
    expect(request).toMatchObject({
      loanId,
      status: 'OPEN',
      outcome: null,
      changes: ['JOB', 'HEALTH'],
      details: 'Hours cut at work after an operation.',
      since: '2026-04-01',
      statement: helpBody.statement,
      leftOver: 120_000 - 105_000,
      receivedOn: '2026-04-16',
      answerBy: '2026-04-23',
      closedOn: null,
      declineReason: null,
    });
    const [event] = await ctx.deps.db.select().from(hardshipEventLog);
    expect(event).toMatchObject({ requestId: request.id, event: 'RECEIVED', by: member.id });

    const messages = await borrowerCall(ctx, member, 'GET', '/api/notification/all/list?page=1&pageSize=20');
    const received = messages
      .json()
      .data.list.find((item: { title: string }) => item.title.startsWith('We have your request'));
    expect(received.loanId).toBe(loanId);
    expect(received.body).toContain('23 Apr 2026');
    for (const adviser of ['MoneyHelper', 'StepChange', 'National Debtline']) {
      expect(received.body).toContain(adviser);
    }
    const inChinese = await borrowerCall(
      ctx,
      member,
      'GET',
      `/api/notification/${received.id}/detail`,
      undefined,
      {
        lang: 'cn',
      },
    );
    expect(inChinese.json().data.title).toBe('我们已收到您的帮助申请');
  });

  it('refuses each bad figure on its field, in the reader’s language, with nothing written', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await moveTo(ctx, operator, '2026-04-16');
    const statement = helpBody.statement;
    const cases: Array<[string, object, string, string]> = [
      [
        'a negative income',
        { ...helpBody, statement: { ...statement, income: -100 } },
        'statement.income',
        'Please enter the correct monthly income',
      ],
      [
        'spending over ten times income',
        { ...helpBody, statement: { ...statement, income: 10_000 } },
        'statement.income',
        'Your spending adds up to more than ten times this income: please check the figures',
      ],
      [
        'pence where whole pounds are asked for',
        { ...helpBody, statement: { ...statement, spending: { ...statement.spending, food: 15_050 } } },
        'statement.spending.food',
        'Please enter whole pounds, without pence',
      ],
      [
        'nothing said about what changed',
        { ...helpBody, changes: [] },
        'changes',
        'Please select what has changed',
      ],
      [
        'a start in the future',
        { ...helpBody, since: '2026-04-17' },
        'since',
        'Please give a date that is not in the future',
      ],
    ];
    for (const [what, body, field, words] of cases) {
      const refused = await ask(ctx, member, loanId, body);
      expect({ what, status: refused.statusCode }).toEqual({ what, status: 400 });
      expect(refused.json().code).toBe('V400');
      expect(refused.json().data.fields[field], what).toBe(words);
    }
    const inChinese = await borrowerCall(
      ctx,
      member,
      'POST',
      `/api/loan/${loanId}/hardship`,
      { ...helpBody, since: '2026-05-01' },
      { lang: 'cn' },
    );
    expect(inChinese.json().data.fields.since).toBe('日期不能晚于今天');
    expect(await requestCount()).toBe(0);
    expect(await ctx.deps.db.select().from(hardshipEventLog)).toEqual([]);
  });

  it('takes one request at a time, and none on a loan not being repaid', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await moveTo(ctx, operator, '2026-04-16');
    await askedFor(ctx, member, loanId);
    const again = await ask(ctx, member, loanId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'C409',
      msg: 'You have already asked for help with this loan: we are looking at it and will answer by 23 Apr 2026',
    });

    // An application still waiting for a decision has nothing to re-plan.
    const applicant = await createMemberWithToken(ctx);
    await giveProfile(ctx, applicant);
    const pending = await pendingLoan(ctx, applicant);
    const notPaidOut = await ask(ctx, applicant, pending);
    expect(notPaidOut.statusCode).toBe(409);
    expect(notPaidOut.json().code).toBe('C409');
    expect(notPaidOut.json().msg).toContain('settled, charged off or not yet paid out');

    // A settled loan likewise (its status set as the last repayment leaves it).
    const other = await hardshipWorld();
    try {
      await other.ctx.deps.db.update(loans).set({ status: 'SETTLED' }).where(eq(loans.id, other.loanId));
      const settled = await ask(other.ctx, other.member, other.loanId, { ...helpBody, since: '2026-02-02' });
      expect(settled.statusCode).toBe(409);
      expect(settled.json().msg).toContain('settled, charged off or not yet paid out');
      expect(await other.ctx.deps.db.select().from(hardshipRequests)).toEqual([]);
    } finally {
      await other.ctx.close();
    }
    expect(await requestCount()).toBe(1);
  });
});

describe('another borrower', () => {
  it('cannot see or act on a loan that is not theirs, and cannot reach the Hardship queue', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await moveTo(ctx, operator, '2026-04-16');
    const requestId = await askedFor(ctx, member, loanId);
    const stranger = await createMemberWithToken(ctx);
    const seen = await borrowerCall(ctx, stranger, 'GET', `/api/loan/${loanId}/hardship`);
    expect(seen.statusCode).toBe(404);
    expect((await ask(ctx, stranger, loanId)).statusCode).toBe(404);
    const accept = await borrowerCall(ctx, stranger, 'POST', `/api/loan/${loanId}/hardship/offers/1/accept`, {
      fullName: 'Ada Lovelace',
      versionHash: 'a'.repeat(64),
    });
    expect(accept.statusCode).toBe(404);
    for (const url of ['/api/operator/hardship', `/api/operator/hardship/${requestId}`]) {
      const refused = await borrowerCall(ctx, member, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('F403');
    }
    const decline = await borrowerCall(ctx, member, 'POST', `/api/operator/hardship/${requestId}/decline`, {
      reason: 'no',
    });
    expect(decline.statusCode).toBe(403);
    expect(await requestCount()).toBe(1);
  });
});

describe('while a request is open', () => {
  it('refuses a default notice and sends no reminder; both come back once it is answered', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await moveTo(ctx, operator, '2026-05-12');
    const requestId = await askedFor(ctx, member, loanId);
    const notice = {
      breach: 'Two instalments unpaid',
      sum: 100_000,
      remedyDate: earliestRemedyDate('2026-05-12'),
    };
    const refused = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/loans/${loanId}/default-notice`,
      notice,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(
      'No default notice may be sent while the borrower’s request for help',
    );

    // Reminders read the clock's day: on 12 May both bills are overdue, and neither is told.
    ctx.clock.set('2026-05-12T09:00:00Z');
    const held = await sendBillReminders(ctx.deps, { underForbearance });
    expect(held).toEqual({ dueSoon: 0, overdue: 0 });

    const declined = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/hardship/${requestId}/decline`,
      {
        reason: 'The statement leaves enough to pay the instalment',
      },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.request).toMatchObject({
      status: 'CLOSED',
      outcome: 'DECLINED',
      declineReason: 'The statement leaves enough to pay the instalment',
    });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    const declinedNote = told.find((row) => row.titleKey === 'notify.hardship.declined.title');
    expect(declinedNote?.params).toMatchObject({
      reason: 'The statement leaves enough to pay the instalment',
    });
    expect(await sendBillReminders(ctx.deps, { underForbearance })).toEqual({ dueSoon: 0, overdue: 2 });
    const sent = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/loans/${loanId}/default-notice`,
      notice,
    );
    expect(sent.statusCode).toBe(200);
    // Answered, the loan may be asked about again.
    const after = await borrowerCall(
      ctx,
      await freshSession(ctx, member),
      'GET',
      `/api/loan/${loanId}/hardship`,
    );
    expect(after.json(), after.body).toMatchObject({ data: { canAsk: true } });
  });
});
