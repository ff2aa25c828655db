import { essentialSpendingFromSetting } from './decision/essential-spending';
import { isRateString, parseRate } from './money';
import { allocationOrderFromSetting, bucketsFromSetting } from './servicing/servicing-settings';

/**
 * System configuration codes (SPEC §3). Every value travels as a string: amounts in minor units
 * ("100000" is 1,000.00), rates as the annual fraction ("0.089" is 8.9%), addresses as URLs.
 */
export const loanConfigCodes = [
  'LOAN_YEAR_RATE',
  'LOAN_MAXIMUM_AMOUNT',
  'LOAN_MINIMUM_AMOUNT',
  'LOAN_OVERDUE_YEAR_RATE',
  'LOAN_SETTLEMENT_YEAR_RATE',
  'LOAN_EQUAL_AMOUNT_YEAR_RATE',
  'LOAN_INTEREST_FIRST_YEAR_RATE',
] as const;
export type LoanConfigCode = (typeof loanConfigCodes)[number];

/** The codes anyone may read through `config/getValue`; any other code is refused. */
export const publicConfigCodes = [...loanConfigCodes, 'CUSTOMER_SERVICE_ADDRESS'] as const;
export type PublicConfigCode = (typeof publicConfigCodes)[number];

export function isPublicConfigCode(code: string): code is PublicConfigCode {
  return (publicConfigCodes as readonly string[]).includes(code);
}

export function isLoanConfigCode(code: string): code is LoanConfigCode {
  return (loanConfigCodes as readonly string[]).includes(code);
}

/** Loan settings holding an amount in minor units; the others of `loanConfigCodes` hold an annual rate. */
export const amountConfigCodes = [
  'LOAN_MAXIMUM_AMOUNT',
  'LOAN_MINIMUM_AMOUNT',
] as const satisfies readonly LoanConfigCode[];

/**
 * The credit policy's thresholds (domain/decision): operator settings, never constants, so a lender can move
 * them without a release. Not public: a borrower has no use for them, and they are read on the server.
 */
export const decisionConfigCodes = [
  'DECISION_MODE',
  'DECISION_AUTO_APPROVE_MAX',
  'DECISION_MAX_REPAYMENT_SHARE',
  'DECISION_COUNTER_OFFER_STEP',
  'DECISION_INCOME_TOLERANCE',
  'DECISION_ESSENTIAL_SPENDING',
] as const;
export type DecisionConfigCode = (typeof decisionConfigCodes)[number];

/**
 * Payouts above this amount (minor units) need two operators: one marks the payout ready, a different one
 * sends it.
 */
export const payoutConfigCodes = ['PAYOUT_SECOND_APPROVAL_ABOVE'] as const;

/**
 * Forbearance (issue 36): an arrangement whose relief (the most it falls behind the old plan), or a waiver
 * of overdue interest, above this amount (minor units) needs a second operator's approval.
 */
export const forbearanceConfigCodes = ['HARDSHIP_SECOND_APPROVAL_ABOVE'] as const;

/**
 * Servicing (DESIGN §4, decision 092): the order payments are put on the due bills, and the delinquency
 * buckets close of business moves loans through. Each loan's book is replayed with them as they stand.
 */
export const servicingConfigCodes = ['SERVICING_ALLOCATION_ORDER', 'SERVICING_DELINQUENCY_BUCKETS'] as const;
export type ServicingConfigCode = (typeof servicingConfigCodes)[number];

/**
 * USDT (decision 098): the oldest GBP→USDT rate that may still be used, in hours, and how many minutes a
 * borrower's USDT figure holds once quoted.
 */
export const usdtConfigCodes = ['FX_RATE_MAX_AGE_HOURS', 'USDT_QUOTE_VALID_MINUTES'] as const;
export type UsdtConfigCode = (typeof usdtConfigCodes)[number];

/** Every code an operator may read and change through `operator/config`. */
export const settingCodes = [
  ...loanConfigCodes,
  ...decisionConfigCodes,
  ...payoutConfigCodes,
  ...forbearanceConfigCodes,
  ...servicingConfigCodes,
  ...usdtConfigCodes,
] as const;
export type SettingCode = (typeof settingCodes)[number];

export function isSettingCode(code: string): code is SettingCode {
  return (settingCodes as readonly string[]).includes(code);
}

/** `auto` decides at submit; `manual` refers every application to a person. */
export const decisionModes = ['auto', 'manual'] as const;
export type DecisionMode = (typeof decisionModes)[number];

/**
 * What kind of value each setting holds: whole minor units; an annual rate (a decimal fraction from 0 to 1);
 * a share of income (a decimal fraction above 0, at most 1); one of the decision modes; an allocation order
 * the replay supports; or the days past due each delinquency bucket starts on (domain/servicing's
 * servicing-settings.ts); or monthly essential spending by household size (domain/decision/essential-spending.ts).
 */
export type SettingKind =
  | 'amount'
  | 'rate'
  | 'share'
  | 'mode'
  | 'allocation'
  | 'buckets'
  | 'spending'
  | 'hours'
  | 'minutes';

/**
 * The whole numbers a `hours` or `minutes` setting may take: a rate may be trusted for up to a month, and a
 * quote may hold for up to two hours (the rate can move that much in less).
 */
export const wholeSettingRanges = { hours: { min: 1, max: 720 }, minutes: { min: 1, max: 120 } } as const;

export const settingKinds: Readonly<Record<SettingCode, SettingKind>> = {
  LOAN_YEAR_RATE: 'rate',
  LOAN_MAXIMUM_AMOUNT: 'amount',
  LOAN_MINIMUM_AMOUNT: 'amount',
  LOAN_OVERDUE_YEAR_RATE: 'rate',
  LOAN_SETTLEMENT_YEAR_RATE: 'rate',
  LOAN_EQUAL_AMOUNT_YEAR_RATE: 'rate',
  LOAN_INTEREST_FIRST_YEAR_RATE: 'rate',
  DECISION_MODE: 'mode',
  DECISION_AUTO_APPROVE_MAX: 'amount',
  DECISION_MAX_REPAYMENT_SHARE: 'share',
  DECISION_COUNTER_OFFER_STEP: 'amount',
  DECISION_INCOME_TOLERANCE: 'share',
  DECISION_ESSENTIAL_SPENDING: 'spending',
  PAYOUT_SECOND_APPROVAL_ABOVE: 'amount',
  HARDSHIP_SECOND_APPROVAL_ABOVE: 'amount',
  SERVICING_ALLOCATION_ORDER: 'allocation',
  SERVICING_DELINQUENCY_BUCKETS: 'buckets',
  FX_RATE_MAX_AGE_HOURS: 'hours',
  USDT_QUOTE_VALID_MINUTES: 'minutes',
};

/**
 * The message key for a value that cannot be stored under `code`, or null when its shape is right. Only the
 * shape: limits that depend on other settings (minimum below maximum, the APR cap) are the server's to check
 * against the whole set.
 */
export function settingValueProblem(code: SettingCode, value: string): string | null {
  switch (settingKinds[code]) {
    case 'amount':
      return /^\d{1,15}$/.test(value) && Number(value) > 0 ? null : 'config.amount.invalid';
    case 'mode':
      return (decisionModes as readonly string[]).includes(value) ? null : 'config.mode.invalid';
    case 'allocation':
      return allocationOrderFromSetting(value) ? null : 'config.allocation.invalid';
    case 'buckets':
      return bucketsFromSetting(value) ? null : 'config.buckets.invalid';
    case 'spending':
      return essentialSpendingFromSetting(value) ? null : 'config.spending.invalid';
    case 'hours':
    case 'minutes': {
      const { min, max } = wholeSettingRanges[settingKinds[code]];
      const whole = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
      return whole >= min && whole <= max ? null : `config.${settingKinds[code]}.invalid`;
    }
    case 'rate':
    case 'share': {
      if (!isRateString(value)) return `config.${settingKinds[code]}.invalid`;
      const { num, den } = parseRate(value);
      const inRange = settingKinds[code] === 'share' ? num > 0n && num <= den : num <= den;
      return inRange ? null : `config.${settingKinds[code]}.invalid`;
    }
  }
}
