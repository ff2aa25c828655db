import { DomainError } from '../domain-error';
import { applyRate, isMinor, type Minor, parseRate, roundHalfUp } from '../money';
import { addDays, addMonths, compareDates, daysBetween, type IsoDate, parseIsoDate } from './dates';
import { overdueDays, overdueInterest } from './overdue';
import type { Schedule, ScheduleLine } from './schedule';
import { monthlyRate } from './terms-validation';

export interface SettlementState {
  /** Periods already repaid (confirmed); any order. */
  paidPeriods: number[];
  /** The brand's local date on which the figure is quoted. */
  asOf: IsoDate;
  /** LOAN_OVERDUE_YEAR_RATE, charged on overdue bills. */
  overdueRate: string;
}

export interface SettlementQuote {
  /** Principal of every unpaid line not yet due (overdue lines are in `overdue`). */
  remainingPrincipal: Minor;
  /** Interest of the current cycle only (SPEC §4). */
  currentInterest: Minor;
  /** Unpaid lines past their due date, at their full total, plus their overdue interest to `asOf`. */
  overdue: Minor;
  total: Minor;
  /** The current monthly cycle (1-based); 0 when no line is current (all repaid or all past due). */
  cycle: number;
  /** Last day on which `total` holds. */
  validUntil: IsoDate;
}

/**
 * The early-settlement figure: remaining principal + interest of the current cycle only + anything overdue.
 *
 * The current cycle is the first unpaid period whose due date is on or after `asOf`: a borrower between
 * due dates 3 and 4 with periods 1–3 repaid is in cycle 4 and pays line 4's interest; a borrower who has
 * repaid ahead is in the cycle of their next unpaid line. Cycles are monthly for every method, so a
 * ONE_TIME loan, whose single line spans the whole term, is in the first month k with
 * start + k months ≥ asOf and pays k × roundHalfUp(P·r) — capped at the bill's interest, so settling
 * early never costs more than waiting for maturity.
 *
 * The figure holds until the day before the next due date (on a due date itself, only that day), because
 * on the due date the cycle's bill falls due. When anything is overdue it holds for `asOf` only, since
 * overdue interest grows daily.
 */
export function earlySettlement(schedule: Schedule, state: SettlementState): SettlementQuote {
  parseIsoDate(state.asOf);
  parseRate(state.overdueRate);
  const periods = new Set(schedule.lines.map((line) => line.period));
  for (const period of state.paidPeriods) {
    if (!periods.has(period)) throw new DomainError('settlement.period', { period });
  }
  const paid = new Set(state.paidPeriods);
  const unpaid = schedule.lines.filter((line) => !paid.has(line.period));
  const isPastDue = (line: ScheduleLine) => compareDates(line.dueDate, state.asOf) < 0;

  let overdue = 0;
  for (const line of unpaid.filter(isPastDue)) {
    overdue +=
      line.total + overdueInterest(line.total, state.overdueRate, overdueDays(line.dueDate, state.asOf));
  }
  const upcoming = unpaid.filter((line) => !isPastDue(line));
  const remainingPrincipal = upcoming.reduce((sum, line) => sum + line.principal, 0);
  const current = upcoming[0];

  let cycle = 0;
  let currentInterest = 0;
  let nextDueDate: IsoDate | undefined;
  if (current && schedule.terms.method === 'ONE_TIME') {
    const { startDate, termMonths, principal } = schedule.terms;
    cycle = 1;
    while (cycle < termMonths && compareDates(addMonths(startDate, cycle), state.asOf) < 0) cycle += 1;
    const monthlyInterest = applyRate(principal, monthlyRate(parseRate(schedule.terms.annualRate)));
    currentInterest = Math.min(monthlyInterest * cycle, current.interest);
    nextDueDate = addMonths(startDate, cycle);
  } else if (current) {
    cycle = current.period;
    currentInterest = current.interest;
    nextDueDate = current.dueDate;
  }

  const validUntil =
    overdue > 0 || nextDueDate === undefined || daysBetween(state.asOf, nextDueDate) === 0
      ? state.asOf
      : addDays(nextDueDate, -1);
  return {
    remainingPrincipal,
    currentInterest,
    overdue,
    total: remainingPrincipal + currentInterest + overdue,
    cycle,
    validUntil,
  };
}

/**
 * What a borrower repays on withdrawing within the 14-day period: the principal plus interest accrued from
 * drawdown, principal × rate × days / 365, rounded once.
 */
export function withdrawalPayoff(
  principal: Minor,
  annualRate: string,
  drawdownDate: IsoDate,
  asOf: IsoDate,
): Minor {
  return withdrawalBalance({ principal, annualRate, drawdownDate, credits: [] }, asOf);
}

/** A payment received on a loan before it was withdrawn: credited against the payoff. */
export interface WithdrawalCredit {
  on: IsoDate;
  amount: Minor;
}

export interface WithdrawalTerms {
  /** The credit provided at drawdown. */
  principal: Minor;
  /** The agreement's annual rate: interest accrues at it, day by day, until the day of repayment. */
  annualRate: string;
  drawdownDate: IsoDate;
  /** Payments already received (confirmed bills), in any order. */
  credits: readonly WithdrawalCredit[];
}

/**
 * What is owed on `asOf` after a withdrawal (Consumer Credit Act 1974 s66A(9)): the credit plus simple
 * interest at the agreement's rate from drawdown to the day of repayment, less each payment already
 * received together with the same simple interest on it from the day it was received — so money paid
 * early stops accruing interest from that day, and the borrower is never charged interest on it.
 *
 *   owed = P·(1 + r·d/365) − Σ Aᵢ·(1 + r·(d − dᵢ)/365),   d = days since drawdown, dᵢ = days to payment i
 *
 * computed as one exact fraction and rounded once. Never negative: a borrower who has paid more than is
 * owed owes nothing.
 */
export function withdrawalBalance(terms: WithdrawalTerms, asOf: IsoDate): Minor {
  if (!isMinor(terms.principal) || terms.principal <= 0) throw new DomainError('principal.invalid');
  const rate = parseRate(terms.annualRate);
  const days = BigInt(Math.max(daysBetween(terms.drawdownDate, asOf), 0));
  let capital = BigInt(terms.principal);
  let dayWeighted = BigInt(terms.principal) * days;
  for (const credit of terms.credits) {
    if (!isMinor(credit.amount) || credit.amount < 0) throw new DomainError('money.invalid');
    const since = Math.min(Math.max(daysBetween(credit.on, asOf), 0), Number(days));
    capital -= BigInt(credit.amount);
    dayWeighted -= BigInt(credit.amount) * BigInt(since);
  }
  const owed = roundHalfUp(365n * rate.den * capital + rate.num * dayWeighted, 365n * rate.den);
  return Math.max(owed, 0);
}

export interface WithdrawalDue {
  /** The day interest was counted to: `asOf`, or the due date once that has passed. */
  accruedTo: IsoDate;
  /** The part of `total` that repays the credit; the rest is interest (payments go to interest first). */
  principal: Minor;
  interest: Minor;
  total: Minor;
  overdueDays: number;
  overdueInterest: Minor;
  /** total + overdue interest: what settles the withdrawal on `asOf`. */
  totalDue: Minor;
}

/**
 * The withdrawal payoff as it stands on `asOf`. Until the due date it grows by the agreement's daily
 * interest (the borrower pays interest to the day they repay, not to the end of the 30 days); after the due
 * date it stops growing at the agreement's rate and, like any unpaid bill, the overdue rate applies to it
 * per day late (DESIGN §4), so the two rates never run on the same day.
 */
export function withdrawalDue(
  terms: WithdrawalTerms & { dueDate: IsoDate; overdueRate: string },
  asOf: IsoDate,
): WithdrawalDue {
  const accruedTo = compareDates(asOf, terms.dueDate) > 0 ? terms.dueDate : asOf;
  const total = withdrawalBalance(terms, accruedTo);
  const principal = Math.min(terms.principal, total);
  const days = overdueDays(terms.dueDate, asOf);
  const lateInterest = days > 0 ? overdueInterest(total, terms.overdueRate, days) : 0;
  return {
    accruedTo,
    principal,
    interest: total - principal,
    total,
    overdueDays: days,
    overdueInterest: lateInterest,
    totalDue: total + lateInterest,
  };
}
