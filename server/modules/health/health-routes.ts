import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { ok } from '../../lib/envelope';

const healthData = z.object({ status: z.literal('up') });
const readyData = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: envelopeOf(healthData) } } },
    async (request) => ok(request, { status: 'up' as const }),
  );

  // Ready means the database answers and every migration is applied, so a load balancer only sends
  // traffic to a copy that can serve it.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers and migrations are applied',
        response: { 200: envelopeOf(readyData) },
      },
    },
    async (request) => {
      const { database } = app.deps;
      await database.ping();
      return ok(request, { status: 'ready' as const, database: database.kind });
    },
  );
};
