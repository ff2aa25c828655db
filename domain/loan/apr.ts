import { DomainError } from '../domain-error';
import { isMinor, type Minor } from '../money';
import { calendarMonthsBetween } from './dates';
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
  const all = [...flows.advances, ...flows.payments];
  for (const flow of all) {
    if (!isMinor(flow.amount) || flow.amount < 0 || !Number.isFinite(flow.months) || flow.months < 0) {
      throw new DomainError('apr.flows');
    }
  }
  const sum = (list: CashFlow[]) => list.reduce((total, flow) => total + flow.amount, 0);
  if (sum(flows.advances) <= 0 || sum(flows.payments) <= 0) throw new DomainError('apr.flows');
}

/**
 * Net present value at annual rate X of what the borrower receives less what they repay, and its derivative.
 * With advances before payments it falls to the left of the root and rises to the right.
 */
function presentValue(flows: AprFlows, x: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  const base = 1 + x;
  const add = (flow: CashFlow, sign: number) => {
    const t = flow.months / 12;
    const discounted = flow.amount * base ** -t;
    value += sign * discounted;
    slope += sign * -t * (discounted / base);
  };
  for (const flow of flows.advances) add(flow, 1);
  for (const flow of flows.payments) add(flow, -1);
  return { value, slope };
}

/** The annual rate X solving Σ advances·(1+X)^−t = Σ payments·(1+X)^−t: Newton, kept inside a bracket. */
function solveAnnualRate(flows: AprFlows): number {
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
  return computeApr({
    advances: [{ months: 0, amount: schedule.terms.principal - feeAmount }],
    payments: schedule.lines.map((line) => ({
      months: calendarMonthsBetween(schedule.terms.startDate, line.dueDate),
      amount: line.total,
    })),
  });
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
