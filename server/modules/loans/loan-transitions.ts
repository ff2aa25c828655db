import { isDomainError } from '../../../domain/domain-error';
import { assertTransition, type LoanStatus } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import type { NotificationParam } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { createNotification } from '../notifications/notification-service';
import {
  insertLoan,
  insertLoanEvent,
  type LoanPatch,
  type LoanRow,
  lockLoan,
  type NewLoan,
  updateLoanStatus,
} from './loan-repository';

export type ActorRole = 'borrower' | 'operator' | 'system';

export interface TransitionOptions {
  /** The member who acted; null for the system (a lapsed offer). */
  actorId: number | null;
  actorRole: ActorRole;
  reason?: string | null;
  now: Date;
  /** Columns written in the same UPDATE as the status. */
  patch?: LoanPatch;
  /** The borrower's notification: a body other than `notify.loan.<status>.body`, and extra parameters. */
  notice?: { bodyKey?: string; params?: Record<string, NotificationParam> };
  /**
   * No notification now: the caller sends one once it knows what to say (a submit the credit policy
   * decides at once tells the borrower the decision, not that the application waits for review).
   */
  silent?: boolean;
}

/**
 * A state that ends an application: the reapply clock starts when an application gets there. An expired
 * offer may still be restored; a restored one is no longer EXPIRED, so its date no longer counts.
 */
const closingStatuses: readonly LoanStatus[] = ['REJECTED', 'EXPIRED', 'SETTLED', 'WITHDRAWN'];

export const ONE_ACTIVE_INDEX = 'loans_one_active_per_member';

/**
 * The one way an application changes state. Inside the caller's transaction: lock the row, check the
 * table, move it with an UPDATE conditional on the state it was read in, record who did it and why, and
 * tell the borrower. A move the table does not allow is a C409 with the reason in the reader's language.
 */
export async function transitionLoan(
  tx: Executor,
  loanId: number,
  to: LoanStatus,
  options: TransitionOptions,
): Promise<LoanRow> {
  const loan = await lockLoan(tx, loanId);
  if (!loan) throw notFound();
  checkTransition(loan.status, to);
  const patch: LoanPatch = { ...options.patch, updatedAt: options.now };
  if (closingStatuses.includes(to)) patch.closedAt = options.patch?.closedAt ?? options.now;
  const moved = await updateLoanStatus(tx, loanId, loan.status, to, patch);
  // Unreachable while the row is locked; kept because a lost race must never be reported as success.
  if (!moved) throw new AppError('C409', 'transition.notAllowed', { params: { from: loan.status, to } });
  await record(tx, moved, loan.status, options);
  return moved;
}

/**
 * Submission: the wizard's draft (kept in loan_drafts, not as a row) becomes an application in
 * PENDING_REVIEW. The partial unique index refuses a second application in flight, even under a race.
 */
export async function submitApplication(
  tx: Executor,
  values: Omit<NewLoan, 'status'>,
  options: TransitionOptions,
): Promise<LoanRow> {
  checkTransition('DRAFT', 'PENDING_REVIEW');
  let loan: LoanRow;
  try {
    loan = await insertLoan(tx, { ...values, status: 'PENDING_REVIEW' });
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) throw new AppError('C409', 'loan.apply.activeExists');
    throw error;
  }
  await record(tx, loan, 'DRAFT', options);
  return loan;
}

function checkTransition(from: LoanStatus, to: LoanStatus): void {
  try {
    assertTransition(from, to);
  } catch (error) {
    if (isDomainError(error)) {
      throw new AppError('C409', 'transition.notAllowed', {
        params: { from: `loan.status.${from}`, to: `loan.status.${to}` },
      });
    }
    throw error;
  }
}

async function record(tx: Executor, loan: LoanRow, from: LoanStatus, options: TransitionOptions) {
  await insertLoanEvent(tx, {
    loanId: loan.id,
    actorMemberId: options.actorId,
    actorRole: options.actorRole,
    fromStatus: from,
    toStatus: loan.status,
    reason: options.reason ?? null,
    at: options.now,
  });
  if (!options.silent) await notifyStatus(tx, loan, options);
}

/** Tells the borrower the application's state, with the options' words and parameters. */
export async function notifyStatus(
  tx: Executor,
  loan: LoanRow,
  options: Pick<TransitionOptions, 'notice' | 'reason' | 'now'>,
): Promise<void> {
  // Stored as keys and parameters: the words are chosen when the borrower reads it, in their language then.
  await createNotification(
    tx,
    {
      memberId: loan.memberId,
      type: 'loan',
      titleKey: `notify.loan.${loan.status}.title`,
      bodyKey: options.notice?.bodyKey ?? `notify.loan.${loan.status}.body`,
      params: {
        ...options.notice?.params,
        loanId: loan.id,
        contractNumber: loan.contractNumber ?? String(loan.id),
        reason: options.reason ?? '',
      },
    },
    options.now,
  );
}

/** A unique violation (23505) on the named constraint, wherever the driver wrapped it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
