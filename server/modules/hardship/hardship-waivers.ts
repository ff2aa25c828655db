import type { Language } from '../../../domain/errors';
import { encodeMessage } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { brandOf } from '../config/config-service';
import { followBook } from '../loans/loans-front-door';
import { bookWaiver, businessDateOf } from '../servicing/servicing-front-door';
import { type HardshipContext, requestWithLoan, runningBook, secondApprovalAbove } from './hardship-case';
import { type Answer, answer, audit, openRequest } from './hardship-decisions';
import { sendHardshipNotice } from './hardship-notices';
import { type HardshipLoan, type HardshipRequestRow, insertEvent, moveRequest } from './hardship-repository';

/**
 * Overdue interest waived in answer to a request for help (issue 36): a WAIVER entry on OVERDUE_INTEREST,
 * never more than is outstanding, the reason kept on the request, the entry and the audit log. Above
 * HARDSHIP_SECOND_APPROVAL_ABOVE it waits on the request for a different operator's approval.
 */

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
