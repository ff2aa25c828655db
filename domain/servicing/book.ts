import type { ArrangementTerms } from '../forbearance/arrangement-terms';
import type { ArrangementStatus } from '../forbearance/forbearance-codes';
import type { IsoDate } from '../loan/dates';
import type { ScheduleLine } from '../loan/schedule';
import type { Minor } from '../money';
import type { DelinquencyRange } from './buckets';
import type { BillComponent, PrepaymentMode } from './ledger-entries';
import type { ResolvedTerms } from './servicing-terms';

/**
 * A bill's state on the book's date. OVERDUE wins over PARTLY_PAID: a bill past its due date with anything
 * left is overdue however much of it was paid (its `paid` says how much). CHARGED_OFF is a bill with
 * something left on a loan that has been charged off. RESCHEDULED is a bill whose unpaid parts an
 * arrangement took over into its new bills (`carried`).
 */
export const bookBillStates = [
  'NOT_DUE',
  'DUE',
  'PARTLY_PAID',
  'OVERDUE',
  'PAID',
  'CHARGED_OFF',
  'RESCHEDULED',
] as const;
export type BookBillState = (typeof bookBillStates)[number];

export interface BillParts {
  overdueInterest: Minor;
  interest: Minor;
  principal: Minor;
}

export interface BookBill {
  period: number;
  dueDate: IsoDate;
  /** Due as scheduled (or as re-planned by a prepayment). */
  principal: Minor;
  interest: Minor;
  total: Minor;
  /** Overdue interest accrued to the book's date (to the charge-off day on a charged-off loan). */
  overdueInterest: Minor;
  paid: BillParts;
  waived: BillParts;
  /** Interest of a bill not yet due when the loan was charged off: not earned, so not owed. */
  interestCancelled: Minor;
  /** What an arrangement took over from this bill into its new bills (decision 103). */
  carried: BillParts;
  outstanding: BillParts;
  outstandingTotal: Minor;
  /** Days past due while something is left; for a paid bill, the days it was paid late (0 on time). */
  daysOverdue: number;
  state: BookBillState;
  /** The business date on which nothing was left of it. */
  paidOn: IsoDate | null;
}

/**
 * Where money went. BILL: a part of one bill. PRINCIPAL_AHEAD: principal paid off early by the borrower's
 * prepayment (`prepaymentId`), before the bills it shortens fell due.
 */
export const allocationTargets = ['BILL', 'PRINCIPAL_AHEAD'] as const;
export type AllocationTarget = (typeof allocationTargets)[number];

export interface Allocation {
  /** The PAYMENT or RECOVERY whose money this is. */
  paymentId: number;
  /** The business date it was put there: the day received, or the day a bill it was held for fell due. */
  on: IsoDate;
  target: AllocationTarget;
  /** The bill, for target BILL; null otherwise. */
  period: number | null;
  component: BillComponent;
  amount: Minor;
  /** The PREPAYMENT entry, for target PRINCIPAL_AHEAD. */
  prepaymentId?: number;
}

export interface PrepaymentRecord {
  entryId: number;
  on: IsoDate;
  mode: PrepaymentMode;
  amount: Minor;
  /** The bills not yet due, before and after the re-plan. */
  before: ScheduleLine[];
  after: ScheduleLine[];
}

/**
 * The instalment arrears from `from` until the next step (or the book's date): how many instalments had
 * fallen due before that day, their principal and interest still unpaid, and the sum of the last two of
 * them. CCA s86B reads these (statutory-dates.ts).
 */
export interface ArrearsStep {
  from: IsoDate;
  fallenDue: number;
  shortfall: Minor;
  lastTwo: Minor;
}

/**
 * An accepted arrangement (decision 103) as of the book's date. ACTIVE until `windowEnds` (the first bill at
 * the plan's regular payment); BROKEN from the day a bill of the plan due by then was left unpaid past its
 * due date (`brokenOn`), once and for good; COMPLETED after `windowEnds` when kept, or when a later
 * arrangement replaced it unbroken. While ACTIVE, or while a plan bill missed in the window stays unpaid,
 * the days past due the loan had when it began are added to those of the plan's own bills: ageing pauses,
 * it does not restart from nothing.
 */
export interface ArrangementRecord {
  entryId: number;
  on: IsoDate;
  terms: ArrangementTerms;
  /** What was left to pay before (arrears with their overdue interest, and the bills to come), and after. */
  before: ScheduleLine[];
  after: ScheduleLine[];
  windowEnds: IsoDate;
  daysPastDueAtStart: number;
  status: ArrangementStatus;
  brokenOn: IsoDate | null;
}

export interface ChargeOffRecord {
  entryId: number;
  on: IsoDate;
  /** What was owed when it was charged off, by part; bills not yet due then fell due with no interest. */
  writtenOff: BillParts & { total: Minor };
  /** Money received since (RECOVERY entries). */
  recovered: Minor;
}

export interface BookTotals {
  /** PAYMENT and RECOVERY amounts. */
  received: Minor;
  allocated: Minor;
  refunded: Minor;
  waived: Minor;
  recovered: Minor;
}

/** A loan's book on `asOf`: everything the screens, statements, notices and settlement figure read. */
export interface LoanBook {
  asOf: IsoDate;
  payoutOn: IsoDate;
  principalLent: Minor;
  terms: ResolvedTerms;
  bills: BookBill[];
  allocations: Allocation[];
  /** Money received and not yet put anywhere: for the next bill, a prepayment or a refund (CCA s94). */
  creditHeld: Minor;
  principalOutstanding: Minor;
  /** Everything left of bills past their due date, overdue interest included (on a charged-off loan: all). */
  arrears: Minor;
  daysPastDue: number;
  /** The due date of the oldest bill unpaid after it, or null when none is. */
  pastDueSince: IsoDate | null;
  bucket: string | null;
  delinquency: DelinquencyRange[];
  /**
   * The overdue interest one more day adds if nothing is paid: on what is left of every bill due on or
   * before `asOf`, rounded once.
   */
  overdueInterestPerDay: Minor;
  chargedOff: ChargeOffRecord | null;
  prepayments: PrepaymentRecord[];
  arrangements: ArrangementRecord[];
  arrearsSteps: ArrearsStep[];
  totals: BookTotals;
}
