import { DomainError } from './domain-error';
import { type IsoDate, parseIsoDate } from './loan/dates';
import { encodeMessage, type MessageParams } from './messages';
import { isMinor, type Minor } from './money';

/** Eligibility rules (SPEC §5, DESIGN §4), checked on quote and on submit. */
export const MIN_AGE = 21;
export const MIN_YEARS_AT_ADDRESS = 3;
/** Fixed income must be strictly above 16,000.00 a year. */
export const MIN_ANNUAL_INCOME: Minor = 1_600_000;

export const eligibilityReasons = [
  'age.under21',
  'account.notUk',
  'address.under3Years',
  'income.tooLow',
] as const;
export type EligibilityReason = (typeof eligibilityReasons)[number];

/**
 * The figures a reason's words name, so every reader sees the threshold as money in their own format
 * ("£16,000") rather than a bare number: the app and the server catalog both fill these in.
 */
export const eligibilityMessageParams: Readonly<Record<string, MessageParams>> = {
  'income.tooLow': { wholeMoney: MIN_ANNUAL_INCOME },
};

/** A reason as an encoded message, with the figures its words need. */
export function eligibilityMessage(reason: EligibilityReason): string {
  const params = eligibilityMessageParams[reason];
  return params ? encodeMessage(reason, params) : reason;
}

// Payouts go to a USDT address, so "a UK account" (DESIGN §4) is read as being based at a UK address. The
// server decides with this and the wizard warns with it, so the two always agree.
const ukCountryNames = new Set([
  'GB',
  'GBR',
  'UK',
  'UNITED KINGDOM',
  'GREAT BRITAIN',
  'ENGLAND',
  'SCOTLAND',
  'WALES',
  'NORTHERN IRELAND',
]);

/** Whether a country as a borrower typed it names the United Kingdom or one of its nations. */
export function isUkCountry(country: string): boolean {
  return ukCountryNames.has(country.trim().toUpperCase().replace(/\s+/g, ' '));
}

export interface Applicant {
  dateOfBirth: IsoDate;
  hasUkAccount: boolean;
  yearsAtAddress: number;
  /** Fixed personal income a year, in minor units. */
  annualIncome: Minor;
}

export interface EligibilityResult {
  eligible: boolean;
  /** Every rule the applicant fails, in a fixed order, so the screen can show them all at once. */
  reasons: EligibilityReason[];
}

/**
 * Age in whole years on `asOf`. Someone born on 29 February turns a year older on 1 March in a common
 * year, as UK law counts it.
 */
export function ageOn(dateOfBirth: IsoDate, asOf: IsoDate): number {
  const birth = parseIsoDate(dateOfBirth);
  const today = parseIsoDate(asOf);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function checkEligibility(applicant: Applicant, asOf: IsoDate): EligibilityResult {
  if (!Number.isFinite(applicant.yearsAtAddress) || applicant.yearsAtAddress < 0) {
    throw new DomainError('eligibility.invalid', { field: 'yearsAtAddress' });
  }
  if (!isMinor(applicant.annualIncome))
    throw new DomainError('eligibility.invalid', { field: 'annualIncome' });
  const reasons: EligibilityReason[] = [];
  if (ageOn(applicant.dateOfBirth, asOf) < MIN_AGE) reasons.push('age.under21');
  if (!applicant.hasUkAccount) reasons.push('account.notUk');
  if (applicant.yearsAtAddress < MIN_YEARS_AT_ADDRESS) reasons.push('address.under3Years');
  if (applicant.annualIncome <= MIN_ANNUAL_INCOME) reasons.push('income.tooLow');
  return { eligible: reasons.length === 0, reasons };
}
