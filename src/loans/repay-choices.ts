import type { BillView } from '../../domain/api/loans';
import type { IsoDate } from '../../domain/loan/dates';

/**
 * What a borrower can choose to pay, in the words they think in: what is due now (every bill whose day has
 * come, overdue ones first), the next bill, the whole loan (its settlement figure), or bills of their own
 * choosing. A list of 36 checkboxes was the only way before.
 */
export type RepayChoice = 'due' | 'next' | 'settlement' | 'bills';

export interface RepayOptions {
  /** Bills whose due date is on or before the business date, oldest first. */
  dueNow: BillView[];
  /** The first bill not yet due, if any. */
  next: BillView | null;
  /** Choices to offer, in the order shown. */
  choices: RepayChoice[];
  /** The choice made for the borrower at first: the money that matters most. */
  initial: RepayChoice;
}

export function repayOptions(
  open: readonly BillView[],
  asOf: IsoDate,
  { running, settle }: { running: boolean; settle: boolean },
): RepayOptions {
  const byDate = [...open].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const dueNow = byDate.filter((bill) => bill.dueDate <= asOf);
  const next = byDate.find((bill) => bill.dueDate > asOf) ?? null;
  const choices: RepayChoice[] = [];
  if (dueNow.length > 0) choices.push('due');
  if (next) choices.push('next');
  if (running) choices.push('settlement');
  if (open.length > 1) choices.push('bills');
  const initial: RepayChoice =
    settle && running
      ? 'settlement'
      : (choices.find((choice) => choice !== 'settlement') ?? (running ? 'settlement' : 'bills'));
  return { dueNow, next, choices, initial };
}

/** The bills a choice pays; the settlement pays the loan, not bills. */
export function billsOfChoice(
  choice: RepayChoice,
  options: RepayOptions,
  open: readonly BillView[],
  chosen: readonly number[],
): BillView[] {
  switch (choice) {
    case 'due':
      return options.dueNow;
    case 'next':
      return options.next ? [options.next] : [];
    case 'bills':
      return open.filter((bill) => chosen.includes(bill.billId));
    case 'settlement':
      return [];
  }
}
