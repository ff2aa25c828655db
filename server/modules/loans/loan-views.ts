import type { BillView } from '../../../domain/api/loans';
import type { IsoDate } from '../../../domain/loan/dates';
import { overdueDays, overdueInterest } from '../../../domain/loan/overdue';
import type { BillRow } from './bill-repository';
import type { LoanEventRow, LoanRow } from './loan-repository';

export function loanSummaryOf(loan: LoanRow) {
  return {
    loanId: loan.id,
    status: loan.status,
    amount: loan.amount,
    termMonths: loan.termMonths,
    method: loan.method,
    annualRate: loan.annualRate,
    apr: loan.apr,
    purpose: loan.purpose,
    contractNumber: loan.contractNumber,
    submittedAt: loan.submittedAt.toISOString(),
    offerAmount: loan.offerAmount,
    offerExpiresAt: loan.offerExpiresAt?.toISOString() ?? null,
  };
}

/** A bill with its overdue days and overdue interest as of `asOf`; a repaid bill is never overdue. */
export function billViewOf(bill: BillRow, overdueRate: string, asOf: IsoDate): BillView {
  const days = bill.status === 'REPAID' ? 0 : overdueDays(bill.dueDate, asOf);
  const interest = days > 0 ? overdueInterest(bill.total, overdueRate, days) : 0;
  return {
    billId: bill.id,
    period: bill.period,
    dueDate: bill.dueDate,
    principal: bill.principal,
    interest: bill.interest,
    total: bill.total,
    status: bill.status,
    overdueDays: days,
    overdueInterest: interest,
    totalDue: bill.total + interest,
    submittedAt: bill.submittedAt?.toISOString() ?? null,
    repaidAt: bill.repaidAt?.toISOString() ?? null,
    refusalReason: bill.refusalReason,
  };
}

export function loanDetailOf(loan: LoanRow, events: LoanEventRow[], bills: BillRow[], asOf: IsoDate) {
  const next = bills.find((bill) => bill.status !== 'REPAID');
  const offer =
    loan.offerAmount !== null && loan.offerRate && loan.offerApr && loan.offerSchedule && loan.offerExpiresAt
      ? {
          amount: loan.offerAmount,
          annualRate: loan.offerRate,
          apr: loan.offerApr,
          expiresAt: loan.offerExpiresAt.toISOString(),
          schedule: loan.offerSchedule,
          totalPayable: loan.offerSchedule.reduce((sum, line) => sum + line.total, 0),
        }
      : null;
  return {
    ...loanSummaryOf(loan),
    overdueRate: loan.overdueRate,
    receivingAddress: loan.receivingAddress,
    offer,
    rejectionReason: loan.rejectionReason,
    signedAt: loan.signedAt?.toISOString() ?? null,
    disbursedAt: loan.disbursedAt?.toISOString() ?? null,
    firstDueDate: loan.firstDueDate,
    nextBill: next ? billViewOf(next, loan.overdueRate, asOf) : null,
    events: events.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      actorRole: event.actorRole,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
  };
}
