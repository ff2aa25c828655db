import { DomainError } from '../domain-error';
import type { Minor } from '../money';
import type { Allocation } from './book';
import type { BillComponent } from './ledger-entries';
import { type LiveBill, outstanding, owed } from './overdue-accrual';
import { servicingErrors } from './servicing-errors';
import type { AllocationOrder } from './servicing-terms';

/**
 * Money received and not yet put anywhere, by the payment it came from. It is spent first in, first out
 * (onto bills, a prepayment or a refund alike), so every allocation names the payment whose money it is.
 */
export interface CreditPool {
  chunks: { paymentId: number; amount: Minor }[];
  total: Minor;
}

export function emptyPool(): CreditPool {
  return { chunks: [], total: 0 };
}

export function addToPool(pool: CreditPool, paymentId: number, amount: Minor): void {
  pool.chunks.push({ paymentId, amount });
  pool.total += amount;
}

/** Takes `amount` (at most the pool's total) oldest first, calling `spend` for each payment's share. */
export function takeFromPool(
  pool: CreditPool,
  amount: Minor,
  spend: (paymentId: number, share: Minor) => void,
): void {
  let left = amount;
  while (left > 0) {
    const chunk = pool.chunks[0];
    if (!chunk) throw new DomainError('money.invalid');
    const share = Math.min(chunk.amount, left);
    spend(chunk.paymentId, share);
    chunk.amount -= share;
    left -= share;
    pool.total -= share;
    if (chunk.amount === 0) pool.chunks.shift();
  }
}

function add(bill: LiveBill, component: BillComponent, amount: Minor, as: 'paid' | 'waived'): void {
  if (component === 'OVERDUE_INTEREST') {
    if (as === 'paid') bill.paidOverdueInterest += amount;
    else bill.waivedOverdueInterest += amount;
  } else if (component === 'INTEREST') {
    if (as === 'paid') bill.paidInterest += amount;
    else bill.waivedInterest += amount;
  } else if (as === 'paid') bill.paidPrincipal += amount;
  else bill.waivedPrincipal += amount;
}

function markPaid(bill: LiveBill, day: number): void {
  if (bill.paidOnDay === null && outstanding(bill) === 0) bill.paidOnDay = day;
}

/**
 * Spends the credit pool on the due bills (oldest first, as `order` says) until either is exhausted, writing
 * one allocation per payment, bill and part. What is left stays in the pool as credit held. `bringUp`
 * brings a bill's overdue interest up to the day before it is read or changed.
 */
export function allocateCredit(
  pool: CreditPool,
  dueBills: readonly LiveBill[],
  order: AllocationOrder,
  day: number,
  on: string,
  allocations: Allocation[],
  bringUp: (bill: LiveBill) => void,
): void {
  const pay = (bill: LiveBill, component: BillComponent) => {
    bringUp(bill);
    const amount = Math.min(owed(bill, component), pool.total);
    if (amount <= 0) return;
    takeFromPool(pool, amount, (paymentId, share) => {
      const last = allocations[allocations.length - 1];
      // Two shares of one payment landing on the same part the same day are one allocation.
      if (
        last &&
        last.paymentId === paymentId &&
        last.period === bill.period &&
        last.component === component &&
        last.on === on &&
        last.target === 'BILL'
      ) {
        last.amount += share;
      } else {
        allocations.push({ paymentId, on, target: 'BILL', period: bill.period, component, amount: share });
      }
    });
    add(bill, component, amount, 'paid');
    markPaid(bill, day);
  };
  if (order.spread === 'BILL_BY_BILL') {
    for (const bill of dueBills) {
      for (const component of order.components) {
        if (pool.total === 0) return;
        pay(bill, component);
      }
    }
  } else {
    for (const component of order.components) {
      for (const bill of dueBills) {
        if (pool.total === 0) return;
        pay(bill, component);
      }
    }
  }
}

/**
 * Waives `amount` of one part of the due bills, oldest first (or of the one bill `period`). A waiver larger
 * than what is owed of that part is refused rather than turned into credit: waived money was never paid.
 */
export function applyWaiver(
  dueBills: readonly LiveBill[],
  component: BillComponent,
  amount: Minor,
  period: number | undefined,
  day: number,
  entryId: number,
  bringUp: (bill: LiveBill) => void,
): void {
  const targets = period === undefined ? dueBills : dueBills.filter((bill) => bill.period === period);
  for (const bill of targets) bringUp(bill);
  const available = targets.reduce((sum, bill) => sum + Math.max(owed(bill, component), 0), 0);
  if (amount > available) {
    throw new DomainError(servicingErrors.waiverExceedsDue, { id: entryId, available });
  }
  let left = amount;
  for (const bill of targets) {
    const share = Math.min(Math.max(owed(bill, component), 0), left);
    if (share === 0) continue;
    add(bill, component, share, 'waived');
    left -= share;
    markPaid(bill, day);
    if (left === 0) return;
  }
}
