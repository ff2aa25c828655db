import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { incomeProofDocument, incomeProofResponse } from '../../../domain/api/income-proof';
import { loanIdParams } from '../../../domain/api/loans';
import { M } from '../../../domain/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { receiveUpload, registerMultipart, uploadRateLimit } from '../uploads/upload-intake';
import { writeDocumentFile } from '../uploads/upload-service';
import {
  attachIncomeProof,
  borrowerIncomeProof,
  operatorIncomeProof,
  ownApplication,
} from './income-proof-service';

const notADocument = () => new AppError('V400', M.documentType, { fields: { file: M.documentType } });

/**
 * Proof of income for a referred application: the borrower sends documents one file at a time (multipart
 * field "file", with an Idempotency-Key, as the outbox sends every file) and lists them; an operator lists
 * them beside the application. Each file is opened through `GET /api/upload/{id}` (owner or operator).
 */
export const incomeProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await registerMultipart(app, deps.config.DOCUMENT_MAX_BYTES);

  app.post(
    '/loan/:id/income-proof',
    {
      onRequest: app.requireMember,
      config: uploadRateLimit('upload'),
      schema: {
        tags: ['loans'],
        summary:
          'Send a document of proof of income (PDF, JPEG or PNG; multipart field "file"); honours Idempotency-Key',
        consumes: ['multipart/form-data'],
        params: loanIdParams,
        response: { 200: envelopeOf(incomeProofDocument) },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const loanId = request.params.id;
      // Whose application it is never changes, so asking before the key's transaction keeps replays true.
      await ownApplication(deps.db, loanId, member.id);
      return receiveUpload(request, reply, {
        scope: 'loan/income-proof',
        maxBytes: deps.config.DOCUMENT_MAX_BYTES,
        notAFile: notADocument,
        fingerprint: { loanId },
        write: writeDocumentFile,
        record: async (inTransaction, written) =>
          ok(request, await attachIncomeProof(inTransaction, member.id, loanId, written)),
      });
    },
  );

  app.get(
    '/loan/:id/income-proof',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['loans'],
        summary: 'Whether the application asks for proof of income, and the documents sent for it',
        params: loanIdParams,
        response: { 200: envelopeOf(incomeProofResponse) },
      },
    },
    async (request) =>
      ok(request, await borrowerIncomeProof(deps, request.params.id, currentMember(request).id)),
  );

  app.get(
    '/operator/applications/:id/income-proof',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'The proof of income sent for an application',
        params: loanIdParams,
        response: { 200: envelopeOf(incomeProofResponse) },
      },
    },
    async (request) => ok(request, await operatorIncomeProof(deps, request.params.id)),
  );
};
