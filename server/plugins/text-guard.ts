import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../lib/app-error';

export const UNSTORABLE_TEXT = 'text.unstorable';

/**
 * PostgreSQL stores neither U+0000 (in `text` or `jsonb`) nor a lone UTF-16 surrogate (in `jsonb`), and a
 * write carrying one failed deep in a repository with E500 — found by fuzzing the contracts
 * (server/routes.fuzz.test.ts). No field of any contract needs either, so every body and query is checked
 * here, after the route's contract (whose refusals come first) and before any handler: a V400 that names the
 * field, for every route, including routes added later and free-form ones such as the wizard draft.
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const found = unstorableIn(request.body, '') ?? unstorableIn(request.query, '');
    if (found !== null) throw invalid({ [found || 'body']: UNSTORABLE_TEXT }, UNSTORABLE_TEXT);
  });
});

// NUL, a lone high surrogate (not followed by a low one) or a lone low surrogate (not preceded by a high one).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dot path of the first string (value or key) PostgreSQL cannot store, or null. */
export function unstorableIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  // No contract nests anywhere near this deep; past it the walk stops and the request is refused.
  if (depth > 64) return path;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = unstorableIn(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
