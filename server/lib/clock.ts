/**
 * The one source of "now" on the server. Time rules (30-day quotes, 14-day offers, session expiry, code
 * life) read it so that tests move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-03-02T10:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
}
