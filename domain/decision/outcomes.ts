/**
 * The words of a credit decision as data (DESIGN §4): what can come out of it, and the codes that say why.
 * Codes are stable — they are stored in `decisions`, sent on the wire and turned into words by the app and
 * the server in the reader's language.
 */
export const decisionOutcomes = ['APPROVE', 'COUNTER_OFFER', 'DECLINE', 'REFER'] as const;
export type DecisionOutcome = (typeof decisionOutcomes)[number];

/** Who made a decision: the versioned policy at submit, or an operator. */
export const deciders = ['policy', 'operator'] as const;
export type Decider = (typeof deciders)[number];

/** Why the policy decided as it did; a referral lists every reason that applies. */
export const policyReasons = [
  'affordability.unaffordable',
  'amount.overAutoLimit',
  'employment.selfEmployedUnder2Years',
  'mode.manual',
  'affordability.counterOffer',
  /** The offer the policy would make is above the APR cap (a setting changed under a quote): a person decides. */
  'offer.aprCap',
  // Version 2 reads the credit file (domain/decision/policy-v2.ts).
  /** Declines: a record still on the file that a lender of ours does not lend past. */
  'credit.insolvency',
  'credit.judgment',
  'credit.recentDefault',
  /** Referrals: a person looks before anything is lent. */
  'credit.identityNotMatched',
  'credit.fraudMarker',
  'credit.manySearches',
  'credit.agencyUnavailable',
  /** The same receiving address, phone number or ID number is on another borrower's account. */
  'fraud.sharedDetails',
  /** More information needed: stated income is well above the agency's verified estimate; proof is asked for. */
  'income.proofNeeded',
] as const;
export type PolicyReason = (typeof policyReasons)[number];

/** Why an operator decided: their own words travel beside these (the note or the rejection reason). */
export const operatorReasons = ['operator.approved', 'operator.counterOffer', 'operator.declined'] as const;
export type OperatorReason = (typeof operatorReasons)[number];

export const decisionReasons = [...policyReasons, ...operatorReasons] as const;
export type DecisionReason = (typeof decisionReasons)[number];

/**
 * The figures a decision used, for the borrower's explanation and the operator's review. Money in minor
 * units; `maxShare` a decimal fraction ("0.2"). Absent when the rule that needs it did not apply (an
 * operator's decision has no affordability figures of its own).
 */
export interface DecisionFigures {
  amount: number;
  termMonths: number;
  /** Total payable ÷ months, rounded up to the penny. */
  monthlyCost?: number;
  /** Gross personal annual income ÷ 12, to the penny (half-up), for display; the test itself is exact. */
  monthlyIncome?: number;
  maxShare?: string;
  /** What the borrower already repays us each month on running loans (the same average, per loan). */
  existingMonthlyCost?: number;
  minimumAmount?: number;
  minimumMonthlyCost?: number;
  autoApproveMax?: number;
  workingYears?: number;
  offerAmount?: number;
  offerMonthlyCost?: number;
  offerAnnualRate?: string;
  // Version 2 (all monthly, minor units):
  /** The agency's verified income estimate ÷ 12, when it has one. */
  verifiedMonthlyIncome?: number;
  /** Other credit on the file: what its accounts cost a month. */
  creditCommitments?: number;
  /** Take-home pay from the income the policy used, after income tax and national insurance. */
  netMonthlyIncome?: number;
  householdSize?: number;
  /** The essential spending estimate for the household (a setting). */
  essentialSpending?: number;
  /** Net income less essential spending and every credit commitment: what a new loan may cost at most. */
  residualMonthly?: number;
}
