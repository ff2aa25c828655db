import { aprOfSchedule } from '../../../domain/loan/apr';
import type { IsoDate } from '../../../domain/loan/dates';
import { APR_CAP, type RepaymentMethod } from '../../../domain/loan/methods';
import { generateSchedule, type Schedule } from '../../../domain/loan/schedule';
import { type Minor, parseRate } from '../../../domain/money';
import { parsePoundsInput } from '../../../domain/money-input';

/**
 * A rate as an operator types it, in percent ("9.5", "12", "8.25%") → the annual fraction the API takes
 * ("0.095"), moved two places as text so nothing is lost to floating point. Empty: `undefined`; anything
 * else that is not a percentage with up to four decimals: `null`.
 */
export function parseRatePercent(text: string): string | null | undefined {
  const clean = text.trim().replace(/\s*%$/, '');
  if (clean === '') return undefined;
  const match = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(clean);
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? ''}`.padStart(2 + (match[2]?.length ?? 0), '0');
  const decimals = 2 + (match[2]?.length ?? 0);
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${Number(whole)}.${fraction}` : String(Number(whole));
}

/**
 * Above the APR cap, compared exactly. Not domain/loan/apr's `exceedsAprCap`: that module is part of /home's
 * first download, where using one more of its exports would keep it in a budget with no room left.
 */
export function aboveAprCap(apr: string): boolean {
  return compareRateStrings(apr, APR_CAP) > 0;
}

/** a < b, a = b or a > b for two rate strings, exactly. */
export function compareRateStrings(a: string, b: string): number {
  const x = parseRate(a);
  const y = parseRate(b);
  const difference = x.num * y.den - y.num * x.den;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

export interface OfferInput {
  /** What the borrower asked for: an offer may lower it, never raise it. */
  asked: { amount: Minor; annualRate: string; termMonths: number; method: RepaymentMethod };
  minimumAmount: Minor | null;
  amountText: string;
  rateText: string;
  startDate: IsoDate;
}

export type OfferProblem =
  | 'amount.invalid'
  | 'amount.aboveAsked'
  | 'amount.belowMinimum'
  | 'rate.invalid'
  | 'rate.aboveAsked'
  | 'apr.aboveCap';

export interface OfferCheck {
  problems: { amount?: OfferProblem; rate?: OfferProblem };
  /** The offer's terms as they would be sent (only what changed) and its schedule, when valid. */
  offer: { amount?: Minor; annualRate?: string; schedule: Schedule; apr: string } | null;
}

/**
 * The terms an operator is about to offer, checked as the server checks them (never above what was asked,
 * the APR under the cap), with the schedule the borrower would be offered: the same generator and APR code
 * the server uses (domain/loan).
 */
export function checkOffer(input: OfferInput): OfferCheck {
  const problems: OfferCheck['problems'] = {};
  const amount = parsePoundsInput(input.amountText);
  const rate = parseRatePercent(input.rateText);
  if (amount === null || amount === 0) problems.amount = 'amount.invalid';
  else if (amount !== undefined && amount > input.asked.amount) problems.amount = 'amount.aboveAsked';
  else if (amount !== undefined && input.minimumAmount !== null && amount < input.minimumAmount)
    problems.amount = 'amount.belowMinimum';
  if (rate === null) problems.rate = 'rate.invalid';
  else if (rate !== undefined && compareRateStrings(rate, input.asked.annualRate) > 0)
    problems.rate = 'rate.aboveAsked';
  if (problems.amount || problems.rate) return { problems, offer: null };
  const newAmount = typeof amount === 'number' ? amount : undefined;
  const newRate = typeof rate === 'string' ? rate : undefined;
  const schedule = generateSchedule({
    principal: newAmount ?? input.asked.amount,
    annualRate: newRate ?? input.asked.annualRate,
    termMonths: input.asked.termMonths,
    method: input.asked.method,
    startDate: input.startDate,
  });
  const apr = aprOfSchedule(schedule);
  if (aboveAprCap(apr)) return { problems: { rate: 'apr.aboveCap' }, offer: null };
  return {
    problems,
    offer: {
      ...(newAmount !== undefined && newAmount !== input.asked.amount ? { amount: newAmount } : {}),
      ...(newRate !== undefined && compareRateStrings(newRate, input.asked.annualRate) !== 0
        ? { annualRate: newRate }
        : {}),
      schedule,
      apr,
    },
  };
}
