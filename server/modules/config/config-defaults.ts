import type { SettingCode } from '../../../domain/config-codes';
import { DEFAULT_BUCKETS } from '../../../domain/servicing/buckets';
import { allocationOrderSetting, bucketsSetting } from '../../../domain/servicing/servicing-settings';
import { DEFAULT_ALLOCATION_ORDER } from '../../../domain/servicing/servicing-terms';

/**
 * Values the database starts with (seeded when missing, never over an operator's change) and falls back to
 * if a row is absent. Rates are annual fractions; amounts are minor units (pence).
 */
export const defaultSettings: Readonly<Record<SettingCode, string>> = {
  // The headline rate: "rates from" shows the lowest of this and the method rates, so it is never set
  // below a rate a borrower can actually be offered.
  LOAN_YEAR_RATE: '0.099',
  LOAN_MINIMUM_AMOUNT: '100000',
  LOAN_MAXIMUM_AMOUNT: '2500000',
  LOAN_EQUAL_AMOUNT_YEAR_RATE: '0.099',
  LOAN_INTEREST_FIRST_YEAR_RATE: '0.109',
  LOAN_SETTLEMENT_YEAR_RATE: '0.119',
  LOAN_OVERDUE_YEAR_RATE: '0.24',
  // The credit policy (domain/decision): decide at submit; refer above £15,000.00; the average monthly cost
  // may take at most 20 % of gross monthly income; counter-offers in whole £100.00.
  DECISION_MODE: 'auto',
  DECISION_AUTO_APPROVE_MAX: '1500000',
  DECISION_MAX_REPAYMENT_SHARE: '0.20',
  DECISION_COUNTER_OFFER_STEP: '10000',
  // Stated income may be this much above the agency's verified estimate before proof is asked for.
  DECISION_INCOME_TOLERANCE: '0.10',
  // Whole pounds a month for households of 1–5+ people (domain/decision/essential-spending.ts).
  DECISION_ESSENTIAL_SPENDING: '1000,1500,1850,2200,2550',
  // A second operator sends any payout above £10,000.00.
  PAYOUT_SECOND_APPROVAL_ABOVE: '1000000',
  // A second operator approves an arrangement that gives more than £1,000.00 of relief, or a waiver above it.
  HARDSHIP_SECOND_APPROVAL_ABOVE: '100000',
  // Servicing: oldest bill first, within it overdue interest, interest, principal; buckets 1–29, 30–59,
  // 60–89 and 90+ days past due.
  SERVICING_ALLOCATION_ORDER: allocationOrderSetting(DEFAULT_ALLOCATION_ORDER),
  SERVICING_DELINQUENCY_BUCKETS: bucketsSetting(DEFAULT_BUCKETS),
  // USDT (decision 098): a rate set more than a day ago is not used; a borrower's figure holds 15 minutes.
  FX_RATE_MAX_AGE_HOURS: '24',
  USDT_QUOTE_VALID_MINUTES: '15',
};
