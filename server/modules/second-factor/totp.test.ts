import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, timeStep, totpCode, totpCodeAt, totpUri } from './totp';

// RFC 6238 Appendix B: the seeds are ASCII digits (20, 32 and 64 bytes), 8-digit codes, T0 = 0, X = 30.
const seeds = {
  SHA1: Secret.fromLatin1('12345678901234567890').base32,
  SHA256: Secret.fromLatin1('12345678901234567890123456789012').base32,
  SHA512: Secret.fromLatin1('1234567890123456789012345678901234567890123456789012345678901234').base32,
} as const;
const vectors: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1_111_111_109, '07081804', '68084774', '25091201'],
  [1_111_111_111, '14050471', '67062674', '99943326'],
  [1_234_567_890, '89005924', '91819424', '93441116'],
  [2_000_000_000, '69279037', '90698825', '38618901'],
  [20_000_000_000, '65353130', '77737706', '47863826'],
];

describe('TOTP codes', () => {
  it.each(vectors)(
    'match RFC 6238 Appendix B at T=%i s (SHA1, SHA256, SHA512, 8 digits)',
    (seconds, ...codes) => {
      const at = new Date(seconds * 1000);
      const algorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
      const made = algorithms.map((algorithm) => totpCode(seeds[algorithm], at, { algorithm, digits: 8 }));
      expect(made).toEqual(codes);
    },
  );

  it('are checked by the same vectors, and refused a step later than the drift allows', () => {
    const at = new Date(1_111_111_109 * 1000);
    const options = { digits: 8 } as const;
    expect(checkTotp(seeds.SHA1, '07081804', at, null, options)).toEqual({ ok: true, step: timeStep(at) });
    const twoStepsLater = new Date(at.getTime() + 60_000);
    expect(checkTotp(seeds.SHA1, '07081804', twoStepsLater, null, options)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });
});

describe('checking a code', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-11-29T10:00:10Z');
  const step = timeStep(now);

  it('accepts the code of now, of the step before and of the step after (±1 drift)', () => {
    for (const delta of [-1, 0, 1]) {
      expect(checkTotp(secret, totpCodeAt(secret, step + delta), now, null)).toEqual({
        ok: true,
        step: step + delta,
      });
    }
  });

  it('refuses a code two steps away, and a code of the wrong length', () => {
    expect(checkTotp(secret, totpCodeAt(secret, step - 2), now, null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(checkTotp(secret, totpCodeAt(secret, step + 2), now, null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(checkTotp(secret, totpCodeAt(secret, step).slice(1), now, null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });

  it('refuses the same code again: its step is the last one accepted', () => {
    const code = totpCodeAt(secret, step);
    const first = checkTotp(secret, code, now, null);
    expect(first).toEqual({ ok: true, step });
    expect(checkTotp(secret, code, now, step)).toEqual({ ok: false, reason: 'replayed' });
    // Still refused a step later, while the code is inside the drift window.
    expect(checkTotp(secret, code, new Date(now.getTime() + 30_000), step)).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });

  it('refuses an older code still inside the window once a newer one was accepted', () => {
    expect(checkTotp(secret, totpCodeAt(secret, step - 1), now, step)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(checkTotp(secret, totpCodeAt(secret, step + 1), now, step)).toEqual({ ok: true, step: step + 1 });
  });
});

describe('the otpauth URI', () => {
  it('names the issuer and the account and carries the secret, SHA1, 6 digits, 30 s', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXP', 'Quayside', 'ops@quayside.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Quayside:ops@quayside.example');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Quayside',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('a new secret is 160 bits of base32', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });
});
