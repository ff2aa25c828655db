import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) over the `otpauth` library: 30-second steps, HMAC-SHA1, 6 digits — what every
 * authenticator app reads from an otpauth:// URI. This module decides what a code is worth; storing the last
 * accepted step is the service's.
 */

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
export const TOTP_DRIFT_STEPS = 1;

export interface TotpOptions {
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
  digits?: number;
}

/** A fresh secret of 160 random bits (RFC 4226 §4's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one time step. */
export function totpCodeAt(secretBase32: string, step: number, options: TotpOptions = {}): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: options.algorithm ?? 'SHA1',
    digits: options.digits ?? 6,
    counter: step,
  });
}

/** The code an authenticator app shows at `now`. */
export function totpCode(secretBase32: string, now: Date, options: TotpOptions = {}): string {
  return totpCodeAt(secretBase32, timeStep(now), options);
}

export type TotpCheck =
  | { ok: true; step: number }
  | { ok: false; reason: 'wrong' }
  /** Right code, but of a step at or before the last one accepted: it was (or could have been) seen. */
  | { ok: false; reason: 'replayed' };

/**
 * Checks `code` against the steps now−1, now, now+1. A code is accepted once: only a step after
 * `lastStep` counts, so neither the same code again nor an older one still inside the window gets in.
 * When the code matches several steps (one in a million), the latest unused one is taken.
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null,
  options: TotpOptions = {},
): TotpCheck {
  const current = timeStep(now);
  let matched = false;
  let accepted: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    if (!sameCode(totpCodeAt(secretBase32, step, options), code)) continue;
    matched = true;
    if (lastStep === null || step > lastStep) accepted = step;
  }
  if (accepted !== null) return { ok: true, step: accepted };
  return { ok: false, reason: matched ? 'replayed' : 'wrong' };
}

/** Constant time in the code's content, so the comparison leaks nothing of the expected digits. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The otpauth:// URI an authenticator app scans: issuer "Quayside", account the member's e-mail. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}
