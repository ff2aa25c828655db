import type { Language } from '../../../domain/errors';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { ARRANGEMENT_OFFER_VALID_DAYS } from '../../../domain/forbearance/forbearance-codes';
import { addDays } from '../../../domain/loan/dates';
import { encodeMessage } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { brandOf } from '../config/config-service';
import { followBook, isUniqueViolation } from '../loans/loans-front-door';
import { bookWaiver, businessDateOf } from '../servicing/servicing-front-door';
import { planFor } from './arrangement-planning';
import {
  type HardshipContext,
  hardshipCase,
  requestWithLoan,
  runningBook,
  secondApprovalAbove,
} from './hardship-case';
import { sendHardshipNotice } from './hardship-notices';
import {
  type HardshipLoan,
  type HardshipRequestRow,
  insertEvent,
  insertOffer,
  moveOffer,
  moveRequest,
  ONE_LIVE_OFFER_INDEX,
  offerById,
} from './hardship-repository';

/**
 * The operators' answers to a request for help (issue 36): an arrangement offered (a second operator
 * approves one whose relief is above HARDSHIP_SECOND_APPROVAL_ABOVE), withdrawn, overdue interest waived
 * (the same rule), or the request declined. Each checks the state the operator was shown under the
 * request's row lock and moves it by a guarded update, is audited, and answers the case as it now stands.
 */

type Answer = Awaited<ReturnType<typeof hardshipCase>>;

/** The request locked for the action, which it must find OPEN (no offer out, no waiver waiting). */
async function openRequest(tx: Executor, requestId: number) {
  const found = await requestWithLoan(tx, requestId, true);
  const { request } = found;
  if (request.status === 'OFFERED') throw conflict('hardship.offerOut');
  if (request.status !== 'OPEN') throw conflict('hardship.notOpen');
  if (request.waiverAmount !== null && request.waiverEntryId === null)
    throw conflict('hardship.waiverPending');
  return found;
}

function audit(
  ctx: HardshipContext,
  tx: Executor,
  action: string,
  loan: HardshipLoan,
  request: HardshipRequestRow,
  after: unknown,
  reason?: string,
) {
  return recordAudit(tx, {
    operatorId: ctx.operatorId,
    action,
    targetType: 'loan',
    targetId: loan.id,
    memberId: loan.memberId,
    before: { requestId: request.id, status: request.status },
    after,
    reason: reason ?? null,
    requestId: ctx.requestId,
    at: ctx.deps.clock.now(),
  });
}

async function answer(ctx: HardshipContext, requestId: number, lang: Language): Promise<Answer> {
  return hardshipCase(ctx.deps, requestId, lang);
}

/**
 * Offers an arrangement re-planned from the loan's book on the business date. Up to the setting it goes to
 * the borrower at once, valid ARRANGEMENT_OFFER_VALID_DAYS days; above it, it waits for a second operator.
 */
export async function offerArrangement(
  ctx: HardshipContext,
  requestId: number,
  terms: ArrangementTerms,
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan } = await openRequest(tx, requestId);
    const loaded = await runningBook(tx, loan, businessDate);
    const plan = planFor(loaded.book, terms);
    const needsSecondOperator = plan.relief > (await secondApprovalAbove(tx));
    let offer: Awaited<ReturnType<typeof insertOffer>>;
    try {
      offer = await insertOffer(tx, {
        requestId,
        loanId: loan.id,
        kind: terms.kind,
        terms,
        plan,
        relief: plan.relief,
        status: needsSecondOperator ? 'AWAITING_APPROVAL' : 'OFFERED',
        needsSecondOperator,
        createdBy: ctx.operatorId,
        createdAt: now,
        createdOn: businessDate,
        offeredOn: needsSecondOperator ? null : businessDate,
        expiresOn: needsSecondOperator ? null : addDays(businessDate, ARRANGEMENT_OFFER_VALID_DAYS),
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_LIVE_OFFER_INDEX)) throw conflict('hardship.offerOut');
      throw error;
    }
    if (!(await moveRequest(tx, requestId, ['OPEN'], { status: 'OFFERED' })))
      throw conflict('hardship.notOpen');
    await insertEvent(tx, {
      requestId,
      offerId: offer.id,
      event: needsSecondOperator ? 'APPROVAL_ASKED' : 'OFFERED',
      by: ctx.operatorId,
      businessDate,
      detail: { terms, relief: plan.relief },
      at: now,
    });
    if (offer.expiresOn) {
      await sendHardshipNotice(tx, ctx.deps.config, loan, { kind: 'offer', expiresOn: offer.expiresOn }, now);
    }
    await audit(ctx, tx, needsSecondOperator ? 'hardship.offer.request' : 'hardship.offer', loan, request, {
      offerId: offer.id,
      status: offer.status,
      terms,
      relief: plan.relief,
      totalPayableBefore: plan.totalPayableBefore,
      totalPayableAfter: plan.totalPayableAfter,
    });
  });
  return answer(ctx, requestId, lang);
}

/** The offer of this request, locked; N404 for one of another request. */
async function offerOfRequest(tx: Executor, requestId: number, offerId: number) {
  const found = await requestWithLoan(tx, requestId, true);
  const offer = await offerById(tx, offerId, true);
  if (!offer || offer.requestId !== requestId) throw notFound();
  return { ...found, offer };
}

/** A second operator approves an offer above the setting: it goes to the borrower from today. Nobody approves their own. */
export async function approveOffer(
  ctx: HardshipContext,
  requestId: number,
  offerId: number,
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan, offer } = await offerOfRequest(tx, requestId, offerId);
    if (offer.status !== 'AWAITING_APPROVAL') throw conflict('hardship.nothingToApprove');
    if (offer.createdBy === ctx.operatorId) throw conflict('hardship.sameOperator');
    const expiresOn = addDays(businessDate, ARRANGEMENT_OFFER_VALID_DAYS);
    const approved = await moveOffer(tx, offer.id, ['AWAITING_APPROVAL'], {
      status: 'OFFERED',
      approvedBy: ctx.operatorId,
      approvedAt: now,
      offeredOn: businessDate,
      expiresOn,
    });
    if (!approved) throw conflict('hardship.nothingToApprove');
    await insertEvent(tx, {
      requestId,
      offerId,
      event: 'APPROVED',
      by: ctx.operatorId,
      businessDate,
      at: now,
    });
    await sendHardshipNotice(tx, ctx.deps.config, loan, { kind: 'offer', expiresOn }, now);
    await audit(ctx, tx, 'hardship.offer.approve', loan, request, {
      offerId,
      createdBy: offer.createdBy,
      relief: offer.relief,
      expiresOn,
    });
  });
  return answer(ctx, requestId, lang);
}

/** We take back an offer not yet decided (waiting for approval or for the borrower): the request is OPEN again. */
export async function withdrawOffer(
  ctx: HardshipContext,
  requestId: number,
  offerId: number,
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan, offer } = await offerOfRequest(tx, requestId, offerId);
    const withdrawn = await moveOffer(tx, offer.id, ['AWAITING_APPROVAL', 'OFFERED'], {
      status: 'WITHDRAWN',
      decidedAt: now,
      decidedBy: ctx.operatorId,
    });
    if (!withdrawn) throw conflict('hardship.offerNotLive');
    await moveRequest(tx, requestId, ['OFFERED'], { status: 'OPEN' });
    await insertEvent(tx, {
      requestId,
      offerId,
      event: 'WITHDRAWN',
      by: ctx.operatorId,
      businessDate,
      at: now,
    });
    await audit(ctx, tx, 'hardship.offer.withdraw', loan, request, { offerId, was: offer.status });
  });
  return answer(ctx, requestId, lang);
}

/** Writes an asked-for waiver on the ledger and closes the request WAIVED, telling the borrower. */
async function writeWaiver(
  ctx: HardshipContext,
  tx: Executor,
  loan: HardshipLoan,
  request: HardshipRequestRow,
  input: { amount: number; reason: string; businessDate: string; now: Date },
) {
  const { row, book } = await bookWaiver(tx, {
    loanId: loan.id,
    amount: input.amount,
    component: 'OVERDUE_INTEREST',
    recorded: { by: ctx.operatorId, reason: input.reason, now: input.now },
    businessDate: input.businessDate,
  });
  await followBook(tx, loan.id, book, { actorId: ctx.operatorId, actorRole: 'operator', now: input.now });
  const closed = await moveRequest(tx, request.id, ['OPEN'], {
    status: 'CLOSED',
    outcome: 'WAIVED',
    closedOn: input.businessDate,
    closedAt: input.now,
    closedBy: ctx.operatorId,
    closeReason: input.reason,
    waiverEntryId: row.id,
    ...(request.waiverSecondNeeded ? { waiverApprovedBy: ctx.operatorId } : {}),
  });
  if (!closed) throw conflict('hardship.notOpen');
  await insertEvent(tx, {
    requestId: request.id,
    event: 'WAIVED',
    by: ctx.operatorId,
    businessDate: input.businessDate,
    detail: { amount: input.amount, entryId: row.id },
    at: input.now,
  });
  await sendHardshipNotice(tx, ctx.deps.config, loan, { kind: 'waived', amount: input.amount }, input.now);
  return row.id;
}

/** Overdue interest outstanding on the book; a waiver above it is refused on its amount, naming the most. */
function assertWithinOverdue(ctx: HardshipContext, overdue: number, amount: number) {
  if (amount <= overdue) return;
  const max = formatMoney(overdue, 'en', { currency: brandOf(ctx.deps.config).currency });
  throw new AppError('C409', 'hardship.waiverTooLarge', {
    params: { max },
    fields: { amount: encodeMessage('hardship.waiverTooLarge', { max }) },
  });
}

/**
 * Waives overdue interest, all or part, with a reason: a WAIVER entry on OVERDUE_INTEREST at once, closing
 * the request WAIVED; above the setting it waits for a different operator's approval.
 */
export async function waiveOverdueInterest(
  ctx: HardshipContext,
  requestId: number,
  input: { amount: number; reason: string },
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan } = await openRequest(tx, requestId);
    const loaded = await runningBook(tx, loan, businessDate);
    const overdue = loaded.book.bills.reduce((sum, bill) => sum + bill.outstanding.overdueInterest, 0);
    assertWithinOverdue(ctx, overdue, input.amount);
    const needsSecondOperator = input.amount > (await secondApprovalAbove(tx));
    const asked = await moveRequest(tx, requestId, ['OPEN'], {
      waiverAmount: input.amount,
      waiverReason: input.reason,
      waiverSecondNeeded: needsSecondOperator,
      waiverAskedBy: ctx.operatorId,
      waiverAskedAt: now,
      waiverApprovedBy: null,
    });
    if (!asked) throw conflict('hardship.notOpen');
    let entryId: number | null = null;
    if (needsSecondOperator) {
      await insertEvent(tx, {
        requestId,
        event: 'WAIVER_ASKED',
        by: ctx.operatorId,
        businessDate,
        detail: { amount: input.amount, overdue },
        at: now,
      });
    } else {
      entryId = await writeWaiver(ctx, tx, loan, asked, { ...input, businessDate, now });
    }
    await audit(
      ctx,
      tx,
      needsSecondOperator ? 'hardship.waive.request' : 'hardship.waive',
      loan,
      request,
      { amount: input.amount, overdueInterest: overdue, entryId },
      input.reason,
    );
  });
  return answer(ctx, requestId, lang);
}

/** A waiting waiver, locked with its request; refused when there is none. */
async function waitingWaiver(tx: Executor, requestId: number) {
  const found = await requestWithLoan(tx, requestId, true);
  const { request } = found;
  if (request.status !== 'OPEN' || request.waiverAmount === null || request.waiverEntryId !== null) {
    throw conflict('hardship.nothingToApprove');
  }
  return { ...found, amount: request.waiverAmount, reason: request.waiverReason ?? '' };
}

/** A different operator approves a waiver above the setting: written now, if still no more than is overdue. */
export async function approveWaiver(
  ctx: HardshipContext,
  requestId: number,
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan, amount, reason } = await waitingWaiver(tx, requestId);
    if (request.waiverAskedBy === ctx.operatorId) throw conflict('hardship.sameOperator');
    const loaded = await runningBook(tx, loan, businessDate);
    const overdue = loaded.book.bills.reduce((sum, bill) => sum + bill.outstanding.overdueInterest, 0);
    assertWithinOverdue(ctx, overdue, amount);
    const entryId = await writeWaiver(ctx, tx, loan, request, { amount, reason, businessDate, now });
    await audit(ctx, tx, 'hardship.waive.approve', loan, request, {
      amount,
      askedBy: request.waiverAskedBy,
      entryId,
    });
  });
  return answer(ctx, requestId, lang);
}

/** A waiting waiver taken back: the request is answered another way. */
export async function withdrawWaiver(
  ctx: HardshipContext,
  requestId: number,
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan, amount } = await waitingWaiver(tx, requestId);
    await moveRequest(tx, requestId, ['OPEN'], {
      waiverAmount: null,
      waiverReason: null,
      waiverSecondNeeded: null,
      waiverAskedBy: null,
      waiverAskedAt: null,
    });
    await insertEvent(tx, {
      requestId,
      event: 'WAIVER_WITHDRAWN',
      by: ctx.operatorId,
      businessDate,
      detail: { amount, askedBy: request.waiverAskedBy },
      at: now,
    });
    await audit(ctx, tx, 'hardship.waive.withdraw', loan, request, { amount });
  });
  return answer(ctx, requestId, lang);
}

/** We cannot offer an arrangement: the request closes DECLINED, and the borrower gets our reason with free advice named. */
export async function declineRequest(
  ctx: HardshipContext,
  requestId: number,
  input: { reason: string },
  lang: Language,
): Promise<Answer> {
  const businessDate = await businessDateOf(ctx.deps);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const { request, loan } = await openRequest(tx, requestId);
    const closed = await moveRequest(tx, requestId, ['OPEN'], {
      status: 'CLOSED',
      outcome: 'DECLINED',
      closedOn: businessDate,
      closedAt: now,
      closedBy: ctx.operatorId,
      closeReason: input.reason,
    });
    if (!closed) throw conflict('hardship.notOpen');
    await insertEvent(tx, { requestId, event: 'DECLINED', by: ctx.operatorId, businessDate, at: now });
    await sendHardshipNotice(tx, ctx.deps.config, loan, { kind: 'declined', reason: input.reason }, now);
    await audit(ctx, tx, 'hardship.decline', loan, request, { outcome: 'DECLINED' }, input.reason);
  });
  return answer(ctx, requestId, lang);
}
