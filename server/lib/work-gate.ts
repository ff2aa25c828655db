/**
 * Heavy work admitted a few at a time: at most `concurrency` pieces run at once and at most `queue` wait
 * for a turn, in order; beyond that `enter` refuses at once (`GateFull`), so a burst costs the server
 * bounded memory and CPU and the callers over the line hear so quickly instead of timing out.
 */
export class GateFull extends Error {
  constructor() {
    super('work gate full');
    this.name = 'GateFull';
  }
}

export interface WorkGate {
  /** Resolves with `release` once admitted; rejects with GateFull when the queue is full. */
  enter(): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkGate(concurrency: number, queue: number): WorkGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const admitted = () => {
    let released = false;
    // Idempotent, so a `finally` that runs twice cannot let an extra piece of work in.
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    enter() {
      if (running < concurrency) {
        running++;
        return Promise.resolve(admitted());
      }
      if (waiting.length >= queue) return Promise.reject(new GateFull());
      // The finishing piece hands its turn straight to the next one: `running` stays as it is.
      return new Promise((resolve) => waiting.push(() => resolve(admitted())));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
