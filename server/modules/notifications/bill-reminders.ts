import { brandDate } from '../../../domain/loan/brand-date';
import { addDays, compareDates } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { brandOf } from '../config/config-service';
import { createNotification, money } from './notification-service';
import {
  billsWithNotice,
  lockReminderRun,
  openBillsDueBy,
  type ReminderBill,
} from './notifications-repository';

/** A bill is "due soon" this many days before its due date (and on the day itself). */
export const DUE_SOON_DAYS = 3;

/**
 * The loans among `loanIds` under forbearance (issue 36): a request for help not yet answered, or an
 * arrangement being kept. The hardship module imports this one, so it is handed in (background.ts).
 */
export type UnderForbearance = (db: Executor, loanIds: number[]) => Promise<Set<number>>;

export const DUE_SOON_TITLE = 'notify.bill.dueSoon.title';
export const OVERDUE_TITLE = 'notify.bill.overdue.title';

export interface ReminderReport {
  dueSoon: number;
  overdue: number;
}

/**
 * Tells borrowers about bills coming due and bills gone overdue: once per bill for each, however often it
 * runs and however many copies of the server run it. Overdue interest itself needs no job (it is computed
 * from dates when read); only the telling does. A bill first seen already overdue (the job was down over
 * its due date) gets the overdue notice alone — a "due soon" after the date would be wrong.
 * The notices are stored as keys, so each borrower reads them in their language of the moment.
 */
export async function sendBillReminders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  options: { underForbearance?: UnderForbearance } = {},
): Promise<ReminderReport> {
  const now = deps.clock.now();
  const today = brandDate(now);
  const { currency } = brandOf(deps.config);
  return deps.db.transaction(async (tx) => {
    await lockReminderRun(tx);
    const due = await openBillsDueBy(tx, addDays(today, DUE_SOON_DAYS));
    // A borrower who has asked for help is not pressed while we answer, and one keeping an arrangement pays
    // by its re-planned bills, not the stored ones these reminders read: neither gets a reminder.
    const held =
      (await options.underForbearance?.(tx, [...new Set(due.map((bill) => bill.loanId))])) ?? new Set();
    const bills = due.filter((bill) => !held.has(bill.loanId));
    const overdue = bills.filter((bill) => compareDates(bill.dueDate, today) < 0);
    const dueSoon = bills.filter((bill) => compareDates(bill.dueDate, today) >= 0);
    const toldOverdue = await billsWithNotice(tx, OVERDUE_TITLE, overdue.map(ids));
    const toldDueSoon = await billsWithNotice(tx, DUE_SOON_TITLE, dueSoon.map(ids));
    const newOverdue = overdue.filter((bill) => !toldOverdue.has(bill.billId));
    const newDueSoon = dueSoon.filter((bill) => !toldDueSoon.has(bill.billId));
    for (const bill of newDueSoon) {
      await createNotification(tx, notice(bill, 'dueSoon', currency), now);
    }
    for (const bill of newOverdue) {
      await createNotification(tx, notice(bill, 'overdue', currency), now);
    }
    return { dueSoon: newDueSoon.length, overdue: newOverdue.length };
  });
}

function ids(bill: ReminderBill): number {
  return bill.billId;
}

function notice(bill: ReminderBill, kind: 'dueSoon' | 'overdue', currency: string) {
  return {
    memberId: bill.memberId,
    type: 'repayment' as const,
    titleKey: kind === 'dueSoon' ? DUE_SOON_TITLE : OVERDUE_TITLE,
    // A withdrawn loan's payoff bill (period 0) is not "bill 0": it has its own words.
    bodyKey:
      bill.kind === 'WITHDRAWAL_PAYOFF' ? `notify.bill.${kind}.payoff.body` : `notify.bill.${kind}.body`,
    params: {
      billId: bill.billId,
      loanId: bill.loanId,
      contractNumber: bill.contractNumber ?? String(bill.loanId),
      period: bill.period,
      amount: money(bill.total, currency),
      dueDate: bill.dueDate,
    },
  };
}

export interface ReminderLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** Runs shortly after start, then every `intervalMs` (an hour): a day's reminders go out within the hour. */
export function startBillReminders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  options: {
    log: ReminderLogger;
    intervalMs?: number;
    firstAfterMs?: number;
    underForbearance?: UnderForbearance;
  },
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 3_600_000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const run = () => {
    running = sendBillReminders(
      deps,
      options.underForbearance ? { underForbearance: options.underForbearance } : {},
    )
      .then((report) => {
        if (report.dueSoon + report.overdue > 0) options.log.info({ ...report }, 'bill reminders sent');
      })
      .catch((error) => options.log.error({ err: error }, 'bill reminders failed; retrying on the next tick'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  timer = setTimeout(run, options.firstAfterMs ?? 30_000).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
