import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '../../domain/messages';
import { AppError } from '../lib/app-error';

/**
 * Per client address, for routes where one caller can act on many accounts or destinations (login,
 * registration, password reset, code checks, code sends): AUTH_RATE_PER_ADDRESS (100) in 15 minutes.
 * Generous because many borrowers can share one carrier-NAT address; the per-account and per-destination
 * limits behind it are the tight ones. A setting rather than a constant because a test run's browsers all
 * come from 127.0.0.1, where hundreds of borrowers sign in within minutes.
 * Used as a route's `config.rateLimit`, so it counts at onRequest, before the body is even parsed.
 */
export const perIpLimit = {
  max: (request: FastifyRequest) => request.server.deps.config.AUTH_RATE_PER_ADDRESS,
  timeWindow: '15 minutes',
} as const;

/**
 * A second, independent limit on a route that already has one in `config.rateLimit`. The plugin runs only
 * one route limiter per request (a flag on the request skips any other), so this one goes through
 * `createRateLimit` and refuses with the same L429 envelope and Retry-After header. `name` keeps its
 * counters apart from every other limit in the shared store (memory or Redis).
 */
export function extraLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string | number; key: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${name}:${options.key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw new AppError('L429', M.rateLimited, { params: { seconds }, data: { retryAfter: seconds } });
  };
}
