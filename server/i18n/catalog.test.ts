import { describe, expect, it } from 'vitest';
import { translate } from './catalog';

describe('the eligibility reasons in words', () => {
  it('give the income threshold as money, alone and inside the refusal, in each language', () => {
    expect(translate('income.tooLow', 'en')).toBe('a fixed income above £16,000 a year is required');
    expect(translate('loan.apply.ineligible', 'en', { reason: 'income.tooLow' })).toBe(
      'You are not eligible for a loan: a fixed income above £16,000 a year is required',
    );
    expect(translate('income.tooLow', 'cn')).toBe('固定年收入须高于£16,000');
    expect(translate('income.tooLow', 'tw')).toBe('固定年收入須高於£16,000');
  });
});
