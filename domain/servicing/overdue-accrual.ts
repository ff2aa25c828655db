import { DomainError } from '../domain-error';
import { applyPreparedRate, type Minor, type PreparedRate, parseRate, prepareRate } from '../money';
import type { BillComponent } from './ledger-entries';

/** A bill as the replay changes it; turned into a BookBill at the end. */
export interface LiveBill {
  period: number;
  dueDate: string;
  dueDay: number;
  principal: Minor;
  interest: Minor;
  paidOverdueInterest: Minor;
  paidInterest: Minor;
  paidPrincipal: Minor;
  waivedOverdueInterest: Minor;
  waivedInterest: Minor;
  waivedPrincipal: Minor;
  interestCancelled: Minor;
  /** What an arrangement took over from this bill into its new bills (decision 103): no longer owed here. */
  carriedPrincipal: Minor;
  carriedInterest: Minor;
  carriedOverdueInterest: Minor;
  /** Σ unpaid × days over the spans since the due date, in pence-days: exact, rounded only when read. */
  accrual: number;
  accruedTo: number;
  /** round(accrual × rate / 365): the overdue interest accrued so far. */
  overdueInterest: Minor;
  paidOnDay: number | null;
}

export function liveBill(line: {
  period: number;
  dueDate: string;
  principal: Minor;
  interest: Minor;
  dueDay: number;
}): LiveBill {
  return {
    period: line.period,
    dueDate: line.dueDate,
    dueDay: line.dueDay,
    principal: line.principal,
    interest: line.interest,
    paidOverdueInterest: 0,
    paidInterest: 0,
    paidPrincipal: 0,
    waivedOverdueInterest: 0,
    waivedInterest: 0,
    waivedPrincipal: 0,
    interestCancelled: 0,
    carriedPrincipal: 0,
    carriedInterest: 0,
    carriedOverdueInterest: 0,
    accrual: 0,
    accruedTo: line.dueDay,
    overdueInterest: 0,
    paidOnDay: null,
  };
}

/** The annual overdue rate per day (÷ 365, leap years included, as domain/loan/overdue.ts). */
export function dailyOverdueRate(annualRate: string): PreparedRate {
  const rate = parseRate(annualRate);
  return prepareRate({ num: rate.num, den: rate.den * 365n });
}

/** Principal and interest left: what overdue interest runs on (never on overdue interest itself). */
export function unpaidInstalment(bill: LiveBill): Minor {
  return (
    bill.principal +
    bill.interest -
    bill.paidPrincipal -
    bill.paidInterest -
    bill.waivedPrincipal -
    bill.waivedInterest -
    bill.interestCancelled -
    bill.carriedPrincipal -
    bill.carriedInterest
  );
}

export function owed(bill: LiveBill, component: BillComponent): Minor {
  switch (component) {
    case 'OVERDUE_INTEREST':
      return (
        bill.overdueInterest -
        bill.paidOverdueInterest -
        bill.waivedOverdueInterest -
        bill.carriedOverdueInterest
      );
    case 'INTEREST':
      return (
        bill.interest -
        bill.interestCancelled -
        bill.paidInterest -
        bill.waivedInterest -
        bill.carriedInterest
      );
    case 'PRINCIPAL':
      return bill.principal - bill.paidPrincipal - bill.waivedPrincipal - bill.carriedPrincipal;
  }
}

export function outstanding(bill: LiveBill): Minor {
  return (
    unpaidInstalment(bill) +
    bill.overdueInterest -
    bill.paidOverdueInterest -
    bill.waivedOverdueInterest -
    bill.carriedOverdueInterest
  );
}

/**
 * Brings a bill's overdue interest up to `day`: the days since it was last brought up to date (or since its
 * due date) times what was unpaid over them. A payment on day p therefore counts p − due days on the old
 * amount and the rest on the new one, so a partial or backdated payment changes the interest exactly, and
 * a single span gives the penny domain/loan/overdue.ts gives.
 */
export function accrueTo(bill: LiveBill, day: number, daily: PreparedRate): void {
  if (day <= bill.accruedTo) return;
  const unpaid = unpaidInstalment(bill);
  if (unpaid > 0) {
    bill.accrual += unpaid * (day - bill.accruedTo);
    if (!Number.isSafeInteger(bill.accrual)) throw new DomainError('money.unsafe');
    bill.overdueInterest = applyPreparedRate(bill.accrual, daily);
  }
  bill.accruedTo = day;
}
