import { MIN_RATE_MICRO, type MicroUsdt, rateMicroOf } from './usdt-amount';

/**
 * Pounds ↔ USDT (decision 098). The one place money changes currency; each direction rounds the way that
 * leaves nobody short, never half-up:
 *
 * - What a borrower is asked to send is rounded UP to the micro-USDT, so paying exactly the figure shown
 *   never leaves a bill a fraction of a penny short.
 * - What we send at a payout is rounded DOWN to the micro-USDT, so we never send more than the pounds lent.
 * - USDT received is credited in pounds rounded DOWN to the penny: the borrower is credited with every
 *   whole penny the USDT covers and never with a penny it does not.
 *
 * With a rate of at least 0.0001 USDT a pound (one micro-USDT then worth at most a penny) the borrower's
 * round trip is exact: sending `usdtToAsk(p)` is credited as exactly `p` (usdt-conversion.test.ts).
 *
 * A rate is USDT per pound with six decimals, so `pence × rate` is `pence × rateMicro / 100` micro-USDT and
 * `micro` is `micro × 100 / rateMicro` pence; both are worked out exactly in integers, then rounded once.
 */

export type Rounding = 'UP' | 'DOWN';

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): number {
  const quotient = numerator / denominator;
  const exact = quotient * denominator === numerator;
  const result = rounding === 'UP' && !exact ? quotient + 1n : quotient;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('USDT conversion out of range');
  return Number(result);
}

function checkedRate(rate: string): bigint {
  const micro = rateMicroOf(rate);
  if (micro < MIN_RATE_MICRO) throw new RangeError('USDT rate below 0.0001');
  return micro;
}

function checkedWhole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0`);
  return BigInt(value);
}

/** Pence → micro-USDT at `rate`, rounded as asked. */
export function poundsToMicroUsdt(pence: number, rate: string, rounding: Rounding): MicroUsdt {
  return divide(checkedWhole(pence, 'pence') * checkedRate(rate), 100n, rounding);
}

/** Micro-USDT → pence at `rate`, rounded as asked. */
export function microUsdtToPounds(micro: MicroUsdt, rate: string, rounding: Rounding): number {
  return divide(checkedWhole(micro, 'micro-USDT') * 100n, checkedRate(rate), rounding);
}

/** What a borrower is asked to send for `pence` of bills: rounded up, so the figure shown always pays them. */
export function usdtToAsk(pence: number, rate: string): MicroUsdt {
  return poundsToMicroUsdt(pence, rate, 'UP');
}

/** What a payout of `pence` sends: rounded down, so no more than the pounds lent ever leaves. */
export function usdtToSend(pence: number, rate: string): MicroUsdt {
  return poundsToMicroUsdt(pence, rate, 'DOWN');
}

/** The pounds credited for USDT received: every whole penny it covers, rounded down. */
export function poundsReceived(micro: MicroUsdt, rate: string): number {
  return microUsdtToPounds(micro, rate, 'DOWN');
}

/**
 * How far `next` is from `previous`, in hundredths of a percent of `previous` (rounded away from zero, so a
 * move just past a limit is never shown as within it). An operator setting a rate that moves more than a few
 * percent is asked to confirm it: a slip of a digit would misprice every quote.
 */
export function rateMoveBasisPoints(previous: string, next: string): number {
  const before = rateMicroOf(previous);
  const after = rateMicroOf(next);
  const difference = after > before ? after - before : before - after;
  return divide(difference * 10_000n, before, 'UP');
}

/** A rate move above this (5%) asks the operator to confirm it. */
export const RATE_MOVE_CONFIRM_BASIS_POINTS = 500;
