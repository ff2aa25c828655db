import { DomainError } from '../domain-error';
import type { Minor } from '../money';
import type { IsoDate } from './dates';
import { equalInstallmentSchedule } from './equal-installment-schedule';
import { interestFirstSchedule } from './interest-first-schedule';
import { isRepaymentMethod, type RepaymentMethod } from './methods';
import { oneTimeSchedule } from './one-time-schedule';

export interface LoanTerms {
  principal: Minor;
  /** Annual fraction as a decimal string: "0.12" is 12%. */
  annualRate: string;
  termMonths: number;
  method: RepaymentMethod;
  /** Drawdown date; due dates are whole months after it (see `addMonths`). */
  startDate: IsoDate;
}

export interface ScheduleLine {
  period: number;
  dueDate: IsoDate;
  principal: Minor;
  interest: Minor;
  total: Minor;
  /** Principal still owed after this line is repaid. */
  balance: Minor;
}

export interface Schedule {
  terms: LoanTerms;
  lines: ScheduleLine[];
  /** The regular payment: the first line's total. */
  instalment: Minor;
  totalInterest: Minor;
  totalPayable: Minor;
}

export interface ScheduleGenerator {
  method: RepaymentMethod;
  generate(terms: LoanTerms): Schedule;
}

/** One generator per repayment method, keyed by the stable method code (Fineract's shape). */
export const scheduleGenerators: Record<RepaymentMethod, ScheduleGenerator> = {
  ONE_TIME: oneTimeSchedule,
  EQUAL_INSTALLMENT: equalInstallmentSchedule,
  INTEREST_FIRST: interestFirstSchedule,
};

/** The schedule for `terms`; an unknown method code throws rather than returning nothing. */
export function generateSchedule(terms: LoanTerms): Schedule {
  const method: unknown = terms.method;
  if (!isRepaymentMethod(method)) throw new DomainError('method.unknown', { method: String(method) });
  return scheduleGenerators[method].generate(terms);
}
