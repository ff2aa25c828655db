import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { translate } from '../../i18n/catalog';
import { ok } from '../../lib/envelope';

const healthData = z.object({ status: z.literal('up') });
const readyData = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
const notReadyData = z.object({
  status: z.literal('not-ready'),
  reason: z.enum(['database-unreachable', 'migrations-pending']),
  /** Migrations shipped with this build that the database lacks; null when the database did not answer. */
  pendingMigrations: z.number().int().nullable(),
  requestId: z.string(),
});
const notReadyEnvelope = z.object({ code: z.literal('E500'), msg: z.string(), data: notReadyData });

type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database-unreachable'; error: unknown }
  | { ready: false; reason: 'migrations-pending'; pending: number };

async function readiness(database: AppDeps['database']): Promise<Readiness> {
  let pending: number;
  try {
    await database.ping();
    pending = await database.pendingMigrations();
  } catch (error) {
    return { ready: false, reason: 'database-unreachable', error };
  }
  return pending === 0 ? { ready: true } : { ready: false, reason: 'migrations-pending', pending };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: envelopeOf(healthData) } },
      // A balancer asks every few seconds; a line for each answer would bury the log's other lines.
      logLevel: 'warn',
    },
    async (request) => ok(request, { status: 'up' as const }),
  );

  // Ready means the database answers and every migration shipped with this build is applied, so a load
  // balancer only sends traffic to a copy that can serve it (a copy started before its release's
  // migration ran would fail on the first query that needs the new schema). 503 tells it to wait.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers and migrations are applied (503 and E500 otherwise)',
        response: { 200: envelopeOf(readyData), 503: notReadyEnvelope },
      },
      // As /health: polled by the balancer; why it is not ready is still logged, as a warning or an error.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { database } = app.deps;
      const state = await readiness(database);
      if (state.ready) return ok(request, { status: 'ready' as const, database: database.kind });
      if (state.reason === 'database-unreachable') {
        request.log.error({ err: state.error }, 'not ready: the database did not answer');
      } else {
        request.log.warn({ pending: state.pending }, 'not ready: migrations pending');
      }
      return reply.code(503).send({
        code: 'E500' as const,
        msg: translate(M.serviceNotReady, request.lang),
        data: {
          status: 'not-ready' as const,
          reason: state.reason,
          pendingMigrations: state.reason === 'migrations-pending' ? state.pending : null,
          requestId: String(request.id),
        },
      });
    },
  );
};
