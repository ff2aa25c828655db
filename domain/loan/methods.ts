/** Repayment method codes (DESIGN §3). Stable: they are stored, sent on the wire and key the generator table. */
export const repaymentMethods = ['ONE_TIME', 'EQUAL_INSTALLMENT', 'INTEREST_FIRST'] as const;
export type RepaymentMethod = (typeof repaymentMethods)[number];

export function isRepaymentMethod(value: unknown): value is RepaymentMethod {
  return typeof value === 'string' && (repaymentMethods as readonly string[]).includes(value);
}

/** The config code holding each method's annual rate (SPEC §3). */
export const rateConfigCodeOf = {
  ONE_TIME: 'LOAN_SETTLEMENT_YEAR_RATE',
  EQUAL_INSTALLMENT: 'LOAN_EQUAL_AMOUNT_YEAR_RATE',
  INTEREST_FIRST: 'LOAN_INTEREST_FIRST_YEAR_RATE',
} as const satisfies Record<RepaymentMethod, string>;
export type RateConfigCode = (typeof rateConfigCodeOf)[RepaymentMethod];

/** Terms of 1 to 5 years (SPEC §9). */
export const MIN_TERM_MONTHS = 12;
export const MAX_TERM_MONTHS = 60;

/** "Maximum rate 29.9%" is a cap on the APR, in percent with one decimal (DESIGN §4). */
export const APR_CAP = '29.9';
