import { describe, expect, it } from 'vitest';
import { createRefusalHold } from './refusal-hold';

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
};

describe('holding refusals', () => {
  it('answers a client’s first refusals at once and holds the later ones, never past Retry-After', async () => {
    const hold = createRefusalHold({ promptRefusals: 2, holdMs: 160, maxHeld: 10, windowMs: 60_000 });
    expect(await hold.refuse('a', 5000)).toBe('answer');
    expect(await hold.refuse('a', 5000)).toBe('answer');
    const third = await timed(hold.refuse('a', 5000));
    expect(third.value).toBe('held');
    // Between half the hold and the whole.
    expect(third.ms).toBeGreaterThanOrEqual(75);
    expect(third.ms).toBeLessThan(400);
    // Another client's count is its own.
    expect(await hold.refuse('b', 5000)).toBe('answer');
    // A client told to come back sooner than the hold is not held past that.
    const short = await timed(hold.refuse('a', 20));
    expect(short.value).toBe('held');
    expect(short.ms).toBeLessThan(75);
  });

  it('past the number held at once, answers at once and asks for the connection to close', async () => {
    const hold = createRefusalHold({ promptRefusals: 0, holdMs: 60, maxHeld: 2, windowMs: 60_000 });
    const first = hold.refuse('a', 5000);
    const second = hold.refuse('b', 5000);
    expect(hold.holding).toBe(2);
    expect(await hold.refuse('c', 5000)).toBe('close');
    expect(await Promise.all([first, second])).toEqual(['held', 'held']);
    expect(hold.holding).toBe(0);
  });

  it('starts the counts again each window, and when it remembers too many clients', async () => {
    const windowed = createRefusalHold({ promptRefusals: 1, holdMs: 1000, maxHeld: 10, windowMs: 30 });
    expect(await windowed.refuse('a', 5000)).toBe('answer');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await windowed.refuse('a', 5000)).toBe('answer');

    const crowded = createRefusalHold({
      promptRefusals: 1,
      holdMs: 1000,
      maxHeld: 10,
      windowMs: 60_000,
      maxClients: 3,
    });
    expect(await crowded.refuse('a', 5000)).toBe('answer');
    expect(await crowded.refuse('b', 5000)).toBe('answer');
    expect(await crowded.refuse('c', 5000)).toBe('answer');
    // The fourth client finds the ledger full: it is emptied, so 'a' is answered at once again.
    expect(await crowded.refuse('d', 5000)).toBe('answer');
    expect(await crowded.refuse('a', 5000)).toBe('answer');
  });
});
