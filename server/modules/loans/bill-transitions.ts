import { isDomainError } from '../../../domain/domain-error';
import { assertTransition, type BillStatus } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type BillPatch,
  type BillRow,
  insertBillEvents,
  insertBills,
  type NewBill,
  updateBillsStatus,
} from './bill-repository';
import type { ActorRole } from './loan-transitions';

export interface BillTransitionOptions {
  /** The member who acted; null for the system. */
  actorId: number | null;
  actorRole: ActorRole;
  reason?: string | null;
  now: Date;
  /** Columns written in the same UPDATE as the status. */
  patch?: BillPatch;
  /**
   * The refusal (a message key) when a bill is not in a state that may move to `to`, or moved away while we
   * worked: the caller knows the words that fit ("already waiting for review", "not pending"…). Defaults to
   * `bill.transition.notAllowed`, naming both states.
   */
  refusal?: string;
}

/**
 * The one way bills change state, as `transitionLoan` is for applications. The caller passes the bills as
 * it read them under `FOR UPDATE` (in id order); each one's move is checked against the bill table of
 * domain/loan/lifecycle, then made by an UPDATE conditional on the state it was read in — so even a caller
 * that forgot to lock can never move a bill twice — and written to `loan_bill_events` (who, when, from,
 * to, why). All or nothing: a bill that cannot move refuses the whole call with a C409.
 */
export async function transitionBills(
  tx: Executor,
  bills: readonly BillRow[],
  to: BillStatus,
  options: BillTransitionOptions,
): Promise<BillRow[]> {
  for (const bill of bills) checkBillTransition(bill.status, to, options);
  const byStatus = new Map<BillStatus, number[]>();
  for (const bill of bills) byStatus.set(bill.status, [...(byStatus.get(bill.status) ?? []), bill.id]);
  const moved: BillRow[] = [];
  // One UPDATE per state the bills were read in (in practice one), each conditional on that state.
  for (const [from, ids] of byStatus) {
    const rows = await updateBillsStatus(tx, ids, from, to, options.patch ?? {});
    if (rows.length !== ids.length) throw refusalOf(options, from, to);
    moved.push(...rows);
  }
  const fromOf = new Map(bills.map((bill) => [bill.id, bill.status]));
  await insertBillEvents(
    tx,
    moved.map((bill) => ({
      billId: bill.id,
      loanId: bill.loanId,
      actorMemberId: options.actorId,
      actorRole: options.actorRole,
      fromStatus: fromOf.get(bill.id) ?? null,
      toStatus: to,
      reason: options.reason ?? null,
      at: options.now,
    })),
  );
  return moved.sort((a, b) => a.id - b.id);
}

/** New bills start TO_BE_REPAID; their creation is the first line of their history (from: null). */
export async function createBills(
  tx: Executor,
  bills: Omit<NewBill, 'status'>[],
  options: Omit<BillTransitionOptions, 'patch' | 'refusal'>,
): Promise<BillRow[]> {
  const created = await insertBills(
    tx,
    bills.map((bill) => ({ ...bill, status: 'TO_BE_REPAID' as const })),
  );
  await insertBillEvents(
    tx,
    created.map((bill) => ({
      billId: bill.id,
      loanId: bill.loanId,
      actorMemberId: options.actorId,
      actorRole: options.actorRole,
      fromStatus: null,
      toStatus: bill.status,
      reason: options.reason ?? null,
      at: options.now,
    })),
  );
  return created;
}

function checkBillTransition(from: BillStatus, to: BillStatus, options: BillTransitionOptions): void {
  try {
    assertTransition(from, to, 'bill');
  } catch (error) {
    if (isDomainError(error)) throw refusalOf(options, from, to);
    throw error;
  }
}

function refusalOf(options: BillTransitionOptions, from: BillStatus, to: BillStatus): AppError {
  if (options.refusal) return new AppError('C409', options.refusal);
  return new AppError('C409', 'bill.transition.notAllowed', {
    params: { from: `bill.status.${from}`, to: `bill.status.${to}` },
  });
}
