import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusOf } from '../../domain/errors';
import { M } from '../../domain/messages';
import { AppError, conflict } from '../lib/app-error';
import { currentMember } from './auth';
import { renderError } from './error-policy';
import { claimKey, findKey, releaseKey, storeAnswer } from './idempotency-repository';

/**
 * Idempotent writes (DESIGN §6–7). A client sends `Idempotency-Key` with a write that must not happen twice
 * (an upload retried by the offline outbox, a double-tapped "apply"). Per (member, scope, key):
 * - the first request claims the key and runs; its answer — a success or a 4xx refusal — is stored;
 * - a repeat with the same fingerprint gets the stored answer back (status and body), without running;
 * - a repeat with another fingerprint is refused with C409 `idempotency.mismatch`;
 * - a repeat that arrives while the first still runs waits for it and then replays its answer, or gives up
 *   with C409 `idempotency.inProgress` after WAIT_LIMIT_MS;
 * - a 5xx / unexpected error releases the claim, so the client may simply retry.
 * Stored answers expire after 24 hours; after that the same key starts afresh.
 *
 * Hazard: the claim and the work are not one transaction. If the process dies after the work committed
 * but before the answer was stored, the claim stays `pending` until it is STALE_AFTER_MS old, and a retry
 * then runs the work again — the callers' own unique constraints are the last line against doubles.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const WAIT_LIMIT_MS = 20_000;
const POLL_MS = 40;
const STALE_AFTER_MS = 5 * 60_000;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotencyOptions {
  /** Separates keys of different routes, e.g. 'upload/img', 'loan/apply'. */
  scope: string;
  /** What "the same request" means: the body, or a hash of uploaded bytes. Hashed canonically. */
  fingerprint: unknown;
  /** A missing header is refused (V400) when true; otherwise the request simply runs. */
  required?: boolean;
}

// Generic so that a route keeps its response type; a replayed refusal is sent with its own 4xx status, which
// the route's 200 schema does not describe.
export async function idempotent<T = unknown>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  execute: () => Promise<T>,
): Promise<T> {
  const key = readKey(request, options.required ?? false);
  if (key === null) return execute();

  const member = currentMember(request);
  const { db, clock } = request.server.deps;
  const identity = { memberId: member.id, scope: options.scope, key };
  const fingerprint = fingerprintOf(options.fingerprint);
  const waitStarted = Date.now();

  for (;;) {
    const now = clock.now();
    const claimed = await claimKey(db, {
      ...identity,
      fingerprint,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    if (claimed !== null) return runAndStore(request, reply, claimed, execute);

    const stored = await findKey(db, identity);
    if (!stored) continue; // released between our claim and our read: claim again
    if (stored.expiresAt.getTime() <= now.getTime() || isStale(stored, now)) {
      await releaseKey(db, stored.id);
      continue;
    }
    if (stored.fingerprint !== fingerprint) throw conflict(M.idempotencyMismatch);
    if (stored.state === 'done' && stored.responseStatus !== null) {
      reply.status(stored.responseStatus).header('Idempotent-Replayed', 'true');
      return stored.responseBody as T;
    }
    if (Date.now() - waitStarted > WAIT_LIMIT_MS) throw conflict(M.idempotencyInProgress);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runAndStore<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  claimId: number,
  execute: () => Promise<T>,
): Promise<T> {
  const { db } = request.server.deps;
  let body: T;
  try {
    body = await execute();
  } catch (error) {
    if (!isRefusal(error)) {
      await releaseKey(db, claimId);
      throw error;
    }
    const rendered = renderError(error, request.lang, request);
    await storeAnswer(db, claimId, rendered.statusCode, rendered.body);
    throw error;
  }
  await storeAnswer(db, claimId, reply.statusCode, body);
  return body;
}

/** A 4xx answer: the same request would be refused again, so the refusal is kept and replayed. */
function isRefusal(error: unknown): boolean {
  const status =
    error instanceof AppError
      ? (error.details.status ?? httpStatusOf[error.code])
      : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isStale(stored: { state: string; createdAt: Date }, now: Date): boolean {
  return stored.state === 'pending' && now.getTime() - stored.createdAt.getTime() > STALE_AFTER_MS;
}

function readKey(request: FastifyRequest, required: boolean): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') {
    if (required) throw badKey();
    return null;
  }
  if (!KEY_FORMAT.test(value)) throw badKey();
  return value;
}

function badKey() {
  return new AppError('V400', M.validationFailed, { fields: { 'Idempotency-Key': M.validationFailed } });
}

/** SHA-256 of a canonical JSON form (object keys sorted), so key order in a body does not matter. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Uint8Array) return JSON.stringify(`bytes:${Buffer.from(value).toString('base64')}`);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value);
}
