import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { deleteExpiredKeys } from '../../plugins/idempotency-repository';
import { deleteSessionsEndedBefore } from '../auth/session-repository';
import { deleteCodesExpiredBefore } from '../codes/code-repository';
import { deleteChallengesEndedBefore } from '../second-factor/second-factor-repository';

const DAY_MS = 86_400_000;
/** Ended sessions stay a week, so "signed out everywhere" can still be looked into. */
export const ENDED_SESSION_KEEP_MS = 7 * DAY_MS;
/** Codes stay two days: the daily send cap counts yesterday's sends. */
export const USED_CODE_KEEP_MS = 2 * DAY_MS;
/** Second-factor challenges stay a day: the lock counts a member's wrong codes of the last 15 minutes. */
export const ENDED_CHALLENGE_KEEP_MS = DAY_MS;

export interface HousekeepingReport {
  idempotencyKeys: number;
  sessions: number;
  verificationCodes: number;
  secondFactorChallenges: number;
}

/** Deletes rows that can never be used again; each table in its own statement. */
export async function sweepExpiredRows(db: Executor, now: Date): Promise<HousekeepingReport> {
  const keys = await deleteExpiredKeys(db, now);
  const sessions = await deleteSessionsEndedBefore(db, new Date(now.getTime() - ENDED_SESSION_KEEP_MS));
  const verificationCodes = await deleteCodesExpiredBefore(db, new Date(now.getTime() - USED_CODE_KEEP_MS));
  const secondFactorChallenges = await deleteChallengesEndedBefore(
    db,
    new Date(now.getTime() - ENDED_CHALLENGE_KEEP_MS),
  );
  return { idempotencyKeys: keys, sessions, verificationCodes, secondFactorChallenges };
}

export interface HousekeepingLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * Sweeps once shortly after start and then every `intervalMs` (an hour). Several copies may sweep at once:
 * each DELETE only removes rows nobody can use, so a repeat simply finds nothing.
 */
export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { log: HousekeepingLogger; intervalMs?: number; firstAfterMs?: number },
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 3_600_000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const sweep = () => {
    running = sweepExpiredRows(deps.db, deps.clock.now())
      .then((report) => {
        const removed = report.idempotencyKeys + report.sessions + report.verificationCodes;
        if (removed > 0) options.log.info({ ...report }, 'housekeeping removed expired rows');
      })
      .catch((error) => options.log.error({ err: error }, 'housekeeping failed; retrying on the next tick'))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, intervalMs).unref();
      });
  };
  timer = setTimeout(sweep, options.firstAfterMs ?? 60_000).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
