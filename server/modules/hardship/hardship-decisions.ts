import type { Language } from '../../../domain/errors';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { ARRANGEMENT_OFFER_VALID_DAYS } from '../../../domain/forbearance/forbearance-codes';
import { addDays } from '../../../domain/loan/dates';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { isUniqueViolation } from '../loans/loans-front-door';
import { businessDateOf } from '../servicing/servicing-front-door';
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
 * (the same rule; hardship-waivers.ts), or the request declined. Each checks the state the operator was
 * shown under the request's row lock and moves it by a guarded update, is audited, and answers the case as
 * it now stands.
 */

export type Answer = Awaited<ReturnType<typeof hardshipCase>>;

/** The request locked for the action, which it must find OPEN (no offer out, no waiver waiting). */
export async function openRequest(tx: Executor, requestId: number) {
  const found = await requestWithLoan(tx, requestId, true);
  const { request } = found;
  if (request.status === 'OFFERED') throw conflict('hardship.offerOut');
  if (request.status !== 'OPEN') throw conflict('hardship.notOpen');
  if (request.waiverAmount !== null && request.waiverEntryId === null)
    throw conflict('hardship.waiverPending');
  return found;
}

export function audit(
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

export async function answer(ctx: HardshipContext, requestId: number, lang: Language): Promise<Answer> {
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
