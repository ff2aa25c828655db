import { z } from 'zod';
import { DomainError } from '../domain-error';
import { compareDates, type IsoDate, isIsoDate } from '../loan/dates';
import { isRepaymentMethod, type RepaymentMethod } from '../loan/methods';
import type { Schedule } from '../loan/schedule';
import { M } from '../messages';
import { isMinor, type Minor, parseRate } from '../money';
import { DEFAULT_BUCKETS, type DelinquencyBucket, validateBuckets } from './buckets';
import { type BillComponent, billComponents } from './ledger-entries';
import { servicingErrors } from './servicing-errors';

/**
 * How money is spread over the due bills. BILL_BY_BILL (the default) clears the oldest bill's parts in
 * `components` order before touching the next bill; COMPONENT_BY_COMPONENT pays one part across every due
 * bill, oldest first, before the next part (Fineract calls these horizontal and vertical).
 */
export const allocationSpreads = ['BILL_BY_BILL', 'COMPONENT_BY_COMPONENT'] as const;
export type AllocationSpread = (typeof allocationSpreads)[number];

export interface AllocationOrder {
  spread: AllocationSpread;
  /** Every part of a bill, once each. */
  components: readonly BillComponent[];
}

/** The default (a setting): oldest bill first; within a bill overdue interest, then interest, then principal. */
export const DEFAULT_ALLOCATION_ORDER: AllocationOrder = Object.freeze({
  spread: 'BILL_BY_BILL',
  components: Object.freeze([...billComponents]),
});

const invalid = M.validationFailed;
export const allocationOrderSchema = z
  .object({
    spread: z.enum(allocationSpreads, invalid),
    components: z.array(z.enum(billComponents, invalid)).length(billComponents.length, invalid),
  })
  .refine((order) => new Set(order.components).size === billComponents.length, invalid);

/** One instalment of the schedule a loan is serviced against (domain/loan's ScheduleLine, less its balance). */
export interface ServicingLine {
  period: number;
  dueDate: IsoDate;
  principal: Minor;
  interest: Minor;
  total: Minor;
}

export interface ServicingTerms {
  method: RepaymentMethod;
  /** The agreement's annual rate: a prepayment re-plans with its monthly rate (annual / 12). */
  annualRate: string;
  /** LOAN_OVERDUE_YEAR_RATE when the loan was made, e.g. "0.15". */
  overdueRate: string;
  schedule: readonly ServicingLine[];
  allocationOrder?: AllocationOrder;
  buckets?: readonly DelinquencyBucket[];
}

/** The terms with their settings filled in, as the replay and the book carry them. */
export interface ResolvedTerms extends ServicingTerms {
  allocationOrder: AllocationOrder;
  buckets: readonly DelinquencyBucket[];
}

/** Servicing terms from a schedule made by domain/loan's generators. */
export function servicingTermsOf(
  schedule: Schedule,
  settings: {
    overdueRate: string;
    allocationOrder?: AllocationOrder;
    buckets?: readonly DelinquencyBucket[];
  },
): ServicingTerms {
  return {
    method: schedule.terms.method,
    annualRate: schedule.terms.annualRate,
    schedule: schedule.lines.map(({ period, dueDate, principal, interest, total }) => ({
      period,
      dueDate,
      principal,
      interest,
      total,
    })),
    ...settings,
  };
}

function fail(problem: string): never {
  throw new DomainError(servicingErrors.terms, { problem });
}

/** Checks the terms once before a replay and fills in the default settings. */
export function resolveTerms(terms: ServicingTerms): ResolvedTerms {
  if (!isRepaymentMethod(terms.method)) fail('method');
  parseRate(terms.annualRate);
  parseRate(terms.overdueRate);
  if (terms.schedule.length === 0) fail('schedule');
  let previous: ServicingLine | undefined;
  for (const line of terms.schedule) {
    if (!isIsoDate(line.dueDate)) fail('dueDate');
    if (previous && compareDates(previous.dueDate, line.dueDate) >= 0) fail('dueDate');
    if (previous && line.period !== previous.period + 1) fail('period');
    for (const value of [line.principal, line.interest, line.total]) {
      if (!isMinor(value) || value < 0) fail('amount');
    }
    if (line.total !== line.principal + line.interest) fail('total');
    previous = line;
  }
  const allocationOrder = terms.allocationOrder ?? DEFAULT_ALLOCATION_ORDER;
  if (!allocationOrderSchema.safeParse(allocationOrder).success) {
    throw new DomainError(servicingErrors.allocationOrder);
  }
  const buckets = terms.buckets ?? DEFAULT_BUCKETS;
  validateBuckets(buckets);
  return { ...terms, allocationOrder, buckets };
}
