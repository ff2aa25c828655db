import type { AppDeps } from '../app-deps';

/**
 * The moments where a crash decides between "nothing happened" and "it happened once": after an upload's
 * file is on disk but before its row is committed, after the effect ran but before its answer is stored
 * (one transaction, so both or neither), and after the answer is committed but before it is sent.
 */
export type FaultPoint =
  | 'upload.fileWritten'
  | 'idempotency.effectDone'
  | 'idempotency.answerCommitted'
  /** A loan's close of business written, its transaction not yet committed. */
  | 'cob.loanDone'
  /** A loan's close of business committed, the next loan not yet begun. */
  | 'cob.loanCommitted';

/** A test's stand-in for a crash at a fault point: it may throw `SimulatedCrash`, or wait. */
export type FaultHook = (point: FaultPoint) => void | Promise<void>;

/**
 * Thrown by a fault hook to stand for the process dying at that point. Code that would clean up after an
 * ordinary error (remove a written file) leaves everything as a killed process would, so a test sees what
 * a restart sees; a transaction still open is rolled back, as the database does for a dead connection.
 */
export class SimulatedCrash extends Error {
  constructor(readonly point: FaultPoint) {
    super(`simulated crash at ${point}`);
    this.name = 'SimulatedCrash';
  }
}

/** Runs the test hook for a point. Production never has one: `faults` is set only by tests, and ignored there. */
export async function reachFault(deps: Pick<AppDeps, 'config' | 'faults'>, point: FaultPoint): Promise<void> {
  if (!deps.faults || deps.config.NODE_ENV === 'production') return;
  await deps.faults(point);
}

export function isSimulatedCrash(error: unknown): error is SimulatedCrash {
  return error instanceof SimulatedCrash;
}
