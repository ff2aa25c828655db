import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employmentStatuses } from '../api/profile';
import { repaymentMethods } from '../loan/methods';
import { averageMonthlyCost, fits, meansOf } from './affordability';
import { decide } from './policy';

const FC_OPTIONS = { seed: 23, numRuns: 400 };
const TODAY = '2026-11-26';

const caseArbitrary = fc.record({
  amount: fc.integer({ min: 100_000, max: 2_500_000 }),
  termMonths: fc.integer({ min: 12, max: 60 }),
  method: fc.constantFrom(...repaymentMethods),
  annualRate: fc.constantFrom('0', '0.049', '0.099', '0.109', '0.119', '0.2499'),
  income: fc.integer({ min: 1_600_001, max: 20_000_000 }),
  existing: fc.array(
    fc.record({
      totalPayable: fc.integer({ min: 100_000, max: 3_000_000 }),
      termMonths: fc.integer({ min: 12, max: 60 }),
    }),
    { maxLength: 2 },
  ),
  share: fc.constantFrom('0.1', '0.2', '0.20', '0.35', '0.5'),
  step: fc.constantFrom(1, 100, 5_000, 10_000, 25_000),
  minimumAmount: fc.constantFrom(100_000, 105_000, 150_000),
  status: fc.constantFrom(...employmentStatuses),
  workingYears: fc.integer({ min: 0, max: 40 }),
});

describe('decide: properties over 400 random applications', () => {
  it('a counter-offer always fits, is a whole step (or the minimum), and the next step up never fits', () => {
    fc.assert(
      fc.property(caseArbitrary, (c) => {
        const settings = {
          mode: 'auto' as const,
          autoApproveMax: 2_500_000,
          maxRepaymentShare: c.share,
          counterOfferStep: c.step,
          minimumAmount: c.minimumAmount,
          incomeTolerance: '0.10',
          essentialSpending: [100_000, 150_000, 185_000, 220_000, 255_000],
        };
        const decision = decide(
          { amount: c.amount, termMonths: c.termMonths, method: c.method, annualRate: c.annualRate },
          {
            dateOfBirth: '1980-01-01',
            employmentStatus: c.status,
            workingYears: c.workingYears,
            personalAnnualIncome: c.income,
          },
          c.existing,
          settings,
          TODAY,
        );
        const shape = {
          termMonths: c.termMonths,
          method: c.method,
          annualRate: c.annualRate,
          startDate: TODAY,
        };
        const means = meansOf(c.income, c.share, decision.figures.existingMonthlyCost ?? 0);
        const fitting = (amount: number) => fits(averageMonthlyCost(amount, shape), means);
        const minimum = Math.min(c.minimumAmount, c.amount);
        switch (decision.outcome) {
          case 'DECLINE':
            expect(fitting(minimum)).toBe(false);
            break;
          case 'APPROVE':
            expect(decision.offer?.amount).toBe(c.amount);
            expect(fitting(c.amount)).toBe(true);
            break;
          case 'COUNTER_OFFER': {
            const offer = decision.offer?.amount ?? 0;
            expect(fitting(c.amount)).toBe(false);
            expect(fitting(offer)).toBe(true);
            expect(offer).toBeGreaterThanOrEqual(minimum);
            expect(offer).toBeLessThan(c.amount);
            if (offer !== minimum || offer % c.step === 0) {
              expect(offer % c.step).toBe(0);
              const next = offer + c.step;
              if (next < c.amount) expect(fitting(next)).toBe(false);
            } else {
              // The minimum itself, offered only when the first whole step above it does not fit.
              const firstStep = Math.ceil(minimum / c.step) * c.step;
              if (firstStep < c.amount) expect(fitting(firstStep)).toBe(false);
            }
            break;
          }
          case 'REFER':
            expect(decision.reasons).toEqual(['employment.selfEmployedUnder2Years']);
            break;
        }
      }),
      FC_OPTIONS,
    );
  });
});
