import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { offerParams } from '../../../domain/api/hardship';
import {
  arrangementPreviewResponse,
  arrangementRequest,
  hardshipCaseView,
  hardshipDeclineRequest,
  hardshipQueueQuery,
  hardshipQueueResponse,
  waiveRequest,
} from '../../../domain/api/hardship-desk';
import { idParams } from '../../../domain/api/operator';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import {
  approveOffer,
  approveWaiver,
  declineRequest,
  type HardshipContext,
  offerArrangement,
  previewArrangement,
  waiveOverdueInterest,
  withdrawOffer,
  withdrawWaiver,
} from '../hardship/hardship-front-door';
import { operatorHardship, operatorHardshipCase, withClaim } from './hardship-queue';

const DONE = 'operator.done';

/**
 * The Hardship queue, for operators only (a borrower gets F403): requests for help, a request's case, the
 * preview of an arrangement, the offer (a second operator approves one above
 * HARDSHIP_SECOND_APPROVAL_ABOVE), its withdrawal, a waiver of overdue interest (the same four eyes), and a
 * reasoned decline. `:id` is the request. Every write takes an optional Idempotency-Key, checks the state
 * it was shown under the request's row lock, is audited, and answers the case as it now stands.
 */
export const hardshipOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest, within: AppDeps = deps): HardshipContext => ({
    deps: within,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });
  const once = (
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    scope: string,
    act: (ctx: HardshipContext) => Promise<Awaited<ReturnType<typeof offerArrangement>>>,
  ) =>
    idempotent(
      request,
      reply,
      { scope: `operator/hardship-${scope}`, fingerprint: { params: request.params, body: request.body } },
      async (within) => {
        const ctx = context(request, within);
        return ok(request, await withClaim(ctx, await act(ctx)), DONE);
      },
    );
  const caseResponse = { 200: envelopeOf(hardshipCaseView) };

  app.get(
    '/operator/hardship',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The Hardship queue: requests for help waiting for an answer, the earliest promised first',
        querystring: hardshipQueueQuery,
        response: { 200: envelopeOf(hardshipQueueResponse) },
      },
    },
    async (request) => ok(request, await operatorHardship(context(request), request.query)),
  );

  app.get(
    '/operator/hardship/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A request for help beside the loan’s book, ledger and arrears, its offers and arrangement',
        params: idParams,
        response: caseResponse,
      },
    },
    async (request) =>
      ok(request, await operatorHardshipCase(context(request), request.params.id, request.lang)),
  );

  // No Idempotency-Key: the preview changes nothing.
  app.post(
    '/operator/hardship/:id/preview',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'The arrangement the terms would make of the loan today, and whether it needs a second operator',
        params: idParams,
        body: arrangementRequest,
        response: { 200: envelopeOf(arrangementPreviewResponse) },
      },
    },
    async (request) => ok(request, await previewArrangement(deps, request.params.id, request.body.terms)),
  );

  app.post(
    '/operator/hardship/:id/offer',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Offer the arrangement to the borrower (valid 14 days); above HARDSHIP_SECOND_APPROVAL_ABOVE it waits for a second operator',
        params: idParams,
        body: arrangementRequest,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'offer', (ctx) =>
        offerArrangement(ctx, request.params.id, request.body.terms, request.lang),
      ),
  );

  app.post(
    '/operator/hardship/:id/offers/:offerId/approve',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Approve an offer another operator made (second approval); it goes to the borrower',
        params: offerParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'approve', (ctx) =>
        approveOffer(ctx, request.params.id, request.params.offerId, request.lang),
      ),
  );

  app.post(
    '/operator/hardship/:id/offers/:offerId/withdraw',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Withdraw an offer not yet accepted or declined; the request waits for an answer again',
        params: offerParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'withdraw', (ctx) =>
        withdrawOffer(ctx, request.params.id, request.params.offerId, request.lang),
      ),
  );

  app.post(
    '/operator/hardship/:id/waive',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Waive overdue interest (at most what is outstanding) with a reason; above HARDSHIP_SECOND_APPROVAL_ABOVE a second operator approves',
        params: idParams,
        body: waiveRequest,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'waive', (ctx) =>
        waiveOverdueInterest(ctx, request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/operator/hardship/:id/waive/approve',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Approve a waiver another operator asked for (second approval); it is written on the ledger',
        params: idParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'waive-approve', (ctx) => approveWaiver(ctx, request.params.id, request.lang)),
  );

  app.post(
    '/operator/hardship/:id/waive/withdraw',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Withdraw a waiver waiting for a second operator',
        params: idParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'waive-withdraw', (ctx) => withdrawWaiver(ctx, request.params.id, request.lang)),
  );

  app.post(
    '/operator/hardship/:id/decline',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Decline the request with a reason; the borrower is told, with free debt advice named',
        params: idParams,
        body: hardshipDeclineRequest,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'decline', (ctx) =>
        declineRequest(ctx, request.params.id, request.body, request.lang),
      ),
  );
};
