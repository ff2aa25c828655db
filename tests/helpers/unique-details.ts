import { createHash, randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * Details no other test borrower holds. The credit policy refers an application whose receiving address,
 * phone number or ID number is also another borrower's (fraud.sharedDetails), so borrowers meant to be
 * strangers to each other each get their own; a test of the shared-details rule shares them on purpose.
 * Plain Node, so the API tests and the browser journeys (which build borrowers in Node) both use it.
 */

/**
 * A TRC-20 (TRON) address with a valid checksum: base58check of 0x41 and 20 bytes — random, or taken from
 * `seed` so that the same seed (a quote's id, for a submit sent twice) names the same address.
 */
export function uniqueUsdtAddress(seed?: string): string {
  const account =
    seed === undefined ? randomBytes(20) : createHash('sha256').update(seed).digest().subarray(0, 20);
  const payload = Buffer.concat([Buffer.from([0x41]), account]);
  const once = createHash('sha256').update(payload).digest();
  const checksum = createHash('sha256').update(once).digest().subarray(0, 4);
  return base58.encode(Buffer.concat([payload, checksum]));
}

/** A UK mobile number in Ofcom's range for drama (07700 900000–900999 and beyond it, never in service). */
export function uniquePhone(): string {
  return `+447700${String(900_000 + (randomBytes(3).readUIntBE(0, 3) % 100_000)).padStart(6, '0')}`;
}

/** An ID number of the form the profile accepts: two letters, six digits, a letter. */
export function uniqueIdNumber(): string {
  const letters = 'ABCDEFGHJKLMNPRSTWXYZ';
  const pick = () => letters[randomBytes(1)[0]! % letters.length];
  return `${pick()}${pick()}${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}${pick()}`;
}
