import { describe, expect, it } from 'vitest';
import { createBurstLimit } from './burst-limit';

describe('the burst limit', () => {
  it('lets a client ask its bucket’s worth at once, then at the steady rate', () => {
    let now = 1_000_000;
    const burst = createBurstLimit({ perSecond: 10, capacity: 3, now: () => now });
    expect([1, 2, 3, 4, 5].map(() => burst.take('a'))).toEqual([true, true, true, false, false]);
    // Another client has its own bucket.
    expect(burst.take('b')).toBe(true);
    // A tenth of a second refills one.
    now += 99;
    expect(burst.take('a')).toBe(false);
    now += 1;
    expect([1, 2].map(() => burst.take('a'))).toEqual([true, false]);
    // A quiet spell fills the bucket, never past its capacity.
    now += 60_000;
    expect([1, 2, 3, 4].map(() => burst.take('a'))).toEqual([true, true, true, false]);
  });

  it('forgets every client when it remembers too many, rather than growing without bound', () => {
    const now = 1_000_000;
    const burst = createBurstLimit({ perSecond: 1, capacity: 1, maxClients: 2, now: () => now });
    expect(burst.take('a')).toBe(true);
    expect(burst.take('a')).toBe(false);
    expect(burst.take('b')).toBe(true);
    // A third client finds it full: every bucket starts again, so 'a' has a full one.
    expect(burst.take('c')).toBe(true);
    expect(burst.take('a')).toBe(true);
  });
});
