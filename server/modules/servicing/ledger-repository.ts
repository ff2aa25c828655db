import { and, asc, eq, isNull } from 'drizzle-orm';
import { arrangementTermsSchema } from '../../../domain/forbearance/arrangement-terms';
import type { IsoDate } from '../../../domain/loan/dates';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import type { LoanBook } from '../../../domain/servicing/book';
import type { LedgerEntry } from '../../../domain/servicing/ledger-entries';
import { replayLoan } from '../../../domain/servicing/replay';
import type { ServicingTerms } from '../../../domain/servicing/servicing-terms';
import type { Executor } from '../../db/client';
import { ledgerEntries, loanBills, loans } from '../../db/schema';
import { getServicingSettings } from '../config/config-service';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

/** The unique indexes a concurrent second write runs into (the route answers C409). */
export const ONE_PAYOUT_INDEX = 'ledger_entries_one_payout';
export const REPAYMENT_BOOKED_INDEX = 'ledger_entries_repayment_key';
export const REVERSED_ONCE_INDEX = 'ledger_entries_reverses_key';

/** Appends one entry. There is no update or delete of this table anywhere: a mistake is a REVERSAL. */
export async function appendEntry(tx: Executor, entry: NewLedgerEntryRow): Promise<LedgerEntryRow> {
  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  return row!;
}

/** A loan's entries in the order they were recorded (the replay orders them by business date itself). */
export async function listEntries(db: Executor, loanId: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.loanId, loanId))
    .orderBy(asc(ledgerEntries.id));
}

export async function findEntry(db: Executor, loanId: number, entryId: number) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.loanId, loanId), eq(ledgerEntries.id, entryId)))
    .limit(1);
  return row ?? null;
}

/** What servicing needs of a loan row. */
export interface ServicedLoan {
  id: number;
  memberId: number;
  status: string;
  method: RepaymentMethod;
  annualRate: string;
  offerAmount: number | null;
  offerRate: string | null;
  overdueRate: string;
  disbursedOn: string | null;
}

const servicedColumns = {
  id: loans.id,
  memberId: loans.memberId,
  status: loans.status,
  method: loans.method,
  annualRate: loans.annualRate,
  offerAmount: loans.offerAmount,
  offerRate: loans.offerRate,
  overdueRate: loans.overdueRate,
  disbursedOn: loans.disbursedOn,
};

export async function findServicedLoan(db: Executor, loanId: number): Promise<ServicedLoan | null> {
  const [row] = await db.select(servicedColumns).from(loans).where(eq(loans.id, loanId)).limit(1);
  return row ?? null;
}

/**
 * The loan's row locked for the length of the caller's transaction: every write to a loan's ledger takes
 * it first, so two writers of one loan take turns and each checks the book the other left.
 */
export async function lockServicedLoan(tx: Executor, loanId: number): Promise<ServicedLoan | null> {
  const [row] = await tx
    .select(servicedColumns)
    .from(loans)
    .where(eq(loans.id, loanId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * The schedule the loan is serviced against: its instalment bills as generated at the payout (an
 * arrangement's bills left out: the replay makes them again from its ARRANGEMENT entry).
 */
async function instalmentLines(db: Executor, loanId: number) {
  return db
    .select({
      period: loanBills.period,
      dueDate: loanBills.dueDate,
      principal: loanBills.principal,
      interest: loanBills.interest,
      total: loanBills.total,
    })
    .from(loanBills)
    .where(
      and(
        eq(loanBills.loanId, loanId),
        eq(loanBills.kind, 'INSTALMENT'),
        // An arrangement's bills are the replay's own work from its entry, not terms it replays over.
        isNull(loanBills.arrangementEntryId),
      ),
    )
    .orderBy(asc(loanBills.period));
}

/** The columns of a stored row the replay reads (a report reads only these, for every loan at once). */
export type ReplayedColumns = Pick<
  LedgerEntryRow,
  | 'id'
  | 'kind'
  | 'on'
  | 'amount'
  | 'channel'
  | 'reference'
  | 'component'
  | 'period'
  | 'prepaymentMode'
  | 'reverses'
  | 'arrangementTerms'
>;

/** A stored row as the replay reads it. */
export function entryOf(row: ReplayedColumns): LedgerEntry {
  const on = row.on as IsoDate;
  const amount = row.amount ?? undefined;
  switch (row.kind) {
    case 'PAYOUT':
    case 'REFUND':
    case 'RECOVERY':
      return { id: row.id, kind: row.kind, on, amount: amount! };
    case 'PAYMENT':
      return {
        id: row.id,
        kind: 'PAYMENT',
        on,
        amount: amount!,
        channel: row.channel!,
        ...(row.reference ? { reference: row.reference } : {}),
      };
    case 'WAIVER':
      return {
        id: row.id,
        kind: 'WAIVER',
        on,
        amount: amount!,
        component: row.component!,
        ...(row.period !== null ? { period: row.period } : {}),
      };
    case 'CHARGE_OFF':
      return { id: row.id, kind: 'CHARGE_OFF', on };
    case 'PREPAYMENT':
      return {
        id: row.id,
        kind: 'PREPAYMENT',
        on,
        mode: row.prepaymentMode!,
        ...(amount !== undefined ? { amount } : {}),
      };
    case 'REVERSAL':
      return { id: row.id, kind: 'REVERSAL', on, reverses: row.reverses! };
    case 'ARRANGEMENT':
      return {
        id: row.id,
        kind: 'ARRANGEMENT',
        on,
        terms: arrangementTermsSchema.parse(row.arrangementTerms),
      };
  }
}

export interface LoadedBook {
  loan: ServicedLoan;
  terms: ServicingTerms;
  rows: LedgerEntryRow[];
  entries: LedgerEntry[];
  book: LoanBook;
}

/**
 * A loan's book on `asOf`: its servicing terms (the instalment bills made at the payout, the agreement's
 * rate, the overdue rate of the day it was made, the servicing settings), its ledger, and what
 * `replayLoan` makes of them. Null for a loan with no payout on its ledger (not yet disbursed, or
 * withdrawn before the money was sent) or asked for before its payout. Read inside the caller's
 * transaction when given one, so a write and the check of its book see the same ledger.
 */
export async function loadLoanBook(db: Executor, loanId: number, asOf: IsoDate): Promise<LoadedBook | null> {
  const loan = await findServicedLoan(db, loanId);
  if (!loan) return null;
  return bookOf(db, loan, asOf);
}

/** As `loadLoanBook`, for a loan row already read (or locked) by the caller. */
export async function bookOf(db: Executor, loan: ServicedLoan, asOf: IsoDate): Promise<LoadedBook | null> {
  // One query after another: `db` may be the caller's transaction, a single PostgreSQL client that must not
  // be handed a second query while one runs. The servicing settings (allocation order, delinquency buckets)
  // are operator settings with defaults (DESIGN §4), read for every book so a change applies to the next
  // replay of every loan.
  const lines = await instalmentLines(db, loan.id);
  const rows = await listEntries(db, loan.id);
  const settings = await getServicingSettings(db);
  const payout = rows.find((row) => row.kind === 'PAYOUT');
  if (!payout || lines.length === 0 || asOf < payout.on) return null;
  const terms: ServicingTerms = {
    method: loan.method,
    annualRate: loan.offerRate ?? loan.annualRate,
    overdueRate: loan.overdueRate,
    schedule: lines.map((line) => ({ ...line, dueDate: line.dueDate as IsoDate })),
    ...settings,
  };
  const entries = rows.map(entryOf);
  return { loan, terms, rows, entries, book: replayLoan(terms, entries, asOf) };
}
