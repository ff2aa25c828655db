// The codes of a borrower's request for help and of the arrangements that answer it (issue 36, decision
// 103), with no validation code, so screens that only show them do not bring zod with them.

/** What has changed for the borrower. Stable codes: stored and sent on the wire. */
export const hardshipChanges = ['JOB', 'HEALTH', 'FAMILY', 'OTHER'] as const;
export type HardshipChange = (typeof hardshipChanges)[number];

/** The essential spending headings of the income and spending statement, in the order the form asks them. */
export const spendingHeadings = [
  'housing',
  'councilTax',
  'energy',
  'food',
  'transport',
  'otherCredit',
  'other',
] as const;
export type SpendingHeading = (typeof spendingHeadings)[number];

/**
 * OPEN: waiting for an operator (again, after an offer was declined or lapsed); OFFERED: an offer waits for
 * the borrower (or for a second operator); CLOSED: answered, see the outcome.
 */
export const hardshipRequestStatuses = ['OPEN', 'OFFERED', 'CLOSED'] as const;
export type HardshipRequestStatus = (typeof hardshipRequestStatuses)[number];

/** How a request closed: an arrangement accepted, overdue interest waived, declined by us, withdrawn. */
export const hardshipOutcomes = ['ARRANGEMENT', 'WAIVED', 'DECLINED', 'WITHDRAWN'] as const;
export type HardshipOutcome = (typeof hardshipOutcomes)[number];

/** The arrangements a borrower accepts (a variation of the agreement); a waiver needs no acceptance. */
export const arrangementKinds = ['PAYMENT_HOLIDAY', 'REDUCED_PAYMENT', 'TERM_EXTENSION'] as const;
export type ArrangementKind = (typeof arrangementKinds)[number];

/** After a reduced-payment plan: the shortfall spread over the bills left, or the term extended. */
export const reducedPaymentAfter = ['SPREAD', 'EXTEND'] as const;
export type ReducedPaymentAfter = (typeof reducedPaymentAfter)[number];

/**
 * An offer's life: AWAITING_APPROVAL until a second operator approves one above the setting's size; OFFERED
 * to the borrower until accepted, declined, lapsed (its date passed) or withdrawn by us.
 */
export const arrangementOfferStatuses = [
  'AWAITING_APPROVAL',
  'OFFERED',
  'ACCEPTED',
  'DECLINED',
  'LAPSED',
  'WITHDRAWN',
] as const;
export type ArrangementOfferStatus = (typeof arrangementOfferStatuses)[number];

/** An accepted arrangement: ACTIVE while its window runs; COMPLETED once past it kept; BROKEN once missed. */
export const arrangementStatuses = ['ACTIVE', 'COMPLETED', 'BROKEN'] as const;
export type ArrangementStatus = (typeof arrangementStatuses)[number];

/** The longest payment holiday and reduced-payment period we offer, in months. */
export const HOLIDAY_MAX_MONTHS = 3;
export const REDUCED_MAX_MONTHS = 12;
/** The product's longest term (SPEC §2): no arrangement takes a loan beyond it. */
export const ARRANGEMENT_MAX_TERM_MONTHS = 60;
/** We answer a request within this many England & Wales working days (the promise the app makes). */
export const HARDSHIP_ANSWER_WORKING_DAYS = 5;
/** An offer stands for this many days from the business date it was made. */
export const ARRANGEMENT_OFFER_VALID_DAYS = 14;
/** Spending above this many times income is taken for a mistake (pence typed as pounds, a slipped digit). */
export const SPENDING_TO_INCOME_LIMIT = 10;
/** The version of the variation's words (our own); a change of wording is a new version. */
export const VARIATION_TEXT_VERSION = 'HV-1';
