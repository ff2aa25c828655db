import type { EmploymentStatus } from '../api/profile';
import { ageOn } from '../eligibility';
import type { IsoDate } from '../loan/dates';
import type { RepaymentMethod } from '../loan/methods';
import { divideRoundingUp, type Minor } from '../money';
import {
  averageMonthlyCost,
  fits,
  type LoanShape,
  largestFittingAmount,
  meansOf,
  monthlyIncomeOf,
  shareTest,
} from './affordability';
import type { DecisionFigures, DecisionOutcome, PolicyReason } from './outcomes';
import type { DecisionSettings } from './settings';

/**
 * Version of the rules below. Stored with every decision, so a decision can always be explained by the
 * rules that made it; change it whenever a rule or its order changes.
 */
export const POLICY_VERSION = 'credit-policy-1';

/** Self-employed borrowers with fewer working years than this are referred to a person. */
export const SELF_EMPLOYED_MIN_YEARS = 2;

export interface ApplicationTerms {
  amount: Minor;
  termMonths: number;
  method: RepaymentMethod;
  /** The rate the borrower was quoted (held 30 days), as an annual fraction. */
  annualRate: string;
}

export interface ApplicantFacts {
  dateOfBirth: IsoDate;
  employmentStatus: EmploymentStatus;
  workingYears: number;
  /** Gross personal annual income, minor units. */
  personalAnnualIncome: Minor;
}

/** A loan of ours the borrower is still repaying: its total payable over its term. */
export interface ExistingLoan {
  totalPayable: Minor;
  termMonths: number;
}

export type PolicyRule =
  | 'affordability.minimum'
  | 'amount.autoLimit'
  | 'employment.selfEmployedTenure'
  | 'mode'
  | 'affordability.amount'
  // Version 2's, in the order it reads them:
  | 'file.present'
  | 'file.insolvency'
  | 'file.judgment'
  | 'file.recentDefault'
  | 'file.identity'
  | 'file.fraud'
  | 'file.searches'
  | 'details.unique'
  | 'income.verified'
  | 'affordability.residual';

/** One rule's verdict, recorded whether or not it decided. */
export interface RuleResult {
  rule: PolicyRule;
  passed: boolean;
}

/** What the policy saw, kept with the decision so that it can be explained and re-run. */
export interface DecisionInputs {
  amount: Minor;
  termMonths: number;
  method: RepaymentMethod;
  annualRate: string;
  personalAnnualIncome: Minor;
  employmentStatus: EmploymentStatus;
  workingYears: number;
  age: number;
  existingLoans: ExistingLoan[];
  settings: DecisionSettings;
  today: IsoDate;
}

export interface PolicyDecision {
  outcome: DecisionOutcome;
  reasons: PolicyReason[];
  /** Present for APPROVE and COUNTER_OFFER: the amount offered, at the rate applied for. */
  offer: { amount: Minor; annualRate: string } | null;
  figures: DecisionFigures;
  rules: RuleResult[];
  inputs: DecisionInputs;
  policyVersion: string;
}

/**
 * The credit policy (CONC 5.2A creditworthiness and affordability), version 1: pure, deterministic, no I/O.
 * Eligibility has already passed. In this order, the first that applies decides:
 * 1. DECLINE — even the loan minimum, at the same term, method and rate, costs more than the share allows;
 * 2. REFER — over the auto-approval limit, self-employed under 2 years, or manual mode (all that apply);
 * 3. COUNTER_OFFER — the amount asked for does not fit but a lower one does: the largest whole multiple of
 *    the step that fits (at least the minimum);
 * 4. APPROVE — the amount asked for.
 * "Fits" means the average monthly cost, with what the borrower already repays us each month, is at most
 * the share of their gross monthly personal income.
 */
export function decide(
  application: ApplicationTerms,
  applicant: ApplicantFacts,
  existingLoans: readonly ExistingLoan[],
  settings: DecisionSettings,
  today: IsoDate,
): PolicyDecision {
  const shape: LoanShape = {
    termMonths: application.termMonths,
    method: application.method,
    annualRate: application.annualRate,
    startDate: today,
  };
  const existingMonthlyCost = existingLoans.reduce(
    (sum, loan) => sum + divideRoundingUp(loan.totalPayable, loan.termMonths),
    0,
  );
  const means = meansOf(applicant.personalAnnualIncome, settings.maxRepaymentShare, existingMonthlyCost);
  // A setting changed under a quote may put the minimum above the amount asked for; the smaller is the test.
  const minimumAmount = Math.min(settings.minimumAmount, application.amount);
  const monthlyCost = averageMonthlyCost(application.amount, shape);
  const minimumMonthlyCost =
    minimumAmount === application.amount ? monthlyCost : averageMonthlyCost(minimumAmount, shape);

  const minimumFits = fits(minimumMonthlyCost, means);
  const withinLimit = application.amount <= settings.autoApproveMax;
  const tenureEnough =
    applicant.employmentStatus !== 'SELF_EMPLOYED' || applicant.workingYears >= SELF_EMPLOYED_MIN_YEARS;
  const automatic = settings.mode === 'auto';
  const amountFits = fits(monthlyCost, means);
  const rules: RuleResult[] = [
    { rule: 'affordability.minimum', passed: minimumFits },
    { rule: 'amount.autoLimit', passed: withinLimit },
    { rule: 'employment.selfEmployedTenure', passed: tenureEnough },
    { rule: 'mode', passed: automatic },
    { rule: 'affordability.amount', passed: amountFits },
  ];
  const figures: DecisionFigures = {
    amount: application.amount,
    termMonths: application.termMonths,
    monthlyCost,
    monthlyIncome: monthlyIncomeOf(applicant.personalAnnualIncome),
    maxShare: settings.maxRepaymentShare,
    existingMonthlyCost,
    minimumAmount,
    minimumMonthlyCost,
    autoApproveMax: settings.autoApproveMax,
    workingYears: applicant.workingYears,
  };
  const inputs: DecisionInputs = {
    ...application,
    personalAnnualIncome: applicant.personalAnnualIncome,
    employmentStatus: applicant.employmentStatus,
    workingYears: applicant.workingYears,
    age: ageOn(applicant.dateOfBirth, today),
    existingLoans: existingLoans.map((loan) => ({ ...loan })),
    settings: { ...settings },
    today,
  };
  const decided = (
    outcome: DecisionOutcome,
    reasons: PolicyReason[],
    offer: PolicyDecision['offer'] = null,
  ): PolicyDecision => ({ outcome, reasons, offer, figures, rules, inputs, policyVersion: POLICY_VERSION });

  if (!minimumFits) return decided('DECLINE', ['affordability.unaffordable']);

  const referrals: PolicyReason[] = [];
  if (!withinLimit) referrals.push('amount.overAutoLimit');
  if (!tenureEnough) referrals.push('employment.selfEmployedUnder2Years');
  if (!automatic) referrals.push('mode.manual');
  if (referrals.length > 0) return decided('REFER', referrals);

  if (!amountFits) {
    // When no whole step between the minimum and the amount asked fits (a minimum that is not itself a
    // multiple of the step), the minimum itself does: rule 1 passed.
    const counter = largestFittingAmount(
      shape,
      shareTest(means),
      { minimum: minimumAmount, below: application.amount, step: settings.counterOfferStep },
      { amount: application.amount, monthlyCost },
    ) ?? { amount: minimumAmount, monthlyCost: minimumMonthlyCost };
    figures.offerAmount = counter.amount;
    figures.offerMonthlyCost = counter.monthlyCost;
    figures.offerAnnualRate = application.annualRate;
    return decided('COUNTER_OFFER', ['affordability.counterOffer'], {
      amount: counter.amount,
      annualRate: application.annualRate,
    });
  }

  figures.offerAmount = application.amount;
  figures.offerMonthlyCost = monthlyCost;
  figures.offerAnnualRate = application.annualRate;
  return decided('APPROVE', [], { amount: application.amount, annualRate: application.annualRate });
}
