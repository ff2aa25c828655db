import { describe, expect, it } from 'vitest';
import { aprOfSchedule } from '../../../domain/loan/apr';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import { parseQuoteConfig } from './quote-config';
import { clampAmount, lowestRate, quoteFigures, representativeExample, TERM_CHOICES } from './quote-figures';

const items = (overrides: Record<string, string> = {}) =>
  Object.entries({
    LOAN_YEAR_RATE: '0.089',
    LOAN_MINIMUM_AMOUNT: '100000',
    LOAN_MAXIMUM_AMOUNT: '2500000',
    LOAN_SETTLEMENT_YEAR_RATE: '0.119',
    LOAN_EQUAL_AMOUNT_YEAR_RATE: '0.099',
    LOAN_INTEREST_FIRST_YEAR_RATE: '0.109',
    CUSTOMER_SERVICE_ADDRESS: '',
    ...overrides,
  }).map(([configCode, configValue]) => ({ configCode, configValue }));

const config = parseQuoteConfig(items())!;
const start = '2026-11-22';

describe('quote figures are the domain figures', () => {
  const cases: [number, number, RepaymentMethod][] = [
    [500_000, 36, 'EQUAL_INSTALLMENT'],
    [1_000_000, 60, 'EQUAL_INSTALLMENT'],
    [250_000, 12, 'INTEREST_FIRST'],
    [2_500_000, 48, 'ONE_TIME'],
    [100_000, 24, 'EQUAL_INSTALLMENT'],
  ];
  it.each(cases)('amount %i over %i months, %s', (amount, termMonths, method) => {
    const annualRate = config.rates[method];
    const schedule = generateSchedule({
      principal: amount,
      annualRate,
      termMonths,
      method,
      startDate: start,
    });
    const figures = quoteFigures({ amount, termMonths, method }, config, start);
    expect(figures.annualRate).toBe(annualRate);
    expect(figures.instalment).toBe(schedule.instalment);
    expect(figures.finalPayment).toBe(schedule.lines.at(-1)!.total);
    expect(figures.totalPayable).toBe(schedule.totalPayable);
    expect(figures.totalInterest).toBe(schedule.totalInterest);
    expect(figures.apr).toBe(aprOfSchedule(schedule));
  });

  it('uses each method its own configured rate', () => {
    const base = { amount: 500_000, termMonths: 36 };
    expect(quoteFigures({ ...base, method: 'ONE_TIME' }, config, start).annualRate).toBe('0.119');
    expect(quoteFigures({ ...base, method: 'EQUAL_INSTALLMENT' }, config, start).annualRate).toBe('0.099');
    expect(quoteFigures({ ...base, method: 'INTEREST_FIRST' }, config, start).annualRate).toBe('0.109');
  });
});

describe('rates from and the representative example', () => {
  it('takes the lowest of LOAN_YEAR_RATE and the three method rates', () => {
    expect(lowestRate(config)).toBe('0.089');
    const lowerMethod = parseQuoteConfig(items({ LOAN_INTEREST_FIRST_YEAR_RATE: '0.0795' }))!;
    expect(lowestRate(lowerMethod)).toBe('0.0795');
  });

  it('computes the example from config: 10,000 over 60 months in equal instalments', () => {
    const example = representativeExample(config, start);
    const schedule = generateSchedule({
      principal: 1_000_000,
      annualRate: '0.099',
      termMonths: 60,
      method: 'EQUAL_INSTALLMENT',
      startDate: start,
    });
    expect(example.amount).toBe(1_000_000);
    expect(example.instalment).toBe(schedule.instalment);
    expect(example.totalPayable).toBe(schedule.totalPayable);
    expect(example.apr).toBe(aprOfSchedule(schedule));
  });

  it('keeps the example amount inside a narrower configured range', () => {
    const small = parseQuoteConfig(items({ LOAN_MAXIMUM_AMOUNT: '500000' }))!;
    expect(representativeExample(small, start).amount).toBe(500_000);
  });
});

describe('config parsing and the slider', () => {
  it('refuses a config with a missing or malformed value rather than guessing', () => {
    expect(parseQuoteConfig(items({ LOAN_EQUAL_AMOUNT_YEAR_RATE: 'abc' }))).toBeNull();
    expect(parseQuoteConfig(items().filter((item) => item.configCode !== 'LOAN_MINIMUM_AMOUNT'))).toBeNull();
    expect(parseQuoteConfig(items({ LOAN_MINIMUM_AMOUNT: '3000000' }))).toBeNull();
  });

  it('accepts only an https (or local) chat address', () => {
    expect(parseQuoteConfig(items({ CUSTOMER_SERVICE_ADDRESS: 'javascript:alert(1)' }))!.chatAddress).toBe(
      '',
    );
    expect(
      parseQuoteConfig(items({ CUSTOMER_SERVICE_ADDRESS: 'https://chat.example/w.js' }))!.chatAddress,
    ).toBe('https://chat.example/w.js');
  });

  it('clamps amounts to the range and to whole hundreds', () => {
    expect(clampAmount(0, config)).toBe(100_000);
    expect(clampAmount(99_999_999, config)).toBe(2_500_000);
    expect(clampAmount(512_345, config)).toBe(510_000);
  });

  it('offers terms of one to five whole years', () => {
    expect(TERM_CHOICES).toEqual([12, 24, 36, 48, 60]);
  });
});
