import {
  type SettingCode,
  settingCodes,
  settingKinds,
  settingValueProblem,
} from '../../../domain/config-codes';
import type { IsoDate } from '../../../domain/loan/dates';
import { formatRatePercent } from '../../../domain/money';
import { parsePoundsInput, poundsInputText } from '../../../domain/money-input';
import { parseQuoteConfig } from '../../lib/quote/quote-config';
import { type QuoteFigures, representativeExample } from '../../lib/quote/quote-figures';
import type { FieldErrors } from '../../ui/member/form-errors';
import { aboveAprCap, parseRatePercent } from '../applications/offer-terms';

/** A setting as the form shows it: pounds for amounts, percent for rates and shares, the mode as it is. */
export function displayValue(code: SettingCode, stored: string): string {
  switch (settingKinds[code]) {
    case 'amount':
      return /^\d+$/.test(stored) ? poundsInputText(Number(stored)) : stored;
    case 'rate':
    case 'share':
      try {
        return formatRatePercent(stored).replace(/%$/, '');
      } catch {
        return stored;
      }
    case 'mode':
    case 'allocation':
    case 'buckets':
    case 'spending':
    case 'hours':
    case 'minutes':
      return stored;
  }
}

/** What the form sends for what was typed, or null when it is not a value of that kind. */
export function storedValue(code: SettingCode, typed: string): string | null {
  switch (settingKinds[code]) {
    case 'amount': {
      const minor = parsePoundsInput(typed);
      return typeof minor === 'number' ? String(minor) : null;
    }
    case 'rate':
    case 'share':
      return parseRatePercent(typed) ?? null;
    case 'mode':
    case 'allocation':
      return typed;
    case 'buckets':
    case 'spending':
    case 'hours':
    case 'minutes':
      return typed.replace(/\s+/g, '');
  }
}

export type SettingProblem = string;

export interface SettingsCheck {
  /** Per field: the message key of what is wrong with it, as the API names it. */
  problems: FieldErrors<SettingCode, SettingProblem>;
  /** The settings that would change, as stored values. */
  changes: { code: SettingCode; from: string; to: string }[];
  /** The representative example with the proposed settings, as the public pages would show it. */
  example: QuoteFigures | null;
}

/**
 * The settings as typed, checked as the API checks them: each value's shape (domain/config-codes), the
 * minimum below the maximum, and no method's APR past the cap at the representative example — the server
 * checks every term and amount and has the last word.
 */
export function checkSettings(
  current: Readonly<Record<string, string>>,
  typed: Readonly<Partial<Record<SettingCode, string>>>,
  today: IsoDate,
): SettingsCheck {
  const problems: SettingsCheck['problems'] = {};
  const proposed: Record<string, string> = { ...current };
  const changes: SettingsCheck['changes'] = [];
  for (const code of settingCodes) {
    const text = typed[code];
    if (text === undefined || current[code] === undefined) continue;
    const value = storedValue(code, text.trim());
    const problem =
      value === null ? `config.${settingKinds[code]}.invalid` : settingValueProblem(code, value);
    if (problem !== null || value === null) {
      problems[code] = problem ?? `config.${settingKinds[code]}.invalid`;
      continue;
    }
    proposed[code] = value;
    if (value !== current[code]) changes.push({ code, from: current[code] ?? '', to: value });
  }
  const min = Number(proposed.LOAN_MINIMUM_AMOUNT);
  const max = Number(proposed.LOAN_MAXIMUM_AMOUNT);
  if (!problems.LOAN_MINIMUM_AMOUNT && !problems.LOAN_MAXIMUM_AMOUNT && !(min < max)) {
    problems.LOAN_MINIMUM_AMOUNT = 'config.amount.order';
  }
  const config = parseQuoteConfig(
    Object.entries(proposed).map(([configCode, configValue]) => ({ configCode, configValue })),
  );
  const example = config && Object.keys(problems).length === 0 ? representativeExample(config, today) : null;
  if (example && aboveAprCap(example.apr)) problems.LOAN_EQUAL_AMOUNT_YEAR_RATE = 'config.aprCap';
  return { problems, changes, example };
}
