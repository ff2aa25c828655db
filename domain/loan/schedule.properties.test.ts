import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprOfSchedule } from './apr';
import { annuityPayment, exactAnnuityPayment } from './equal-installment-schedule';
import { repaymentMethods } from './methods';
import { generateSchedule, type LoanTerms } from './schedule';
import { monthlyRate } from './terms-validation';

const FC_OPTIONS = { seed: 42, numRuns: 500 };

// Rates "0.0000"–"0.3000" with up to four decimals, written as the wire would.
const rateArbitrary = fc.integer({ min: 0, max: 3000 }).chain((tenThousandths) =>
  fc.constantFrom(4, 3, 2, 1).map((decimals) => {
    const scale = 10 ** (4 - decimals);
    const value = Math.round(tenThousandths / scale);
    return (value / 10 ** decimals).toFixed(decimals);
  }),
);

const termsArbitrary: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 10_000, max: 100_000_000 }),
  termMonths: fc.integer({ min: 12, max: 60 }),
  annualRate: rateArbitrary,
  method: fc.constantFrom(...repaymentMethods),
  startDate: fc.constantFrom('2024-01-31', '2024-02-29', '2025-06-15', '2026-12-01'),
});

describe('schedule invariants (100.00–1,000,000.00, 12–60 months, 0–30%, every method)', () => {
  it('principal parts sum exactly to the amount lent', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const schedule = generateSchedule(terms);
        expect(schedule.lines.reduce((sum, line) => sum + line.principal, 0)).toBe(terms.principal);
      }),
      FC_OPTIONS,
    );
  });

  it('no negative figure; each total = principal + interest; all integers', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        for (const line of generateSchedule(terms).lines) {
          for (const value of [line.principal, line.interest, line.total, line.balance]) {
            expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          }
          expect(line.total).toBe(line.principal + line.interest);
        }
      }),
      FC_OPTIONS,
    );
  });

  it('totalPayable = principal + totalInterest = Σ line totals; instalment = first total', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const schedule = generateSchedule(terms);
        expect(schedule.totalPayable).toBe(terms.principal + schedule.totalInterest);
        expect(schedule.totalPayable).toBe(schedule.lines.reduce((sum, line) => sum + line.total, 0));
        expect(schedule.instalment).toBe(schedule.lines[0]?.total);
      }),
      FC_OPTIONS,
    );
  });

  it('balances never rise, each is the previous less the principal repaid, and end at 0', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        let previous = terms.principal;
        for (const line of generateSchedule(terms).lines) {
          expect(line.balance).toBe(previous - line.principal);
          expect(line.balance).toBeLessThanOrEqual(previous);
          previous = line.balance;
        }
        expect(previous).toBe(0);
      }),
      FC_OPTIONS,
    );
  });

  it('EQUAL_INSTALLMENT: every line but the last pays the same instalment', () => {
    fc.assert(
      fc.property(termsArbitrary, (generated) => {
        const schedule = generateSchedule({ ...generated, method: 'EQUAL_INSTALLMENT' });
        for (const line of schedule.lines.slice(0, -1)) expect(line.total).toBe(schedule.instalment);
      }),
      FC_OPTIONS,
    );
  });

  it('APR of a fee-free monthly-paying loan is never below the nominal rate rounded down to one decimal', () => {
    // ONE_TIME is excluded beyond 12 months on purpose: simple interest paid once after n > 12 months is
    // worth less than the nominal rate compounded yearly (10,000.00 × 60m @ 12% has APR 9.9; see golden).
    const aprTerms = termsArbitrary.filter((terms) => terms.method !== 'ONE_TIME' || terms.termMonths === 12);
    fc.assert(
      fc.property(aprTerms, (terms) => {
        const schedule = generateSchedule(terms);
        const apr = aprOfSchedule(schedule);
        // INTEREST_FIRST charges the same rounded interest every month, so on a small loan at a low rate
        // a rounded-down penny lowers the rate actually charged (101.50 @ 1% has APR 0.9; see golden).
        const charged =
          terms.method === 'INTEREST_FIRST'
            ? Math.min(Number(terms.annualRate), (12 * (schedule.lines[0]?.interest ?? 0)) / terms.principal)
            : Number(terms.annualRate);
        const nominalTenths = Math.floor(charged * 1000 + 1e-9);
        expect(Math.round(Number(apr) * 10)).toBeGreaterThanOrEqual(nominalTenths);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('the annuity payment: float fast path against the exact rational', () => {
  it('gives the same penny for any amount up to 90 trillion pence, any term, rates with up to six decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 90_000_000_000_000 })),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(100n, 10_000n, 1_000_000n),
        fc.integer({ min: 1, max: 60 }),
        (principal, rateUnits, scale, periods) => {
          const rate = monthlyRate({ num: BigInt(rateUnits), den: scale });
          // A payment beyond a safe integer throws on both paths.
          const outcome = (pay: typeof annuityPayment) => {
            try {
              return pay(principal, rate, periods);
            } catch (error) {
              return String(error);
            }
          };
          expect(outcome(annuityPayment)).toBe(outcome(exactAnnuityPayment));
        },
      ),
      { seed: 7, numRuns: 3000 },
    );
  });
});
