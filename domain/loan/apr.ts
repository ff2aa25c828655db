import { DomainError } from '../domain-error';
import { isMinor, type Minor } from '../money';
import { calendarMonthsFrom, parseIsoDate } from './dates';
import { APR_CAP } from './methods';
import type { Schedule } from './schedule';

export interface CashFlow {
  /** Time from the first advance in months; one month counts as 1/12 of a year (CONC App 1.1.10). */
  months: number;
  amount: Minor;
}

export interface AprFlows {
  advances: CashFlow[];
  payments: CashFlow[];
}

// The solver works in floats: APR is a disclosed percentage, not money, and is shown to one decimal.
const TOLERANCE = 1e-13;
const MAX_ITERATIONS = 200;

function validateFlows(flows: AprFlows): void {
  if (totalOf(flows.advances) <= 0 || totalOf(flows.payments) <= 0) throw new DomainError('apr.flows');
}

/** The sum of the amounts, after checking every flow: whole minor units, not negative, at a finite time. */
function totalOf(list: readonly CashFlow[]): number {
  let total = 0;
  for (const flow of list) {
    if (!isMinor(flow.amount) || flow.amount < 0 || !Number.isFinite(flow.months) || flow.months < 0) {
      throw new DomainError('apr.flows');
    }
    total += flow.amount;
  }
  return total;
}

/**
 * The flows as the solver reads them: one list of times and signed amounts (advances +, payments −), and,
 * when every time is a whole number of months (every schedule's are), the longest, so each evaluation can
 * discount by powers of one month's factor built by multiplication instead of a power per flow.
 */
interface PreparedFlows {
  months: Float64Array;
  amounts: Float64Array;
  /** The largest month when all are whole, else -1. */
  wholeMonthsUpTo: number;
  powers: Float64Array;
}

function prepareFlows(flows: AprFlows): PreparedFlows {
  const { advances, payments } = flows;
  const count = advances.length + payments.length;
  const months = new Float64Array(count);
  const amounts = new Float64Array(count);
  let whole = true;
  let longest = 0;
  for (let i = 0; i < count; i += 1) {
    const isAdvance = i < advances.length;
    const flow = (isAdvance ? advances[i] : payments[i - advances.length]) as CashFlow;
    months[i] = flow.months;
    amounts[i] = isAdvance ? flow.amount : -flow.amount;
    if (!Number.isInteger(flow.months)) whole = false;
    else if (flow.months > longest) longest = flow.months;
  }
  // A table per evaluation only pays when its length is of the order of the flows'.
  const wholeMonthsUpTo = whole && longest <= 4 * count + 12 ? longest : -1;
  return { months, amounts, wholeMonthsUpTo, powers: new Float64Array(wholeMonthsUpTo + 1) };
}

/**
 * Net present value at annual rate X of what the borrower receives less what they repay, and its derivative.
 * With advances before payments it falls to the left of the root and rises to the right. Discounting by
 * (1+X)^(−m/12) as the m-th power of one month's factor differs from the direct power by a few parts in
 * 10^14, far inside the solver's tolerance and the APR's one decimal.
 */
function presentValue(flows: PreparedFlows, x: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  const base = 1 + x;
  const { months, amounts, powers } = flows;
  if (flows.wholeMonthsUpTo >= 0) {
    const month = base ** (-1 / 12);
    powers[0] = 1;
    for (let m = 1; m <= flows.wholeMonthsUpTo; m += 1) powers[m] = (powers[m - 1] as number) * month;
    for (let i = 0; i < months.length; i += 1) {
      const t = (months[i] as number) / 12;
      const discounted = (amounts[i] as number) * (powers[months[i] as number] as number);
      value += discounted;
      slope += -t * (discounted / base);
    }
    return { value, slope };
  }
  for (let i = 0; i < months.length; i += 1) {
    const t = (months[i] as number) / 12;
    const discounted = (amounts[i] as number) * base ** -t;
    value += discounted;
    slope += -t * (discounted / base);
  }
  return { value, slope };
}

/** The annual rate X solving Σ advances·(1+X)^−t = Σ payments·(1+X)^−t: Newton, kept inside a bracket. */
function solveAnnualRate(input: AprFlows): number {
  const flows = prepareFlows(input);
  let low = -0.999999;
  let high = 1;
  const signAtLow = Math.sign(presentValue(flows, low).value);
  // Widen until the root is bracketed; 2^40 as an annual rate is beyond any loan's APR.
  while (Math.sign(presentValue(flows, high).value) === signAtLow) {
    high *= 2;
    if (high > 2 ** 40) throw new DomainError('apr.unsolvable');
  }
  let x = 0.1 < high ? 0.1 : high / 2;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = presentValue(flows, x);
    if (value === 0) return x;
    if (Math.sign(value) === signAtLow) low = x;
    else high = x;
    let next = slope !== 0 ? x - value / slope : Number.NaN;
    // Newton can overshoot on long, lumpy flows; bisection inside the bracket always converges.
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - x) < TOLERANCE) return next;
    x = next;
  }
  return x;
}

/**
 * The APR (FCA CONC App 1, EU CCD Annex I) of the given advances and payments, in percent with one
 * decimal rounded half-up: "12.7". The solved rate is accurate to ~1e-13, so only an exact tie within
 * that distance of a half-tenth could round differently from exact arithmetic.
 */
export function computeApr(flows: AprFlows): string {
  validateFlows(flows);
  const rate = solveAnnualRate(flows);
  const tenths = Math.floor(rate * 1000 + 0.5 + 1e-9);
  return formatTenths(tenths);
}

function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const magnitude = Math.abs(tenths);
  return `${sign}${Math.trunc(magnitude / 10)}.${magnitude % 10}`;
}

export interface LoanFee {
  amount: Minor;
  /**
   * 'deducted': the fee is taken from the advance and the schedule is the one on the amount applied for.
   * 'financed': the fee is added to the amount borrowed, so the caller generates the schedule on
   * principal + fee and the borrower receives the principal.
   */
  mode: 'deducted' | 'financed';
}

/**
 * APR of a schedule, with an optional fee. In both fee modes the borrower receives the schedule's principal
 * less the fee at month 0 and repays every line at its due month; the modes differ only in which
 * schedule the caller passes (see `LoanFee`). 10,000.00 at 12% over 12 months with a 200.00 fee: deducted
 * (schedule on 10,000.00, advance 9,800.00) is 17.1; financed (schedule on 10,200.00, advance 10,000.00)
 * is 17.0.
 */
export function aprOfSchedule(schedule: Schedule, fee?: LoanFee): string {
  const feeAmount = fee?.amount ?? 0;
  if (!isMinor(feeAmount) || feeAmount < 0 || feeAmount >= schedule.terms.principal) {
    throw new DomainError('fee.invalid', { fee: String(feeAmount) });
  }
  const start = parseIsoDate(schedule.terms.startDate);
  const payments: CashFlow[] = [];
  for (const line of schedule.lines) {
    payments.push({ months: calendarMonthsFrom(start, line.dueDate), amount: line.total });
  }
  return computeApr({ advances: [{ months: 0, amount: schedule.terms.principal - feeAmount }], payments });
}

/** Compares in tenths of a percent: "29.9" is allowed, "30.0" is refused. */
export function exceedsAprCap(apr: string, cap: string = APR_CAP): boolean {
  return compareDecimal(apr, cap) > 0;
}

const SIGNED_DECIMAL = /^-?\d+(?:\.\d+)?$/;

// Exact comparison of two signed decimal strings, so "29.90" equals "29.9" and no float is involved.
function compareDecimal(a: string, b: string): number {
  if (!SIGNED_DECIMAL.test(a) || !SIGNED_DECIMAL.test(b)) throw new DomainError('apr.invalid');
  const decimals = (value: string) => (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0);
  const scale = Math.max(decimals(a), decimals(b));
  const scaled = (value: string) => BigInt(value.replace('.', '')) * 10n ** BigInt(scale - decimals(value));
  const difference = scaled(a) - scaled(b);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}
