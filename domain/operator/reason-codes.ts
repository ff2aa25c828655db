/**
 * The reasons an operator chooses from when refusing something a borrower asked for, as stable codes: the
 * borrower reads each in their own language (`reason.<list>.<code>` in the catalogs), with the operator's
 * own words after it when they add some. `other` needs those words.
 */
export const declineReasonCodes = [
  'affordability',
  'incomeUnverified',
  'detailsInconsistent',
  'employmentUnsettled',
  'other',
] as const;
export type DeclineReasonCode = (typeof declineReasonCodes)[number];

export const kycRejectReasonCodes = [
  'photoUnreadable',
  'detailsMismatch',
  'documentExpired',
  'documentUnsupported',
  'other',
] as const;
export type KycRejectReasonCode = (typeof kycRejectReasonCodes)[number];

export const refusalReasonCodes = [
  'voucherUnreadable',
  'amountMismatch',
  'paymentNotReceived',
  'referenceMismatch',
  'other',
] as const;
export type RefusalReasonCode = (typeof refusalReasonCodes)[number];

export type ReasonList = 'decline' | 'kyc' | 'refusal';

/** The catalog key of a reason: `reason.decline.affordability`. */
export function reasonKey(list: ReasonList, code: string): string {
  return `reason.${list}.${code}`;
}
