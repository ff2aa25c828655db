import { aprOfSchedule } from '../../../domain/loan/apr';
import type { IsoDate } from '../../../domain/loan/dates';
import { londonDateOf } from '../../../domain/loan/london-date';
import {
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  type RepaymentMethod,
  repaymentMethods,
} from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import type { Minor } from '../../../domain/money';
import type { QuoteConfig } from './quote-config';

/** Slider step: whole hundreds of pounds. */
export const AMOUNT_STEP: Minor = 10_000;
/** Terms offered: whole years, 1 to 5. */
export const TERM_CHOICES: readonly number[] = Array.from(
  { length: (MAX_TERM_MONTHS - MIN_TERM_MONTHS) / 12 + 1 },
  (_, index) => MIN_TERM_MONTHS + index * 12,
);

export interface QuoteInput {
  amount: Minor;
  termMonths: number;
  method: RepaymentMethod;
}

export interface QuoteFigures extends QuoteInput {
  annualRate: string;
  /** The regular payment (the first line). */
  instalment: Minor;
  /** The last payment, which differs for interest-first and one-time loans. */
  finalPayment: Minor;
  totalInterest: Minor;
  totalPayable: Minor;
  apr: string;
}

/** Today's date in the lender's time zone, as the server dates a quote. */
export function todayInLondon(now: Date = new Date()): IsoDate {
  return londonDateOf(now);
}

/** An amount the slider can show: inside the configured range and on a step. */
export function clampAmount(amount: Minor, config: QuoteConfig): Minor {
  const stepped = Math.round(amount / AMOUNT_STEP) * AMOUNT_STEP;
  return Math.min(config.maximumAmount, Math.max(config.minimumAmount, stepped));
}

/** The figures of a quote, from the same schedule and APR code the server uses. */
export function quoteFigures(input: QuoteInput, config: QuoteConfig, startDate: IsoDate): QuoteFigures {
  const annualRate = config.rates[input.method];
  const schedule = generateSchedule({
    principal: input.amount,
    annualRate,
    termMonths: input.termMonths,
    method: input.method,
    startDate,
  });
  return {
    ...input,
    annualRate,
    instalment: schedule.instalment,
    finalPayment: schedule.lines.at(-1)?.total ?? schedule.instalment,
    totalInterest: schedule.totalInterest,
    totalPayable: schedule.totalPayable,
    apr: aprOfSchedule(schedule),
  };
}

/** "Rates from": the lowest of the method rates and LOAN_YEAR_RATE (DESIGN §4), compared exactly. */
export function lowestRate(config: QuoteConfig): string {
  const candidates = [config.yearRate, ...repaymentMethods.map((method) => config.rates[method])];
  return candidates.reduce((lowest, rate) => (compareRates(rate, lowest) < 0 ? rate : lowest));
}

function compareRates(a: string, b: string): number {
  const scale = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(12, '0'));
  };
  const difference = scale(a) - scale(b);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** The representative example: £10,000 (kept inside the configured range) over five years, in equal instalments. */
export const REPRESENTATIVE_AMOUNT: Minor = 1_000_000;
export function representativeExample(config: QuoteConfig, startDate: IsoDate): QuoteFigures {
  return quoteFigures(
    {
      amount: clampAmount(REPRESENTATIVE_AMOUNT, config),
      termMonths: MAX_TERM_MONTHS,
      method: 'EQUAL_INSTALLMENT',
    },
    config,
    startDate,
  );
}
