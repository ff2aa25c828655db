import { describe, expect, it } from 'vitest';
import { parsePoundsInput, poundsInputText } from './money-input';

describe('parsePoundsInput', () => {
  it.each([
    ['12000', 1_200_000],
    ['12,000', 1_200_000],
    ['£1,250.5', 125_050],
    ['0.29', 29],
    ['99.99', 9_999],
    ['  42 ', 4_200],
    ['1,234,567.89', 123_456_789],
  ])('reads %s as %i pence', (text, pence) => {
    expect(parsePoundsInput(text)).toBe(pence);
  });

  it('tells an empty field from text that is not an amount', () => {
    expect(parsePoundsInput('')).toBeUndefined();
    expect(parsePoundsInput('   ')).toBeUndefined();
    for (const text of ['abc', '-5', '1.234', '12,00', '1e5', '1,2345', '.5'])
      expect(parsePoundsInput(text), text).toBeNull();
  });

  it('round-trips what a filled field shows', () => {
    for (const pence of [0, 5, 29, 100, 125_050, 1_200_000])
      expect(parsePoundsInput(poundsInputText(pence))).toBe(pence);
    expect(poundsInputText(125_050)).toBe('1250.50');
    expect(poundsInputText(1_200_000)).toBe('12000');
  });
});
