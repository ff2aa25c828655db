import type { LoanBookView, PaymentView } from '../../../domain/api/servicing';
import type { LoanBook } from '../../../domain/servicing/book';
import type { LedgerEntryRow } from './ledger-repository';

/** The USDT that moved with an entry, and its rate (decision 098); null when it moved in pounds only. */
export function usdtOf(row: LedgerEntryRow): { amount: number; rate: string } | null {
  if (row.usdtAmount === null || row.usdtRate === null) return null;
  return { amount: Number(row.usdtAmount), rate: row.usdtRate };
}

/** Who undid which entry: entry id → the reversal's id. */
function reversals(rows: readonly LedgerEntryRow[]): Map<number, number> {
  return new Map(
    rows.flatMap((row) => (row.kind === 'REVERSAL' && row.reverses !== null ? [[row.reverses, row.id]] : [])),
  );
}

export function entryViewOf(row: LedgerEntryRow, reversedBy: number | null) {
  return {
    entryId: row.id,
    kind: row.kind,
    on: row.on,
    amount: row.amount,
    channel: row.channel,
    reference: row.reference,
    usdt: usdtOf(row),
    repaymentId: row.repaymentId,
    component: row.component,
    period: row.period,
    mode: row.prepaymentMode,
    reverses: row.reverses,
    reversedBy,
    recordedBy: row.recordedBy,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function entryViewsOf(rows: readonly LedgerEntryRow[]) {
  const undone = reversals(rows);
  return rows.map((row) => entryViewOf(row, undone.get(row.id) ?? null));
}

/** Every payment received, newest first, with where each penny went (reversed ones too, marked). */
function paymentsOf(book: LoanBook, rows: readonly LedgerEntryRow[]): PaymentView[] {
  const undone = reversals(rows);
  return rows
    .filter((row) => row.kind === 'PAYMENT' || row.kind === 'RECOVERY')
    .map((row) => {
      const reversed = undone.has(row.id);
      const allocations = reversed
        ? []
        : book.allocations
            .filter((allocation) => allocation.paymentId === row.id)
            .map(({ on, target, period, component, amount }) => ({ on, target, period, component, amount }));
      const allocated = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
      return {
        entryId: row.id,
        kind: row.kind as PaymentView['kind'],
        on: row.on,
        amount: row.amount ?? 0,
        channel: row.channel,
        reference: row.reference,
        usdt: usdtOf(row),
        recordedAt: row.createdAt.toISOString(),
        reversed,
        allocations,
        // What the book has not put anywhere: still held, or sent back by a refund.
        held: reversed ? 0 : (row.amount ?? 0) - allocated,
      };
    })
    .reverse();
}

export function bookViewOf(book: LoanBook, rows: readonly LedgerEntryRow[]): LoanBookView {
  return {
    asOf: book.asOf,
    payoutOn: book.payoutOn,
    principalLent: book.principalLent,
    principalOutstanding: book.principalOutstanding,
    creditHeld: book.creditHeld,
    arrears: {
      amount: book.arrears,
      daysPastDue: book.daysPastDue,
      since: book.pastDueSince,
      perDay: book.overdueInterestPerDay,
      bucket: book.bucket,
    },
    bills: book.bills.map((bill) => ({
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.principal,
      interest: bill.interest,
      total: bill.total,
      overdueInterest: bill.overdueInterest,
      paid: { ...bill.paid },
      waived: { ...bill.waived },
      outstanding: { ...bill.outstanding },
      outstandingTotal: bill.outstandingTotal,
      daysOverdue: bill.daysOverdue,
      state: bill.state,
      paidOn: bill.paidOn,
    })),
    payments: paymentsOf(book, rows),
    totals: {
      received: book.totals.received,
      allocated: book.totals.allocated,
      refunded: book.totals.refunded,
      waived: book.totals.waived,
    },
  };
}
