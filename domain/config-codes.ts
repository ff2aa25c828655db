/**
 * System configuration codes (SPEC §3). Every value travels as a string: amounts in minor units
 * ("100000" is 1,000.00), rates as the annual fraction ("0.089" is 8.9%), addresses as URLs.
 */
export const loanConfigCodes = [
  'LOAN_YEAR_RATE',
  'LOAN_MAXIMUM_AMOUNT',
  'LOAN_MINIMUM_AMOUNT',
  'LOAN_OVERDUE_YEAR_RATE',
  'LOAN_SETTLEMENT_YEAR_RATE',
  'LOAN_EQUAL_AMOUNT_YEAR_RATE',
  'LOAN_INTEREST_FIRST_YEAR_RATE',
] as const;
export type LoanConfigCode = (typeof loanConfigCodes)[number];

/** The codes anyone may read through `config/getValue`; any other code is refused. */
export const publicConfigCodes = [...loanConfigCodes, 'CUSTOMER_SERVICE_ADDRESS'] as const;
export type PublicConfigCode = (typeof publicConfigCodes)[number];

export function isPublicConfigCode(code: string): code is PublicConfigCode {
  return (publicConfigCodes as readonly string[]).includes(code);
}

export function isLoanConfigCode(code: string): code is LoanConfigCode {
  return (loanConfigCodes as readonly string[]).includes(code);
}

/** Codes holding an amount in minor units; the others of `loanConfigCodes` hold an annual rate. */
export const amountConfigCodes = [
  'LOAN_MAXIMUM_AMOUNT',
  'LOAN_MINIMUM_AMOUNT',
] as const satisfies readonly LoanConfigCode[];
