import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  acceptArrangementRequest,
  borrowerHardshipView,
  hardshipRequestBody,
  offerParams,
} from '../../../domain/api/hardship';
import { loanIdParams } from '../../../domain/api/loans';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { acceptOffer } from './arrangement-acceptance';
import { askForHelp, borrowerHardship, declineOffer } from './hardship-service';

/**
 * A borrower in difficulty, on their own loan (issue 36): ask for help, see where the request stands and
 * the offer waiting, and accept the offer with an e-signature or decline it. Every write takes an
 * Idempotency-Key (the app's outbox sends the request again when it was offline). Another member's loan
 * answers N404.
 */
export const hardshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['hardship'];

  app.get(
    '/loan/:id/hardship',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The loan’s request for help: the latest request, the offer waiting, the arrangement',
        params: loanIdParams,
        response: { 200: envelopeOf(borrowerHardshipView) },
      },
    },
    async (request) =>
      ok(request, await borrowerHardship(deps, currentMember(request).id, request.params.id, request.lang)),
  );

  app.post(
    '/loan/:id/hardship',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'I’m struggling to pay: what has changed, since when, and an income and spending statement',
        params: loanIdParams,
        body: hardshipRequestBody,
        response: { 200: envelopeOf(borrowerHardshipView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        {
          scope: 'hardship/ask',
          fingerprint: { ...request.body, loanId: request.params.id },
          required: true,
        },
        async (within) =>
          ok(
            request,
            await askForHelp(
              within,
              currentMember(request).id,
              request.params.id,
              request.body,
              request.lang,
            ),
          ),
      ),
  );

  app.post(
    '/loan/:id/hardship/offers/:offerId/accept',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'Accept an arrangement with the typed legal name and the variation’s version hash; the ledger is re-planned',
        params: offerParams,
        body: acceptArrangementRequest,
        response: { 200: envelopeOf(borrowerHardshipView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'hardship/accept', fingerprint: { ...request.body, ...request.params }, required: true },
        async (within) =>
          ok(
            request,
            await acceptOffer(
              within,
              currentMember(request).id,
              request.params.id,
              request.params.offerId,
              request.body,
              request.lang,
            ),
          ),
      ),
  );

  app.post(
    '/loan/:id/hardship/offers/:offerId/decline',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Decline an arrangement: nothing changes, and the request goes back to us',
        params: offerParams,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(borrowerHardshipView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'hardship/decline', fingerprint: request.params, required: true },
        async (within) =>
          ok(
            request,
            await declineOffer(
              within,
              currentMember(request).id,
              request.params.id,
              request.params.offerId,
              request.lang,
            ),
          ),
      ),
  );
};
