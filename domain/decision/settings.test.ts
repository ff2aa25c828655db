import { describe, expect, it } from 'vitest';
import { type SettingCode, settingValueProblem } from '../config-codes';
import { decisionSettingsFrom } from './settings';

const stored: Partial<Record<SettingCode, string>> = {
  DECISION_MODE: 'auto',
  DECISION_AUTO_APPROVE_MAX: '1500000',
  DECISION_MAX_REPAYMENT_SHARE: '0.20',
  DECISION_COUNTER_OFFER_STEP: '10000',
  LOAN_MINIMUM_AMOUNT: '100000',
  DECISION_INCOME_TOLERANCE: '0.10',
  DECISION_ESSENTIAL_SPENDING: '1000,1500,1850,2200,2550',
};

describe('decision settings', () => {
  it('reads the thresholds, the loan minimum, the income tolerance and the spending table', () => {
    expect(decisionSettingsFrom((code) => stored[code] ?? '')).toEqual({
      mode: 'auto',
      autoApproveMax: 1_500_000,
      maxRepaymentShare: '0.20',
      counterOfferStep: 10_000,
      minimumAmount: 100_000,
      incomeTolerance: '0.10',
      essentialSpending: [100_000, 150_000, 185_000, 220_000, 255_000],
    });
  });

  it.each([
    ['DECISION_MODE', 'sometimes'],
    ['DECISION_MAX_REPAYMENT_SHARE', '0'],
    ['DECISION_MAX_REPAYMENT_SHARE', '1.01'],
    ['DECISION_COUNTER_OFFER_STEP', '0'],
    ['DECISION_AUTO_APPROVE_MAX', '15000.00'],
    ['DECISION_ESSENTIAL_SPENDING', '1000,1500'],
  ] as const)('refuses to decide on %s = %s', (code, value) => {
    expect(() => decisionSettingsFrom((asked) => (asked === code ? value : (stored[asked] ?? '')))).toThrow(
      expect.objectContaining({ code: 'decision.settings', params: { code } }),
    );
  });
});

describe('settingValueProblem', () => {
  it.each([
    ['DECISION_MODE', 'auto', null],
    ['DECISION_MODE', 'manual', null],
    ['DECISION_MODE', 'Auto', 'config.mode.invalid'],
    ['DECISION_MAX_REPAYMENT_SHARE', '1', null],
    ['DECISION_MAX_REPAYMENT_SHARE', '0.000', 'config.share.invalid'],
    ['DECISION_MAX_REPAYMENT_SHARE', '-0.2', 'config.share.invalid'],
    ['LOAN_EQUAL_AMOUNT_YEAR_RATE', '0', null],
    ['LOAN_EQUAL_AMOUNT_YEAR_RATE', '1.5', 'config.rate.invalid'],
    ['DECISION_COUNTER_OFFER_STEP', '1', null],
    ['DECISION_COUNTER_OFFER_STEP', '0', 'config.amount.invalid'],
    ['LOAN_MAXIMUM_AMOUNT', '1e6', 'config.amount.invalid'],
    ['DECISION_ESSENTIAL_SPENDING', '1000,1500,1850,2200,2550', null],
    ['DECISION_ESSENTIAL_SPENDING', '1000, 1500, 1850, 2200, 2550', null],
    ['DECISION_ESSENTIAL_SPENDING', '1000,1500,1850,2200', 'config.spending.invalid'],
    ['DECISION_ESSENTIAL_SPENDING', '1000,900,1850,2200,2550', 'config.spending.invalid'],
    ['DECISION_ESSENTIAL_SPENDING', '0,1500,1850,2200,2550', 'config.spending.invalid'],
    ['DECISION_ESSENTIAL_SPENDING', '1000.50,1500,1850,2200,2550', 'config.spending.invalid'],
    ['DECISION_INCOME_TOLERANCE', '0.10', null],
  ] as const)('%s = %s → %s', (code, value, problem) => {
    expect(settingValueProblem(code, value)).toBe(problem);
  });
});
