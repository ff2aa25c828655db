import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { applyRate, formatMoney, formatRatePercent, isRateString, parseRate, roundHalfUp } from './money';

describe('roundHalfUp', () => {
  it.each([
    [1n, 2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3],
    [1n, 3n, 0],
    [2n, 3n, 1],
    [1499n, 1000n, 1],
    [1500n, 1000n, 2],
    [-1n, 2n, -1],
    [-3n, 2n, -2],
    [-1n, 3n, 0],
    [1n, -2n, -1],
    [0n, 7n, 0],
  ])('%s / %s → %s (ties away from zero)', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-1n, 3n), 0)).toBe(true);
  });

  it('refuses a zero denominator and an unsafe result', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(DomainError);
    expect(() => roundHalfUp(2n ** 60n, 1n)).toThrow(expect.objectContaining({ code: 'money.unsafe' }));
  });

  it('applyRate 888.49 × 24% × 10/365 → 5.84', () => {
    expect(applyRate(88849, parseRate('0.24'), { num: 10n, den: 365n })).toBe(584);
  });

  it('applyRate in plain numbers gives the penny of the exact BigInt sum, at the edges of 2^53 too', () => {
    const bigintSum = (amount: number, num: bigint, den: bigint, scaleNum: bigint, scaleDen: bigint) =>
      roundHalfUp(BigInt(amount) * num * scaleNum, den * scaleDen);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
          fc.integer({ min: 2 ** 40, max: Number.MAX_SAFE_INTEGER }),
        ),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.bigInt({ min: 0n, max: 400n }),
        fc.bigInt({ min: 1n, max: 400n }),
        (amount, num, den, scaleNum, scaleDen) => {
          const expected = (() => {
            try {
              return bigintSum(amount, num, den, scaleNum, scaleDen);
            } catch {
              return 'throws';
            }
          })();
          const actual = (() => {
            try {
              return applyRate(amount, { num, den }, { num: scaleNum, den: scaleDen });
            } catch {
              return 'throws';
            }
          })();
          expect(Object.is(actual, expected)).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
    // Halves exactly at the rounding point, both signs.
    expect(applyRate(1, { num: 1n, den: 2n })).toBe(1);
    expect(applyRate(-1, { num: 1n, den: 2n })).toBe(-1);
    expect(Object.is(applyRate(-1, { num: 1n, den: 3n }), 0)).toBe(true);
  });
});

describe('parseRate', () => {
  it.each([
    ['0.12', 12n, 100n],
    ['0.264467', 264467n, 1000000n],
    ['0', 0n, 1n],
    ['1', 1n, 1n],
    ['0.0000', 0n, 10000n],
  ])('%s → %s/%s', (rate, num, den) => {
    expect(parseRate(rate)).toEqual({ num, den });
  });

  it.each(['-0.12', '', ' 0.12', '0.12%', '.12', '12.', '1e-3', 'abc', '0,12', '0.1234567890123'])(
    'rejects %j with rate.invalid',
    (rate) => {
      expect(() => parseRate(rate)).toThrow(expect.objectContaining({ code: 'rate.invalid' }));
      expect(isRateString(rate)).toBe(false);
    },
  );

  it('isRateString accepts wire rates and rejects non-strings', () => {
    expect(isRateString('0.083')).toBe(true);
    expect(isRateString(0.12)).toBe(false);
  });
});

describe('formatRatePercent', () => {
  it.each([
    ['0.12', '12%'],
    ['0.083', '8.3%'],
    ['0.264467', '26.4467%'],
    ['0.0005', '0.05%'],
    ['0.1', '10%'],
    ['0.120', '12%'],
    ['0', '0%'],
    ['1', '100%'],
  ])('%s → %s', (rate, expected) => {
    expect(formatRatePercent(rate)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456789, {}, '1,234,567.89'],
    [123456789, { whole: true }, '1,234,567'],
    [99, {}, '0.99'],
    [99, { whole: true }, '0'],
    [0, {}, '0.00'],
    [5, {}, '0.05'],
    [100000, {}, '1,000.00'],
    [99999, {}, '999.99'],
    [-123456789, {}, '-1,234,567.89'],
    [-123456789, { whole: true }, '-1,234,567'],
    [-99, {}, '-0.99'],
    [-99, { whole: true }, '0'],
    [1066186, { currency: 'GBP' }, '£10,661.86'],
    [-1066186, { currency: 'GBP' }, '-£10,661.86'],
    [1066186, { currency: 'GBP', whole: true }, '£10,661'],
    [1066186, { currency: 'USDT' }, 'USDT 10,661.86'],
  ])('%s with %j → %s (truncated, never rounded)', (minor, opts, expected) => {
    expect(formatMoney(minor, 'en', opts)).toBe(expected);
  });

  it.each(['cn', 'tw'] as const)('%s groups the same way', (lang) => {
    expect(formatMoney(123456789, lang)).toBe('1,234,567.89');
  });

  it('refuses a fractional amount of pence', () => {
    expect(() => formatMoney(1.5, 'en')).toThrow(expect.objectContaining({ code: 'money.invalid' }));
  });
});
