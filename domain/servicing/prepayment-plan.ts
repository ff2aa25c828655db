import { DomainError } from '../domain-error';
import { compareDates, type IsoDate } from '../loan/dates';
import { annuityPayment } from '../loan/equal-installment-schedule';
import type { RepaymentMethod } from '../loan/methods';
import type { ScheduleLine } from '../loan/schedule';
import { monthlyRate } from '../loan/terms-validation';
import { applyPreparedRate, isMinor, type Minor, parseRate, prepareRate } from '../money';
import type { LoanBook } from './book';
import type { PrepaymentMode } from './ledger-entries';
import { servicingErrors } from './servicing-errors';
import type { ServicingLine } from './servicing-terms';

export interface Replan {
  lines: ScheduleLine[];
  /** The regular instalment of the new plan (its first bill also carries the current cycle's interest). */
  instalment: Minor;
}

/** Lines with their running balance, in domain/loan's ScheduleLine shape. */
export function withBalances(lines: readonly ServicingLine[]): ScheduleLine[] {
  let balance = lines.reduce((sum, line) => sum + line.principal, 0);
  return lines.map(({ period, dueDate, principal, interest, total }) => {
    balance -= principal;
    return { period, dueDate, principal, interest, total, balance };
  });
}

/**
 * The bills not yet due, re-planned after `amount` of principal is paid off now (CCA s94).
 *
 * The first of them is the current cycle's bill and keeps its interest as scheduled: the interest of the
 * current cycle is owed on early repayment, the rule early settlement uses (domain/loan/settlement.ts; the
 * Consumer Credit (Early Settlement) Regulations 2004 allow deferring the settlement date by up to a month).
 * From there the generators' loop runs over the balance left, at the loan's monthly rate:
 * - EQUAL_INSTALLMENT, SHORTER_TERM: the same instalment until the balance is repaid, so fewer bills, the
 *   last one smaller; due dates stay those of the original bills.
 * - EQUAL_INSTALLMENT, LOWER_PAYMENT: the annuity of the balance over the same number of bills, so the same
 *   end date and a smaller instalment; the first bill is larger by the current cycle's interest on the
 *   amount prepaid, the last absorbs the rounding residue.
 * - INTEREST_FIRST, LOWER_PAYMENT: interest on the lower balance each month, the principal with the last.
 * INTEREST_FIRST never repays principal before its last bill, so a shorter term would change the method;
 * ONE_TIME has one bill, whose interest is simple interest for the whole term. Both are refused
 * (`servicing.prepaymentMode`): the borrower settles early instead, or keeps the credit for the bill.
 */
export function replanRemaining(
  remaining: readonly ServicingLine[],
  amount: Minor,
  mode: PrepaymentMode,
  method: RepaymentMethod,
  annualRate: string,
): Replan {
  const first = remaining[0];
  const principalLeft = remaining.reduce((sum, line) => sum + line.principal, 0);
  if (!isMinor(amount) || amount <= 0) throw new DomainError(servicingErrors.amountInvalid, { amount });
  if (!first || amount >= principalLeft) {
    throw new DomainError(servicingErrors.prepaymentCoversLoan, { principalLeft });
  }
  if (method === 'ONE_TIME' || (method === 'INTEREST_FIRST' && mode === 'SHORTER_TERM')) {
    throw new DomainError(servicingErrors.prepaymentMode, { method, mode });
  }
  const rate = prepareRate(monthlyRate(parseRate(annualRate)));
  const balanceAfter = principalLeft - amount;
  const lines: ScheduleLine[] = [];
  let balance = balanceAfter;
  const push = (index: number, principal: Minor, interest: Minor) => {
    const line = remaining[index] as ServicingLine;
    balance -= principal;
    lines.push({
      period: line.period,
      dueDate: line.dueDate,
      principal,
      interest,
      total: principal + interest,
      balance,
    });
  };

  if (method === 'INTEREST_FIRST') {
    const interest = applyPreparedRate(balanceAfter, rate);
    const last = remaining.length - 1;
    for (let index = 0; index <= last; index += 1) {
      push(index, index === last ? balance : 0, index === 0 ? first.interest : interest);
    }
    return { lines, instalment: interest };
  }

  if (mode === 'SHORTER_TERM') {
    const instalment = first.total;
    const last = remaining.length - 1;
    for (let index = 0; index <= last && balance > 0; index += 1) {
      const interest = index === 0 ? first.interest : applyPreparedRate(balance, rate);
      const principal = index === last ? balance : Math.min(Math.max(instalment - interest, 0), balance);
      push(index, principal, interest);
    }
    return { lines, instalment };
  }

  const instalment = annuityPayment(balanceAfter, rate.ratio, remaining.length);
  const last = remaining.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const planned = applyPreparedRate(balance, rate);
    const principal = index === last ? balance : Math.min(Math.max(instalment - planned, 0), balance);
    push(index, principal, index === 0 ? first.interest : planned);
  }
  return { lines, instalment };
}

export interface PrepaymentPlan {
  mode: PrepaymentMode;
  amount: Minor;
  on: IsoDate;
  before: ScheduleLine[];
  after: ScheduleLine[];
  instalmentBefore: Minor;
  instalmentAfter: Minor;
  interestBefore: Minor;
  interestAfter: Minor;
  /** interestBefore − interestAfter: what paying principal off now saves. */
  interestSaved: Minor;
}

/**
 * The new schedule a PREPAYMENT recorded on the book's date would give, to show the borrower before they
 * choose. The replay re-plans with the same function, so the schedule shown is the schedule booked.
 */
export function planPrepayment(
  book: LoanBook,
  mode: PrepaymentMode,
  amount: Minor = book.creditHeld,
): PrepaymentPlan {
  if (book.chargedOff) throw new DomainError(servicingErrors.chargedOff);
  if (!isMinor(amount) || amount <= 0) throw new DomainError(servicingErrors.amountInvalid, { amount });
  if (amount > book.creditHeld) {
    throw new DomainError(servicingErrors.prepaymentExceedsCredit, { amount, creditHeld: book.creditHeld });
  }
  const remaining = book.bills.filter((bill) => compareDates(bill.dueDate, book.asOf) > 0);
  const { lines, instalment } = replanRemaining(
    remaining,
    amount,
    mode,
    book.terms.method,
    book.terms.annualRate,
  );
  const before = withBalances(remaining);
  const interestBefore = before.reduce((sum, line) => sum + line.interest, 0);
  const interestAfter = lines.reduce((sum, line) => sum + line.interest, 0);
  return {
    mode,
    amount,
    on: book.asOf,
    before,
    after: lines,
    instalmentBefore: remaining[0]?.total ?? 0,
    instalmentAfter: instalment,
    interestBefore,
    interestAfter,
    interestSaved: interestBefore - interestAfter,
  };
}
