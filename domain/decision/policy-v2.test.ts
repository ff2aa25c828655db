import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employmentStatuses } from '../api/profile';
import { repaymentMethods } from '../loan/methods';
import type { CreditFileFacts } from './credit-file-facts';
import { decide } from './policy';
import { type CreditContext, decideWithFile, POLICY_V2_VERSION } from './policy-v2';
import type { DecisionSettings } from './settings';

const TODAY = '2026-11-26';

const settings: DecisionSettings = {
  mode: 'auto',
  autoApproveMax: 1_500_000,
  maxRepaymentShare: '0.20',
  counterOfferStep: 10_000,
  minimumAmount: 100_000,
  incomeTolerance: '0.10',
  essentialSpending: [100_000, 150_000, 185_000, 220_000, 255_000],
};

const clean: CreditFileFacts = {
  reference: 'NCR-1',
  agencyName: 'Northgate Credit Records Ltd',
  identityMatched: true,
  addressMatched: true,
  electoralRoll: true,
  insolvencyWithin6Years: false,
  judgmentWithin6Years: false,
  defaultWithin12Months: false,
  fraudMarkers: 0,
  searchesLast90Days: 0,
  monthlyCommitments: 0,
  verifiedAnnualIncome: null,
};

const terms = (amount: number) => ({
  amount,
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT' as const,
  annualRate: '0.099',
});
const person = (income: number) => ({
  dateOfBirth: '1990-05-14',
  employmentStatus: 'FULL_TIME' as const,
  workingYears: 8,
  personalAnnualIncome: income,
});

function run(
  amount: number,
  income: number,
  file: Partial<CreditFileFacts> | null,
  more: Partial<CreditContext> = {},
) {
  return decideWithFile(terms(amount), person(income), [], settings, TODAY, {
    file: file === null ? null : { ...clean, ...file },
    sharedDetails: false,
    householdSize: 1,
    ...more,
  });
}

describe('decideWithFile: each kind of file (£3,000 over 12 months at 9.9 %, £42,000 a year)', () => {
  it('a clean file approves, with the net-income figures recorded', () => {
    const decision = run(300_000, 4_200_000, {});
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.policyVersion).toBe(POLICY_V2_VERSION);
    // £42,000: tax £5,886, NI £2,354.40 → £33,759.60 a year → £2,813.30 a month; less £1,000 essentials.
    expect(decision.figures).toMatchObject({
      monthlyCost: 26_361,
      netMonthlyIncome: 281_330,
      essentialSpending: 100_000,
      residualMonthly: 181_330,
      creditCommitments: 0,
    });
    expect(decision.rules.every((rule) => rule.passed)).toBe(true);
  });

  it.each([
    ['insolvency', { insolvencyWithin6Years: true }, ['credit.insolvency']],
    ['judgment', { judgmentWithin6Years: true }, ['credit.judgment']],
    ['default in 12 months', { defaultWithin12Months: true }, ['credit.recentDefault']],
    [
      'all three',
      { insolvencyWithin6Years: true, judgmentWithin6Years: true, defaultWithin12Months: true },
      ['credit.insolvency', 'credit.judgment', 'credit.recentDefault'],
    ],
  ] as const)('%s declines', (_name, file, reasons) => {
    const decision = run(300_000, 4_200_000, file);
    expect(decision.outcome).toBe('DECLINE');
    expect(decision.reasons).toEqual(reasons);
    expect(decision.offer).toBeNull();
  });

  it.each([
    ['identity not found', { identityMatched: false, addressMatched: false }, ['credit.identityNotMatched']],
    ['address not matched', { addressMatched: false }, ['credit.identityNotMatched']],
    ['a fraud marker', { fraudMarkers: 1 }, ['credit.fraudMarker']],
    ['6 searches in 90 days', { searchesLast90Days: 6 }, ['credit.manySearches']],
  ] as const)('%s refers', (_name, file, reasons) => {
    const decision = run(300_000, 4_200_000, file);
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual(reasons);
  });

  it('5 searches in 90 days do not refer', () => {
    expect(run(300_000, 4_200_000, { searchesLast90Days: 5 }).outcome).toBe('APPROVE');
  });

  it('no file (the agency unreachable) refers — never approves', () => {
    const decision = run(300_000, 4_200_000, null);
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual(['credit.agencyUnavailable']);
    expect(decision.rules.find((rule) => rule.rule === 'file.present')?.passed).toBe(false);
  });

  it('details shared with another borrower refer, beside any other reason', () => {
    const decision = run(300_000, 4_200_000, { fraudMarkers: 1 }, { sharedDetails: true });
    expect(decision.reasons).toEqual(['credit.fraudMarker', 'fraud.sharedDetails']);
  });

  it('stated income more than 10 % above the verified estimate asks for proof', () => {
    // £42,000 stated; £38,000 × 1.1 = £41,800 < £42,000.
    const decision = run(300_000, 4_200_000, { verifiedAnnualIncome: 3_800_000 });
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual(['income.proofNeeded']);
    expect(decision.figures.verifiedMonthlyIncome).toBe(316_667);
  });

  it('within the tolerance, the lower verified income is the one used', () => {
    // £38,200 × 1.1 = £42,020 ≥ £42,000: no proof; affordability on £38,200.
    const decision = run(300_000, 4_200_000, { verifiedAnnualIncome: 3_820_000 });
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.figures.monthlyIncome).toBe(318_333);
    expect((decision.inputs as unknown as { incomeUsed: number }).incomeUsed).toBe(3_820_000);
  });

  it("other lenders' commitments count against both rules: £900 a month on £42,000 declines", () => {
    // Share: £700 − £900 < 0 — even the minimum does not fit.
    const decision = run(300_000, 4_200_000, { monthlyCommitments: 90_000 });
    expect(decision.outcome).toBe('DECLINE');
    expect(decision.reasons).toEqual(['affordability.unaffordable']);
    expect(decision.figures.creditCommitments).toBe(90_000);
  });

  it('£900 a month on £90,000 counter-offers the largest step both rules allow', () => {
    const decision = run(1_500_000, 9_000_000, { monthlyCommitments: 90_000 });
    expect(decision.outcome).toBe('COUNTER_OFFER');
    // Share: £1,500 − £900 = £600 a month; residual is far larger. £6,800 costs £597.53, £6,900 £606.32.
    expect(decision.offer?.amount).toBe(680_000);
    expect(decision.figures.offerMonthlyCost).toBeLessThanOrEqual(60_000);
  });

  it('the residual rule binds a larger household on a modest income', () => {
    // £24,000, household of 4: net £1,724.33 − £2,200 essentials < 0: nothing is affordable.
    const decision = run(300_000, 2_400_000, {}, { householdSize: 4 });
    expect(decision.outcome).toBe('DECLINE');
    expect(decision.rules.find((rule) => rule.rule === 'affordability.minimum')?.passed).toBe(false);
    // The same person alone: £1,724.33 − £1,000 = £724.33 ≥ £263.61, and 20 % of £2,000 = £400 fits too.
    expect(run(300_000, 2_400_000, {}, { householdSize: 1 }).outcome).toBe('APPROVE');
  });
});

const caseArbitrary = fc.record({
  amount: fc.integer({ min: 100_000, max: 2_500_000 }),
  termMonths: fc.integer({ min: 12, max: 60 }),
  method: fc.constantFrom(...repaymentMethods),
  annualRate: fc.constantFrom('0', '0.049', '0.099', '0.2499'),
  income: fc.integer({ min: 1_600_001, max: 20_000_000 }),
  status: fc.constantFrom(...employmentStatuses),
  workingYears: fc.integer({ min: 0, max: 40 }),
  share: fc.constantFrom('0.1', '0.2', '0.35', '0.5'),
  household: fc.integer({ min: 1, max: 3 }),
  commitments: fc.integer({ min: 0, max: 200_000 }),
  verified: fc.option(fc.integer({ min: 1_000_000, max: 20_000_000 })),
  searches: fc.integer({ min: 0, max: 9 }),
  flags: fc.record({ insolvency: fc.boolean(), judgment: fc.boolean(), recentDefault: fc.boolean() }),
});

describe('decideWithFile: properties over 400 random applications', () => {
  it('never approves or counter-offers what version 1 would decline or refer, and never lends more', () => {
    fc.assert(
      fc.property(caseArbitrary, (c) => {
        const chosen = { ...settings, maxRepaymentShare: c.share };
        const application = {
          amount: c.amount,
          termMonths: c.termMonths,
          method: c.method,
          annualRate: c.annualRate,
        };
        const applicant = {
          dateOfBirth: '1980-01-01',
          employmentStatus: c.status,
          workingYears: c.workingYears,
          personalAnnualIncome: c.income,
        };
        const v1 = decide(application, applicant, [], chosen, TODAY);
        const v2 = decideWithFile(application, applicant, [], chosen, TODAY, {
          file: {
            ...clean,
            monthlyCommitments: c.commitments,
            verifiedAnnualIncome: c.verified,
            searchesLast90Days: c.searches,
            insolvencyWithin6Years: c.flags.insolvency && c.searches % 3 === 0,
            judgmentWithin6Years: c.flags.judgment && c.searches % 3 === 1,
            defaultWithin12Months: c.flags.recentDefault && c.searches % 3 === 2,
          },
          sharedDetails: false,
          householdSize: c.household,
        });
        if (v1.outcome === 'DECLINE' || v1.outcome === 'REFER') {
          expect(['DECLINE', 'REFER']).toContain(v2.outcome);
        }
        if (v2.offer) {
          expect(v1.offer).not.toBeNull();
          expect(v2.offer.amount).toBeLessThanOrEqual(v1.offer!.amount);
          // An offer always passes both of version 2's affordability rules.
          expect(v2.figures.offerMonthlyCost!).toBeLessThanOrEqual(v2.figures.residualMonthly!);
        }
      }),
      { seed: 34, numRuns: 400 },
    );
  });
});
