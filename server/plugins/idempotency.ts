import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from '../../domain/canonical-json';
import { httpStatusOf } from '../../domain/errors';
import { M } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import type { Transaction } from '../db/client';
import { AppError, conflict } from '../lib/app-error';
import { currentMember } from './auth';
import { renderError } from './error-policy';
import { reachFault } from './idempotency-faults';
import { claimKey, findKey, setLockTimeout, storeAnswer } from './idempotency-repository';

/**
 * Idempotent writes (DESIGN §6–7). A client sends `Idempotency-Key` with a write that must not happen twice
 * (an upload retried by the offline outbox, a double-tapped "apply"). Per (member, scope, key):
 * - the first request takes the key and runs; its answer — a success or a 4xx refusal — is stored;
 * - a repeat with the same fingerprint gets the stored answer back (status and body), without running;
 * - a repeat with another fingerprint is refused with C409 `idempotency.mismatch`;
 * - a repeat that arrives while the first still runs waits for it and then replays its answer (on
 *   PostgreSQL it gives up with C409 `idempotency.inProgress` after LOCK_WAIT, and the client retries);
 * - a 5xx / unexpected error stores nothing, so the client may simply retry.
 * Stored answers expire after 24 hours; after that the same key starts afresh.
 *
 * Exactly once across crashes: the key row, the effect and the stored answer are ONE transaction (the
 * approach of Stripe's idempotency keys). The key is inserted first, so a concurrent request with the same
 * key waits on the unique index until this transaction ends; the effect runs in a savepoint, so a refusal
 * keeps nothing of it but its answer. If the process dies at any point the database rolls the transaction
 * back with its connection — there is no claim left behind, and a retry after a restart either finds
 * nothing and runs once, now, or finds the committed answer and replays it. The effect receives `deps`
 * whose `db` is that transaction and must do all its reads and writes through it: PGlite has one
 * connection, and a query on the outer handle would wait for this very transaction to end.
 * Files are the one effect outside the database: see uploads/upload-service.ts for how they follow.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const LOCK_WAIT = '10s';
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

type Outcome<T> =
  | { kind: 'ran'; body: T }
  | { kind: 'refused'; error: unknown }
  | { kind: 'replayed'; status: number; body: T };

// Generic so that a route keeps its response type; a replayed refusal is sent with its own 4xx status, which
// the route's 200 schema does not describe.
export async function idempotent<T = unknown>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  execute: (deps: AppDeps) => Promise<T>,
): Promise<T> {
  const deps = request.server.deps;
  const key = readKey(request, options.required ?? false);
  if (key === null) return execute(deps);

  const member = currentMember(request);
  const identity = { memberId: member.id, scope: options.scope, key };
  const fingerprint = fingerprintOf(options.fingerprint);

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
    const waitsOnLocks = deps.database.kind === 'postgres';
    for (;;) {
      const now = deps.clock.now();
      const before = waitsOnLocks ? await setLockTimeout(tx, LOCK_WAIT) : null;
      let claimed: number | null;
      try {
        claimed = await claimKey(tx, {
          ...identity,
          fingerprint,
          now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        });
      } catch (error) {
        if (isLockTimeout(error)) throw conflict(M.idempotencyInProgress);
        throw error;
      }
      if (before !== null) await setLockTimeout(tx, before);
      if (claimed !== null) return runAndStore(request, reply, deps, tx, claimed, execute);

      const stored = await findKey(tx, identity);
      // Swept by housekeeping between the two statements: take the key again.
      if (!stored || stored.responseStatus === null) continue;
      if (stored.fingerprint !== fingerprint) throw conflict(M.idempotencyMismatch);
      return { kind: 'replayed', status: stored.responseStatus, body: stored.responseBody as T };
    }
  });

  switch (outcome.kind) {
    case 'replayed':
      reply.status(outcome.status).header('Idempotent-Replayed', 'true');
      return outcome.body;
    case 'refused':
      throw outcome.error;
    case 'ran':
      await reachFault(deps, 'idempotency.answerCommitted');
      return outcome.body;
  }
}

async function runAndStore<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  tx: Transaction,
  claimId: number,
  execute: (deps: AppDeps) => Promise<T>,
): Promise<Outcome<T>> {
  let body: T;
  try {
    // A savepoint: a refusal rolls back whatever the effect wrote, and only its answer is kept.
    body = await tx.transaction((effect) => execute({ ...deps, db: effect }));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const rendered = renderError(error, request.lang, request);
    await storeAnswer(tx, claimId, rendered.statusCode, rendered.body);
    return { kind: 'refused', error };
  }
  await reachFault(deps, 'idempotency.effectDone');
  await storeAnswer(tx, claimId, reply.statusCode, body);
  return { kind: 'ran', body };
}

/** PostgreSQL's lock_not_available: another transaction held the key longer than LOCK_WAIT. */
function isLockTimeout(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/** A 4xx answer: the same request would be refused again, so the refusal is kept and replayed. */
export function isRefusal(error: unknown): boolean {
  const status =
    error instanceof AppError
      ? (error.details.status ?? httpStatusOf[error.code])
      : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Refuses a request without a well-formed key before a route does anything it could not take back. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  return readKey(request, true)!;
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

/** SHA-256 of the canonical JSON (domain/canonical-json), so key order in a body does not matter. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value, bytesAsText)).digest('hex');
}

/** Uploaded bytes are fingerprinted as their base64, marked as bytes. */
function bytesAsText(value: unknown): unknown {
  return value instanceof Uint8Array ? `bytes:${Buffer.from(value).toString('base64')}` : value;
}
