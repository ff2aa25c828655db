import { DomainError } from '../domain-error';
import { calendarMonthsBetween, compareDates, type IsoDate } from '../loan/dates';
import { annuityPayment } from '../loan/equal-installment-schedule';
import type { ScheduleLine } from '../loan/schedule';
import { monthlyRate } from '../loan/terms-validation';
import { applyPreparedRate, type Minor, type PreparedRate, parseRate, prepareRate } from '../money';
import type { LoanBook } from '../servicing/book';
import type { ArrangementTerms } from './arrangement-terms';
import { ARRANGEMENT_MAX_TERM_MONTHS } from './forbearance-codes';
import { forbearanceErrors } from './forbearance-errors';
import { firstNewOffset, gridDate, type OpenDebt, openDebtOfBook } from './open-debt';

/** An arrangement worked out: what is left to pay before and after, and the figures the offer states. */
export interface ArrangementPlan {
  terms: ArrangementTerms;
  on: IsoDate;
  before: ScheduleLine[];
  after: ScheduleLine[];
  carried: { principal: Minor; interest: Minor; overdueInterest: Minor };
  totalPayableBefore: Minor;
  totalPayableAfter: Minor;
  instalmentBefore: Minor;
  instalmentAfter: Minor;
  lastDueBefore: IsoDate | null;
  lastDueAfter: IsoDate;
  windowEnds: IsoDate;
  relief: Minor;
  daysPastDueAtStart: number;
}

/** A new bill before its running balance is known. */
interface Draft {
  principal: Minor;
  interest: Minor;
}

/** `total` in `count` whole-penny shares, the remainder on the last: exact, so nothing is lost or made. */
function share(total: Minor, index: number, count: number): Minor {
  const even = Math.floor(total / count);
  return index === count - 1 ? total - even * (count - 1) : even;
}

/** Adds `amount` spread evenly over `drafts[from..]` to one part of each. */
function spread(drafts: Draft[], from: number, amount: Minor, part: keyof Draft): void {
  const count = drafts.length - from;
  if (amount === 0 || count <= 0) return;
  for (let index = from; index < drafts.length; index += 1) {
    (drafts[index] as Draft)[part] += share(amount, index - from, count);
  }
}

/**
 * Level payments of `payment` over `balance` at the monthly `rate` until it is repaid (interest on the
 * balance each month, the rest principal, the last bill what is left). Refused when the payment does not
 * cover a month's interest, or the bills would run past `maxBills`.
 */
function levelPayments(balance: Minor, payment: Minor, rate: PreparedRate, maxBills: number): Draft[] {
  const drafts: Draft[] = [];
  let left = balance;
  while (left > 0) {
    if (drafts.length >= maxBills) throw new DomainError(forbearanceErrors.termTooLong);
    const interest = applyPreparedRate(left, rate);
    if (payment <= interest) throw new DomainError(forbearanceErrors.termTooLong);
    const principal = Math.min(payment - interest, left);
    drafts.push({ principal, interest });
    left -= principal;
  }
  return drafts;
}

/** The annuity of `balance` over `count` months: level payments, the last bill taking the residue. */
function annuity(balance: Minor, rate: PreparedRate, count: number): Draft[] {
  const payment = annuityPayment(balance, rate.ratio, count);
  const drafts: Draft[] = [];
  let left = balance;
  for (let index = 0; index < count; index += 1) {
    const interest = applyPreparedRate(left, rate);
    const principal = index === count - 1 ? left : Math.min(Math.max(payment - interest, 0), left);
    drafts.push({ principal, interest });
    left -= principal;
  }
  return drafts;
}

interface Shape {
  drafts: Draft[];
  /** The index of the first bill at the plan's regular payment: the arrangement is watched until it. */
  watchUntil: number;
  /** From this index on, the carried arrears are spread over the bills. */
  carryFrom: number;
  /** The bills already repay the carried principal (they were worked out on all of it). */
  principalPlanned: boolean;
}

function holiday(
  debt: OpenDebt,
  terms: Extract<ArrangementTerms, { kind: 'PAYMENT_HOLIDAY' }>,
  rate: PreparedRate,
  principal: Minor,
): Shape {
  const drafts: Draft[] = Array.from({ length: terms.months }, () => ({ principal: 0, interest: 0 }));
  const moved = debt.coming.length > 0 ? debt.coming : [{ principal: 0, interest: 0 }];
  for (const bill of moved) drafts.push({ principal: bill.principal, interest: bill.interest });
  // Interest not frozen: each month of the holiday charges a month's interest on the principal, which
  // stands still while nothing is paid; it is spread over the bills after the holiday with the arrears.
  if (!terms.freezeInterest) {
    spread(drafts, terms.months, applyPreparedRate(principal, rate) * terms.months, 'interest');
  }
  return { drafts, watchUntil: terms.months, carryFrom: terms.months, principalPlanned: false };
}

function reduced(
  debt: OpenDebt,
  terms: Extract<ArrangementTerms, { kind: 'REDUCED_PAYMENT' }>,
  rate: PreparedRate,
  principal: Minor,
  instalmentBefore: Minor,
  maxBills: number,
): Shape {
  if (terms.payment >= instalmentBefore) throw new DomainError(forbearanceErrors.reducedPayment);
  const drafts: Draft[] = [];
  let left = principal;
  // Interest above the reduced payment is not charged: the months of the plan never add to the debt.
  for (let month = 0; month < terms.months && left > 0; month += 1) {
    const interest = Math.min(applyPreparedRate(left, rate), terms.payment);
    const paid = Math.min(terms.payment - interest, left);
    drafts.push({ principal: paid, interest });
    left -= paid;
  }
  const watchUntil = drafts.length;
  if (left > 0) {
    if (terms.afterwards === 'SPREAD') {
      const rest = debt.coming.length - terms.months;
      if (rest < 1) throw new DomainError(forbearanceErrors.nothingToSpreadOver);
      drafts.push(...annuity(left, rate, rest));
    } else {
      // The regular payment that would have cleared the debt over the bills left: kept, the term runs on.
      const regular = annuityPayment(principal, rate.ratio, Math.max(debt.coming.length, 1));
      drafts.push(...levelPayments(left, regular, rate, maxBills - drafts.length));
    }
  } else if (drafts.length === 0 || debt.due.length > 0) {
    drafts.push({ principal: 0, interest: 0 });
  }
  return {
    drafts,
    watchUntil: Math.min(watchUntil, drafts.length - 1),
    carryFrom: watchUntil,
    principalPlanned: true,
  };
}

function extension(
  debt: OpenDebt,
  terms: Extract<ArrangementTerms, { kind: 'TERM_EXTENSION' }>,
  rate: PreparedRate,
  principal: Minor,
): Shape {
  if (terms.months <= debt.coming.length) throw new DomainError(forbearanceErrors.extensionNotLonger);
  return {
    drafts: annuity(principal, rate, terms.months),
    watchUntil: 0,
    carryFrom: 0,
    principalPlanned: true,
  };
}

function sum(lines: readonly { principal: Minor; interest: Minor; overdueInterest?: Minor }[]) {
  return lines.reduce(
    (total, line) => total + line.principal + line.interest + (line.overdueInterest ?? 0),
    0,
  );
}

/** The most the new plan falls behind the old at any date: what the arrangement defers. */
function reliefOf(before: readonly ScheduleLine[], after: readonly ScheduleLine[], on: IsoDate): Minor {
  const dates = [...new Set([on, ...before.map((l) => l.dueDate), ...after.map((l) => l.dueDate)])].sort();
  let relief = 0;
  for (const date of dates) {
    const upTo = (lines: readonly ScheduleLine[]) =>
      lines.reduce((total, line) => (compareDates(line.dueDate, date) <= 0 ? total + line.total : total), 0);
    relief = Math.max(relief, upTo(before) - upTo(after));
  }
  return relief;
}

function withBalances(
  lines: { period: number; dueDate: IsoDate; principal: Minor; interest: Minor }[],
): ScheduleLine[] {
  let balance = lines.reduce((total, line) => total + line.principal, 0);
  return lines.map(({ period, dueDate, principal, interest }) => {
    balance -= principal;
    return { period, dueDate, principal, interest, total: principal + interest, balance };
  });
}

/**
 * The arrangement `terms` re-planned from what the loan owes on `debt.on` (decision 103). Every arrangement
 * takes over the arrears — the unpaid principal, interest and overdue interest of the bills already due —
 * and replaces the bills to come with new ones on the loan's own due day:
 * - PAYMENT_HOLIDAY: `months` bills of nothing, then the bills to come as they were, each moved later by the
 *   holiday; with interest not frozen, a month's interest on the principal for each month of the holiday.
 * - REDUCED_PAYMENT: `months` bills of the payment the borrower can make (interest first, and never more
 *   interest than the payment), then the balance over the bills left (SPREAD) or at the regular payment for
 *   as long as it takes (EXTEND).
 * - TERM_EXTENSION: the principal as level payments over `months` new bills.
 * The arrears are spread evenly over the bills at the regular payment (never charged interest). Principal
 * is conserved to the penny; the loan may not run past ARRANGEMENT_MAX_TERM_MONTHS from its payout.
 */
export function planFromDebt(debt: OpenDebt, terms: ArrangementTerms): ArrangementPlan {
  if (!debt.running) throw new DomainError(forbearanceErrors.loanNotRunning);
  const rate = prepareRate(monthlyRate(parseRate(debt.annualRate)));
  const carried = {
    principal: debt.due.reduce((total, bill) => total + bill.principal, 0),
    interest: debt.due.reduce((total, bill) => total + bill.interest, 0),
    overdueInterest: debt.due.reduce((total, bill) => total + bill.overdueInterest, 0),
  };
  const principal = carried.principal + debt.coming.reduce((total, bill) => total + bill.principal, 0);
  const next = debt.coming[0];
  const instalmentBefore = next ? next.principal + next.interest : sum(debt.due);
  const offset = firstNewOffset(debt);
  const monthsUsed =
    calendarMonthsBetween(debt.payoutOn, gridDate(debt.firstDue, debt.anchorDay, offset)) - 1;
  const maxBills = ARRANGEMENT_MAX_TERM_MONTHS - Math.max(monthsUsed, 0);

  const shape =
    terms.kind === 'PAYMENT_HOLIDAY'
      ? holiday(debt, terms, rate, principal)
      : terms.kind === 'REDUCED_PAYMENT'
        ? reduced(debt, terms, rate, principal, instalmentBefore, maxBills)
        : extension(debt, terms, rate, principal);
  const { drafts } = shape;
  const carryFrom = Math.min(shape.carryFrom, drafts.length - 1);
  if (!shape.principalPlanned) spread(drafts, carryFrom, carried.principal, 'principal');
  spread(drafts, carryFrom, carried.interest + carried.overdueInterest, 'interest');
  if (drafts.length > maxBills) throw new DomainError(forbearanceErrors.termTooLong);

  const after = withBalances(
    drafts.map((draft, index) => ({
      period: debt.nextPeriod + index,
      dueDate: gridDate(debt.firstDue, debt.anchorDay, offset + index),
      ...draft,
    })),
  );
  const before = withBalances(
    [...debt.due, ...debt.coming].map((bill) => ({
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.principal,
      interest: bill.interest + bill.overdueInterest,
    })),
  );
  const regular = after[Math.min(shape.watchUntil, after.length - 1)] as ScheduleLine;
  return {
    terms,
    on: debt.on,
    before,
    after,
    carried,
    totalPayableBefore: sum(before),
    totalPayableAfter: sum(after),
    instalmentBefore,
    instalmentAfter: regular.total,
    lastDueBefore: before[before.length - 1]?.dueDate ?? null,
    lastDueAfter: (after[after.length - 1] as ScheduleLine).dueDate,
    windowEnds: regular.dueDate,
    relief: reliefOf(before, after, debt.on),
    daysPastDueAtStart: debt.daysPastDue,
  };
}

/** The arrangement re-planned from a book replayed to the business date it would take effect on. */
export function planArrangement(book: LoanBook, terms: ArrangementTerms): ArrangementPlan {
  return planFromDebt(openDebtOfBook(book), terms);
}
