import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('the age of a queue item', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:40Z', 0, 'min'],
    ['2026-11-26T11:57:00Z', 3, 'min'],
    ['2026-11-26T11:00:01Z', 59, 'min'],
    ['2026-11-26T11:00:00Z', 1, 'h'],
    ['2026-11-25T12:00:01Z', 23, 'h'],
    ['2026-11-25T12:00:00Z', 1, 'd'],
    ['2026-11-20T09:00:00Z', 6, 'd'],
    // A clock a little ahead of ours never makes a negative age.
    ['2026-11-26T12:00:30Z', 0, 'min'],
  ] as const)('%s is %i %s before noon', (since, value, unit) => {
    expect(ageOf(since, now)).toEqual({ value, unit });
  });
});
