import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../domain/api/second-factor';

// Letters and digits that cannot be read as one another (no 0/o, 1/l/i): a code is copied by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/**
 * Ten codes of ten characters from 31 (about 49.5 random bits each), shown as `abcde-fghij`. Each one is a
 * password nobody chose, so a fast hash is enough to keep a leaked table useless: trying 2^49 candidates
 * per code is out of reach, where a person's password needs argon2 (decision 106).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** As stored: the SHA-256 of the code without its dash, lower case (the contract normalises what is typed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[\s-]+/g, ''), 'utf8')
    .digest('hex');
}
