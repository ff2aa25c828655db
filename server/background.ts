import type { FastifyInstance } from 'fastify';
import { startOutboxWorker } from './modules/mail/outbox-worker';

/**
 * Work that runs beside the HTTP server (the e-mail and SMS outbox). Returns a function that stops it and
 * waits for work in flight. Each worker claims rows with FOR UPDATE SKIP LOCKED, so N copies may run.
 */
export function startBackgroundWork(app: FastifyInstance): () => Promise<void> {
  const stopOutbox = startOutboxWorker(app.deps, { log: app.log.child({ module: 'outbox' }) });
  return async () => {
    await stopOutbox();
  };
}
