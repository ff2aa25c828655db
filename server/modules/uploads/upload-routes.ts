import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { uploadedImage, uploadParams, uploadQuery } from '../../../domain/api/uploads';
import { M } from '../../../domain/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { receiveUpload, registerMultipart, uploadRateLimit } from './upload-intake';
import { openUpload, recordImage, writeImageFile } from './upload-service';

const notAnImage = () => new AppError('V400', M.imageType, { fields: { file: M.imageType } });

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  await registerMultipart(app, config.UPLOAD_MAX_BYTES);

  // The app-wide hook answers "no-store"; a file is also private to its viewer.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === '/api/upload/:id' && reply.statusCode === 200) {
      reply.header('Cache-Control', 'private, no-store');
    }
  });

  app.post(
    '/upload/img',
    {
      onRequest: app.requireMember,
      config: uploadRateLimit('upload'),
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
      const purpose = request.query.purpose;
      return receiveUpload(request, reply, {
        scope: 'upload/img',
        maxBytes: config.UPLOAD_MAX_BYTES,
        notAFile: notAnImage,
        fingerprint: { purpose: purpose ?? null },
        write: writeImageFile,
        record: async (inTransaction, written) =>
          ok(request, await recordImage(inTransaction, member.id, written, purpose)),
      });
    },
  );

  app.get(
    '/upload/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['uploads'],
        summary: 'The stored file (an image, or a PDF document), to its owner or an operator',
        params: uploadParams,
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const { row, stream } = await openUpload(app.deps, request.params.id, currentMember(request));
      // Shown in the browser's own viewer, under a name made here: the sender's file name is never kept.
      const name = row.mime === 'application/pdf' ? 'document' : 'upload';
      return reply
        .type(row.mime)
        .header('Content-Length', row.bytes)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${name}-${row.id}.${extensions[row.mime]}"`)
        .send(stream);
    },
  );
};
