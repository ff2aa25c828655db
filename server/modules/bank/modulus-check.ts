import { readFileSync } from 'node:fs';
import UkModulusChecking, { type ScsubtabRow, type ValacdosRow } from 'uk-modulus-checking';

/**
 * The Vocalink modulus check of a sort code and account number (decision 099), server-side only.
 *
 * The algorithm is `uk-modulus-checking` (Uphold, MIT, pinned 0.1.4): it follows the specification's rule
 * that both checks must pass unless the exceptions say otherwise (2 & 9, 10 & 11, 12 & 13, 14), and keeps
 * no state between calls. The table it carries inside is valacdos v6.40 (October 2020), so it is handed the
 * current one instead: `vocalink/valacdos-v8-50.txt` (Vocalink's file, in force from 23 June 2025) and
 * `vocalink/scsubtab.txt`. A new Vocalink table is a new file here and a new `TABLE_VERSION`; the golden
 * vectors of the specification (modulus-check.test.ts) must still pass.
 */
export const TABLE_VERSION = 'valacdos v8.50 (Vocalink, in force from 23 June 2025)';
const TABLE_FILE = 'valacdos-v8-50.txt';

export type ModulusResult =
  /** The pair passes the checks the table gives for the sort code. */
  | 'VALID'
  /** The pair fails: the account number cannot belong with this sort code. */
  | 'INVALID'
  /** The sort code is in no range of the table: Vocalink's rule is that it cannot be checked and is accepted. */
  | 'NOT_CHECKED';

function vocalinkFile(name: string): string[] {
  return readFileSync(new URL(`./vocalink/${name}`, import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Rows in the library's own shape, read once per process rather than on every check as the library does. */
let table: { weights: ValacdosRow[]; substitutes: ScsubtabRow[] } | null = null;

function tables() {
  if (table) return table;
  const weights = vocalinkFile(TABLE_FILE).map((line): ValacdosRow => {
    const f = line.split(/\s+/);
    const n = (i: number) => Number.parseInt(f[i] ?? '', 10);
    return {
      start: n(0),
      end: n(1),
      mod: f[2] as ValacdosRow['mod'],
      u: n(3),
      v: n(4),
      w: n(5),
      x: n(6),
      y: n(7),
      z: n(8),
      a: n(9),
      b: n(10),
      c: n(11),
      d: n(12),
      e: n(13),
      f: n(14),
      g: n(15),
      h: n(16),
      exception: n(17) || null,
    };
  });
  const substitutes = vocalinkFile('scsubtab.txt').map((line): ScsubtabRow => {
    const [original, substitute] = line.split(/\s+/);
    return {
      original: Number.parseInt(original ?? '', 10),
      substitute: Number.parseInt(substitute ?? '', 10),
    };
  });
  table = { weights, substitutes };
  return table;
}

class CurrentTableCheck extends UkModulusChecking {
  override loadValacdos() {
    return tables().weights;
  }
  override loadScsubtab() {
    return tables().substitutes;
  }
}

/** Six-digit sort code and eight-digit account number, as `domain/bank/uk-bank-account.ts` normalises them. */
export function modulusCheck(sortCode: string, accountNumber: string): ModulusResult {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return 'INVALID';
  const check = new CurrentTableCheck({ sortCode, accountNumber });
  if (check.getSortCodeChecks().length === 0) return 'NOT_CHECKED';
  return check.isValid() ? 'VALID' : 'INVALID';
}
