/**
 * How fast one client may ask, kept in this process (docs/RELIABILITY.md, "Overload"): a bucket of
 * `capacity` requests that refills at `perSecond`.
 *
 * The per-minute limit is a fixed window: a client at full speed spends its whole minute in the first
 * second of it, and for that second the others wait behind it (measured: the other members' p99 two to six
 * times its value alone while one token spent 600 requests at once). The bucket lets a screen's handful of
 * requests through at once and spreads the rest of a client's minute across the minute. Kept per process,
 * not in the shared store: what it protects is this process's event loop, and it costs no round trip.
 */
export interface BurstLimit {
  /** Takes one request from `client`'s bucket; false when the bucket is empty. */
  take(client: string): boolean;
}

export interface BurstLimitOptions {
  /** The steady rate a client may keep up. */
  perSecond: number;
  /** The most it may ask at once, after a quiet spell. */
  capacity: number;
  /** Clients remembered at once; past it every bucket starts full again (a flood from many addresses). */
  maxClients?: number;
  now?: () => number;
}

export function createBurstLimit({
  perSecond,
  capacity,
  maxClients = 50_000,
  now = Date.now,
}: BurstLimitOptions): BurstLimit {
  let buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client) {
      const at = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= maxClients) buckets = new Map();
        bucket = { tokens: capacity, at };
        buckets.set(client, bucket);
      } else {
        bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) * perSecond) / 1000);
        bucket.at = at;
      }
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
