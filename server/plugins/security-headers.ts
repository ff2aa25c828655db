import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Helmet is run once, here, on a stand-in response, and the
 * headers it sets are given to every reply as one object: with these options they never depend on the
 * request (no nonce; the CSP's script hashes are the build's). Run per request, helmet's thirteen middleware
 * calls and the socket-level `setHeader` checks were a measurable share of a cheap route's CPU
 * (`/api/health`, bench/README.md). `@fastify/helmet`, used before that, also made the middleware anew for
 * every request.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // When Node refuses to write an answer's headers (a value it will not send) and the error handlers fail
  // on the same header, Fastify's last resort writes the answer with only the headers already set on the
  // raw response: the reply's own, these among them, are dropped. Set there too once an error is in
  // flight, they survive that bare retry; a reply's own value still wins, as `writeHead` sets it after.
  app.addHook('onError', (_request, reply, _error, done) => {
    if (!reply.raw.headersSent) for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
});

/** The headers helmet sets with `options`, read off a response that only records them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    done = true;
    failed = error;
  });
  // Helmet sets every header before it returns; if a version ever did not, the headers would be partial.
  if (!done) throw new Error('helmet did not finish synchronously');
  if (failed) throw failed;
  return headers;
}
