import type { ConfigItem } from '../../../domain/api/config';
import { type Brand, brands } from '../../../domain/brands';
import {
  amountConfigCodes,
  isPublicConfigCode,
  type LoanConfigCode,
  loanConfigCodes,
} from '../../../domain/config-codes';
import { M } from '../../../domain/messages';
import { isMinor, isRateString, type Minor } from '../../../domain/money';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { defaultLoanConfig } from './config-defaults';
import { readConfigValues, upsertConfigValue } from './config-repository';

/**
 * `config/getValue`: the requested public codes in the order asked. Any code outside the allow-list is
 * refused as a whole, naming the codes, rather than silently dropped: a client asking for it has a bug.
 */
export async function getPublicValues(db: Executor, config: Config, codes: string[]): Promise<ConfigItem[]> {
  const refused = codes.filter((code) => !isPublicConfigCode(code));
  if (refused.length > 0) {
    throw new AppError('V400', M.configNotPublic, {
      fields: { configCodes: M.configNotPublic },
      data: { notPublic: refused },
    });
  }
  const stored = await readConfigValues(db, codes);
  return [...new Set(codes)].map((code) => ({
    configCode: code,
    configValue: publicValueOf(code, stored, config),
  }));
}

function publicValueOf(code: string, stored: Map<string, string>, config: Config): string {
  // The chat address comes from the environment, like the CSP that must allow its origin: a value in the
  // database could point the widget somewhere the CSP then blocks.
  if (code === 'CUSTOMER_SERVICE_ADDRESS') return config.CUSTOMER_SERVICE_ADDRESS;
  return stored.get(code) ?? defaultLoanConfig[code as LoanConfigCode] ?? '';
}

export async function getConfigValue(db: Executor, code: LoanConfigCode): Promise<string> {
  const stored = await readConfigValues(db, [code]);
  return stored.get(code) ?? defaultLoanConfig[code];
}

export interface LoanConfig {
  yearRate: string;
  minimumAmount: Minor;
  maximumAmount: Minor;
  overdueYearRate: string;
  settlementYearRate: string;
  equalAmountYearRate: string;
  interestFirstYearRate: string;
}

/** The loan settings, parsed: amounts as minor units, rates as decimal strings ("0.099"). */
export async function getLoanConfig(db: Executor): Promise<LoanConfig> {
  const stored = await readConfigValues(db, loanConfigCodes);
  const read = (code: LoanConfigCode) => stored.get(code) ?? defaultLoanConfig[code];
  const amount = (code: LoanConfigCode): Minor => {
    const value = Number(read(code));
    if (!isMinor(value)) throw new Error(`config ${code} is not an amount in minor units`);
    return value;
  };
  const rate = (code: LoanConfigCode): string => {
    const value = read(code);
    if (!isRateString(value)) throw new Error(`config ${code} is not a rate`);
    return value;
  };
  return {
    yearRate: rate('LOAN_YEAR_RATE'),
    minimumAmount: amount('LOAN_MINIMUM_AMOUNT'),
    maximumAmount: amount('LOAN_MAXIMUM_AMOUNT'),
    overdueYearRate: rate('LOAN_OVERDUE_YEAR_RATE'),
    settlementYearRate: rate('LOAN_SETTLEMENT_YEAR_RATE'),
    equalAmountYearRate: rate('LOAN_EQUAL_AMOUNT_YEAR_RATE'),
    interestFirstYearRate: rate('LOAN_INTEREST_FIRST_YEAR_RATE'),
  };
}

/**
 * Stores a loan setting for the operator module. Only the shape is checked here (an amount is whole minor
 * units, a rate a decimal string); business limits such as the APR cap are the caller's to enforce.
 */
export async function setConfigValue(
  db: Executor,
  code: LoanConfigCode,
  value: string,
  // Only a record of when it changed; the operator module passes the app clock.
  now: Date = new Date(),
): Promise<void> {
  const isAmount = (amountConfigCodes as readonly string[]).includes(code);
  const valid = isAmount ? /^\d+$/.test(value) && isMinor(Number(value)) : isRateString(value);
  if (!valid) throw new AppError('V400', M.validationFailed, { fields: { configValue: M.validationFailed } });
  await upsertConfigValue(db, code, value, now);
}

export function brandOf(config: Config): Brand {
  return brands[config.BRAND];
}
