import { brands } from '../../../domain/brands';
import type { AppDeps } from '../../app-deps';
import type { InfoLogger } from './mail-transport';
import { deliverDueMessages, type Transports, transportsFor } from './outbox-delivery';
import { createFinishMarks } from './outbox-marks';
import { createPushTransport } from './push-transport';
import { serverKeys } from './server-keys';

export interface WorkerLogger extends InfoLogger {
  error(object: Record<string, unknown>, message: string): void;
}

/** Web Push (VAPID keys from the environment or kept with the data) and the links the rows are written with. */
export function pushTransportsFor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: { log: WorkerLogger; pushAgent?: import('node:https').Agent },
): Pick<Transports, 'push' | 'marks' | 'log'> {
  return {
    push: createPushTransport({
      vapid: async () => (await serverKeys(deps)).vapid,
      subject: `mailto:${brands[deps.config.BRAND].supportEmail}`,
      ...(options.pushAgent ? { agent: options.pushAgent } : {}),
    }),
    marks: createFinishMarks(deps),
    log: options.log,
  };
}

export interface OutboxWorkerOptions {
  log: WorkerLogger;
  /** Overrides SMTP_URL from the config (tests point the worker at their own SMTP server). */
  smtpUrl?: string;
  /** Ready-made transports; wins over smtpUrl. */
  transports?: Transports;
  /** Tests give an agent that trusts their self-signed push service. */
  pushAgent?: import('node:https').Agent;
  intervalMs?: number;
}

/**
 * Polls the outbox every ~2 s until stopped. Each pass drains what is due; a failure of the pass itself
 * (database briefly away) is logged and the next tick tries again. `stop()` waits for a pass in flight, so
 * a shutdown never abandons a message between "sent" and "marked sent" longer than necessary.
 */
export function startOutboxWorker(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  options: OutboxWorkerOptions,
): () => Promise<void> {
  const transports = options.transports ?? {
    ...transportsFor(
      {
        SMTP_URL: options.smtpUrl ?? deps.config.SMTP_URL,
        MAIL_FROM: deps.config.MAIL_FROM,
        NODE_ENV: deps.config.NODE_ENV,
      },
      options.log,
    ),
    ...pushTransportsFor(deps, options),
  };
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      for (;;) {
        const report = await deliverDueMessages(deps, transports);
        if (stopped || report.sent + report.retrying + report.failed === 0) break;
      }
    } catch (error) {
      options.log.error({ err: error }, 'outbox pass failed; retrying on the next tick');
    }
  };
  const tick = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    transports.email.close();
  };
}
