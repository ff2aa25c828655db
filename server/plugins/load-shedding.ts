import { createHash } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '../../domain/messages';
import { AppError } from '../lib/app-error';
import { createBurstLimit } from './burst-limit';
import { createRefusalHold } from './refusal-hold';

/** What a balancer asks: answered even under pressure, or the balancer would take a busy copy out. */
const PROBES = new Set(['/api/health', '/api/ready']);
/** Seconds a shed client is asked to wait. */
const SHED_RETRY_SECONDS = 5;
/** Refusals a client gets at once in a minute before the next are held: far more than an app ever gets. */
const PROMPT_REFUSALS = 20;
/** How long a refusal past those is held: a waiting flooder sends one request per connection per second. */
const HOLD_MS = 1000;
/** Held answers at once, across all clients, before a refusal is answered at once with its connection closed. */
const MAX_HELD = 2000;

/**
 * A client may ask at once up to two seconds' worth of its per-minute rate (100 at the default 3,000 a
 * minute), and never fewer than 20 (more than a screen of the app asks at once, and a browser has at most six
 * in hand); past that, at its steady rate. Larger, a flood's opening burst is what the others wait behind.
 */
const BURST_SECONDS = 2;
const MIN_BURST = 20;

/**
 * Without a token the client is its address, and one address may be many people (a mobile carrier's shared
 * address, an office): it may have this many times a token's requests in hand.
 */
const ADDRESS_IN_HAND_SHARE = 4;
const TOKEN_KEY = 'client:t:';

/** The client a request counts against: its session token's hash when it has one, else its address. */
const clientKey = (request: FastifyRequest): string => {
  const token = request.headers.token;
  // The token's hash, never the token, is what a shared store (Redis) sees.
  return typeof token === 'string' && token
    ? `${TOKEN_KEY}${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
    : `client:ip:${request.ip}`;
};
/** The key worked out once per request, for the limit's store and the hold both. */
const keys = new WeakMap<FastifyRequest, string>();

/** The L429 envelope with a 503: the server, not the client, is what is over its limit. */
const shed = () =>
  new AppError('L429', M.rateLimited, {
    status: 503,
    params: { seconds: SHED_RETRY_SECONDS },
    data: { retryAfter: SHED_RETRY_SECONDS },
  });

/**
 * The guards in front of every API route (docs/RELIABILITY.md, "Overload"):
 *
 * - A per-client limit (API_RATE_PER_MINUTE): by session token when there is one, else by address. A
 *   person's app never comes near it; one client flooding gets L429 from here, cheaply, before its
 *   requests reach a route, a body parser or the database, so the others keep their share.
 * - The same rate kept steady (`burst-limit.ts`): a client may ask a few seconds' worth at once, then
 *   only as fast as its minute allows, so it cannot spend its minute in one burst the others wait behind.
 * - A per-client cap on requests in hand at once (API_IN_HAND_PER_CLIENT): one client's many connections
 *   cannot fill the queue the others wait in.
 * - A client that goes on asking after its first refusals has its next refusals held half a second to a
 *   second each (`refusal-hold.ts`), so refusing a flood does not itself take the loop from the others.
 * - Load shedding, each when its setting is set: while the event loop's delay, sampled every quarter second
 *   by `@fastify/under-pressure`, passes SHED_EVENT_LOOP_DELAY_MS, or while SHED_MAX_IN_FLIGHT requests are
 *   already in hand, new requests are answered at once with 503 and Retry-After instead of queueing behind
 *   work the server cannot finish in time. The body is the L429 envelope the app already shows as "try
 *   again in N seconds"; the HTTP status tells balancers and proxies why.
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
        return Promise.reject(shed());
      },
    });
  }

  const check = app.createRateLimit({
    max: config.API_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => keys.get(request) ?? clientKey(request),
  });
  const hold = createRefusalHold({
    promptRefusals: PROMPT_REFUSALS,
    holdMs: HOLD_MS,
    maxHeld: MAX_HELD,
    windowMs: 60_000,
  });
  const perSecond = config.API_RATE_PER_MINUTE / 60;
  const burst = createBurstLimit({ perSecond, capacity: Math.max(MIN_BURST, perSecond * BURST_SECONDS) });
  // A browser opens at most six connections to a host, so an app with two tabs stays well below the
  // default (16); a flooder with 64 connections would otherwise have 64 requests in the one queue every
  // other member waits in.
  const maxInHand = config.API_IN_HAND_PER_CLIENT;
  const maxServing = config.SHED_MAX_IN_FLIGHT > 0 ? config.SHED_MAX_IN_FLIGHT : Number.POSITIVE_INFINITY;
  let serving = 0;
  const inHand = new Map<string, number>();
  const release = (key: string) => {
    serving--;
    const left = (inHand.get(key) ?? 1) - 1;
    if (left > 0) inHand.set(key, left);
    else inHand.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || PROBES.has(pathname)) return;
    const key = clientKey(request);
    keys.set(request, key);
    let seconds = 1;
    const cap = key.startsWith(TOKEN_KEY) ? maxInHand : maxInHand * ADDRESS_IN_HAND_SHARE;
    if ((inHand.get(key) ?? 0) < cap && burst.take(key)) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) {
        if (serving >= maxServing) {
          reply.header('retry-after', SHED_RETRY_SECONDS);
          throw shed();
        }
        serving++;
        inHand.set(key, (inHand.get(key) ?? 0) + 1);
        // 'close' comes whether the answer was sent or the client went away.
        reply.raw.once('close', () => release(key));
        return;
      }
      seconds = Math.max(1, result.ttlInSeconds);
    }
    if ((await hold.refuse(key, seconds * 1000)) === 'close') reply.header('connection', 'close');
    reply.header('retry-after', seconds);
    throw new AppError('L429', M.rateLimited, { params: { seconds }, data: { retryAfter: seconds } });
  });
}
