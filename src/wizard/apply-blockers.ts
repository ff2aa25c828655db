import { useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loanDetailResponse, loanSummary } from '../../domain/api/loans';
import { addMonths, compareDates, type IsoDate } from '../../domain/loan/dates';
import {
  type LoanStatus,
  REAPPLY_MONTHS,
  reapplyWaitStatuses,
  TOPUP_MONTHS,
} from '../../domain/loan/lifecycle';
import { londonDateOf } from '../../domain/loan/london-date';
import { loanDetailQuery, loanListQuery } from '../lib/queries/loan-queries';
import { useOnline } from '../lib/stores/online-state';

type LoanSummary = z.infer<typeof loanSummary>;
type LoanDetail = z.infer<typeof loanDetailResponse>;

/**
 * Why a borrower cannot apply right now, read from their loans with the server's rules
 * (server/modules/loans/application-service.ts): told on /apply before anything is filled in.
 */
export type Blocker =
  | { kind: 'inReview'; loanId: number }
  | { kind: 'offerWaiting'; loanId: number }
  | { kind: 'signed'; loanId: number }
  | { kind: 'moneyOwed'; loanId: number }
  /** Why the wait runs: the application that ended last was declined, its offer lapsed, or the loan ended. */
  | { kind: 'reapplyWait'; from: IsoDate; cause: ReapplyCause; loanId: number }
  | { kind: 'topUpWait'; from: IsoDate | null };

export type ReapplyCause = 'declined' | 'lapsed' | 'ended';

const causes: Record<(typeof reapplyWaitStatuses)[number], ReapplyCause> = {
  REJECTED: 'declined',
  EXPIRED: 'lapsed',
  WITHDRAWN: 'ended',
  SETTLED: 'ended',
};
const waitsAfter = (status: LoanStatus): status is (typeof reapplyWaitStatuses)[number] =>
  (reapplyWaitStatuses as readonly LoanStatus[]).includes(status);

const owedBill = (bill: { status: string } | null | undefined) =>
  bill !== null &&
  bill !== undefined &&
  (bill.status === 'TO_BE_REPAID' || bill.status === 'TO_BE_CONFIRMED');

/** Pure: the first reason, in the order the server checks them. */
export function blockerOf(
  loans: readonly LoanSummary[],
  details: ReadonlyMap<number, LoanDetail>,
  today: IsoDate,
): Blocker | null {
  for (const loan of loans) {
    if (loan.status === 'PENDING_REVIEW') return { kind: 'inReview', loanId: loan.loanId };
    if (loan.status === 'APPROVED') return { kind: 'offerWaiting', loanId: loan.loanId };
    if (loan.status === 'SIGNED') return { kind: 'signed', loanId: loan.loanId };
  }
  for (const loan of loans) {
    const detail = details.get(loan.loanId);
    if (!detail) continue;
    if (loan.status === 'WITHDRAWN' && owedBill(detail.withdrawal?.bill))
      return { kind: 'moneyOwed', loanId: loan.loanId };
    if (
      loan.status === 'DISBURSED' &&
      detail.nextBill &&
      detail.nextBill.status === 'TO_BE_REPAID' &&
      detail.nextBill.overdueDays > 0
    )
      return { kind: 'moneyOwed', loanId: loan.loanId };
  }
  // As the server counts (reapplyWaitStatuses): from the day the application last reached the state it is
  // in — a decline that stands (after a review, the new decision's day), a lapsed offer, a withdrawal or a
  // settlement — the latest of them deciding.
  let wait: Extract<Blocker, { kind: 'reapplyWait' }> | null = null;
  for (const loan of loans) {
    const status = loan.status;
    if (!waitsAfter(status)) continue;
    // A lapsed offer ended when it ran out, however much later it was first read (as the server records it).
    const closedAt =
      status === 'EXPIRED' && loan.offerExpiresAt
        ? loan.offerExpiresAt
        : details.get(loan.loanId)?.events.findLast((event) => event.to === status)?.at;
    if (!closedAt) continue;
    const from = addMonths(londonDateOf(new Date(closedAt)), REAPPLY_MONTHS);
    if (!wait || compareDates(from, wait.from) > 0)
      wait = { kind: 'reapplyWait', from, cause: causes[status], loanId: loan.loanId };
  }
  if (wait && compareDates(today, wait.from) < 0) return wait;
  for (const loan of loans) {
    if (loan.status !== 'DISBURSED') continue;
    const disbursed = details.get(loan.loanId)?.disbursedAt;
    const from = disbursed ? addMonths(londonDateOf(new Date(disbursed)), TOPUP_MONTHS) : null;
    if (!from || compareDates(today, from) < 0) return { kind: 'topUpWait', from };
  }
  return null;
}

/** Reads the loans (and the details the rules need); unknown while loading or offline: never blocks then. */
export function useApplyBlocker(
  memberId: number,
  waitedLongEnough = false,
): { blocker: Blocker | null; checking: boolean } {
  const online = useOnline();
  const list = useQuery({ ...loanListQuery(memberId), meta: { silent: true } });
  const loans = list.data?.list ?? [];
  const needDetail = loans.filter((loan) => loan.status === 'DISBURSED' || waitsAfter(loan.status));
  const details = useQueries({
    queries: needDetail.map((loan) => ({
      ...loanDetailQuery(memberId, loan.loanId),
      meta: { silent: true },
    })),
  });
  const map = new Map<number, LoanDetail>();
  for (const result of details) if (result.data) map.set(result.data.loanId, result.data);
  // Offline the query pauses, and an answer that is slow to come is not waited for past the caller's limit:
  // the wizard opens rather than wait for an answer that may never come.
  const checking = online && list.isPending && list.fetchStatus === 'fetching' && !waitedLongEnough;
  return { blocker: list.data ? blockerOf(loans, map, londonDateOf(new Date())) : null, checking };
}
