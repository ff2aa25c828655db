import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import { conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { getConfigValue } from '../config/config-service';
import { transitionLoan } from '../loans/loans-front-door';
import {
  arrearsCase,
  arrearsPage,
  bookChargeOff,
  bookViewOf,
  businessDateOf,
  chargeOffCheck,
  chargeOffOf,
  chargeOffViewOf,
  confirmChargeOff,
  insertChargeOff,
  loadLoanBook,
} from '../servicing/servicing-front-door';
import { claimsOf } from './claims';
import type { OperatorContext } from './operator-service';

/** The Arrears queue, most days past due first, with who has each item open (items are loans). */
export async function operatorArrears(ctx: OperatorContext, query: KeysetPage) {
  const page = await arrearsPage(ctx.deps, query);
  const claims = await claimsOf(
    ctx.deps.db,
    'arrears',
    page.list.map((item) => item.loanId),
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return { ...page, list: page.list.map((item) => ({ ...item, claim: claims.get(item.loanId) ?? null })) };
}

export async function operatorArrearsCase(ctx: OperatorContext, loanId: number) {
  const found = await arrearsCase(ctx.deps, loanId);
  const claims = await claimsOf(ctx.deps.db, 'arrears', [loanId], ctx.operatorId, ctx.deps.clock.now());
  return { ...found, claim: claims.get(loanId) ?? null };
}

/**
 * Writes the CHARGE_OFF entry of an asked-for charge-off and moves the loan to CHARGED_OFF (the borrower
 * is told), in the caller's transaction. The bills keep their states: the book says what is owed.
 */
async function writeChargeOff(
  ctx: OperatorContext,
  tx: Executor,
  loanId: number,
  businessDate: string,
  reason: string,
  confirmedBy: number,
) {
  const now = ctx.deps.clock.now();
  const { row, book } = await bookChargeOff(tx, {
    loanId,
    recorded: { by: ctx.operatorId, reason, now },
    businessDate,
  });
  const actor = { actorId: ctx.operatorId, actorRole: 'operator' as const, now };
  await transitionLoan(tx, loanId, 'CHARGED_OFF', actor);
  const confirmed = await confirmChargeOff(tx, loanId, {
    confirmedBy,
    confirmedAt: now,
    entryId: row.id,
    businessDate,
  });
  if (!confirmed) throw conflict('chargeOff.already');
  return { confirmed, book, entryId: row.id };
}

/**
 * An operator charges a loan off with a reason, once a default notice's remedy date has passed unpaid. Up
 * to PAYOUT_SECOND_APPROVAL_ABOVE (what is written off) it is done at once; above it, it is asked for and
 * waits for a different operator's confirmation.
 */
export async function operatorChargeOff(ctx: OperatorContext, input: { loanId: number; reason: string }) {
  const now = ctx.deps.clock.now();
  // Read before the transaction: inside it, only `tx` may be queried (PGlite has one connection).
  const businessDate = await businessDateOf(ctx.deps);
  return ctx.deps.db.transaction(async (tx) => {
    const { loaded, amount } = await chargeOffCheck(tx, input.loanId, businessDate);
    const threshold = Number(await getConfigValue(tx, 'PAYOUT_SECOND_APPROVAL_ABOVE'));
    const secondApprovalNeeded = amount > threshold;
    const asked = await insertChargeOff(tx, {
      loanId: input.loanId,
      reason: input.reason,
      amount,
      secondApprovalNeeded,
      requestedBy: ctx.operatorId,
      requestedAt: now,
    });
    if (!asked) throw conflict('chargeOff.alreadyRequested');
    let view = chargeOffViewOf(asked);
    let book = null;
    if (!secondApprovalNeeded) {
      const done = await writeChargeOff(ctx, tx, input.loanId, businessDate, input.reason, ctx.operatorId);
      view = chargeOffViewOf(done.confirmed);
      const after = await loadLoanBook(tx, input.loanId, businessDate);
      book = after ? bookViewOf(after.book, after.rows) : null;
    }
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: secondApprovalNeeded ? 'loan.chargeOff.request' : 'loan.chargeOff',
      targetType: 'loan',
      targetId: input.loanId,
      memberId: loaded.loan.memberId,
      before: { status: loaded.loan.status, arrears: loaded.book.arrears },
      after: view,
      reason: input.reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { chargeOff: view, book };
  });
}

/** A second operator confirms a charge-off asked for above the threshold; nobody confirms their own. */
export async function operatorConfirmChargeOff(ctx: OperatorContext, input: { loanId: number }) {
  const now = ctx.deps.clock.now();
  const businessDate = await businessDateOf(ctx.deps);
  return ctx.deps.db.transaction(async (tx) => {
    const { loaded } = await chargeOffCheck(tx, input.loanId, businessDate);
    const asked = await chargeOffOf(tx, input.loanId);
    if (!asked || asked.entryId !== null) throw conflict('chargeOff.nothingToConfirm');
    if (asked.requestedBy === ctx.operatorId) throw conflict('chargeOff.sameOperator');
    const done = await writeChargeOff(ctx, tx, input.loanId, businessDate, asked.reason, ctx.operatorId);
    const view = chargeOffViewOf(done.confirmed);
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.chargeOff.confirm',
      targetType: 'loan',
      targetId: input.loanId,
      memberId: loaded.loan.memberId,
      before: { status: loaded.loan.status, requestedBy: asked.requestedBy },
      after: view,
      reason: asked.reason,
      requestId: ctx.requestId,
      at: now,
    });
    const after = await loadLoanBook(tx, input.loanId, businessDate);
    return { chargeOff: view, book: after ? bookViewOf(after.book, after.rows) : null };
  });
}
