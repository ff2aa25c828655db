import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { createWorkGate, GateFull, type WorkGate } from '../../lib/work-gate';
import { fingerprintOf, idempotent, isRefusal } from '../../plugins/idempotency';
import { isSimulatedCrash } from '../../plugins/idempotency-faults';
import type { CleanFile } from './document-processing';
import { fileTooLarge, settleUploadFile, type WrittenFile } from './upload-service';

/** Uploads per member in each window: enough for a KYC set plus retries, too few to fill a disk. */
export const UPLOAD_RATE = { max: 30, timeWindow: '10 minutes' };
/** What an upload turned away by a full gate is told to wait: a picture takes well under a second. */
const UPLOAD_RETRY_SECONDS = 2;

/** The rate limit of a route that takes a file: per member, counted once the session is known. */
export function uploadRateLimit(prefix: string) {
  return {
    rateLimit: {
      ...UPLOAD_RATE,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${prefix}:${request.member?.id ?? request.ip}`,
    },
  };
}

/** The multipart parser for a plugin's routes: one file of at most `maxBytes`, and nothing much besides. */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
}

// One gate per app for every route that cleans files, so two kinds of upload do not double the work allowed.
const gates = new WeakMap<AppDeps, WorkGate>();
function gateOf(deps: AppDeps): WorkGate {
  let gate = gates.get(deps);
  if (!gate) {
    gate = createWorkGate(deps.config.UPLOAD_CONCURRENCY, deps.config.UPLOAD_QUEUE);
    gates.set(deps, gate);
  }
  return gate;
}

export interface IntakeOptions<F extends CleanFile, T> {
  /** The Idempotency-Key scope, e.g. 'upload/img'. */
  scope: string;
  maxBytes: number;
  /** The refusal of a request that carries no file part named "file". */
  notAFile: () => AppError;
  /** What else makes two requests the same, beside the file's bytes (its purpose, its application). */
  fingerprint: Record<string, unknown>;
  /** Checks and writes the file, before any transaction. */
  write: (deps: AppDeps, bytes: Buffer) => Promise<WrittenFile<F>>;
  /** Names the file by its row, inside the idempotent transaction (`deps.db` is that transaction). */
  record: (deps: AppDeps, written: WrittenFile<F>) => Promise<T>;
}

/**
 * A request that brings a file: read it, clean it and write it before the transaction, then let
 * `record` name it inside the idempotent transaction, and after it settle the file (removed unless a
 * committed row names it). A refusal of the file (not of its kind, too many pixels) is thrown inside the
 * transaction, so it is stored and replayed like any other answer for the key.
 */
export async function receiveUpload<F extends CleanFile, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IntakeOptions<F, T>,
): Promise<T> {
  const deps = request.server.deps;
  // Reading and re-encoding a picture is the heaviest work the server does: a few at a time, a bounded
  // queue behind them, and past it 503 at once — before the body is read, and outside the key's
  // transaction, so the same key sent again later is simply served.
  const release = await gateOf(deps)
    .enter()
    .catch((error: unknown) => {
      if (!(error instanceof GateFull)) throw error;
      reply.header('retry-after', UPLOAD_RETRY_SECONDS);
      throw new AppError('L429', M.rateLimited, {
        status: 503,
        params: { seconds: UPLOAD_RETRY_SECONDS },
        data: { retryAfter: UPLOAD_RETRY_SECONDS },
      });
    });
  let fingerprint: Record<string, unknown>;
  let prepared: { written: WrittenFile<F>; refusal: null } | { written: null; refusal: unknown };
  try {
    const bytes = await readFilePart(request, options.maxBytes, options.notAFile);
    fingerprint = { ...options.fingerprint, bytes: fingerprintOf(bytes) };
    prepared = await options.write(deps, bytes).then(
      (written) => ({ written, refusal: null }),
      (error: unknown) => {
        if (!isRefusal(error)) throw error;
        return { written: null, refusal: error };
      },
    );
  } finally {
    release();
  }
  const { written } = prepared;
  let crashed = false;
  try {
    return await idempotent(request, reply, { scope: options.scope, fingerprint }, async (inTransaction) => {
      if (!written) throw prepared.refusal;
      return options.record(inTransaction, written);
    });
  } catch (error) {
    crashed = isSimulatedCrash(error);
    throw error;
  } finally {
    if (written) await settleUploadFile(deps, written.storageKey, { crashed });
  }
}

/**
 * The multipart parser's own complaints — no boundary, another boundary than announced, a form that ends
 * before its closing boundary — are plain errors without a status, and answered E500 until fuzzing found
 * them (server/routes.fuzz.test.ts): they are the sender's malformed request. Errors that carry a status
 * (wrong content type, too many parts) keep it; the error policy words them.
 */
function malformed(error: unknown, notAFile: () => AppError): unknown {
  const { statusCode, code } = (error ?? {}) as { statusCode?: number; code?: string };
  if (statusCode !== undefined || code?.startsWith('FST_')) return error;
  return notAFile();
}

async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  notAFile: () => AppError,
): Promise<Buffer> {
  const part = await request.file().catch((error: unknown) => {
    throw malformed(error, notAFile);
  });
  if (part?.fieldname !== 'file') throw notAFile();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      // The parser stops at the limit, so the request's length is the best measure of the real size.
      const declared = Number(request.headers['content-length']);
      throw fileTooLarge(
        Number.isFinite(declared) && declared > maxBytes ? declared : maxBytes + 1,
        maxBytes,
      );
    }
    throw malformed(error, notAFile);
  }
}
