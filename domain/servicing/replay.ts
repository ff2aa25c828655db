import { DomainError } from '../domain-error';
import { fromEpochDay, type IsoDate, toEpochDay } from '../loan/dates';
import { applyPreparedRate, type Minor } from '../money';
import { addToPool, allocateCredit, applyWaiver, emptyPool, takeFromPool } from './allocation';
import { arrange } from './arrangement-replay';
import type { ChargeOffRecord, LoanBook } from './book';
import { bookBill } from './book-bill';
import { addDelinquentDays, addPausedDays, bucketFor, toDelinquencyRanges } from './buckets';
import type { EntryOf, LedgerEntry } from './ledger-entries';
import { orderLedger, type ReplayedEntry } from './ledger-order';
import {
  accrueTo,
  dailyOverdueRate,
  type LiveBill,
  liveBill,
  outstanding,
  owed,
  unpaidInstalment,
} from './overdue-accrual';
import { replanRemaining, withBalances } from './prepayment-plan';
import { dateOf, type Replay } from './replay-state';
import { servicingErrors } from './servicing-errors';
import { resolveTerms, type ServicingTerms } from './servicing-terms';

/** The bills due on `day`, oldest first; on a charged-off loan every bill is due (the balance was called in). */
function dueBills(replay: Replay, day: number): LiveBill[] {
  if (replay.chargeOff) return replay.bills;
  let count = 0;
  while (count < replay.bills.length && (replay.bills[count] as LiveBill).dueDay <= day) count += 1;
  return replay.bills.slice(0, count);
}

function spendCredit(replay: Replay, day: number): void {
  if (replay.pool.total === 0) return;
  allocateCredit(
    replay.pool,
    dueBills(replay, day),
    replay.terms.allocationOrder,
    day,
    dateOf(replay, day),
    replay.allocations,
    replay.bringUp,
  );
}

function receive(replay: Replay, entry: EntryOf<'PAYMENT'> | EntryOf<'RECOVERY'>, day: number): void {
  if (entry.kind === 'PAYMENT' && replay.chargeOff) {
    throw new DomainError(servicingErrors.chargedOff, { id: entry.id });
  }
  if (entry.kind === 'RECOVERY') {
    if (!replay.chargeOff) throw new DomainError(servicingErrors.notChargedOff, { id: entry.id });
    replay.totals.recovered += entry.amount;
    replay.chargeOff.record.recovered += entry.amount;
  }
  replay.totals.received += entry.amount;
  addToPool(replay.pool, entry.id, entry.amount);
  spendCredit(replay, day);
}

function prepay(replay: Replay, entry: EntryOf<'PREPAYMENT'>, day: number): void {
  if (replay.chargeOff) throw new DomainError(servicingErrors.chargedOff, { id: entry.id });
  const amount = entry.amount ?? replay.pool.total;
  if (amount === 0 || amount > replay.pool.total) {
    throw new DomainError(servicingErrors.prepaymentExceedsCredit, {
      id: entry.id,
      creditHeld: replay.pool.total,
    });
  }
  const due = replay.bills.filter((bill) => bill.dueDay <= day);
  const remaining = replay.bills.filter((bill) => bill.dueDay > day);
  const plan = replanRemaining(
    remaining.map((bill) => ({ ...bill, total: bill.principal + bill.interest })),
    amount,
    entry.mode,
    replay.terms.method,
    replay.terms.annualRate,
  );
  const on = dateOf(replay, day);
  takeFromPool(replay.pool, amount, (paymentId, share) => {
    replay.allocations.push({
      paymentId,
      on,
      target: 'PRINCIPAL_AHEAD',
      period: null,
      component: 'PRINCIPAL',
      amount: share,
      prepaymentId: entry.id,
    });
  });
  replay.prepayments.push({
    entryId: entry.id,
    on,
    mode: entry.mode,
    amount,
    before: withBalances(remaining.map((bill) => ({ ...bill, total: bill.principal + bill.interest }))),
    after: plan.lines,
  });
  replay.bills = due.concat(
    plan.lines.map((line) => liveBill({ ...line, dueDay: toEpochDay(line.dueDate) })),
  );
}

/**
 * Charge-off: the balance is called in. Overdue interest stops on this day; bills not yet due fall due now
 * without their interest (not earned); credit held goes against them; what is left is written off and
 * money received later is a recovery, allocated to the bills like any payment.
 */
function chargeOff(replay: Replay, entry: EntryOf<'CHARGE_OFF'>, day: number): void {
  if (replay.chargeOff) throw new DomainError(servicingErrors.chargedOff, { id: entry.id });
  for (const bill of replay.bills) {
    if (bill.dueDay > day) bill.interestCancelled = owed(bill, 'INTEREST');
  }
  const record: ChargeOffRecord = {
    entryId: entry.id,
    on: entry.on,
    writtenOff: { overdueInterest: 0, interest: 0, principal: 0, total: 0 },
    recovered: 0,
  };
  replay.chargeOff = { day, record };
  spendCredit(replay, day);
  for (const bill of replay.bills) {
    replay.bringUp(bill);
    record.writtenOff.overdueInterest += owed(bill, 'OVERDUE_INTEREST');
    record.writtenOff.interest += owed(bill, 'INTEREST');
    record.writtenOff.principal += owed(bill, 'PRINCIPAL');
  }
  const { overdueInterest, interest, principal } = record.writtenOff;
  record.writtenOff.total = overdueInterest + interest + principal;
}

function apply(replay: Replay, entry: ReplayedEntry, day: number): void {
  switch (entry.kind) {
    case 'PAYOUT':
      return;
    case 'PAYMENT':
    case 'RECOVERY':
      receive(replay, entry, day);
      return;
    case 'WAIVER':
      applyWaiver(
        dueBills(replay, day),
        entry.component,
        entry.amount,
        entry.period,
        day,
        entry.id,
        replay.bringUp,
      );
      replay.totals.waived += entry.amount;
      return;
    case 'REFUND':
      if (entry.amount > replay.pool.total) {
        throw new DomainError(servicingErrors.refundExceedsCredit, {
          id: entry.id,
          creditHeld: replay.pool.total,
        });
      }
      takeFromPool(replay.pool, entry.amount, () => undefined);
      replay.totals.refunded += entry.amount;
      return;
    case 'PREPAYMENT':
      prepay(replay, entry, day);
      return;
    case 'CHARGE_OFF':
      chargeOff(replay, entry, day);
      return;
    case 'ARRANGEMENT':
      arrange(replay, entry, day);
      return;
  }
}

/**
 * Records the days `day..lastDay`, over which nothing changes: the delinquency bucket ranges (days past due
 * run from the oldest bill unpaid) and, for CCA s86B, the instalments fallen due before `day` and what is
 * unpaid of them. Every due date and the day after it are replay points, so both stay true to `lastDay`.
 */
function record(replay: Replay, day: number, lastDay: number): void {
  const bills = replay.bills;
  while (replay.firstOpen < bills.length && outstanding(bills[replay.firstOpen] as LiveBill) === 0) {
    replay.firstOpen += 1;
  }
  while (replay.fallen < bills.length && (bills[replay.fallen] as LiveBill).dueDay < day) replay.fallen += 1;
  const fallenDue = replay.fallen;
  let shortfall = 0;
  for (let index = replay.firstOpen; index < fallenDue; index += 1) {
    shortfall += unpaidInstalment(bills[index] as LiveBill);
  }
  const instalment = (bill: LiveBill | undefined) =>
    bill ? bill.principal + bill.interest - bill.interestCancelled : 0;
  const lastTwo = instalment(bills[fallenDue - 1]) + instalment(bills[fallenDue - 2]);
  const open = bills[replay.firstOpen];
  const oldest = open && open.dueDay <= day ? open.dueDay : null;
  replay.oldestUnpaidDay = oldest;
  const live = replay.arrangements[replay.arrangements.length - 1];
  let paused = 0;
  if (live && day >= live.startDay) {
    const missed = oldest !== null && oldest >= live.startDay && oldest <= live.windowEndDay && day > oldest;
    if (missed && live.brokenDay === null) {
      live.brokenDay = day;
      live.record.status = 'BROKEN';
      live.record.brokenOn = dateOf(replay, day);
    }
    if (day <= live.windowEndDay || (oldest !== null && oldest <= live.windowEndDay)) {
      paused = live.record.daysPastDueAtStart;
    }
    if (live.record.status === 'ACTIVE' && day > live.windowEndDay) live.record.status = 'COMPLETED';
  }
  replay.pausedNow = paused;
  if (oldest !== null) addDelinquentDays(replay.ranges, day, lastDay, oldest - paused, replay.terms.buckets);
  else if (paused > 0) addPausedDays(replay.ranges, day, lastDay, paused, replay.terms.buckets);
  const previous = replay.steps[replay.steps.length - 1];
  if (
    !previous ||
    previous.fallenDue !== fallenDue ||
    previous.shortfall !== shortfall ||
    previous.lastTwo !== lastTwo
  ) {
    replay.steps.push({ from: dateOf(replay, day), fallenDue, shortfall, lastTwo });
  }
}

/** The days on which something can change: entries, due dates and the days after them, and `asOf`. */
function replayDays(bills: readonly LiveBill[], entryDays: readonly number[], asOfDay: number): number[] {
  const days = new Set<number>(entryDays);
  days.add(asOfDay);
  for (const bill of bills) {
    if (bill.dueDay <= asOfDay) days.add(bill.dueDay);
    if (bill.dueDay + 1 <= asOfDay) days.add(bill.dueDay + 1);
  }
  return [...days].sort((a, b) => a - b);
}

/** The days still to visit, with those an arrangement's new bills brought (up to `asOfDay`) merged in. */
function withAddedDays(days: number[], index: number, added: number[], asOfDay: number): number[] {
  const later = new Set(days.slice(index + 1));
  for (const day of added) if (day > (days[index] as number) && day <= asOfDay) later.add(day);
  added.length = 0;
  return days.slice(0, index + 1).concat([...later].sort((a, b) => a - b));
}

/**
 * A loan's book on `asOf`, replayed from its ledger: every entry in force, in business-date order (see
 * ledger-order.ts), over the schedule in `terms`. Each replay day first brings overdue interest up to that
 * day, then puts credit held against bills falling due that day, then applies the day's entries. The same
 * entries give the same book whatever order they were recorded in, and a backdated entry gives the book as
 * if it had been recorded on its date.
 */
export function replayLoan(terms: ServicingTerms, entries: readonly LedgerEntry[], asOf: IsoDate): LoanBook {
  const resolved = resolveTerms(terms);
  const asOfDay = toEpochDay(asOf);
  const ledger = orderLedger(entries, asOfDay);
  const principalLent = resolved.schedule.reduce((sum, line) => sum + line.principal, 0);
  if (ledger.payout.amount !== principalLent) {
    throw new DomainError(servicingErrors.payoutMismatch, { amount: ledger.payout.amount, principalLent });
  }
  const replay: Replay = {
    terms: resolved,
    daily: dailyOverdueRate(resolved.overdueRate),
    bills: resolved.schedule.map((line) => liveBill({ ...line, dueDay: toEpochDay(line.dueDate) })),
    pool: emptyPool(),
    allocations: [],
    prepayments: [],
    arrangements: [],
    pausedNow: 0,
    addedDays: [],
    payoutOn: ledger.payout.on,
    chargeOff: null,
    totals: { received: 0, allocated: 0, refunded: 0, waived: 0, recovered: 0 },
    ranges: [],
    steps: [],
    oldestUnpaidDay: null,
    firstOpen: 0,
    fallen: 0,
    accrualDay: toEpochDay(ledger.payout.on),
    bringUp: (bill) => accrueTo(bill, replay.accrualDay, replay.daily),
    dates: new Map(),
  };

  let days = replayDays(replay.bills, ledger.days, asOfDay);
  let next = 0;
  for (let index = 0; index < days.length; index += 1) {
    const day = days[index] as number;
    replay.accrualDay = replay.chargeOff ? Math.min(day, replay.chargeOff.day) : day;
    spendCredit(replay, day);
    while (next < ledger.entries.length && ledger.days[next] === day) {
      apply(replay, ledger.entries[next] as ReplayedEntry, day);
      next += 1;
    }
    if (replay.addedDays.length > 0) days = withAddedDays(days, index, replay.addedDays, asOfDay);
    record(replay, day, (days[index + 1] ?? asOfDay + 1) - 1);
  }
  for (const bill of replay.bills) replay.bringUp(bill);
  return assembleBook(replay, ledger.payout.on, principalLent, asOf, asOfDay);
}

function assembleBook(
  replay: Replay,
  payoutOn: IsoDate,
  principalLent: Minor,
  asOf: IsoDate,
  asOfDay: number,
): LoanBook {
  const chargedOff = replay.chargeOff !== null;
  let principalOutstanding = 0;
  let arrears = 0;
  let unpaidDue = 0;
  for (const bill of replay.bills) {
    principalOutstanding += owed(bill, 'PRINCIPAL');
    if (chargedOff || bill.dueDay < asOfDay) arrears += outstanding(bill);
    if (bill.dueDay <= asOfDay) unpaidDue += unpaidInstalment(bill);
  }
  const oldest = replay.oldestUnpaidDay;
  const daysPastDue = (oldest === null ? 0 : asOfDay - oldest) + replay.pausedNow;
  replay.totals.allocated = replay.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  return {
    asOf,
    payoutOn,
    principalLent,
    terms: replay.terms,
    bills: replay.bills.map((bill) => bookBill(bill, asOfDay, chargedOff)),
    allocations: replay.allocations,
    creditHeld: replay.pool.total,
    principalOutstanding,
    arrears,
    daysPastDue,
    pastDueSince: daysPastDue > 0 ? fromEpochDay(asOfDay - daysPastDue) : null,
    bucket: bucketFor(daysPastDue, replay.terms.buckets),
    delinquency: toDelinquencyRanges(replay.ranges),
    overdueInterestPerDay: chargedOff ? 0 : applyPreparedRate(unpaidDue, replay.daily),
    chargedOff: replay.chargeOff?.record ?? null,
    prepayments: replay.prepayments,
    arrangements: replay.arrangements.map((live) => live.record),
    arrearsSteps: replay.steps,
    totals: replay.totals,
  };
}
