import type { AppDeps } from '../../app-deps';
import { fileStorageFor } from '../../lib/file-storage-driver';
import { namedStorageKeys } from './uploads-repository';

const BATCH = 500;

export interface UploadSweepReport {
  orphans: number;
  partials: number;
}

/**
 * Removes every `.partial` and every upload file that no committed row names, last written more than
 * `graceMs` ago. A crash between writing a file and committing its row leaves exactly such a file.
 * The grace (ORPHAN_GRACE_SECONDS, 15 minutes by default) is longer than any request takes between
 * writing its file and committing its row: files of requests in flight in this process are never swept
 * whatever their age, and the grace protects those of other copies sharing the store (a DATA_DIR on a
 * shared volume, or one bucket). On PGlite with the folder the start-up sweep needs none (see main.ts).
 */
export async function sweepOrphanUploads(
  deps: Pick<AppDeps, 'db' | 'config'>,
  graceMs: number,
): Promise<UploadSweepReport> {
  const storage = fileStorageFor(deps.config);
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
  options: { log: SweepLogger; graceMs: number; intervalMs?: number },
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 15 * 60_000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const sweep = () => {
    running = sweepOrphanUploads(deps, options.graceMs)
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
