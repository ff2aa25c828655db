import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { uploadedImage, uploadParams, uploadQuery } from '../../../domain/api/uploads';
import { M } from '../../../domain/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { createWorkGate, GateFull } from '../../lib/work-gate';
import { currentMember } from '../../plugins/auth';
import { fingerprintOf, idempotent, isRefusal } from '../../plugins/idempotency';
import { isSimulatedCrash } from '../../plugins/idempotency-faults';
import {
  fileTooLarge,
  openUpload,
  recordImage,
  settleImageFile,
  type WrittenImage,
  writeImageFile,
} from './upload-service';

/** Uploads per member in each window: enough for a KYC set plus retries, too few to fill a disk. */
export const UPLOAD_RATE = { max: 30, timeWindow: '10 minutes' };
/** What an upload turned away by a full gate is told to wait: a picture takes well under a second. */
const UPLOAD_RETRY_SECONDS = 2;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const gate = createWorkGate(config.UPLOAD_CONCURRENCY, config.UPLOAD_QUEUE);
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  // The app-wide hook answers "no-store"; an image is also private to its viewer.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === '/api/upload/:id' && reply.statusCode === 200) {
      reply.header('Cache-Control', 'private, no-store');
    }
  });

  app.post(
    '/upload/img',
    {
      onRequest: app.requireMember,
      config: {
        rateLimit: {
          ...UPLOAD_RATE,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.member?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPEG or PNG image (multipart field "file"); honours Idempotency-Key',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: envelopeOf(uploadedImage) },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      // Reading and re-encoding a picture is the heaviest work the server does: a few at a time, a bounded
      // queue behind them, and past it 503 at once — before the body is read, and outside the key's
      // transaction, so the same key sent again later is simply served.
      const release = await gate.enter().catch((error: unknown) => {
        if (!(error instanceof GateFull)) throw error;
        reply.header('retry-after', UPLOAD_RETRY_SECONDS);
        throw new AppError('L429', M.rateLimited, {
          status: 503,
          params: { seconds: UPLOAD_RETRY_SECONDS },
          data: { retryAfter: UPLOAD_RETRY_SECONDS },
        });
      });
      let fingerprint: { bytes: string; purpose: string | null };
      let prepared: { written: WrittenImage; refusal: null } | { written: null; refusal: unknown };
      try {
        const bytes = await readFilePart(request, config.UPLOAD_MAX_BYTES);
        fingerprint = { bytes: fingerprintOf(bytes), purpose: request.query.purpose ?? null };
        // Cleaned and on disk before the transaction; a refusal (not an image, too many pixels) is thrown
        // inside it instead, so that it is stored and replayed like any other answer for the key.
        prepared = await writeImageFile(app.deps, bytes).then(
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
        return await idempotent(
          request,
          reply,
          { scope: 'upload/img', fingerprint },
          async (inTransaction) => {
            if (!written) throw prepared.refusal;
            return ok(request, await recordImage(inTransaction, member.id, written, request.query.purpose));
          },
        );
      } catch (error) {
        crashed = isSimulatedCrash(error);
        throw error;
      } finally {
        if (written) await settleImageFile(app.deps, written.storageKey, { crashed });
      }
    },
  );

  app.get(
    '/upload/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['uploads'],
        summary: 'The stored image, to its owner or an operator',
        params: uploadParams,
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const { row, stream } = await openUpload(app.deps, request.params.id, currentMember(request));
      const extension = row.mime === 'image/png' ? 'png' : 'jpg';
      return reply
        .type(row.mime)
        .header('Content-Length', row.bytes)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="upload-${row.id}.${extension}"`)
        .send(stream);
    },
  );
};

const notAnImage = () => new AppError('V400', M.imageType, { fields: { file: M.imageType } });

/**
 * The multipart parser's own complaints — no boundary, another boundary than announced, a form that ends
 * before its closing boundary — are plain errors without a status, and answered E500 until fuzzing found
 * them (server/routes.fuzz.test.ts): they are the sender's malformed request. Errors that carry a status
 * (wrong content type, too many parts) keep it; the error policy words them.
 */
function malformed(error: unknown): unknown {
  const { statusCode, code } = (error ?? {}) as { statusCode?: number; code?: string };
  if (statusCode !== undefined || code?.startsWith('FST_')) return error;
  return notAnImage();
}

async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const part = await request.file().catch((error: unknown) => {
    throw malformed(error);
  });
  if (part?.fieldname !== 'file') throw notAnImage();
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
    throw malformed(error);
  }
}
