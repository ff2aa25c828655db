import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/loan/dates';
import { operatorCall } from '../../../tests/helpers/loans';
import type { TestContext } from '../../../tests/helpers/test-app';
import {
  arrangements,
  auditLog,
  collectionCases,
  hardshipEventLog,
  ledgerEntries,
  loanBills,
  notifications,
} from '../../db/schema';
import { setConfigValue } from '../config/config-service';
import { accept, askedFor, borrowerCall, hardshipWorld, moveTo, offered } from './hardship-test-kit';

/**
 * An arrangement from offer to ledger (issue 36, decision 103): the operator previews and offers it (a
 * second operator approves one above HARDSHIP_SECOND_APPROVAL_ABOVE, never the first), the borrower reads
 * the variation and accepts it with their name and its hash, and the ledger's one ARRANGEMENT entry makes
 * the book's bills the offered plan. On 20 April 2026 the first bill (2 April) is unpaid.
 */
let ctx: TestContext;
afterEach(() => ctx?.close());

const holiday = { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true };

const arrangementEntries = (loanId: number) =>
  ctx.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.loanId, loanId), eq(ledgerEntries.kind, 'ARRANGEMENT')));

const titlesOf = async (memberId: number) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.memberId, memberId))).map(
    (row) => row.titleKey,
  );

describe('an arrangement offered, approved and accepted', () => {
  it('re-plans the ledger exactly as offered, once, with the borrower’s signature', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, second, member, loanId } = world;
    await moveTo(ctx, operator, '2026-04-20');
    const requestId = await askedFor(ctx, member, loanId);

    await operatorCall(ctx, operator, 'PUT', `/api/operator/claims/hardship/${requestId}`);
    const queue = (await operatorCall(ctx, second, 'GET', '/api/operator/hardship')).json().data;
    expect(queue).toMatchObject({ total: 1, next: null, businessDate: '2026-04-20' });
    expect(queue.list[0]).toMatchObject({
      requestId,
      loanId,
      borrowerName: 'Ada Lovelace',
      status: 'OPEN',
      answerBy: '2026-04-27',
      late: false,
      daysPastDue: 18,
      leftOver: 15_000,
      canPay: 10_000,
      claim: { operatorId: operator.id, mine: false },
    });
    expect(queue.list[0].arrears).toBeGreaterThan(88_849);
    const queues = (await operatorCall(ctx, operator, 'GET', '/api/operator/queues')).json().data;
    expect(queues.hardship).toEqual({ count: 1, oldestAt: '2026-04-27T00:00:00.000Z' });

    const preview = await operatorCall(ctx, operator, 'POST', `/api/operator/hardship/${requestId}/preview`, {
      terms: holiday,
    });
    expect(preview.statusCode).toBe(200);
    const plan = preview.json().data;
    expect(plan).toMatchObject({ terms: holiday, on: '2026-04-20', needsSecondOperator: true });
    expect(plan.relief).toBeGreaterThan(100_000);
    // Frozen: what is left to pay does not change, it moves later.
    expect(plan.totalPayableAfter).toBe(plan.totalPayableBefore);

    const asked = await offered(ctx, operator, requestId, holiday);
    expect(asked.request.status).toBe('OFFERED');
    const [offer] = asked.offers;
    expect(offer).toMatchObject({
      status: 'AWAITING_APPROVAL',
      needsSecondOperator: true,
      createdBy: operator.id,
    });
    expect(offer.plan).toEqual(
      Object.fromEntries(Object.entries(plan).filter(([k]) => k !== 'needsSecondOperator')),
    );
    // Waiting for a second operator, it is not the borrower's to see.
    expect(
      (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data.offer,
    ).toBeNull();

    const approve = `/api/operator/hardship/${requestId}/offers/${offer.id}/approve`;
    const own = await operatorCall(ctx, operator, 'POST', approve);
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('A different operator must approve this: you made it');
    const approved = await operatorCall(ctx, second, 'POST', approve);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.offers[0]).toMatchObject({
      status: 'OFFERED',
      approvedBy: second.id,
      offeredOn: '2026-04-20',
      expiresOn: '2026-05-04',
    });
    expect(await titlesOf(member.id)).toContain('notify.hardship.offer.title');

    const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    expect(view.offer.document).toMatchObject({
      version: 'HV-1',
      title: expect.stringContaining('Changing your'),
    });
    expect(view.offer.document.sections.map((section: { heading: string }) => section.heading)).toEqual([
      'What changes',
      'Your payments before and after',
      'Your credit file',
      'Everything else stays the same',
      'You can ask again',
    ]);
    expect(view.offer.document.sections[2].text).toContain('arrangement to pay');
    const chinese = (
      await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`, undefined, { lang: 'tw' })
    ).json().data.offer.document;
    expect(chinese.versionHash).toBe(view.offer.document.versionHash);
    expect(chinese.sections[0].heading).toBe('變更內容');

    const wrongName = await accept(ctx, member, loanId, { fullName: 'Ada Byron' });
    expect(wrongName.statusCode).toBe(409);
    expect(wrongName.json().data.fields).toEqual({ fullName: expect.any(String) });
    expect(await arrangementEntries(loanId)).toEqual([]);

    const key = 'accept-holiday-0001';
    const accepted = await accept(ctx, member, loanId, { key });
    expect(accepted.statusCode).toBe(200);
    const after = accepted.json().data;
    expect(after.request).toMatchObject({ status: 'CLOSED', outcome: 'ARRANGEMENT', closedOn: '2026-04-20' });
    expect(after.offer).toBeNull();
    expect(after.arrangement).toMatchObject({
      offerId: offer.id,
      kind: 'PAYMENT_HOLIDAY',
      status: 'ACTIVE',
      acceptedOn: '2026-04-20',
      windowEnds: plan.windowEnds,
      signedName: 'Ada Lovelace',
      versionHash: view.offer.document.versionHash,
    });

    // Asked again — the same key, or a new one naming the same hash — it answers as it did, and books nothing.
    const signature = { fullName: 'Ada Lovelace', versionHash: view.offer.document.versionHash };
    const acceptUrl = `/api/loan/${loanId}/hardship/offers/${offer.id}/accept`;
    const sameKey = await borrowerCall(ctx, member, 'POST', acceptUrl, signature, { key });
    expect(sameKey.body).toBe(accepted.body);
    const again = await borrowerCall(ctx, member, 'POST', acceptUrl, signature);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.arrangement.id).toBe(after.arrangement.id);

    const entries = await arrangementEntries(loanId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ arrangementTerms: holiday, on: '2026-04-20', recordedBy: member.id });
    expect(after.arrangement.ledgerEntryId).toBe(entries[0]!.id);

    // The book's bills from now on are the plan the borrower read, to the penny and the day.
    const ledger = (await operatorCall(ctx, operator, 'GET', `/api/operator/loans/${loanId}/ledger`)).json()
      .data;
    const line = (bill: {
      period: number;
      dueDate: string;
      principal: number;
      interest: number;
      total: number;
    }) => ({
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.principal,
      interest: bill.interest,
      total: bill.total,
    });
    const planned = new Set<number>(plan.after.map((bill: { period: number }) => bill.period));
    expect(
      ledger.book.bills.filter((bill: { period: number }) => planned.has(bill.period)).map(line),
    ).toEqual(plan.after.map(line));
    expect(ledger.book.bills[0]).toMatchObject({ period: 1, state: 'RESCHEDULED' });
    expect(ledger.book.arrears.amount).toBe(0);

    // The stored bills follow: the plan's bills added, naming the entry; the ones it replaced cancelled.
    const stored = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
    const added = stored.filter((bill) => bill.arrangementEntryId === entries[0]!.id);
    expect(added.map((bill) => bill.period).sort((a, b) => a - b)).toEqual(
      [...planned].sort((a, b) => a - b),
    );
    expect(
      stored
        .filter((bill) => bill.arrangementEntryId === null)
        .every((bill) => bill.status === 'RESCHEDULED'),
    ).toBe(true);
    // The arrears it carried closed the collection case.
    const [collection] = await ctx.deps.db
      .select()
      .from(collectionCases)
      .where(eq(collectionCases.loanId, loanId));
    expect(collection).toMatchObject({ status: 'CLOSED', closeReason: 'ARREARS_CLEARED' });
    expect(await titlesOf(member.id)).toContain('notify.hardship.accepted.title');
    const actions = (await ctx.deps.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['hardship.offer.request', 'hardship.offer.approve']));
  });
});

describe('an offer the borrower does not take', () => {
  it('goes straight to the borrower below the setting; declined or withdrawn, the request waits again', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await setConfigValue(ctx.deps.db, 'HARDSHIP_SECOND_APPROVAL_ABOVE', '10000000');
    await moveTo(ctx, operator, '2026-04-20');
    const requestId = await askedFor(ctx, member, loanId);
    const extension = { kind: 'TERM_EXTENSION', months: 18 };
    const first = await offered(ctx, operator, requestId, extension);
    expect(first.offers[0]).toMatchObject({
      status: 'OFFERED',
      needsSecondOperator: false,
      expiresOn: '2026-05-04',
    });

    const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    const declined = await borrowerCall(
      ctx,
      member,
      'POST',
      `/api/loan/${loanId}/hardship/offers/${view.offer.id}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      request: { status: 'OPEN' },
      offer: null,
      arrangement: null,
    });

    const second = await offered(ctx, operator, requestId, { ...extension, months: 24 });
    expect(second.offers.map((offer: { status: string }) => offer.status)).toEqual(['DECLINED', 'OFFERED']);
    const withdrawn = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/hardship/${requestId}/offers/${second.offers[1].id}/withdraw`,
    );
    expect(withdrawn.json().data).toMatchObject({
      request: { status: 'OPEN' },
      offers: [{}, { status: 'WITHDRAWN' }],
    });
    const late = await borrowerCall(
      ctx,
      member,
      'POST',
      `/api/loan/${loanId}/hardship/offers/${second.offers[1].id}/accept`,
      { fullName: 'Ada Lovelace', versionHash: second.offers[1].document.versionHash },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(
      'This offer is no longer open: please ask us again and we will look at it afresh',
    );
    expect(await arrangementEntries(loanId)).toEqual([]);
  });

  it('lapses at the close of business after its last day, and cannot be accepted then', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await setConfigValue(ctx.deps.db, 'HARDSHIP_SECOND_APPROVAL_ABOVE', '10000000');
    await moveTo(ctx, operator, '2026-04-20');
    const requestId = await askedFor(ctx, member, loanId);
    await offered(ctx, operator, requestId, holiday);
    const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    await moveTo(ctx, operator, '2026-05-04');
    expect(
      (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data.offer.id,
    ).toBe(view.offer.id);
    await moveTo(ctx, operator, '2026-05-05');
    const lapsed = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    expect(lapsed).toMatchObject({ request: { status: 'OPEN' }, offer: null });
    const refused = await borrowerCall(
      ctx,
      member,
      'POST',
      `/api/loan/${loanId}/hardship/offers/${view.offer.id}/accept`,
      {
        fullName: 'Ada Lovelace',
        versionHash: view.offer.document.versionHash,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('C409');
    expect(await arrangementEntries(loanId)).toEqual([]);
    const events = await ctx.deps.db
      .select()
      .from(hardshipEventLog)
      .where(eq(hardshipEventLog.event, 'LAPSED'));
    expect(events).toMatchObject([
      { requestId, offerId: view.offer.id, by: null, businessDate: '2026-05-04' },
    ]);
  });
});

describe('an arrangement broken', () => {
  it('is flagged on the collection case and told to the borrower once, and stays broken', async () => {
    const world = await hardshipWorld();
    ctx = world.ctx;
    const { operator, member, loanId } = world;
    await setConfigValue(ctx.deps.db, 'HARDSHIP_SECOND_APPROVAL_ABOVE', '10000000');
    await moveTo(ctx, operator, '2026-04-20');
    const requestId = await askedFor(ctx, member, loanId);
    const reduced = { kind: 'REDUCED_PAYMENT', months: 2, payment: 10_000, afterwards: 'SPREAD' };
    const { offers } = await offered(ctx, operator, requestId, reduced);
    expect((await accept(ctx, member, loanId)).statusCode).toBe(200);
    const firstDue = offers[0].plan.after[0].dueDate as string;

    await moveTo(ctx, operator, addDays(firstDue, 2));
    const [broken] = await ctx.deps.db.select().from(arrangements).where(eq(arrangements.loanId, loanId));
    expect(broken).toMatchObject({
      status: 'BROKEN',
      brokenOn: expect.any(String),
      endedOn: addDays(firstDue, 1),
    });
    const [collection] = await ctx.deps.db
      .select()
      .from(collectionCases)
      .where(and(eq(collectionCases.loanId, loanId), eq(collectionCases.status, 'OPEN')));
    expect(collection?.nextActionNote).toContain('Arrangement broken');
    expect(collection?.nextActionBy).toBeNull();
    expect(await titlesOf(member.id)).toContain('notify.hardship.broken.title');

    // A month on, unpaid still: it stays broken, flagged and told once.
    await moveTo(ctx, operator, addDays(firstDue, 30));
    const events = await ctx.deps.db
      .select()
      .from(hardshipEventLog)
      .where(and(eq(hardshipEventLog.event, 'BROKEN'), isNotNull(hardshipEventLog.offerId)));
    expect(events).toHaveLength(1);
    const brokenNotes = (await titlesOf(member.id)).filter(
      (title) => title === 'notify.hardship.broken.title',
    );
    expect(brokenNotes).toHaveLength(1);
    const view = (await borrowerCall(ctx, member, 'GET', `/api/loan/${loanId}/hardship`)).json().data;
    expect(view).toMatchObject({ arrangement: { status: 'BROKEN' }, canAsk: true });

    // Asked again, a new arrangement takes over; the broken one stays broken.
    const again = await askedFor(ctx, member, loanId);
    await offered(ctx, operator, again, { kind: 'TERM_EXTENSION', months: 24 });
    expect((await accept(ctx, member, loanId)).statusCode).toBe(200);
    const rows = await ctx.deps.db.select().from(arrangements).where(eq(arrangements.loanId, loanId));
    expect(rows.map((row) => row.status).sort()).toEqual(['ACTIVE', 'BROKEN']);
    expect(await arrangementEntries(loanId)).toHaveLength(2);
  });
});
