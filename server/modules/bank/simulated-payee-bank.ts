import type { ConfirmationOfPayee, CopAnswer, CopRequest } from './confirmation-of-payee';

/**
 * Our simulated Confirmation of Payee provider, for development, demos and tests (decision 099), in the
 * manner of the simulated credit agency's test people: every account is held in exactly the name given
 * (a match) except these test accounts, each a pair that passes the Vocalink modulus check.
 *
 * | sort code | account  | held as                         | answers                                          |
 * | 08-99-99  | 66374958 | Jane Smith, personal            | match for "Jane Smith"; close match, with the     |
 * |           |          |                                 | held name, for a near spelling ("Jayne Smith",   |
 * |           |          |                                 | "J Smith"); no match for any other name           |
 * | 10-79-99  | 88837491 | Smith Trading Ltd, business     | close match with the held name and "business"     |
 * |           |          |                                 | for any name but "Smith Trading Ltd" (a match)    |
 * | 20-29-59  | 63748472 | Robert Brown, personal          | no match for any name but "Robert Brown"          |
 * | 07-01-16  | 34012583 | —                               | unavailable (the bank does not take part)         |
 * | 18-00-02  | 00000190 | —                               | never answers: the caller's time limit applies    |
 *
 * Names are compared as the scheme's matching does, loosely: case, spaces and punctuation do not count.
 */
interface HeldAccount {
  name: string;
  type: 'PERSONAL' | 'BUSINESS';
}

const held: Record<string, HeldAccount | 'UNAVAILABLE' | 'SILENT'> = {
  '089999/66374958': { name: 'Jane Smith', type: 'PERSONAL' },
  '107999/88837491': { name: 'Smith Trading Ltd', type: 'BUSINESS' },
  '202959/63748472': { name: 'Robert Brown', type: 'PERSONAL' },
  '070116/34012583': 'UNAVAILABLE',
  '180002/00000190': 'SILENT',
};

export const simulatedTestAccounts = held;

function plain(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Levenshtein distance, small strings only. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A near spelling (one or two letters apart) or the initial of the first name with the right surname. */
function isClose(given: string, heldName: string): boolean {
  if (distance(plain(given), plain(heldName)) <= 2) return true;
  const words = given.trim().split(/\s+/);
  const heldWords = heldName.trim().split(/\s+/);
  const first = words[0] ?? '';
  return (
    words.length === heldWords.length &&
    plain(first).length === 1 &&
    plain(first) === plain(heldWords[0] ?? '').slice(0, 1) &&
    plain(words.slice(1).join('')) === plain(heldWords.slice(1).join(''))
  );
}

export function simulatedAnswer(request: CopRequest): CopAnswer | 'SILENT' {
  const account = held[`${request.sortCode}/${request.accountNumber}`];
  if (account === undefined) return { outcome: 'MATCH', heldName: null, heldAccountType: null };
  if (account === 'SILENT') return 'SILENT';
  if (account === 'UNAVAILABLE') return { outcome: 'UNAVAILABLE', heldName: null, heldAccountType: null };
  const sameName = plain(request.accountHolderName) === plain(account.name);
  if (sameName && account.type === request.accountType) {
    return { outcome: 'MATCH', heldName: null, heldAccountType: null };
  }
  if (account.type !== request.accountType) {
    return { outcome: 'CLOSE_MATCH', heldName: account.name, heldAccountType: account.type };
  }
  if (isClose(request.accountHolderName, account.name)) {
    return { outcome: 'CLOSE_MATCH', heldName: account.name, heldAccountType: null };
  }
  return { outcome: 'NO_MATCH', heldName: null, heldAccountType: null };
}

export const simulatedPayeeBank: ConfirmationOfPayee = {
  check(request, signal) {
    const answer = simulatedAnswer(request);
    if (answer !== 'SILENT') return Promise.resolve(answer);
    // Holds the call until the caller gives up, as a bank that does not answer would.
    return new Promise((_, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
  },
};
