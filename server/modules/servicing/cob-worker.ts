import { currentBusinessDate } from './business-date-service';
import { type CobDeps, runCloseOfBusiness } from './cob-service';

export interface CobLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * Checks every `intervalMs` whether a business date has ended without its close of business, and runs
 * what is owed: in production the first check after midnight in the brand's time zone closes the day
 * before. Every copy of the server runs one; they share each date's work without doing any of it twice.
 */
export function startCloseOfBusiness(
  deps: CobDeps,
  options: { log: CobLogger; intervalMs: number; firstAfterMs: number },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const run = () => {
    running = currentBusinessDate(deps)
      .then((today) => runCloseOfBusiness(deps, today))
      .then((reports) => {
        for (const report of reports) options.log.info({ ...report }, 'close of business done');
      })
      .catch((error) =>
        options.log.error({ err: error }, 'close of business failed; resuming on the next tick'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(run, options.intervalMs).unref();
      });
  };
  timer = setTimeout(run, options.firstAfterMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
