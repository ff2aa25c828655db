import { describe, expect, it } from 'vitest';
import { checkSettings, displayValue, storedValue } from './settings-form';

const current = {
  LOAN_YEAR_RATE: '0.089',
  LOAN_MAXIMUM_AMOUNT: '5000000',
  LOAN_MINIMUM_AMOUNT: '100000',
  LOAN_OVERDUE_YEAR_RATE: '0.2',
  LOAN_SETTLEMENT_YEAR_RATE: '0.1',
  LOAN_EQUAL_AMOUNT_YEAR_RATE: '0.12',
  LOAN_INTEREST_FIRST_YEAR_RATE: '0.11',
  DECISION_MODE: 'auto',
  DECISION_AUTO_APPROVE_MAX: '1500000',
  DECISION_MAX_REPAYMENT_SHARE: '0.2',
  DECISION_COUNTER_OFFER_STEP: '10000',
  PAYOUT_SECOND_APPROVAL_ABOVE: '1000000',
  CUSTOMER_SERVICE_ADDRESS: '',
};
const today = '2026-11-26';

describe('the settings form', () => {
  it('shows amounts in pounds and rates in percent, and sends them back as stored', () => {
    expect(displayValue('LOAN_MAXIMUM_AMOUNT', '5000000')).toBe('50000');
    expect(displayValue('LOAN_YEAR_RATE', '0.089')).toBe('8.9');
    expect(storedValue('LOAN_MAXIMUM_AMOUNT', '50,000.50')).toBe('5000050');
    expect(storedValue('DECISION_MAX_REPAYMENT_SHARE', '25')).toBe('0.25');
  });

  it('with nothing changed: no problem, no change, the representative example at the current rate', () => {
    const check = checkSettings(current, {}, today);
    expect(check.problems).toEqual({});
    expect(check.changes).toEqual([]);
    expect(check.example).toMatchObject({ amount: 1_000_000, termMonths: 60, annualRate: '0.12' });
  });

  it('recomputes the representative example with a new rate before it is saved', () => {
    const check = checkSettings(current, { LOAN_EQUAL_AMOUNT_YEAR_RATE: '10' }, today);
    expect(check.changes).toEqual([{ code: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', from: '0.12', to: '0.1' }]);
    expect(check.example?.annualRate).toBe('0.1');
    expect(check.example?.apr).toBe('10.5');
  });

  it.each([
    [{ LOAN_MAXIMUM_AMOUNT: 'lots' }, { LOAN_MAXIMUM_AMOUNT: 'config.amount.invalid' }],
    [{ LOAN_MINIMUM_AMOUNT: '60,000' }, { LOAN_MINIMUM_AMOUNT: 'config.amount.order' }],
    [{ DECISION_MAX_REPAYMENT_SHARE: '0' }, { DECISION_MAX_REPAYMENT_SHARE: 'config.share.invalid' }],
    [{ DECISION_MODE: 'sometimes' }, { DECISION_MODE: 'config.mode.invalid' }],
    [{ LOAN_EQUAL_AMOUNT_YEAR_RATE: '29' }, { LOAN_EQUAL_AMOUNT_YEAR_RATE: 'config.aprCap' }],
  ] as const)('refuses %o', (typed, problems) => {
    expect(checkSettings(current, typed, today).problems).toEqual(problems);
  });
});
