import { describe, expect, it } from 'vitest';
import { checkOffer, parseRatePercent } from './offer-terms';

describe('a rate typed in percent', () => {
  it.each([
    ['12', '0.12'],
    ['9.5', '0.095'],
    ['8.25%', '0.0825'],
    ['0.5', '0.005'],
    ['5', '0.05'],
    ['10.0', '0.1'],
    ['29.9999', '0.299999'],
  ])('%s%% is %s', (text, rate) => {
    expect(parseRatePercent(text)).toBe(rate);
  });
  it('is undefined when empty and null when it is not a percentage', () => {
    expect(parseRatePercent(' ')).toBeUndefined();
    for (const text of ['abc', '-1', '120', '1.23456', '1,5']) expect(parseRatePercent(text)).toBeNull();
  });
});

describe('the offer an operator is about to make', () => {
  const asked = {
    amount: 1_000_000,
    annualRate: '0.12',
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  } as const;
  const base = { asked, minimumAmount: 100_000, startDate: '2026-11-26' };

  it('as asked: the quote’s schedule, nothing to send but the approval', () => {
    const { problems, offer } = checkOffer({ ...base, amountText: '', rateText: '' });
    expect(problems).toEqual({});
    expect(offer).toMatchObject({ apr: '12.7' });
    expect(offer?.amount).toBeUndefined();
    expect(offer?.schedule.instalment).toBe(88_849);
  });

  it('a lower amount and rate: a new schedule whose principal sums to the new amount', () => {
    const { offer } = checkOffer({ ...base, amountText: '8,000', rateText: '5' });
    expect(offer).toMatchObject({ amount: 800_000, annualRate: '0.05', apr: '5.1' });
    expect(offer?.schedule.lines.reduce((sum, line) => sum + line.principal, 0)).toBe(800_000);
  });

  it.each([
    ['10,000.01', '', { amount: 'amount.aboveAsked' }],
    ['999.99', '', { amount: 'amount.belowMinimum' }],
    ['ten', '', { amount: 'amount.invalid' }],
    ['', '13', { rate: 'rate.aboveAsked' }],
    ['', 'x', { rate: 'rate.invalid' }],
  ])('refuses %s at %s%%', (amountText, rateText, problems) => {
    expect(checkOffer({ ...base, amountText, rateText })).toEqual({ problems, offer: null });
  });
});
