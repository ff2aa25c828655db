import type { AppDeps } from '../../app-deps';
import { localFileStorage } from '../../lib/file-storage';
import { namedStorageKeys } from './uploads-repository';

/**
 * How old an unnamed file must be before the periodic sweep removes it. Files of requests in flight in this
 * process are never swept whatever their age; the grace only matters to a file whose writer died without a
 * restart since (a crash is always followed by a start, which sweeps with no grace).
 */
export const ORPHAN_GRACE_MS = 15 * 60_000;
const BATCH = 500;

export interface UploadSweepReport {
  orphans: number;
  partials: number;
}

/**
 * Removes every `.partial` and every upload file that no committed row names, last written more than
 * `graceMs` ago. A crash between writing a file and committing its row leaves exactly such a file.
 */
export async function sweepOrphanUploads(
  deps: Pick<AppDeps, 'db' | 'config'>,
  graceMs: number,
): Promise<UploadSweepReport> {
  const storage = localFileStorage(deps.config.DATA_DIR);
  // Files carry the system's times, not the app clock's (which tests move): age is judged by the former.
  const { keys, partials } = await storage.sweepable(new Date(Date.now() - graceMs));
  for (const partial of partials) await storage.removePartial(partial);
  let orphans = 0;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const named = await namedStorageKeys(deps.db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await storage.remove(key);
      orphans += 1;
    }
  }
  return { orphans, partials: partials.length };
}

export interface SweepLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** The periodic sweep (every `intervalMs`, a quarter of an hour by default); returns its stop function. */
export function startUploadSweep(
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: { log: SweepLogger; intervalMs?: number; graceMs?: number },
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 15 * 60_000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const sweep = () => {
    running = sweepOrphanUploads(deps, options.graceMs ?? ORPHAN_GRACE_MS)
      .then((report) => {
        if (report.orphans + report.partials > 0)
          options.log.info({ ...report }, 'removed orphan upload files');
      })
      .catch((error) => options.log.error({ err: error }, 'upload sweep failed; retrying on the next tick'))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, intervalMs).unref();
      });
  };
  timer = setTimeout(sweep, intervalMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
