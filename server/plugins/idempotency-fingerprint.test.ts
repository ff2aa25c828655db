import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './idempotency';

// A stored key keeps the fingerprint of its first request until it expires: a retry after a release must
// still be "the same request", so these figures are pinned as they were.
describe('fingerprintOf', () => {
  it.each([
    [
      'a body',
      { amount: 300_000, termMonths: 3, method: 'equal', purpose: null },
      'd39c7621669ca1faf42b0efac31ed1b9301647c26245c082341d6e4feeea1b81',
    ],
    [
      'nested objects and arrays',
      { params: { id: '42' }, body: { reasons: ['a', 'b'], note: { text: 'Zoë 李', at: [1, [2, 3]] } } },
      '7c829f5b6b2c787692e9930c19f52d4d959687a4b79c4065fd3f315dca66d61c',
    ],
    [
      'bytes',
      new Uint8Array([0, 1, 2, 250, 255]),
      '2155cee62d75590863dcae4ae3f7018bf8e2e8a4f7e65c937dcafd18a19ca6d3',
    ],
    [
      'dates, bigints, undefined and null',
      {
        at: new Date('2026-01-27T12:00:00Z'),
        big: 12n,
        gone: undefined,
        list: [undefined, null],
        none: null,
      },
      '7d2fda606b10904a00f86180d067e65b4fbf4445f5cb530bc532ba9b78e5f4a0',
    ],
    ['nothing', undefined, '74234e98afe7498fb5daf1f36ac2d78acc339464f950703b8c019892f982b90b'],
  ])('%s (pinned)', (_name, value, hash) => {
    expect(fingerprintOf(value)).toBe(hash);
  });

  it('is the same whatever the key order, and leaves out keys whose value is undefined', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintOf({ a: 1, b: undefined })).toBe(fingerprintOf({ a: 1 }));
    expect(fingerprintOf({ a: 1, b: null })).not.toBe(fingerprintOf({ a: 1 }));
  });
});
