import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitBriefly } from './wait-briefly';

describe('waitBriefly', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Resolves to the fake time at which `promise` settled, or 'pending' if it has not yet. */
  async function settledAt(promise: Promise<void>, advanceMs: number): Promise<number | 'pending'> {
    let at: number | 'pending' = 'pending';
    void promise.then(() => {
      at = Date.now();
    });
    await vi.advanceTimersByTimeAsync(advanceMs);
    return at;
  }

  it('resolves as soon as all the work has settled', async () => {
    const start = Date.now();
    const work = [
      new Promise((resolve) => setTimeout(resolve, 100)),
      new Promise((resolve) => setTimeout(resolve, 250)),
    ];
    expect(await settledAt(waitBriefly(work, 1500), 2000)).toBe(start + 250);
  });

  it('stops waiting at the limit when the work takes longer', async () => {
    const start = Date.now();
    const slow = new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await settledAt(waitBriefly([slow], 1500), 1499)).toBe('pending');
    expect(await settledAt(waitBriefly([slow], 1500), 3000)).toBe(start + 1499 + 1500);
  });

  it('treats failed work as settled, and never rejects', async () => {
    const start = Date.now();
    const failing = new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 40));
    expect(await settledAt(waitBriefly([failing], 1500), 100)).toBe(start + 40);
  });

  it('resolves at once when there is nothing to wait for', async () => {
    const start = Date.now();
    expect(await settledAt(waitBriefly([], 1500), 0)).toBe(start);
  });
});
