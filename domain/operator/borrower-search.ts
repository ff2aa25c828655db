/**
 * What an operator's search for a borrower may mean (issue 38 §3, decision 107). One box takes a name, an
 * e-mail, a phone number, a loan or contract number, a USDT address or a bank account's last digits; the
 * text is read as every key it could be, and a borrower matching any of them is found. Each key is matched
 * by an index: a prefix (e-mail, name, contract number) or the whole value (phone, loan, address, account).
 */

export const BORROWER_QUERY_MIN = 2;
export const BORROWER_QUERY_MAX = 100;

export const borrowerMatchKinds = [
  'name',
  'email',
  'phone',
  'loan',
  'contract',
  'wallet',
  'bank',
  'member',
] as const;
export type BorrowerMatchKind = (typeof borrowerMatchKinds)[number];

export interface BorrowerSearchKeys {
  /** Lower case, for `lower(email) LIKE prefix%`. */
  emailPrefix: string | null;
  /** Lower case without spaces, for the names either way round (first+last, last+first). */
  namePrefix: string | null;
  /** Every stored spelling of the number typed (`+447700900123`, `07700900123`). */
  phones: string[];
  /** A loan's number (its id) or a borrower's number. */
  recordId: number | null;
  /** Upper case, for `upper(contract_number) LIKE prefix%`. */
  contractPrefix: string | null;
  /** A USDT receiving address, whole (addresses are case-sensitive). */
  wallet: string | null;
  /** The last four digits of a UK account number, and the whole number when eight were typed. */
  bankLast4: string | null;
  bankAccount: string | null;
}

/** LIKE's own characters taken literally: a search for "a_b" or "100%" means those characters. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const PHONE_TYPED = /^\+?[0-9][0-9 ()-]{4,22}$/;

/** The spellings a stored phone may have (the profile keeps + and digits as typed). */
export function phoneSpellings(typed: string): string[] {
  if (!PHONE_TYPED.test(typed)) return [];
  const plus = typed.startsWith('+');
  const digits = typed.replace(/[^0-9]/g, '');
  if (digits.length < 6 || digits.length > 15) return [];
  const spellings = new Set<string>();
  if (plus) spellings.add(`+${digits}`);
  else if (digits.startsWith('00')) spellings.add(`+${digits.slice(2)}`);
  else if (digits.startsWith('0')) spellings.add(digits);
  else {
    spellings.add(digits);
    spellings.add(`+${digits}`);
  }
  // A UK number is kept either way: national (07…) or international (+447…).
  for (const spelling of [...spellings]) {
    if (spelling.startsWith('+44')) spellings.add(`0${spelling.slice(3)}`);
    else if (/^0[1-9]/.test(spelling)) spellings.add(`+44${spelling.slice(1)}`);
  }
  return [...spellings];
}

/** The keys a query (already trimmed, 2–100 characters) may be. */
export function borrowerSearchKeys(query: string): BorrowerSearchKeys {
  const oneWord = !/\s/.test(query);
  const compact = query.replace(/\s+/g, '');
  const digitsOnly = /^[0-9]+$/.test(compact);
  // Leading zeros allowed: a contract number carries the loan's number as `000042`.
  const id = /^[0-9]{1,15}$/.test(query) && Number(query) > 0 ? Number(query) : null;
  return {
    emailPrefix: oneWord ? query.toLowerCase() : null,
    // A name holds a letter; "12 34" is not a name worth an index scan.
    namePrefix: /\p{L}/u.test(compact) ? compact.toLowerCase() : null,
    phones: phoneSpellings(query),
    recordId: id !== null && Number.isSafeInteger(id) ? id : null,
    contractPrefix: oneWord && /^[A-Za-z0-9-]+$/.test(query) && !digitsOnly ? query.toUpperCase() : null,
    wallet: oneWord && /^[A-Za-z0-9]{25,100}$/.test(query) ? query : null,
    bankLast4: digitsOnly && (compact.length === 4 || compact.length === 8) ? compact.slice(-4) : null,
    bankAccount: digitsOnly && compact.length === 8 ? compact : null,
  };
}
