/**
 * USDT amounts and GBP→USDT rates as the product handles them (decision 098). USDT moves in units of six
 * decimals, so an amount is a whole number of micro-USDT (1 USDT = 1,000,000 µUSDT) and is never a float.
 * A rate is how many USDT one pound buys, a decimal string of at most six decimals ("1.25" → "1.250000").
 */

/** USDT is divisible to six decimals on TRON and Ethereum: the smallest amount a transfer can carry. */
export const USDT_DECIMALS = 6;
export const MICRO_PER_USDT = 1_000_000;

/** A whole number of micro-USDT. */
export type MicroUsdt = number;

/**
 * Bounds on a rate. The lower one keeps the round trip exact (see usdt-conversion.ts: one micro-USDT must be
 * worth less than a penny); the upper one keeps every product of pence and rate far inside the safe range.
 */
export const MIN_RATE_MICRO = 100n; // 0.0001 USDT per pound
export const MAX_RATE_MICRO = 1_000_000_000_000n; // 1,000,000 USDT per pound

/** Message codes of the refusals below, worded in server/i18n and in the app's catalogs. */
export const usdtProblems = {
  amountInvalid: 'usdt.amount.invalid',
  amountDecimals: 'usdt.amount.decimals',
  rateInvalid: 'usdt.rate.invalid',
  rateDecimals: 'usdt.rate.decimals',
} as const;

const decimalPattern = /^(\d{1,13})(?:\.(\d+))?$/;

function digitsOf(text: string): { whole: string; fraction: string } | null {
  const match = decimalPattern.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return { whole: match[1]!, fraction: match[2] ?? '' };
}

/** A decimal of at most six places as a whole number of millionths, or the code of what is wrong with it. */
function parseMillionths(
  text: string,
  problems: { invalid: string; decimals: string },
): { value: bigint } | { problem: string } {
  const digits = digitsOf(text);
  if (!digits) return { problem: problems.invalid };
  if (digits.fraction.length > USDT_DECIMALS) return { problem: problems.decimals };
  return { value: BigInt(digits.whole + digits.fraction.padEnd(USDT_DECIMALS, '0')) };
}

/**
 * A USDT amount typed by a person ("161.1", "161.100000", "1,161.10") as micro-USDT, or the code of what is
 * wrong with it: more than six decimals is refused, never rounded — the chain carries no seventh decimal, so
 * such a figure cannot be what arrived.
 */
export function parseUsdtAmount(text: string): { micro: MicroUsdt } | { problem: string } {
  const parsed = parseMillionths(text, {
    invalid: usdtProblems.amountInvalid,
    decimals: usdtProblems.amountDecimals,
  });
  if ('problem' in parsed) return parsed;
  if (parsed.value <= 0n || parsed.value > BigInt(Number.MAX_SAFE_INTEGER)) {
    return { problem: usdtProblems.amountInvalid };
  }
  return { micro: Number(parsed.value) };
}

/** A rate typed by a person as millionths of a USDT per pound, or the code of what is wrong with it. */
export function parseUsdtRate(text: string): { micro: bigint } | { problem: string } {
  const parsed = parseMillionths(text, {
    invalid: usdtProblems.rateInvalid,
    decimals: usdtProblems.rateDecimals,
  });
  if ('problem' in parsed) return parsed;
  if (parsed.value < MIN_RATE_MICRO || parsed.value > MAX_RATE_MICRO)
    return { problem: usdtProblems.rateInvalid };
  return { micro: parsed.value };
}

/** The stored and shown form of a rate: always six decimals ("1.250000"). */
export function formatUsdtRate(micro: bigint): string {
  return sixDecimals(micro);
}

/** A rate's millionths from its stored form; throws on a value that was never a valid rate. */
export function rateMicroOf(rate: string): bigint {
  const parsed = parseUsdtRate(rate);
  if ('problem' in parsed) throw new RangeError(`not a USDT rate: ${rate}`);
  return parsed.micro;
}

/**
 * An amount to six decimals without grouping ("161.100000"): what a borrower types or pastes into a wallet,
 * where a thousands separator would be read as a decimal point by some.
 */
export function formatMicroUsdt(micro: MicroUsdt): string {
  return sixDecimals(BigInt(micro));
}

function sixDecimals(value: bigint): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(USDT_DECIMALS + 1, '0');
  const whole = text.slice(0, -USDT_DECIMALS);
  return `${negative ? '-' : ''}${whole}.${text.slice(-USDT_DECIMALS)}`;
}
