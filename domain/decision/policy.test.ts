import { describe, expect, it } from 'vitest';
import type { EmploymentStatus } from '../api/profile';
import type { RepaymentMethod } from '../loan/methods';
import { averageMonthlyCost } from './affordability';
import { type ApplicationTerms, decide, type ExistingLoan, POLICY_VERSION } from './policy';
import type { DecisionSettings } from './settings';

const TODAY = '2026-11-26';

/** The defaults: auto, £15,000.00, 20 %, £100.00 steps; LOAN_MINIMUM_AMOUNT £1,000.00. */
const defaults: DecisionSettings = {
  mode: 'auto',
  autoApproveMax: 1_500_000,
  maxRepaymentShare: '0.20',
  counterOfferStep: 10_000,
  minimumAmount: 100_000,
  incomeTolerance: '0.10',
  essentialSpending: [100_000, 150_000, 185_000, 220_000, 255_000],
};

function application(
  amount: number,
  termMonths = 12,
  method: RepaymentMethod = 'EQUAL_INSTALLMENT',
  annualRate = '0.099',
): ApplicationTerms {
  return { amount, termMonths, method, annualRate };
}

function applicant(income: number, status: EmploymentStatus = 'FULL_TIME', workingYears = 8) {
  return { dateOfBirth: '1990-05-14', employmentStatus: status, workingYears, personalAnnualIncome: income };
}

function run(
  terms: ApplicationTerms,
  income: number,
  options: {
    settings?: Partial<DecisionSettings>;
    status?: EmploymentStatus;
    years?: number;
    existing?: ExistingLoan[];
  } = {},
) {
  return decide(
    terms,
    applicant(income, options.status, options.years),
    options.existing ?? [],
    { ...defaults, ...options.settings },
    TODAY,
  );
}

describe('decide: outcomes of the golden cases (12 months equal instalments at 9.9 % unless named)', () => {
  it.each([
    // amount, income a year, outcome, reasons, monthly cost, offer
    ['approve_3000_income42000', 300_000, 4_200_000, 'APPROVE', [], 26_361, 300_000],
    [
      'counterOffer_10000_income42000',
      1_000_000,
      4_200_000,
      'COUNTER_OFFER',
      ['affordability.counterOffer'],
      87_870,
      790_000,
    ],
    [
      'counterOffer_10000_income17000',
      1_000_000,
      1_700_000,
      'COUNTER_OFFER',
      ['affordability.counterOffer'],
      87_870,
      320_000,
    ],
    ['approve_atAutoLimit_15000_income90000', 1_500_000, 9_000_000, 'APPROVE', [], 131_805, 1_500_000],
    [
      'refer_penceOverAutoLimit_15000.01_income90000',
      1_500_001,
      9_000_000,
      'REFER',
      ['amount.overAutoLimit'],
      131_805,
      null,
    ],
    [
      'decline_minimumUnaffordable_income5272',
      1_000_000,
      527_219,
      'DECLINE',
      ['affordability.unaffordable'],
      87_870,
      null,
    ],
  ] as const)('%s', (_name, amount, income, outcome, reasons, monthlyCost, offer) => {
    const decision = run(application(amount), income);
    expect(decision.outcome).toBe(outcome);
    expect(decision.reasons).toEqual(reasons);
    expect(decision.figures.monthlyCost).toBe(monthlyCost);
    expect(decision.offer?.amount ?? null).toBe(offer);
    if (offer !== null) expect(decision.offer?.annualRate).toBe('0.099');
    expect(decision.policyVersion).toBe(POLICY_VERSION);
  });

  it('figures_counterOffer_10000_income42000: what the borrower is told and what the offer costs', () => {
    expect(run(application(1_000_000), 4_200_000).figures).toEqual({
      amount: 1_000_000,
      termMonths: 12,
      monthlyCost: 87_870,
      monthlyIncome: 350_000,
      maxShare: '0.20',
      existingMonthlyCost: 0,
      minimumAmount: 100_000,
      minimumMonthlyCost: 8_787,
      autoApproveMax: 1_500_000,
      workingYears: 8,
      offerAmount: 790_000,
      offerMonthlyCost: 69_417,
      offerAnnualRate: '0.099',
    });
  });

  it('monthlyIncome_17000: £1,416.67, half-up to the penny for display', () => {
    expect(run(application(300_000), 1_700_000).figures.monthlyIncome).toBe(141_667);
  });
});

describe('decide: the share of income at its boundary (one-time repayment, 12 months at 10 %: £1,100.00 a month)', () => {
  // £12,000.00 + 12 months' simple interest at 10 % = £13,200.00 in one bill: £1,100.00 a month on average.
  // 20 % of a monthly income equals it exactly at £66,000.00 a year.
  const terms = application(1_200_000, 12, 'ONE_TIME', '0.10');

  it('shareExactlyAtLimit_income66000: approved', () => {
    const decision = run(terms, 6_600_000);
    expect(decision.figures.monthlyCost).toBe(110_000);
    expect(decision.outcome).toBe('APPROVE');
  });

  it('aPennyOver_income65999.40: the limit is £1,099.99, so £1,100.00 does not fit', () => {
    const decision = run(terms, 6_599_940);
    expect(decision.outcome).toBe('COUNTER_OFFER');
    expect(decision.offer?.amount).toBe(1_190_000);
    expect(decision.figures.offerMonthlyCost).toBe(109_084);
  });

  it('aFractionOfAPennyOver_income65999.99: the comparison is exact, the limit is never rounded up', () => {
    expect(run(terms, 6_599_999).outcome).toBe('COUNTER_OFFER');
  });
});

describe('decide: each repayment method has its own average monthly cost (£10,000.00 over 24 months)', () => {
  it.each([
    // method, rate, monthly cost: one bill of £12,380.00; 24 × £82.50 + £10,000; the annuity
    ['ONE_TIME', '0.119', 51_584],
    ['INTEREST_FIRST', '0.109', 50_750],
    ['EQUAL_INSTALLMENT', '0.099', 46_099],
  ] as const)('%s at %s: %i a month', (method, rate, cost) => {
    expect(
      averageMonthlyCost(1_000_000, { termMonths: 24, method, annualRate: rate, startDate: TODAY }),
    ).toBe(cost);
    // An income whose 20 % lies between the annuity's cost and the others' tells the methods apart.
    const decision = run(application(1_000_000, 24, method, rate), 60 * 50_000);
    expect(decision.outcome).toBe(method === 'EQUAL_INSTALLMENT' ? 'APPROVE' : 'COUNTER_OFFER');
  });

  it('ONE_TIME_rounding_up: £13,333.33 over 12 months at 0 % is £1,111.12 a month, not £1,111.11', () => {
    expect(
      averageMonthlyCost(1_333_333, {
        termMonths: 12,
        method: 'ONE_TIME',
        annualRate: '0',
        startDate: TODAY,
      }),
    ).toBe(111_112);
  });
});

describe('decide: the order of the rules', () => {
  it('decline_before_refer: an unaffordable minimum declines even over the auto limit and in manual mode', () => {
    const decision = run(application(2_000_000), 500_000, {
      settings: { mode: 'manual' },
      status: 'SELF_EMPLOYED',
      years: 1,
    });
    expect(decision.outcome).toBe('DECLINE');
    expect(decision.reasons).toEqual(['affordability.unaffordable']);
    expect(decision.offer).toBeNull();
  });

  it('refer_lists_every_reason_that_applies', () => {
    const decision = run(application(2_000_000), 9_000_000, {
      settings: { mode: 'manual' },
      status: 'SELF_EMPLOYED',
      years: 1,
    });
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual([
      'amount.overAutoLimit',
      'employment.selfEmployedUnder2Years',
      'mode.manual',
    ]);
  });

  it('refer_before_counterOffer: an unaffordable amount of a self-employed borrower goes to a person', () => {
    const decision = run(application(1_000_000), 4_200_000, { status: 'SELF_EMPLOYED', years: 1 });
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual(['employment.selfEmployedUnder2Years']);
  });

  it.each([
    ['selfEmployed_2years', 'SELF_EMPLOYED', 2, 'APPROVE'],
    ['selfEmployed_1year', 'SELF_EMPLOYED', 1, 'REFER'],
    ['fullTime_0years', 'FULL_TIME', 0, 'APPROVE'],
    ['retired_0years', 'RETIRED', 0, 'APPROVE'],
  ] as const)('tenure_%s', (_name, status, years, outcome) => {
    expect(run(application(300_000), 4_200_000, { status, years }).outcome).toBe(outcome);
  });

  it('manual_mode_refers_an_application_it_would_approve', () => {
    const decision = run(application(300_000), 4_200_000, { settings: { mode: 'manual' } });
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual(['mode.manual']);
  });

  it('every rule is recorded, whichever decided', () => {
    expect(run(application(1_000_000), 4_200_000).rules).toEqual([
      { rule: 'affordability.minimum', passed: true },
      { rule: 'amount.autoLimit', passed: true },
      { rule: 'employment.selfEmployedTenure', passed: true },
      { rule: 'mode', passed: true },
      { rule: 'affordability.amount', passed: false },
    ]);
  });
});

describe('decide: counter-offers', () => {
  it.each([
    ['step100', 10_000, 790_000],
    ['step250', 25_000, 775_000],
    ['step1000', 100_000, 700_000],
    ['step1', 1, 796_639],
  ] as const)('%s: the largest whole multiple that fits', (_name, step, offer) => {
    const decision = run(application(1_000_000), 4_200_000, { settings: { counterOfferStep: step } });
    expect(decision.offer?.amount).toBe(offer);
    expect(decision.figures.offerMonthlyCost).toBeLessThanOrEqual(70_000);
  });

  it('minimumNotAMultiple: when no multiple of the step fits, the minimum itself is offered', () => {
    const shape = {
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT' as const,
      annualRate: '0.099',
      startDate: TODAY,
    };
    // 20 % of this income is exactly the cost of £1,050.00, so £1,100.00 (the first multiple) does not fit.
    const income = 60 * averageMonthlyCost(105_000, shape);
    const decision = run(application(300_000), income, { settings: { minimumAmount: 105_000 } });
    expect(decision.outcome).toBe('COUNTER_OFFER');
    expect(decision.offer?.amount).toBe(105_000);
  });

  it('existingLoans: what the borrower already repays us each month leaves less to offer', () => {
    // A running £10,000.00 loan costing £880.00 a month on average (£21,120.00 over 24 months).
    const existing = [{ totalPayable: 2_112_000, termMonths: 24 }];
    const decision = run(application(300_000), 6_000_000, { existing });
    expect(decision.figures.existingMonthlyCost).toBe(88_000);
    // 20 % of £5,000.00 is £1,000.00; £120.00 is left, and £1,300.00 costs £114.23 a month.
    expect(decision.outcome).toBe('COUNTER_OFFER');
    expect(decision.offer?.amount).toBe(130_000);
  });

  it('existingLoans_decline: nothing left for even the minimum', () => {
    const decision = run(application(300_000), 2_000_000, {
      existing: [{ totalPayable: 1_980_000, termMonths: 60 }],
    });
    expect(decision.outcome).toBe('DECLINE');
    expect(decision.figures.existingMonthlyCost).toBe(33_000);
  });

  it('amountBelowAChangedMinimum: the amount asked for is the test when the minimum rose after the quote', () => {
    const decision = run(application(100_000), 4_200_000, { settings: { minimumAmount: 200_000 } });
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.figures.minimumAmount).toBe(100_000);
  });
});

describe('decide: the record', () => {
  it('keeps every input it used, the age on the day included', () => {
    const decision = run(application(300_000, 36, 'INTEREST_FIRST', '0.109'), 4_200_000, {
      existing: [{ totalPayable: 500_000, termMonths: 12 }],
    });
    expect(decision.inputs).toEqual({
      amount: 300_000,
      termMonths: 36,
      method: 'INTEREST_FIRST',
      annualRate: '0.109',
      personalAnnualIncome: 4_200_000,
      employmentStatus: 'FULL_TIME',
      workingYears: 8,
      age: 36,
      existingLoans: [{ totalPayable: 500_000, termMonths: 12 }],
      settings: defaults,
      today: TODAY,
    });
  });

  it('is deterministic: the same inputs give the same decision', () => {
    expect(run(application(1_000_000), 4_200_000)).toEqual(run(application(1_000_000), 4_200_000));
  });
});
