import { ageOn } from '../eligibility';
import type { IsoDate } from '../loan/dates';
import { divideRoundingUp, type Minor, parseRate } from '../money';
import {
  averageMonthlyCost,
  type CostTest,
  type LoanShape,
  largestFittingAmount,
  meansOf,
  monthlyIncomeOf,
  shareTest,
} from './affordability';
import { type CreditFileFacts, MANY_SEARCHES } from './credit-file-facts';
import { essentialSpendingFor } from './essential-spending';
import { netMonthlyIncomeOf } from './net-income';
import type { DecisionFigures, DecisionOutcome, PolicyReason } from './outcomes';
import {
  type ApplicantFacts,
  type ApplicationTerms,
  type DecisionInputs,
  type ExistingLoan,
  type PolicyDecision,
  type RuleResult,
  SELF_EMPLOYED_MIN_YEARS,
} from './policy';
import type { DecisionSettings } from './settings';

/** Stored with every decision this version makes; change it whenever a rule or its order changes. */
export const POLICY_V2_VERSION = 'credit-policy-2';

/** What version 2 knows beyond the application: the credit file and our own cross-checks. */
export interface CreditContext {
  /** The hard search's file, as facts on the decision's date; null when the agency could not be reached. */
  file: CreditFileFacts | null;
  /** The receiving address, phone number or ID number is also on another borrower's account. */
  sharedDetails: boolean;
  /** People in the household the applicant supports (essential-spending.ts `householdSizeOf`). */
  householdSize: number;
}

export interface DecisionInputsV2 extends DecisionInputs {
  creditFile: CreditFileFacts | null;
  sharedDetails: boolean;
  householdSize: number;
  /** The income the affordability rules used: the lower of stated and verified, unless proof is asked for. */
  incomeUsed: Minor;
}

/**
 * The credit policy, version 2 (CONC 5.2A): version 1's rules read with the credit file. Pure,
 * deterministic, no I/O; eligibility has already passed. In the order a lender reads a file:
 * 1. DECLINE — an insolvency or county court judgment in the last 6 years, a default in the last 12 months
 *    (all that apply), or even the loan minimum unaffordable by both affordability rules;
 * 2. REFER (every reason that applies) — no file (the agency could not be reached), identity or address not
 *    matched, a fraud marker, 6+ searches in 90 days, details shared with another borrower, version 1's
 *    referrals — and "more information needed": stated income more than the tolerance above the agency's
 *    verified estimate, for which the borrower is asked for proof and a person decides;
 * 3. COUNTER_OFFER — the largest whole step that passes both affordability rules;
 * 4. APPROVE.
 * Affordability uses the verified income where it is lower than stated, and counts every commitment on
 * the file beside what the borrower repays us: (a) version 1's share of gross monthly income, and (b) take-
 * home pay less the household's essential spending and all commitments must cover the monthly cost.
 * Each rule of (a)/(b) only takes more income away than version 1 did, so version 2 never lends where
 * version 1 would decline (the property test checks it).
 */
export function decideWithFile(
  application: ApplicationTerms,
  applicant: ApplicantFacts,
  existingLoans: readonly ExistingLoan[],
  settings: DecisionSettings,
  today: IsoDate,
  context: CreditContext,
): PolicyDecision {
  const { file } = context;
  const shape: LoanShape = {
    termMonths: application.termMonths,
    method: application.method,
    annualRate: application.annualRate,
    startDate: today,
  };
  const stated = applicant.personalAnnualIncome;
  const verified = file?.verifiedAnnualIncome ?? null;
  const proofNeeded = verified !== null && aboveTolerance(stated, verified, settings.incomeTolerance);
  // Asking for proof means the stated figure may yet be shown true: until a person has it, the policy only
  // declines on what even the stated income cannot carry.
  const incomeUsed = verified !== null && !proofNeeded ? Math.min(stated, verified) : stated;

  const ours = existingLoans.reduce(
    (sum, loan) => sum + divideRoundingUp(loan.totalPayable, loan.termMonths),
    0,
  );
  const fileCommitments = file?.monthlyCommitments ?? 0;
  const commitments = ours + fileCommitments;
  const share = shareTest(meansOf(incomeUsed, settings.maxRepaymentShare, commitments));
  const netMonthly = netMonthlyIncomeOf(incomeUsed, applicant.employmentStatus);
  const essentials = essentialSpendingFor(settings.essentialSpending, context.householdSize);
  const residual = netMonthly - essentials - commitments;
  const test: CostTest = {
    fits: (cost) => share.fits(cost) && cost <= residual,
    allowance: Math.min(share.allowance, residual),
  };

  const minimumAmount = Math.min(settings.minimumAmount, application.amount);
  const monthlyCost = averageMonthlyCost(application.amount, shape);
  const minimumMonthlyCost =
    minimumAmount === application.amount ? monthlyCost : averageMonthlyCost(minimumAmount, shape);

  const tenureEnough =
    applicant.employmentStatus !== 'SELF_EMPLOYED' || applicant.workingYears >= SELF_EMPLOYED_MIN_YEARS;
  const passed = {
    present: file !== null,
    insolvency: !file?.insolvencyWithin6Years,
    judgment: !file?.judgmentWithin6Years,
    recentDefault: !file?.defaultWithin12Months,
    minimum: test.fits(minimumMonthlyCost),
    identity: file === null || (file.identityMatched && file.addressMatched),
    fraud: (file?.fraudMarkers ?? 0) === 0,
    searches: (file?.searchesLast90Days ?? 0) < MANY_SEARCHES,
    unique: !context.sharedDetails,
    limit: application.amount <= settings.autoApproveMax,
    tenure: tenureEnough,
    automatic: settings.mode === 'auto',
    verified: !proofNeeded,
    amountShare: share.fits(monthlyCost),
    amountResidual: monthlyCost <= residual,
  };
  const rules: RuleResult[] = [
    { rule: 'file.present', passed: passed.present },
    { rule: 'file.insolvency', passed: passed.insolvency },
    { rule: 'file.judgment', passed: passed.judgment },
    { rule: 'file.recentDefault', passed: passed.recentDefault },
    { rule: 'affordability.minimum', passed: passed.minimum },
    { rule: 'file.identity', passed: passed.identity },
    { rule: 'file.fraud', passed: passed.fraud },
    { rule: 'file.searches', passed: passed.searches },
    { rule: 'details.unique', passed: passed.unique },
    { rule: 'amount.autoLimit', passed: passed.limit },
    { rule: 'employment.selfEmployedTenure', passed: passed.tenure },
    { rule: 'mode', passed: passed.automatic },
    { rule: 'income.verified', passed: passed.verified },
    { rule: 'affordability.amount', passed: passed.amountShare },
    { rule: 'affordability.residual', passed: passed.amountResidual },
  ];
  const figures: DecisionFigures = {
    amount: application.amount,
    termMonths: application.termMonths,
    monthlyCost,
    monthlyIncome: monthlyIncomeOf(incomeUsed),
    maxShare: settings.maxRepaymentShare,
    existingMonthlyCost: ours,
    minimumAmount,
    minimumMonthlyCost,
    autoApproveMax: settings.autoApproveMax,
    workingYears: applicant.workingYears,
    ...(verified !== null ? { verifiedMonthlyIncome: monthlyIncomeOf(verified) } : {}),
    creditCommitments: fileCommitments,
    netMonthlyIncome: netMonthly,
    householdSize: context.householdSize,
    essentialSpending: essentials,
    residualMonthly: residual,
  };
  const inputs: DecisionInputsV2 = {
    ...application,
    personalAnnualIncome: stated,
    employmentStatus: applicant.employmentStatus,
    workingYears: applicant.workingYears,
    age: ageOn(applicant.dateOfBirth, today),
    existingLoans: existingLoans.map((loan) => ({ ...loan })),
    settings: { ...settings, essentialSpending: [...settings.essentialSpending] },
    today,
    creditFile: file ? { ...file } : null,
    sharedDetails: context.sharedDetails,
    householdSize: context.householdSize,
    incomeUsed,
  };
  const decided = (
    outcome: DecisionOutcome,
    reasons: PolicyReason[],
    offer: PolicyDecision['offer'] = null,
  ): PolicyDecision => ({
    outcome,
    reasons,
    offer,
    figures,
    rules,
    inputs,
    policyVersion: POLICY_V2_VERSION,
  });

  const declines: PolicyReason[] = [];
  if (!passed.insolvency) declines.push('credit.insolvency');
  if (!passed.judgment) declines.push('credit.judgment');
  if (!passed.recentDefault) declines.push('credit.recentDefault');
  if (!passed.minimum) declines.push('affordability.unaffordable');
  if (declines.length > 0) return decided('DECLINE', declines);

  const referrals: PolicyReason[] = [];
  if (!passed.present) referrals.push('credit.agencyUnavailable');
  if (!passed.identity) referrals.push('credit.identityNotMatched');
  if (!passed.fraud) referrals.push('credit.fraudMarker');
  if (!passed.searches) referrals.push('credit.manySearches');
  if (!passed.unique) referrals.push('fraud.sharedDetails');
  if (!passed.limit) referrals.push('amount.overAutoLimit');
  if (!passed.tenure) referrals.push('employment.selfEmployedUnder2Years');
  if (!passed.automatic) referrals.push('mode.manual');
  if (!passed.verified) referrals.push('income.proofNeeded');
  if (referrals.length > 0) return decided('REFER', referrals);

  if (!(passed.amountShare && passed.amountResidual)) {
    const counter = largestFittingAmount(
      shape,
      test,
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

/** stated > verified × (1 + tolerance), exactly: stated × den > verified × (den + num). */
function aboveTolerance(stated: Minor, verified: Minor, tolerance: string): boolean {
  const { num, den } = parseRate(tolerance);
  return BigInt(stated) * den > BigInt(verified) * (den + num);
}
