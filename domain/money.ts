import { DomainError } from './domain-error';

/** Money in integer minor units (pence). Always a safe integer; never a float amount of pounds. */
export type Minor = number;

/** An exact non-negative rational, used for rates so that interest is computed without binary floats. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * The one rounding function for money: the exact rational numerator/denominator rounded half-up to a whole
 * penny. Half-up means away from zero on a tie (as Java's ROUND_HALF_UP), so a refund of -0.5p rounds like
 * a charge of 0.5p. Every other money computation keeps an exact numerator and denominator until it calls
 * this once.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): Minor {
  if (denominator === 0n) throw new DomainError('money.divisionByZero');
  let num = numerator;
  let den = denominator;
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const rounded = (2n * magnitude + den) / (2n * den);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new DomainError('money.unsafe');
  // Normalise -0 so that equality checks and JSON output never see it.
  return result === 0 ? 0 : result;
}

const ONE: Ratio = { num: 1n, den: 1n };

/**
 * `amount × rate × scale`, rounded once. The usual way to turn a rate into pence. When the exact numerator
 * and denominator are safe integers (a balance of pence times a rate of six or so decimals is far below
 * 2^53) the same sum is done in plain numbers, which is exact there and many times faster than BigInt;
 * otherwise BigInt, as always. Both give the same penny (money.test.ts compares them).
 */
export function applyRate(amount: Minor, rate: Ratio, scale: Ratio = ONE): Minor {
  // A product of integers is exact in floating point when it is a safe integer, and its factors then are
  // too (each is at most the product in size); a factor that was not exact makes the product unsafe.
  const numerator = amount * Number(rate.num) * Number(scale.num);
  const denominator = Number(rate.den) * Number(scale.den);
  if (
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator) &&
    Number.isSafeInteger(2 * Math.abs(numerator) + denominator) &&
    denominator > 0
  ) {
    return roundHalfUpSafe(numerator, denominator);
  }
  return roundHalfUp(BigInt(amount) * rate.num * scale.num, rate.den * scale.den);
}

/** A rate made ready to be applied to many amounts: a schedule applies one to every line's balance. */
export interface PreparedRate {
  ratio: Ratio;
  /** The numerator and denominator as numbers when they are safe integers, else NaN (BigInt is used). */
  num: number;
  den: number;
}

export function prepareRate(ratio: Ratio): PreparedRate {
  const num = Number(ratio.num);
  const den = Number(ratio.den);
  const safe = Number.isSafeInteger(num) && Number.isSafeInteger(den) && den > 0;
  return { ratio, num: safe ? num : Number.NaN, den: safe ? den : Number.NaN };
}

/** `applyRate(amount, rate.ratio)`, the same penny, without converting the rate on every call. */
export function applyPreparedRate(amount: Minor, rate: PreparedRate): Minor {
  const numerator = amount * rate.num;
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(2 * Math.abs(numerator) + rate.den)) {
    return roundHalfUpSafe(numerator, rate.den);
  }
  return roundHalfUp(BigInt(amount) * rate.ratio.num, rate.ratio.den);
}

/**
 * `roundHalfUp` for a numerator and a positive denominator that, with 2·|numerator| + denominator, are safe
 * integers: the remainder of one double by another is exact (IEEE 754), so the quotient is too.
 */
function roundHalfUpSafe(numerator: number, denominator: number): Minor {
  const magnitude = Math.abs(numerator);
  const dividend = 2 * magnitude + denominator;
  const divisor = 2 * denominator;
  const rounded = (dividend - (dividend % divisor)) / divisor;
  // Normalise -0 so that equality checks and JSON output never see it.
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * A whole amount shared into `parts` equal pence, rounded up: the average monthly cost the credit policy
 * compares with income (domain/decision) is a ceiling, so a borrower is never judged on a figure below what
 * they would pay. The only rounding of money besides `roundHalfUp`; both live here.
 */
export function divideRoundingUp(amount: Minor, parts: number): Minor {
  if (!isMinor(amount) || amount < 0) throw new DomainError('money.invalid');
  if (!Number.isSafeInteger(parts) || parts <= 0) throw new DomainError('money.divisionByZero');
  // Exact: both are safe integers, so the truncated quotient and its product are exact too.
  const whole = Math.trunc(amount / parts);
  return whole * parts === amount ? whole : whole + 1;
}

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

// A plain non-negative decimal: no sign, no exponent, no leading dot, digits on both sides of the point.
const RATE_PATTERN = /^\d+(?:\.\d+)?$/;
// Bounds the size of the BigInt powers in the annuity formula; real rates have at most six or so decimals.
const MAX_RATE_DECIMALS = 12;

export function isRateString(value: unknown): value is string {
  if (typeof value !== 'string' || !RATE_PATTERN.test(value)) return false;
  const point = value.indexOf('.');
  return point < 0 || value.length - point - 1 <= MAX_RATE_DECIMALS;
}

// A lender has a handful of rates and every quote, schedule and decision reads one: each is parsed once.
// Ratios are read-only, so one object can be shared; the map is emptied if it ever grows past its bound.
const parsedRates = new Map<string, Ratio>();
const PARSED_RATES_KEPT = 1000;

/**
 * An annual rate as an exact ratio: "0.12" → 12/100, "0.264467" → 264467/1000000. The denominator stays
 * the power of ten of the written decimals (callers may reduce it).
 */
export function parseRate(rate: string): Ratio {
  const known = parsedRates.get(rate);
  if (known) return known;
  if (!isRateString(rate)) throw new DomainError('rate.invalid');
  const point = rate.indexOf('.');
  const parsed: Ratio = Object.freeze(
    point < 0
      ? { num: BigInt(rate), den: 1n }
      : {
          num: BigInt(rate.slice(0, point) + rate.slice(point + 1)),
          den: 10n ** BigInt(rate.length - point - 1),
        },
  );
  if (parsedRates.size >= PARSED_RATES_KEPT) parsedRates.clear();
  parsedRates.set(rate, parsed);
  return parsed;
}

/** "0.12" → "12%", "0.083" → "8.3%": the decimal point moves two places, nothing is rounded. */
export function formatRatePercent(rate: string): string {
  const { num, den } = parseRate(rate);
  const decimals = den.toString().length - 1;
  const shift = Math.max(decimals - 2, 0);
  const scaled = num * 10n ** BigInt(Math.max(2 - decimals, 0));
  const digits = scaled.toString().padStart(shift + 1, '0');
  const whole = digits.slice(0, digits.length - shift);
  const fraction = digits.slice(digits.length - shift).replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

export type MoneyLanguage = 'en' | 'cn' | 'tw';

// All three languages we ship group by thousands with ',' and use '.' for decimals; a table keeps a future
// locale that differs (e.g. '1.234,56') a one-line change.
const separatorsOf: Record<MoneyLanguage, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  cn: { group: ',', decimal: '.' },
  tw: { group: ',', decimal: '.' },
};

const currencySymbols: Record<string, string> = { GBP: '£', EUR: '€', USD: '$', CNY: '¥' };

/**
 * Display text for an amount of pence: thousands separators and two decimals, truncated not rounded
 * (SPEC §9). Minor units are integers, so only `whole` can lose digits, and it drops the pence rather than
 * rounding them up: 1,234,567.89 shows as 1,234,567. Unknown currency codes are shown as a prefix.
 */
export function formatMoney(
  minor: Minor,
  lang: MoneyLanguage,
  opts: { whole?: boolean; currency?: string } = {},
): string {
  if (!isMinor(minor)) throw new DomainError('money.invalid');
  const { group, decimal } = separatorsOf[lang] ?? separatorsOf.en;
  const negative = minor < 0;
  const magnitude = Math.abs(minor);
  const pounds = Math.trunc(magnitude / 100);
  const pence = magnitude % 100;
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = opts.whole ? grouped : `${grouped}${decimal}${String(pence).padStart(2, '0')}`;
  const currency = opts.currency
    ? (currencySymbols[opts.currency.toUpperCase()] ?? `${opts.currency.toUpperCase()} `)
    : '';
  // Truncation can leave nothing to show (-0.99 as a whole number): no minus sign in front of a zero.
  const shownNegative = negative && (opts.whole ? pounds > 0 : true);
  return `${shownNegative ? '-' : ''}${currency}${body}`;
}
