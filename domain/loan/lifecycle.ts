import { DomainError } from '../domain-error';

/**
 * The state machines of DESIGN §4 as data. Every state change of an application or a bill is checked here,
 * and only here; the server's one transition function calls `assertTransition` before it writes.
 */
export const loanStatuses = [
  'DRAFT',
  'PENDING_REVIEW',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'SIGNED',
  'DISBURSED',
  'SETTLED',
  'WITHDRAWN',
  'CHARGED_OFF',
] as const;
export type LoanStatus = (typeof loanStatuses)[number];

export const loanTransitions: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = {
  DRAFT: ['PENDING_REVIEW'],
  PENDING_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: ['SIGNED', 'EXPIRED'],
  // "Restore credit request": the expired offer goes back to the operator for a fresh decision.
  EXPIRED: ['PENDING_REVIEW'],
  SIGNED: ['DISBURSED', 'WITHDRAWN'],
  // CHARGED_OFF: written off by operators after a default notice's remedy date passed unpaid; money
  // received later is a recovery, and the loan stays charged off (its book says what was recovered).
  DISBURSED: ['SETTLED', 'WITHDRAWN', 'CHARGED_OFF'],
  // The borrower may submit a new one at once. A decline by the credit policy may also go back to a person,
  // once, at the borrower's request (UK GDPR Art. 22); the server allows that only for the policy's decline.
  REJECTED: ['PENDING_REVIEW'],
  SETTLED: [],
  WITHDRAWN: [],
  CHARGED_OFF: [],
};

/**
 * Applications still on their way to a loan: at most one per borrower, enforced by a partial unique index.
 *
 * EXPIRED is not in the set: the offer has lapsed and nothing is owed, so the borrower may start a new
 * application instead of restoring; restoring is refused while another application is in flight (the
 * index refuses the second row). DISBURSED is not in the set either: a running loan is governed by the
 * top-up rule (a new application only after 6 months of on-time payments), which could never apply if a
 * running loan blocked every new application.
 */
export const activeApplicationStatuses = [
  'PENDING_REVIEW',
  'APPROVED',
  'SIGNED',
] as const satisfies readonly LoanStatus[];

/** A loan whose money is out: bills are running. */
export const runningLoanStatuses = ['DISBURSED'] as const satisfies readonly LoanStatus[];

/**
 * Outcomes after which a new application must wait REAPPLY_MONTHS, counted from the day the previous
 * application ended (DESIGN §4): a decline that stands (by the policy or a person; a review asked for puts
 * the application back in review, and its outcome starts the wait again), an offer let lapse, a withdrawal
 * or a settlement. A top-up is not a new application after one of these: it replaces a running loan.
 */
export const reapplyWaitStatuses = [
  'REJECTED',
  'EXPIRED',
  'WITHDRAWN',
  'SETTLED',
] as const satisfies readonly LoanStatus[];

export const billStatuses = [
  'TO_BE_REPAID',
  'TO_BE_CONFIRMED',
  'REPAID',
  'CANCELLED',
  'RESCHEDULED',
] as const;
export type BillStatus = (typeof billStatuses)[number];

export const billTransitions: Readonly<Record<BillStatus, readonly BillStatus[]>> = {
  // A voucher submitted; or, when the loan is withdrawn, no longer owed because the withdrawal's payoff
  // bill replaces it. A bill waiting for review is never cancelled: the withdrawal waits for the decision.
  // Paid without a voucher of its own: by a payment an operator recorded, or by credit held.
  // Or replaced by the bills of a forbearance arrangement the borrower accepted (decision 103).
  TO_BE_REPAID: ['TO_BE_CONFIRMED', 'CANCELLED', 'REPAID', 'RESCHEDULED'],
  // Confirmed by an operator, or sent back when the voucher is refused or what arrived did not cover it.
  TO_BE_CONFIRMED: ['REPAID', 'TO_BE_REPAID'],
  // Owed again when the payment that paid it is reversed (the ledger's book says so).
  // Replaced by an arrangement's bills while credit held covered it ahead of its due date.
  REPAID: ['TO_BE_REPAID', 'RESCHEDULED'],
  // Kept, not deleted, so the schedule the borrower signed up to stays readable after a withdrawal.
  CANCELLED: [],
  // Kept, like a cancelled bill, so the schedule before the arrangement stays readable.
  RESCHEDULED: [],
};

/** Bills no longer part of the loan's schedule: cancelled by a withdrawal, or replaced by an arrangement. */
export const retiredBillStatuses = ['CANCELLED', 'RESCHEDULED'] as const satisfies readonly BillStatus[];
export function isRetiredBill(bill: { status: BillStatus }): boolean {
  return (retiredBillStatuses as readonly BillStatus[]).includes(bill.status);
}

/** Bills the borrower still owes: open, or paid and waiting for the operator to confirm the voucher. */
export const owedBillStatuses = ['TO_BE_REPAID', 'TO_BE_CONFIRMED'] as const satisfies readonly BillStatus[];

/**
 * INSTALMENT: one line of the schedule, generated at disbursement. WITHDRAWAL_PAYOFF: the one bill that
 * replaces the open instalments when a disbursed loan is withdrawn (principal + interest to the day).
 */
export const billKinds = ['INSTALMENT', 'WITHDRAWAL_PAYOFF'] as const;
export type BillKind = (typeof billKinds)[number];

type Machine = 'loan' | 'bill';

export function canTransition(from: LoanStatus, to: LoanStatus, machine?: 'loan'): boolean;
export function canTransition(from: BillStatus, to: BillStatus, machine: 'bill'): boolean;
export function canTransition(from: string, to: string, machine: Machine = 'loan'): boolean {
  const table: Readonly<Record<string, readonly string[]>> =
    machine === 'bill' ? billTransitions : loanTransitions;
  return table[from]?.includes(to) ?? false;
}

export function assertTransition(from: LoanStatus, to: LoanStatus, machine?: 'loan'): void;
export function assertTransition(from: BillStatus, to: BillStatus, machine: 'bill'): void;
export function assertTransition(from: string, to: string, machine: Machine = 'loan'): void {
  const allowed =
    machine === 'bill'
      ? canTransition(from as BillStatus, to as BillStatus, 'bill')
      : canTransition(from as LoanStatus, to as LoanStatus);
  if (!allowed) throw new DomainError('transition.notAllowed', { from, to });
}

export function isActiveApplication(status: LoanStatus): boolean {
  return (activeApplicationStatuses as readonly LoanStatus[]).includes(status);
}

/** Time rules of SPEC §4 / §9, read against the injectable clock. */
export const QUOTE_VALID_DAYS = 30;
export const OFFER_VALID_DAYS = 14;
export const WITHDRAWAL_DAYS = 14;
/**
 * After a withdrawal the borrower repays within 30 calendar days beginning the day after the notice
 * (Consumer Credit Act 1974 s66A(9)): the last day is the notice day + 30.
 */
export const WITHDRAWAL_REPAY_DAYS = 30;
export const REAPPLY_MONTHS = 3;
export const TOPUP_MONTHS = 6;
export const DECISION_WORKING_DAYS = 5;

/** Loan purposes of SPEC §3. */
export const loanPurposes = [
  'DAILY_CONSUMPTION',
  'EDUCATION',
  'MEDICAL',
  'IMPROVE_QUALITY_OF_LIFE',
  'OTHER',
] as const;
export type LoanPurpose = (typeof loanPurposes)[number];
