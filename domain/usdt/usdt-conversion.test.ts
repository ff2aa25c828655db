import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMicroUsdt, formatUsdtRate, parseUsdtAmount, parseUsdtRate } from './usdt-amount';
import {
  microUsdtToPounds,
  poundsReceived,
  poundsToMicroUsdt,
  rateMoveBasisPoints,
  usdtToAsk,
  usdtToSend,
} from './usdt-conversion';

// Golden vectors (decision 098), each worked out by hand as pence × rate × 10⁶ / 100 µUSDT, then rounded.
// [pence, rate, asked (UP), sent (DOWN)]
const golden: [number, string, number, number][] = [
  [12_888, '1.250000', 161_100_000, 161_100_000], // £128.88 at 1.25: exact, 161.100000
  [16_110, '1.250000', 201_375_000, 201_375_000], // £161.10 at 1.25: exact, 201.375000
  [1, '1.234567', 12_346, 12_345], // 1p: 0.01234567 USDT, 0.012346 asked, 0.012345 sent
  [500_000, '1.267891', 6_339_455_000, 6_339_455_000], // £5,000.00: 6339.455000
  [333, '1.333333', 4_439_999, 4_439_998], // £3.33: 4.43999889 USDT
  [16_110, '1.271234', 204_795_798, 204_795_797], // £161.10: 204.79579774 USDT
  [99, '0.000100', 99, 99], // the lowest rate: one µUSDT is a penny
  [0, '1.250000', 0, 0],
];

describe('USDT conversion, golden vectors', () => {
  it.each(golden)('pounds_%i_at_%s_asks_%i_sends_%i', (pence, rate, asked, sent) => {
    expect(usdtToAsk(pence, rate)).toBe(asked);
    expect(poundsToMicroUsdt(pence, rate, 'UP')).toBe(asked);
    expect(usdtToSend(pence, rate)).toBe(sent);
    expect(poundsToMicroUsdt(pence, rate, 'DOWN')).toBe(sent);
    // Sending exactly what was asked is credited as exactly the pence asked.
    expect(poundsReceived(asked, rate)).toBe(pence);
  });

  it('received_201375001_micro_at_1.25_credits_16110_pence_and_a_micro_less_16109', () => {
    expect(poundsReceived(201_375_001, '1.250000')).toBe(16_110);
    expect(poundsReceived(201_374_999, '1.250000')).toBe(16_109);
    expect(microUsdtToPounds(201_374_999, '1.250000', 'UP')).toBe(16_110);
  });

  it('shows_six_decimals_without_grouping', () => {
    expect(formatMicroUsdt(161_100_000)).toBe('161.100000');
    expect(formatMicroUsdt(12_346)).toBe('0.012346');
    expect(formatMicroUsdt(6_339_455_000)).toBe('6339.455000');
    expect(formatUsdtRate(1_250_000n)).toBe('1.250000');
  });

  it('reads_typed_amounts_and_refuses_a_seventh_decimal', () => {
    expect(parseUsdtAmount('161.1')).toEqual({ micro: 161_100_000 });
    expect(parseUsdtAmount(' 1,161.100000 ')).toEqual({ micro: 1_161_100_000 });
    expect(parseUsdtAmount('161.1000001')).toEqual({ problem: 'usdt.amount.decimals' });
    expect(parseUsdtAmount('0')).toEqual({ problem: 'usdt.amount.invalid' });
    expect(parseUsdtAmount('-1')).toEqual({ problem: 'usdt.amount.invalid' });
    expect(parseUsdtAmount('1e3')).toEqual({ problem: 'usdt.amount.invalid' });
  });

  it('reads_rates_positive_with_at_most_six_decimals', () => {
    expect(parseUsdtRate('1.25')).toEqual({ micro: 1_250_000n });
    expect(parseUsdtRate('1.2500001')).toEqual({ problem: 'usdt.rate.decimals' });
    expect(parseUsdtRate('0')).toEqual({ problem: 'usdt.rate.invalid' });
    expect(parseUsdtRate('0.000099')).toEqual({ problem: 'usdt.rate.invalid' });
    expect(parseUsdtRate('abc')).toEqual({ problem: 'usdt.rate.invalid' });
  });

  it('measures_a_rate_move_in_basis_points_rounded_away_from_zero', () => {
    expect(rateMoveBasisPoints('1.250000', '1.312500')).toBe(500);
    expect(rateMoveBasisPoints('1.250000', '1.312501')).toBe(501);
    expect(rateMoveBasisPoints('1.250000', '1.187500')).toBe(500);
    expect(rateMoveBasisPoints('1.250000', '1.250000')).toBe(0);
  });
});

const FC_OPTIONS = { seed: 98, numRuns: 500 };
const pence = fc.integer({ min: 0, max: 2_500_000_00 });
const rate = fc.bigInt({ min: 100n, max: 1_000_000_000n }).map((micro) => formatUsdtRate(micro));
const exactMicro = (p: number, r: string) => (BigInt(p) * BigInt(r.replace('.', ''))) as bigint;

describe('USDT conversion, properties', () => {
  it('asks at least the exact figure and less than one µUSDT above it', () => {
    fc.assert(
      fc.property(pence, rate, (p, r) => {
        const asked = BigInt(usdtToAsk(p, r)) * 100n;
        const exact = exactMicro(p, r);
        return asked >= exact && asked - exact < 100n;
      }),
      FC_OPTIONS,
    );
  });

  it('sends at most the exact figure and less than one µUSDT below it', () => {
    fc.assert(
      fc.property(pence, rate, (p, r) => {
        const sent = BigInt(usdtToSend(p, r)) * 100n;
        const exact = exactMicro(p, r);
        return sent <= exact && exact - sent < 100n;
      }),
      FC_OPTIONS,
    );
  });

  it('credits exactly the pence asked when exactly the USDT asked arrives', () => {
    fc.assert(
      fc.property(pence, rate, (p, r) => poundsReceived(usdtToAsk(p, r), r) === p),
      FC_OPTIONS,
    );
  });

  it('a payout sent back into pounds loses at most a penny, never gains one', () => {
    fc.assert(
      fc.property(pence, rate, (p, r) => {
        const back = microUsdtToPounds(usdtToSend(p, r), r, 'UP');
        return back === p;
      }),
      FC_OPTIONS,
    );
    fc.assert(
      fc.property(pence, rate, (p, r) => {
        const back = poundsReceived(usdtToSend(p, r), r);
        return back <= p && p - back <= 1;
      }),
      FC_OPTIONS,
    );
  });

  it('USDT received → pence → USDT asked never asks more, and loses less than a penny’s worth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), rate, (micro, r) => {
        const again = usdtToAsk(poundsReceived(micro, r), r);
        const pennyWorth = Number(BigInt(r.replace('.', '')) / 100n) + 1;
        return again <= micro && micro - again < pennyWorth;
      }),
      FC_OPTIONS,
    );
  });

  it('more pounds never ask fewer USDT', () => {
    fc.assert(
      fc.property(pence, rate, (p, r) => usdtToAsk(p + 1, r) >= usdtToAsk(p, r)),
      FC_OPTIONS,
    );
  });

  it('an amount shown is read back as the same µUSDT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e13 }), (micro) => {
        const parsed = parseUsdtAmount(formatMicroUsdt(micro));
        return 'micro' in parsed && parsed.micro === micro;
      }),
      FC_OPTIONS,
    );
  });
});
