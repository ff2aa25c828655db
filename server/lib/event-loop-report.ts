import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * For `npm run bench:writes` only: with BENCH_EVENT_LOOP_FILE set, the server measures how late its event
 * loop runs (perf_hooks, 10 ms resolution) and, each time it receives SIGUSR2, appends the delays seen since
 * the last signal to that file as one JSON line (ms) and starts afresh. Without the variable nothing is
 * installed; no route ever exposes it.
 */
export function startEventLoopReport(file: string | undefined): void {
  if (!file) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;
  process.on('SIGUSR2', () => {
    appendFileSync(
      file,
      `${JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        samples: histogram.count,
      })}\n`,
    );
    histogram.reset();
  });
}
