import { isDomainError } from '../../../domain/domain-error';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import type {
  BillComponent,
  LedgerEntry,
  NewLedgerEntry,
  PaymentChannel,
  PrepaymentMode,
} from '../../../domain/servicing/ledger-entries';
import { type PrepaymentPlan, planPrepayment, withBalances } from '../../../domain/servicing/prepayment-plan';
import { replayLoan } from '../../../domain/servicing/replay';
import { servicingErrors } from '../../../domain/servicing/servicing-errors';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { followCase } from './collection-cases';
import {
  appendEntry,
  bookOf,
  type LedgerEntryRow,
  type LoadedBook,
  lockServicedLoan,
  type NewLedgerEntryRow,
  ONE_PAYOUT_INDEX,
  REPAYMENT_BOOKED_INDEX,
  REVERSED_ONCE_INDEX,
  type ServicedLoan,
} from './ledger-repository';

/** Who recorded an entry (an operator, or the borrower for their own choice) and why. */
export interface Recorded {
  by: number | null;
  reason?: string | null;
  now: Date;
}

/**
 * Money that moved in USDT (decision 098): the micro-USDT and the rate its pounds were converted at, kept
 * beside the pounds on the entry. The replay reads the pounds only.
 */
export interface UsdtMoved {
  amount: number;
  rate: string;
}

function usdtColumns(usdt: UsdtMoved | null | undefined) {
  return { usdtAmount: usdt ? String(usdt.amount) : null, usdtRate: usdt ? usdt.rate : null };
}

/** A refusal of the rules, named on the request's field when one field is to blame. */
function refusal(code: string, field?: string, params?: Record<string, string | number>): AppError {
  return new AppError('C409', code, {
    ...(params ? { params } : {}),
    ...(field ? { fields: { [field]: code } } : {}),
  });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
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

/** The fields the entries' refusals are named on, by the request's words. */
export interface FieldNames {
  amount?: string;
  on?: string;
  reverses?: string;
}

/**
 * Appends `draft` to a locked loan's ledger if the book stays whole with it: the entry is replayed with the
 * others to the business date first, and any rule it breaks (a refund over the credit held, a reversal of
 * an entry already reversed…) refuses it with nothing written. Returns the row and the book after it.
 */
export async function appendChecked(
  tx: Executor,
  loan: ServicedLoan,
  draft: NewLedgerEntry,
  extra: Pick<NewLedgerEntryRow, 'repaymentId'> & { recorded: Recorded; usdt?: UsdtMoved | null },
  businessDate: IsoDate,
  fields: FieldNames = {},
): Promise<{ row: LedgerEntryRow; book: LoanBook; entries: LedgerEntry[] }> {
  const loaded = await bookOf(tx, loan, businessDate);
  if (!loaded) throw refusal(servicingErrors.noPayout);
  if (compareDates(draft.on, loaded.book.payoutOn) < 0) {
    throw refusal(servicingErrors.beforePayout, fields.on, { payoutOn: loaded.book.payoutOn });
  }
  if (compareDates(draft.on, businessDate) > 0) {
    throw refusal(servicingErrors.afterAsOf, fields.on, { businessDate });
  }
  const trialId = Math.max(0, ...loaded.rows.map((row) => row.id)) + 1;
  tryReplay(loaded, [...loaded.entries, { ...draft, id: trialId } as LedgerEntry], businessDate, fields);
  let row: LedgerEntryRow;
  try {
    row = await appendEntry(tx, {
      ...rowOf(draft),
      loanId: loan.id,
      repaymentId: extra.repaymentId ?? null,
      ...usdtColumns(extra.usdt),
      recordedBy: extra.recorded.by,
      reason: extra.recorded.reason ?? null,
      createdAt: extra.recorded.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, REVERSED_ONCE_INDEX)) throw refusal(servicingErrors.reversalRepeated);
    if (isUniqueViolation(error, REPAYMENT_BOOKED_INDEX)) throw refusal('repayment.notPending');
    if (isUniqueViolation(error, ONE_PAYOUT_INDEX)) throw refusal(servicingErrors.payoutRepeated);
    throw error;
  }
  const entries = [...loaded.entries, { ...draft, id: row.id } as LedgerEntry];
  return { row, entries, book: replayLoan(loaded.terms, entries, businessDate) };
}

function tryReplay(loaded: LoadedBook, entries: LedgerEntry[], asOf: IsoDate, fields: FieldNames): LoanBook {
  try {
    return replayLoan(loaded.terms, entries, asOf);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field =
      error.code === servicingErrors.reversalUnknown ||
      error.code === servicingErrors.reversalRepeated ||
      error.code === servicingErrors.reversalNotAllowed
        ? fields.reverses
        : error.code === servicingErrors.beforePayout || error.code === servicingErrors.afterAsOf
          ? fields.on
          : error.code.endsWith('ExceedsCredit') || error.code === servicingErrors.amountInvalid
            ? fields.amount
            : undefined;
    throw refusal(error.code, field, error.params);
  }
}

function rowOf(draft: NewLedgerEntry) {
  const base = { kind: draft.kind, on: draft.on };
  switch (draft.kind) {
    case 'PAYMENT':
      return { ...base, amount: draft.amount, channel: draft.channel, reference: draft.reference ?? null };
    case 'WAIVER':
      return { ...base, amount: draft.amount, component: draft.component, period: draft.period ?? null };
    case 'PREPAYMENT':
      return { ...base, amount: draft.amount ?? null, prepaymentMode: draft.mode };
    case 'REVERSAL':
      return { ...base, reverses: draft.reverses };
    case 'CHARGE_OFF':
      return base;
    case 'ARRANGEMENT':
      return { ...base, arrangementTerms: draft.terms };
    default:
      return { ...base, amount: draft.amount };
  }
}

async function lockedLoan(tx: Executor, loanId: number): Promise<ServicedLoan> {
  const loan = await lockServicedLoan(tx, loanId);
  if (!loan) throw notFound();
  return loan;
}

/** Payments and refunds are taken on a running loan or one settled since (its credit may be refunded). */
function assertServiced(loan: ServicedLoan) {
  if (loan.status !== 'DISBURSED' && loan.status !== 'SETTLED') {
    throw refusal('loan.settlement.notRunning');
  }
}

/**
 * The payout: the first entry of every loan's ledger, written in the transaction that disburses it (and,
 * for a loan disbursed before the ledger existed, by the same function once). The loan row is already
 * locked by the caller; a second payout is refused by the database's one-payout index.
 */
export async function bookPayout(
  tx: Executor,
  input: {
    loanId: number;
    on: IsoDate;
    amount: number;
    reference?: string | null;
    recorded: Recorded;
    /** What was sent in USDT (for a top-up, the part sent to the borrower) and at what rate. */
    usdt?: UsdtMoved | null;
  },
): Promise<LedgerEntryRow> {
  try {
    return await appendEntry(tx, {
      loanId: input.loanId,
      kind: 'PAYOUT',
      on: input.on,
      amount: input.amount,
      reference: input.reference ?? null,
      ...usdtColumns(input.usdt),
      recordedBy: input.recorded.by,
      reason: input.recorded.reason ?? null,
      createdAt: input.recorded.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PAYOUT_INDEX)) throw refusal(servicingErrors.payoutRepeated);
    throw error;
  }
}

/**
 * A payment as it was received: any amount, dated the day it arrived (never before the payout, never after
 * the business date). What it pays is the replay's business, not the caller's: oldest bill first, the rest
 * held as credit.
 */
export async function bookPayment(
  tx: Executor,
  input: {
    loanId: number;
    amount: number;
    on: IsoDate;
    channel: PaymentChannel;
    reference?: string | null;
    repaymentId?: number;
    recorded: Recorded;
    businessDate: IsoDate;
    fields?: FieldNames;
    usdt?: UsdtMoved | null;
  },
) {
  const loan = await lockedLoan(tx, input.loanId);
  assertServiced(loan);
  const booked = await appendChecked(
    tx,
    loan,
    {
      kind: 'PAYMENT',
      on: input.on,
      amount: input.amount,
      channel: input.channel,
      ...(input.reference ? { reference: input.reference } : {}),
    },
    { repaymentId: input.repaymentId ?? null, recorded: input.recorded, usdt: input.usdt ?? null },
    input.businessDate,
    input.fields,
  );
  // A payment that clears the arrears closes the collection case at once, not at the next close of business.
  await followCase(tx, loan, booked.book, input.businessDate, input.recorded.now, { open: false });
  return booked;
}

/** Credit held sent back to the borrower, dated the business date; never more than is held. */
export async function bookRefund(
  tx: Executor,
  input: { loanId: number; amount: number; recorded: Recorded; businessDate: IsoDate; fields?: FieldNames },
) {
  const loan = await lockedLoan(tx, input.loanId);
  assertServiced(loan);
  return appendChecked(
    tx,
    loan,
    { kind: 'REFUND', on: input.businessDate, amount: input.amount },
    { recorded: input.recorded },
    input.businessDate,
    input.fields,
  );
}

/**
 * Overdue interest (or another part of the due bills) given up, dated the business date: run over the due
 * bills oldest first, never more than is left of that part (the replay refuses it, on `amount`). A waiver
 * that leaves nothing past due closes the collection case at once, as a payment does.
 */
export async function bookWaiver(
  tx: Executor,
  input: {
    loanId: number;
    amount: number;
    component: BillComponent;
    recorded: Recorded;
    businessDate: IsoDate;
    fields?: FieldNames;
  },
) {
  const loan = await lockedLoan(tx, input.loanId);
  if (loan.status !== 'DISBURSED') throw refusal('loan.settlement.notRunning');
  const booked = await appendChecked(
    tx,
    loan,
    { kind: 'WAIVER', on: input.businessDate, amount: input.amount, component: input.component },
    { recorded: input.recorded },
    input.businessDate,
    input.fields ?? { amount: 'amount' },
  );
  await followCase(tx, loan, booked.book, input.businessDate, input.recorded.now, { open: false });
  return booked;
}

/**
 * An arrangement the borrower accepted (decision 103), dated the business date: from it the replay re-plans
 * the loan with domain/forbearance/plan.ts, arrears carried into the plan. The arrears it takes over close
 * the collection case at once, as a payment that cleared them would.
 */
export async function bookArrangement(
  tx: Executor,
  input: { loanId: number; terms: ArrangementTerms; recorded: Recorded; businessDate: IsoDate },
) {
  const loan = await lockedLoan(tx, input.loanId);
  if (loan.status !== 'DISBURSED') throw refusal(forbearanceErrors.loanNotRunning);
  const booked = await appendChecked(
    tx,
    loan,
    { kind: 'ARRANGEMENT', on: input.businessDate, terms: input.terms },
    { recorded: input.recorded },
    input.businessDate,
  );
  await followCase(tx, loan, booked.book, input.businessDate, input.recorded.now, { open: false });
  return booked;
}

/** A mistake undone: the entry counts as never made, from its own date on. Dated the business date. */
export async function bookReversal(
  tx: Executor,
  input: { loanId: number; reverses: number; recorded: Recorded; businessDate: IsoDate; fields?: FieldNames },
) {
  const loan = await lockedLoan(tx, input.loanId);
  return appendChecked(
    tx,
    loan,
    { kind: 'REVERSAL', on: input.businessDate, reverses: input.reverses },
    { recorded: input.recorded },
    input.businessDate,
    input.fields,
  );
}

/** The borrower's CCA s94 choice: credit held paid off principal now, re-planning the bills not yet due. */
export async function bookPrepayment(
  tx: Executor,
  input: {
    loanId: number;
    mode: PrepaymentMode;
    amount?: number | undefined;
    recorded: Recorded;
    businessDate: IsoDate;
  },
) {
  const loan = await lockedLoan(tx, input.loanId);
  if (loan.status !== 'DISBURSED') throw refusal('loan.settlement.notRunning');
  return appendChecked(
    tx,
    loan,
    {
      kind: 'PREPAYMENT',
      on: input.businessDate,
      mode: input.mode,
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
    },
    { recorded: input.recorded },
    input.businessDate,
    { amount: 'amount' },
  );
}

/** The new schedule a prepayment of `amount` (all the credit held by default) would give, before choosing. */
export function prepaymentPlanOf(book: LoanBook, mode: PrepaymentMode, amount?: number): PrepaymentPlan {
  if (amount === undefined && book.creditHeld === 0) {
    // Nothing held: the schedule as it stands, so the borrower sees there is nothing to choose yet.
    const before = withBalances(book.bills.filter((bill) => compareDates(bill.dueDate, book.asOf) > 0));
    const interest = before.reduce((sum, line) => sum + line.interest, 0);
    const instalment = before[0]?.total ?? 0;
    return {
      mode,
      amount: 0,
      on: book.asOf,
      before,
      after: before,
      instalmentBefore: instalment,
      instalmentAfter: instalment,
      interestBefore: interest,
      interestAfter: interest,
      interestSaved: 0,
    };
  }
  try {
    return planPrepayment(book, mode, amount ?? book.creditHeld);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw refusal(
      error.code,
      error.code === servicingErrors.prepaymentMode ? 'mode' : 'amount',
      error.params,
    );
  }
}
