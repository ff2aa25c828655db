import type { ConfigItem } from '../../../domain/api/config';
import { type Brand, brands } from '../../../domain/brands';
import {
  isPublicConfigCode,
  type LoanConfigCode,
  loanConfigCodes,
  type SettingCode,
  servicingConfigCodes,
  settingCodes,
  settingValueProblem,
} from '../../../domain/config-codes';
import { type DecisionSettings, decisionSettingsFrom } from '../../../domain/decision/settings';
import { M } from '../../../domain/messages';
import { isMinor, isRateString, type Minor } from '../../../domain/money';
import { DEFAULT_BUCKETS, type DelinquencyBucket } from '../../../domain/servicing/buckets';
import { allocationOrderFromSetting, bucketsFromSetting } from '../../../domain/servicing/servicing-settings';
import { type AllocationOrder, DEFAULT_ALLOCATION_ORDER } from '../../../domain/servicing/servicing-terms';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { serverKeys } from '../mail/server-keys';
import { defaultSettings } from './config-defaults';
import { readConfigValues, upsertConfigValue } from './config-repository';

/**
 * `config/getValue`: the requested public codes in the order asked. Any code outside the allow-list is
 * refused as a whole, naming the codes, rather than silently dropped: a client asking for it has a bug.
 */
export async function getPublicValues(db: Database, config: Config, codes: string[]): Promise<ConfigItem[]> {
  const refused = codes.filter((code) => !isPublicConfigCode(code));
  if (refused.length > 0) {
    throw new AppError('V400', M.configNotPublic, {
      fields: { configCodes: M.configNotPublic },
      data: { notPublic: refused },
    });
  }
  const stored = await readConfigValues(db, codes);
  // The key push subscriptions are made with (decision 104): the server's own, not a setting.
  if (codes.includes('VAPID_PUBLIC_KEY')) {
    stored.set('VAPID_PUBLIC_KEY', (await serverKeys({ db, config })).vapid.publicKey);
  }
  return [...new Set(codes)].map((code) => ({
    configCode: code,
    configValue: publicValueOf(code, stored, config),
  }));
}

function publicValueOf(code: string, stored: Map<string, string>, config: Config): string {
  // The chat address comes from the environment, like the CSP that must allow its origin: a value in the
  // database could point the widget somewhere the CSP then blocks.
  if (code === 'CUSTOMER_SERVICE_ADDRESS') return config.CUSTOMER_SERVICE_ADDRESS;
  return stored.get(code) ?? defaultSettings[code as LoanConfigCode] ?? '';
}

export async function getConfigValue(db: Executor, code: SettingCode): Promise<string> {
  const stored = await readConfigValues(db, [code]);
  return stored.get(code) ?? defaultSettings[code];
}

/** Every operator setting, in `settingCodes` order, as stored or by default: one query. */
export async function getSettings(db: Executor): Promise<{ code: SettingCode; value: string }[]> {
  const stored = await readConfigValues(db, settingCodes);
  return settingCodes.map((code) => ({ code, value: stored.get(code) ?? defaultSettings[code] }));
}

/** The credit policy's thresholds as they stand now, read fresh for every decision. */
export async function getDecisionSettings(db: Executor): Promise<DecisionSettings> {
  const settings = new Map((await getSettings(db)).map((item) => [item.code, item.value]));
  return decisionSettingsFrom((code) => settings.get(code) ?? defaultSettings[code]);
}

/**
 * The servicing settings as they stand now: the allocation order and the delinquency buckets every book is
 * replayed with. A stored value is checked when it is saved; one that no longer reads falls back to the default.
 */
export async function getServicingSettings(
  db: Executor,
): Promise<{ allocationOrder: AllocationOrder; buckets: readonly DelinquencyBucket[] }> {
  const stored = await readConfigValues(db, servicingConfigCodes);
  return {
    allocationOrder:
      allocationOrderFromSetting(stored.get('SERVICING_ALLOCATION_ORDER') ?? '') ?? DEFAULT_ALLOCATION_ORDER,
    buckets: bucketsFromSetting(stored.get('SERVICING_DELINQUENCY_BUCKETS') ?? '') ?? DEFAULT_BUCKETS,
  };
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
  const read = (code: LoanConfigCode) => stored.get(code) ?? defaultSettings[code];
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
 * Stores a setting for the operator module. Only the shape is checked here (`settingValueProblem`);
 * limits that depend on the other settings, such as the APR cap, are the caller's to enforce.
 */
export async function setConfigValue(
  db: Executor,
  code: SettingCode,
  value: string,
  // Only a record of when it changed; the operator module passes the app clock.
  now: Date = new Date(),
): Promise<void> {
  if (settingValueProblem(code, value) !== null)
    throw new AppError('V400', M.validationFailed, { fields: { configValue: M.validationFailed } });
  await upsertConfigValue(db, code, value, now);
}

export function brandOf(config: Config): Brand {
  return brands[config.BRAND];
}
