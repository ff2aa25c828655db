import { type RepaymentMethod, rateConfigCodeOf, repaymentMethods } from '../../../domain/loan/methods';
import { isMinor, isRateString, type Minor } from '../../../domain/money';

/** The config codes the public pages read (SPEC §3). */
export const quoteConfigCodes = [
  'LOAN_YEAR_RATE',
  'LOAN_MINIMUM_AMOUNT',
  'LOAN_MAXIMUM_AMOUNT',
  'LOAN_SETTLEMENT_YEAR_RATE',
  'LOAN_EQUAL_AMOUNT_YEAR_RATE',
  'LOAN_INTEREST_FIRST_YEAR_RATE',
  'CUSTOMER_SERVICE_ADDRESS',
] as const;

/** What the calculator, the "rates from" line and the chat button need, parsed once. */
export interface QuoteConfig {
  minimumAmount: Minor;
  maximumAmount: Minor;
  /** LOAN_YEAR_RATE, the headline rate. */
  yearRate: string;
  rates: Record<RepaymentMethod, string>;
  /** The chat widget script; empty when none is configured. */
  chatAddress: string;
}

/**
 * Reads the `config/getValue` answer. Anything missing or malformed makes the whole config unusable
 * (null): the calculator then stays disabled rather than quoting with a number nobody configured.
 */
export function parseQuoteConfig(
  items: readonly { configCode: string; configValue: string }[],
): QuoteConfig | null {
  const values = new Map(items.map((item) => [item.configCode, item.configValue]));
  const amount = (code: string): Minor | null => {
    const raw = values.get(code);
    if (raw === undefined || !/^\d+$/.test(raw)) return null;
    const value = Number(raw);
    return isMinor(value) && value > 0 ? value : null;
  };
  const rate = (code: string): string | null => {
    const raw = values.get(code);
    return isRateString(raw) ? raw : null;
  };
  const minimumAmount = amount('LOAN_MINIMUM_AMOUNT');
  const maximumAmount = amount('LOAN_MAXIMUM_AMOUNT');
  const yearRate = rate('LOAN_YEAR_RATE');
  if (minimumAmount === null || maximumAmount === null || yearRate === null) return null;
  if (maximumAmount < minimumAmount) return null;
  const rates = {} as Record<RepaymentMethod, string>;
  for (const method of repaymentMethods) {
    const value = rate(rateConfigCodeOf[method]);
    if (value === null) return null;
    rates[method] = value;
  }
  const chat = values.get('CUSTOMER_SERVICE_ADDRESS') ?? '';
  return { minimumAmount, maximumAmount, yearRate, rates, chatAddress: isSafeScriptUrl(chat) ? chat : '' };
}

/** Only an absolute https (or local http) address may become a script source. */
export function isSafeScriptUrl(value: string): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}
