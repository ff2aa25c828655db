import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from './hex';
import { keccak256 } from './keccak256';

describe('keccak256', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    ['hello world', '47173285a8d7341e5e972fc677286384f802f8ef42a5ec5f03bbfa254cb01fad'],
    [
      'The quick brown fox jumps over the lazy dog',
      '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
    ],
  ])('hashes the Ethereum vector %j', (input, expected) => {
    expect(toHex(keccak256(utf8(input)))).toBe(expected);
  });

  it('is not SHA3-256, whose padding differs (SHA3-256 of "" is a7ffc6f8…)', () => {
    expect(toHex(keccak256(utf8('')))).not.toMatch(/^a7ffc6f8/);
  });
});
