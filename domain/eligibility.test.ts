import { describe, expect, it } from 'vitest';
import { ageOn, checkEligibility, isUkCountry, MIN_ANNUAL_INCOME } from './eligibility';

const eligible = {
  dateOfBirth: '1990-06-15',
  hasUkAccount: true,
  yearsAtAddress: 3,
  annualIncome: 1_600_001,
};
const asOf = '2026-03-10';

describe('checkEligibility', () => {
  it('21+, UK account, 3 years at address, income 16,000.01 → eligible', () => {
    expect(checkEligibility(eligible, asOf)).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    [
      'born 2005-03-11: 20 the day before their 21st birthday',
      { dateOfBirth: '2005-03-11' },
      ['age.under21'],
    ],
    ['no UK account', { hasUkAccount: false }, ['account.notUk']],
    ['2.9 years at address', { yearsAtAddress: 2.9 }, ['address.under3Years']],
    ['income exactly 16,000.00 (must be above)', { annualIncome: MIN_ANNUAL_INCOME }, ['income.tooLow']],
    [
      'everything wrong, every reason in order',
      { dateOfBirth: '2010-01-01', hasUkAccount: false, yearsAtAddress: 0, annualIncome: 0 },
      ['age.under21', 'account.notUk', 'address.under3Years', 'income.tooLow'],
    ],
  ])('%s', (_name, change, reasons) => {
    expect(checkEligibility({ ...eligible, ...change }, asOf)).toEqual({ eligible: false, reasons });
  });

  it('born 2005-03-10: 21 on their birthday → eligible', () => {
    expect(checkEligibility({ ...eligible, dateOfBirth: '2005-03-10' }, asOf).eligible).toBe(true);
  });

  it('refuses a malformed date of birth', () => {
    expect(() => checkEligibility({ ...eligible, dateOfBirth: '2005-02-30' }, asOf)).toThrow(
      expect.objectContaining({ code: 'date.invalid' }),
    );
  });
});

describe('ageOn', () => {
  it.each([
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2024-02-29', 20],
    ['2000-12-31', '2021-12-30', 20],
    ['2000-12-31', '2021-12-31', 21],
  ])('born %s, on %s → %s', (dateOfBirth, on, age) => {
    expect(ageOn(dateOfBirth, on)).toBe(age);
  });
});

describe('isUkCountry', () => {
  it.each([
    ['GB', true],
    ['gbr', true],
    ['UK', true],
    ['  United   Kingdom ', true],
    ['great britain', true],
    ['England', true],
    ['Scotland', true],
    ['Wales', true],
    ['Northern\tIreland', true],
    ['Ireland', false],
    ['United States', false],
    ['U.K.', false],
    ['', false],
  ])('%j → %s', (country, uk) => {
    expect(isUkCountry(country)).toBe(uk);
  });
});
