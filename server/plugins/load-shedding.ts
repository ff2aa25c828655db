import { createHash } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '../../domain/messages';
import { AppError } from '../lib/app-error';

/** What a balancer asks: answered even under pressure, or the balancer would take a busy copy out. */
const PROBES = new Set(['/api/health', '/api/ready']);
/** Seconds a shed client is asked to wait. */
const SHED_RETRY_SECONDS = 5;

/**
 * Two guards in front of every API route (docs/RELIABILITY.md, "Overload"):
 *
 * - A per-client limit (API_RATE_PER_MINUTE): by session token when there is one, else by address. A
 *   person's app never comes near it; one client flooding gets L429 from here, cheaply, before its
 *   requests reach a route, a body parser or the database, so the others keep their share.
 * - Load shedding (`@fastify/under-pressure`), when SHED_EVENT_LOOP_DELAY_MS is set: while the event
 *   loop's delay, sampled every quarter second, passes it, new requests are answered at once with 503 and Retry-After
 *   instead of queueing behind work the server cannot finish in time. The body is the L429 envelope the
 *   app already shows as "try again in N seconds"; the HTTP status tells balancers and proxies why.
 */
export async function installOverloadGuards(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  if (config.SHED_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.SHED_EVENT_LOOP_DELAY_MS,
      sampleInterval: 250,
      retryAfter: SHED_RETRY_SECONDS,
      pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
        if (PROBES.has(request.url.split('?')[0] ?? '')) return;
        reply.header('retry-after', SHED_RETRY_SECONDS);
        // A rejection goes to the error policy, which sends the envelope with this status.
        return Promise.reject(
          new AppError('L429', M.rateLimited, {
            status: 503,
            params: { seconds: SHED_RETRY_SECONDS },
            data: { retryAfter: SHED_RETRY_SECONDS },
          }),
        );
      },
    });
  }

  const check = app.createRateLimit({
    max: config.API_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const token = request.headers.token;
      // The token's hash, never the token, is what a shared store (Redis) sees.
      return typeof token === 'string' && token
        ? `client:t:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
        : `client:ip:${request.ip}`;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || PROBES.has(pathname)) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw new AppError('L429', M.rateLimited, { params: { seconds }, data: { retryAfter: seconds } });
  });
}
