import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP Password Storage Cheat Sheet's first option (m = 19 MiB, t = 2, p = 1).
// @node-rs/argon2 hashes on libuv's thread pool, off the event loop.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against this when an e-mail is unknown makes a failed login take as long as a wrong password,
// so response time does not reveal which e-mails have accounts.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('quayside-timing-equaliser');
  return dummy;
}
