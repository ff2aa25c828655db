import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware, and the CSP it parses, are made once here;
 * `@fastify/helmet`, used before, made them anew for every request (one `helmet(options)` call each), which
 * was a few percent of every API request's time (bench/README.md). The headers are the same.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
