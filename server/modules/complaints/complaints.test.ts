import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disbursedLoan, freshSession, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, complaints, notifications, outboxMessages } from '../../db/schema';
import { complaintsAgainstClock } from './complaints-front-door';

/**
 * The complaints register through the API (issue 38 §4, decision 108): the public form and a borrower's own
 * complaints, acknowledged at once by message and e-mail; the desk's log, acknowledgement, notes, summary
 * resolution within three business days, final response with the ombudsman wording in its version, and
 * close — each audited; and every bad input refused with nothing written.
 */

const story = {
  name: 'Grace Hopper',
  email: 'grace@quayside.example',
  whatHappened: 'My payment on 2 November was taken twice.',
  wanted: 'Refund the second payment.',
};

function visitor(ctx: TestContext, body: object, options: { key?: string; lang?: 'en' | 'cn' | 'tw' } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/complaints/public',
    headers: {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.lang ? { lang: options.lang } : {}),
    },
    payload: body,
  });
}

function borrower(
  ctx: TestContext,
  member: TestMember,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  lang?: 'en' | 'cn' | 'tw',
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...member.headers(lang), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const FORM_KEY = randomUUID();
const count = async (ctx: TestContext) => (await ctx.deps.db.select().from(complaints)).length;

describe('the public form (signed out)', () => {
  let ctx: TestContext;
  afterEach(() => ctx?.close());

  it('keeps the complaint, fixes its clock on the business date and e-mails the acknowledgement', async () => {
    ctx = await createTestApp();
    ctx.clock.set('2026-11-30T10:00:00Z'); // Monday, 10:00 in London
    const response = await visitor(ctx, story, { key: FORM_KEY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '0',
      msg: 'We have your complaint',
      data: {
        reference: 'CMP-000001',
        receivedOn: '2026-11-30',
        summaryBy: '2026-12-03',
        finalBy: '2027-01-25',
      },
    });
    const [row] = await ctx.deps.db.select().from(complaints);
    expect(row).toMatchObject({
      channel: 'APP',
      status: 'ACKNOWLEDGED',
      memberId: null,
      receivedTime: '10:00',
    });
    const mail = await ctx.deps.db.select().from(outboxMessages);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', destination: 'grace@quayside.example' });
    expect(mail[0]?.subject).toBe('We have your complaint CMP-000001');
    expect(mail[0]?.body).toContain('we will write to you by 3 Dec 2026');
    expect(mail[0]?.body).toContain('Financial Ombudsman Service');
    expect(mail[0]?.body).toContain('(CR-1)');

    // The app's retry: the same complaint, not a second one; the same key with other words is refused.
    const again = await visitor(ctx, story, { key: FORM_KEY });
    expect(again.json().data.reference).toBe('CMP-000001');
    const other = await visitor(ctx, { ...story, wanted: 'Something else' }, { key: FORM_KEY });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('C409');
    expect(await count(ctx)).toBe(1);
    expect(await ctx.deps.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it('after close of business the three business days count from the next one; letters in their language', async () => {
    ctx = await createTestApp();
    ctx.clock.set('2026-12-24T18:30:00Z'); // Christmas Eve, after hours
    const response = await visitor(ctx, story, { lang: 'tw' });
    expect(response.json().data).toMatchObject({ summaryBy: '2027-01-04', finalBy: '2027-02-18' });
    const [mail] = await ctx.deps.db.select().from(outboxMessages);
    expect(mail?.subject).toBe('我們已收到您的投訴 CMP-000001');
    expect(mail?.body).toContain('2027年1月4日');
  });

  it.each([
    ['empty what happened', { ...story, whatHappened: '   ' }, 'whatHappened', 'Please enter what happened'],
    [
      '100 kB of text',
      { ...story, wanted: 'x'.repeat(100_000) },
      'wanted',
      'Please enter the correct what you would like us to do',
    ],
    ['no e-mail', { ...story, email: '' }, 'email', 'Please enter your e-mail address'],
    [
      'a phone that is not one',
      { ...story, phone: 'call me' },
      'phone',
      'Please enter the correct phone number',
    ],
  ])('refuses %s on its field and writes nothing', async (_, body, field, message) => {
    ctx = await createTestApp();
    const response = await visitor(ctx, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('V400');
    expect(response.json().data.fields[field]).toBe(message);
    expect(await count(ctx)).toBe(0);
    expect(await ctx.deps.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('refuses a form with no Idempotency-Key', async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/complaints/public', payload: story });
    expect(response.json().code).toBe('V400');
    expect(await count(ctx)).toBe(0);
  });

  it('is rate-limited per address: L429 with retryAfter, nothing written', async () => {
    ctx = await createTestApp({ env: { COMPLAINT_RATE_PER_ADDRESS: '2' } });
    expect((await visitor(ctx, story)).statusCode).toBe(200);
    expect((await visitor(ctx, { ...story, wanted: 'A call back.' })).statusCode).toBe(200);
    const third = await visitor(ctx, { ...story, wanted: 'A letter.' }, { lang: 'cn' });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('L429');
    expect(third.json().data.retryAfter).toBeGreaterThan(0);
    expect(await count(ctx)).toBe(2);
  });
});

describe('a borrower and the desk', () => {
  let ctx: TestContext;
  let operator: TestMember;
  let member: TestMember;
  let other: TestMember;
  let loanId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.set('2026-03-02T10:00:00Z');
    operator = await createMemberWithToken(ctx, { role: 'operator' });
    member = await createMemberWithToken(ctx);
    other = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.set('2026-11-30T09:15:00Z'); // Monday
    // Months on, no session of March is alive: sign in again.
    member = await freshSession(ctx, member);
    other = await freshSession(ctx, other);
  }, 60_000);
  afterAll(() => ctx?.close());

  const desk = (method: 'GET' | 'POST', url: string, body?: object, lang?: 'en' | 'cn' | 'tw') =>
    operatorCall(ctx, operator, method, url, body, lang);

  it('a signed-in borrower complains about their loan: message and e-mail, and it is in their list', async () => {
    const sent = await borrower(ctx, member, 'POST', '/api/complaints', {
      whatHappened: 'You charged overdue interest on a bill I paid on time.',
      wanted: 'Take the interest off.',
      loanId,
    });
    expect(sent.statusCode).toBe(200);
    const { reference } = sent.json().data;
    const messages = (await ctx.deps.db.select().from(notifications)).filter(
      (row) => row.titleKey === 'notify.complaint.received.title',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      memberId: member.id,
      params: { complaintReference: reference, loanId },
    });
    const mail = (await ctx.deps.db.select().from(outboxMessages)).filter((row) => row.channel === 'email');
    expect(mail.map((row) => row.subject)).toContain(`We have your complaint ${reference}`);

    const list = (await borrower(ctx, member, 'GET', '/api/complaints')).json().data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      reference,
      status: 'ACKNOWLEDGED',
      summaryBy: '2026-12-03',
      answer: null,
    });
    expect(list.loans.map((loan: { id: number }) => loan.id)).toEqual([loanId]);
    // Another borrower sees none of it, and cannot complain about this loan as theirs.
    expect((await borrower(ctx, other, 'GET', '/api/complaints')).json().data.list).toEqual([]);
    const theirs = await borrower(ctx, other, 'POST', '/api/complaints', {
      whatHappened: 'x',
      wanted: 'y',
      loanId,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().data.fields.loanId).toBe('That is not one of your loans');
  });

  it('the desk logs a phone complaint, acknowledges, investigates, answers finally and closes — each audited', async () => {
    const logged = await desk('POST', '/api/operator/complaints', {
      channel: 'PHONE',
      receivedOn: '2026-11-27',
      receivedTime: '17:45',
      name: 'Ada Lovelace',
      phone: '020 7946 0000',
      whatHappened: 'Nobody called me back about my arrears.',
      wanted: 'An apology and a call.',
    });
    expect(logged.statusCode).toBe(200);
    const complaint = logged.json().data;
    // Friday after hours: counts from Monday 30 Nov, summary by Thursday 3 Dec; final 8 weeks from Friday.
    expect(complaint).toMatchObject({
      status: 'RECEIVED',
      channel: 'PHONE',
      clock: { countsFrom: '2026-11-30', summaryBy: '2026-12-03', finalBy: '2027-01-22', summaryDaysLeft: 3 },
    });
    const id = complaint.id as number;

    const acknowledged = await desk('POST', `/api/operator/complaints/${id}/acknowledge`);
    expect(acknowledged.json().data).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgedOn: '2026-11-30' });
    const twice = await desk('POST', `/api/operator/complaints/${id}/acknowledge`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('This complaint has already been acknowledged');

    const noted = await desk('POST', `/api/operator/complaints/${id}/notes`, {
      text: 'Call log shows no call back.',
    });
    expect(noted.json().data.status).toBe('INVESTIGATING');
    const empty = await desk('POST', `/api/operator/complaints/${id}/notes`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    const huge = await desk('POST', `/api/operator/complaints/${id}/notes`, { text: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data.fields.text).toBe('Please enter the correct note');

    const rejectedWithRedress = await desk('POST', `/api/operator/complaints/${id}/final-response`, {
      outcome: 'REJECTED',
      redress: 500,
      text: 'We called.',
    });
    expect(rejectedWithRedress.statusCode).toBe(400);
    expect(rejectedWithRedress.json().data.fields.redress).toContain('has no redress');

    const final = await desk('POST', `/api/operator/complaints/${id}/final-response`, {
      outcome: 'PARTLY_UPHELD',
      redress: 5_000,
      text: 'We should have called you back within a day. We have spoken to the team.',
    });
    expect(final.statusCode).toBe(200);
    const answered = final.json().data;
    expect(answered.status).toBe('ANSWERED');
    expect(answered.answer).toMatchObject({
      kind: 'FINAL',
      outcome: 'PARTLY_UPHELD',
      redress: 5_000,
      answeredOn: '2026-11-30',
      ombudsmanBy: '2027-05-30',
      textVersion: 'CR-1',
    });
    const fos = answered.answer.sections.at(-1);
    expect(fos.heading).toBe('Your right to go to the Financial Ombudsman Service');
    expect(fos.text).toContain('within six months of the date of this response, that is by 30 May 2027');
    expect(answered.answer.sections[0].text).toContain('We will pay you £50.00');

    const again = await desk('POST', `/api/operator/complaints/${id}/summary-resolution`, {
      text: 'Sorted.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This complaint has already been answered: an answer is sent once');

    const closed = await desk('POST', `/api/operator/complaints/${id}/close`);
    expect(closed.json().data.status).toBe('CLOSED');
    expect((await desk('POST', `/api/operator/complaints/${id}/close`)).statusCode).toBe(409);
    expect((await desk('POST', `/api/operator/complaints/${id}/notes`, { text: 'late' })).statusCode).toBe(
      409,
    );

    const actions = (await ctx.deps.db.select().from(auditLog))
      .filter((row) => row.targetType === 'complaint' && row.targetId === String(id))
      .map((row) => row.action);
    expect(actions).toEqual([
      'complaint.log',
      'complaint.acknowledge',
      'complaint.note',
      'complaint.finalResponse',
      'complaint.close',
    ]);
    const events = (await desk('GET', `/api/operator/complaints/${id}`)).json().data.events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'RECEIVED',
      'ACKNOWLEDGED',
      'NOTE',
      'FINAL_RESPONSE',
      'CLOSED',
    ]);
  });

  it('a summary resolution within three business days; none after; the borrower reads our answer in their language', async () => {
    const [mine] = (await borrower(ctx, member, 'GET', '/api/complaints')).json().data.list;
    const resolved = await desk('POST', `/api/operator/complaints/${mine.id}/summary-resolution`, {
      text: 'We have taken the overdue interest off your bill.',
    });
    expect(resolved.json().data).toMatchObject({
      status: 'RESOLVED',
      answer: { kind: 'SUMMARY', outcome: null },
    });
    const message = (await ctx.deps.db.select().from(notifications)).filter(
      (row) => row.titleKey === 'notify.complaint.answered.title',
    );
    expect(message).toHaveLength(1);
    const seen = (await borrower(ctx, member, 'GET', '/api/complaints', undefined, 'cn')).json().data.list[0];
    expect(seen.status).toBe('RESOLVED');
    expect(seen.answer.sections[1].text).toBe('We have taken the overdue interest off your bill.');
    expect(seen.answer.sections[2].heading).toBe('如果您改变主意');
    expect(seen.answer.sections[2].text).toContain('金融申诉专员服务机构');

    // A complaint past its three business days can only have a final response.
    const late = await desk('POST', '/api/operator/complaints', {
      channel: 'LETTER',
      receivedOn: '2026-11-20',
      receivedTime: '09:00',
      name: 'Charles Babbage',
      whatHappened: 'Your letter was rude.',
      wanted: 'An apology.',
    });
    const lateId = late.json().data.id;
    expect(late.json().data.summaryAllowed).toBe(false);
    const tooLate = await desk('POST', `/api/operator/complaints/${lateId}/summary-resolution`, {
      text: 'Sorry.',
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().msg).toBe(
      'The three business days for a summary resolution ended on 25 Nov 2026: send a final response instead',
    );
  });

  it('the register sorts by the nearest deadline; reports count against the clocks', async () => {
    await desk('POST', '/api/operator/complaints', {
      channel: 'EMAIL',
      receivedOn: '2026-11-30',
      receivedTime: '09:00',
      name: 'Alan Turing',
      email: 'alan@quayside.example',
      whatHappened: 'The app logged me out.',
      wanted: 'Fix it.',
    });
    const register = (await desk('GET', '/api/operator/complaints')).json().data;
    expect(register.businessDate).toBe('2026-11-30');
    const deadlines = register.list.map(
      (item: { clock: { nextDeadline: string } }) => item.clock.nextDeadline,
    );
    expect(deadlines).toEqual([...deadlines].sort());
    expect(register.list.map((item: { name: string }) => item.name)).toEqual([
      'Alan Turing',
      'Charles Babbage',
    ]);

    const figures = await complaintsAgainstClock(ctx.deps.db, '2027-01-20');
    const line = (status: string) => figures.byStatus.find((row) => row.status === status);
    expect(line('RECEIVED')).toMatchObject({ count: 2, summaryPassed: 2, finalOverdue: 1 });
    expect(line('CLOSED')).toMatchObject({ count: 1, answeredInTime: 1 });
    expect(line('RESOLVED')).toMatchObject({ count: 1, answeredInTime: 1 });
  });

  it('refuses a borrower on the desk (F403), an unknown complaint (N404), a receipt after the business date', async () => {
    const asBorrower = await borrower(ctx, member, 'GET', '/api/operator/complaints');
    expect(asBorrower.statusCode).toBe(403);
    expect(asBorrower.json().code).toBe('F403');
    const missing = await desk('GET', '/api/operator/complaints/999999');
    expect(missing.statusCode).toBe(404);
    const future = await desk('POST', '/api/operator/complaints', {
      channel: 'PHONE',
      receivedOn: '2026-12-01',
      receivedTime: '09:00',
      name: 'Future',
      whatHappened: 'x',
      wanted: 'y',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields.receivedOn).toBe(
      'The day it reached us cannot be after today’s business date',
    );
    const noMember = await ctx.app.inject({ method: 'GET', url: '/api/complaints' });
    expect(noMember.json().code).toBe('U403');
  });
});
