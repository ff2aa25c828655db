import { describe, expect, it } from 'vitest';
import { formatBadge } from './badge';
import { safeRedirect } from './safe-redirect';
import { optionalOneOf, optionalPositiveInt, optionalString } from './search-params';

describe('formatBadge (SPEC §9: at most 99)', () => {
  it.each([
    [undefined, null],
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %s', (count, shown) => expect(formatBadge(count)).toBe(shown));
});

describe('safeRedirect', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirect('/member/centre?x=1')).toBe('/member/centre?x=1');
    expect(safeRedirect('/loan/detail?id=3')).toBe('/loan/detail?id=3');
  });
  it('refuses other origins, the login page itself and junk', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login?redirect=/x',
      42,
      undefined,
    ]) {
      expect(safeRedirect(value)).toBe('/member/centre');
    }
  });
});

describe('search params', () => {
  it('parses by hand', () => {
    expect(optionalString('')).toBeUndefined();
    expect(optionalString('/a')).toBe('/a');
    expect(optionalPositiveInt('12')).toBe(12);
    expect(optionalPositiveInt(-1)).toBeUndefined();
    expect(optionalPositiveInt('1.5')).toBeUndefined();
    expect(optionalOneOf('register', ['login', 'register'] as const)).toBe('register');
    expect(optionalOneOf('admin', ['login', 'register'] as const)).toBeUndefined();
  });
});
