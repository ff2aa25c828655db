type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const idOf = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** The name the borrower typed: their real name as submitted for the check, else their basic information's. */
export function typedName(base: unknown, kyc: unknown): string | null {
  const b = fieldsOf(base);
  const k = fieldsOf(kyc);
  return textOf(k.realName) ?? ([textOf(b.firstName), textOf(b.lastName)].filter(Boolean).join(' ') || null);
}

/**
 * What an identity check holds the photos against, as the borrower typed it: the submitted check's ID
 * number and photos first (what they asked us to check), their basic information otherwise.
 */
export function typedIdentity(base: unknown, kyc: unknown) {
  const b = fieldsOf(base);
  const k = fieldsOf(kyc);
  return {
    name: typedName(base, kyc),
    dateOfBirth: textOf(b.dateOfBirth),
    nationality: textOf(b.nationality),
    idNumber: textOf(k.idNumber) ?? textOf(b.idNumber),
    frontId: idOf(k.idFrontUploadId) ?? idOf(b.idFrontUploadId),
    backId: idOf(k.idBackUploadId) ?? idOf(b.idBackUploadId),
  };
}
