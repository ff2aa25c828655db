/**
 * A mandate's reference as the payer's bank shows it: our service-user prefix and 8 digits. Bacs allows 6 to
 * 18 characters; we use upper-case letters and digits only, so no bank's statement can garble it.
 */
export const MANDATE_REFERENCE_PREFIX = 'QSD';
const pattern = /^QSD\d{8}$/;

export function isMandateReference(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value);
}

/** The reference for 8 digits (0 to 99,999,999), zero-padded. */
export function mandateReferenceOf(number: number): string {
  if (!Number.isInteger(number) || number < 0 || number > 99_999_999) throw new RangeError('mandate number');
  return `${MANDATE_REFERENCE_PREFIX}${String(number).padStart(8, '0')}`;
}
