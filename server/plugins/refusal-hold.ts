/**
 * Holds the answers to a client that keeps asking after it has been refused (docs/RELIABILITY.md,
 * "Overload").
 *
 * An L429 is cheap, but not free: a client that ignores Retry-After and asks again the moment each refusal
 * arrives gets thousands of them a second, and refusing them costs the one event loop the others share
 * (measured: the other members' p99 rose from 11 to 191 ms while one token was refused 5,400 times a
 * second). A client's first refusals in a window are answered at once — an app that overshoots by a few
 * learns the wait promptly — and after that each refusal is answered only after a pause, so a flooder
 * waiting for its answers, as HTTP clients do, can send one request per connection per pause instead of
 * thousands. Held answers are bounded: past `maxHeld` at once the refusal is answered at once and the
 * connection closed, so holding can never be what exhausts the server.
 */
export interface RefusalHoldOptions {
  /** Refusals a client gets answered at once in one window. */
  promptRefusals: number;
  /**
   * How long each later refusal is held, at most (never longer than the client's Retry-After). Each is held
   * between half of it and the whole, so a flooder's connections, held together, do not all come back in
   * the same instant.
   */
  holdMs: number;
  /** Answers held at once across all clients. */
  maxHeld: number;
  /** The window the counts are kept for (the rate limit's own). */
  windowMs: number;
  /** Clients remembered at once; past it the counts start again (a flood from many addresses). */
  maxClients?: number;
}

export type HoldOutcome = 'answer' | 'held' | 'close';

export interface RefusalHold {
  /** Called for each refusal of `client`; resolves when its answer may go, saying whether it was held. */
  refuse(client: string, retryAfterMs: number): Promise<HoldOutcome>;
  /** Answers being held now. */
  readonly holding: number;
}

export function createRefusalHold(options: RefusalHoldOptions): RefusalHold {
  const maxClients = options.maxClients ?? 50_000;
  let counts = new Map<string, number>();
  let windowEndsAt = Date.now() + options.windowMs;
  let holding = 0;

  return {
    get holding() {
      return holding;
    },
    async refuse(client, retryAfterMs) {
      const now = Date.now();
      if (now >= windowEndsAt || counts.size >= maxClients) {
        counts = new Map();
        windowEndsAt = now + options.windowMs;
      }
      const refused = (counts.get(client) ?? 0) + 1;
      counts.set(client, refused);
      if (refused <= options.promptRefusals) return 'answer';
      if (holding >= options.maxHeld) return 'close';
      holding++;
      try {
        const ms = Math.min(options.holdMs * (0.5 + Math.random() / 2), retryAfterMs);
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        holding--;
      }
      return 'held';
    },
  };
}
