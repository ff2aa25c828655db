import { DomainError } from '../domain-error';
import { anchorDayOf, type DebtBill, type OpenDebt } from '../forbearance/open-debt';
import { planFromDebt } from '../forbearance/plan';
import { toEpochDay } from '../loan/dates';
import type { EntryOf } from './ledger-entries';
import { type LiveBill, liveBill, outstanding, owed } from './overdue-accrual';
import { dateOf, type Replay } from './replay-state';
import { servicingErrors } from './servicing-errors';

// An accepted arrangement in the replay (decision 103): the arrears carried into the plan, the bills to come
// replaced by the plan's, and the days past due the loan had when it began.

/** Days past due on `day` from the oldest bill left unpaid, with an arrangement's pause added. */
export function daysPastDueOn(replay: Replay, day: number): { oldest: number | null; paused: number } {
  const open = replay.bills.find((bill) => bill.dueDay <= day && outstanding(bill) > 0);
  const oldest = open ? open.dueDay : null;
  const live = replay.arrangements[replay.arrangements.length - 1];
  if (!live || day < live.startDay) return { oldest, paused: 0 };
  const inWindow = day <= live.windowEndDay || (oldest !== null && oldest <= live.windowEndDay);
  return { oldest, paused: inWindow ? live.record.daysPastDueAtStart : 0 };
}

function debtBill(bill: LiveBill): DebtBill {
  return {
    period: bill.period,
    dueDate: bill.dueDate,
    principal: owed(bill, 'PRINCIPAL'),
    interest: owed(bill, 'INTEREST'),
    overdueInterest: owed(bill, 'OVERDUE_INTEREST'),
  };
}

/**
 * An accepted arrangement (decision 103): the unpaid parts of the bills already due are carried into the
 * plan, and the bills to come are replaced by the plan's, worked out by domain/forbearance/plan.ts from what
 * is owed today — the same function, on the same figures, that showed the borrower the offer.
 */
export function arrange(replay: Replay, entry: EntryOf<'ARRANGEMENT'>, day: number): void {
  if (replay.chargeOff) throw new DomainError(servicingErrors.chargedOff, { id: entry.id });
  for (const bill of replay.bills) replay.bringUp(bill);
  const due = replay.bills.filter((bill) => bill.dueDay <= day);
  const coming = replay.bills.filter((bill) => bill.dueDay > day);
  const owing = due.filter((bill) => outstanding(bill) > 0);
  const { oldest, paused } = daysPastDueOn(replay, day);
  const schedule = replay.terms.schedule;
  const debt: OpenDebt = {
    on: dateOf(replay, day),
    method: replay.terms.method,
    annualRate: replay.terms.annualRate,
    payoutOn: replay.payoutOn,
    firstDue: schedule[0]?.dueDate ?? dateOf(replay, day),
    anchorDay: anchorDayOf(schedule.map((line) => line.dueDate)),
    due: owing.map(debtBill),
    coming: coming.map(debtBill),
    nextPeriod: replay.bills.reduce((max, bill) => Math.max(max, bill.period), 0) + 1,
    daysPastDue: (oldest === null ? 0 : day - oldest) + paused,
    running: owing.length > 0 || coming.some((bill) => outstanding(bill) > 0),
  };
  const plan = planFromDebt(debt, entry.terms);
  for (const bill of owing) {
    bill.carriedOverdueInterest += owed(bill, 'OVERDUE_INTEREST');
    bill.carriedInterest += owed(bill, 'INTEREST');
    bill.carriedPrincipal += owed(bill, 'PRINCIPAL');
  }
  const previous = replay.arrangements[replay.arrangements.length - 1];
  if (previous && previous.record.status === 'ACTIVE') previous.record.status = 'COMPLETED';
  const after = plan.after.map((line) => liveBill({ ...line, dueDay: toEpochDay(line.dueDate) }));
  replay.bills = due.concat(after);
  const windowEndDay = toEpochDay(plan.windowEnds);
  for (const bill of after) replay.addedDays.push(bill.dueDay, bill.dueDay + 1);
  replay.addedDays.push(windowEndDay + 1);
  replay.arrangements.push({
    record: {
      entryId: entry.id,
      on: entry.on,
      terms: entry.terms,
      before: plan.before,
      after: plan.after,
      windowEnds: plan.windowEnds,
      daysPastDueAtStart: plan.daysPastDueAtStart,
      status: 'ACTIVE',
      brokenOn: null,
    },
    startDay: day,
    windowEndDay,
    brokenDay: null,
  });
}
