import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complaintCaseView,
  complaintNoteBody,
  complaintQueueQuery,
  complaintQueueResponse,
  finalResponseBody,
  logComplaintBody,
  summaryResolutionBody,
} from '../../../../domain/api/complaints-desk';
import { envelopeOf } from '../../../../domain/api/envelope';
import { idParams } from '../../../../domain/api/operator';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../lib/envelope';
import { currentMember } from '../../../plugins/auth';
import { idempotent } from '../../../plugins/idempotency';
import {
  acknowledgeComplaint,
  answerComplaint,
  closeComplaint,
  complaintCase,
  complaintRegister,
  type DeskContext,
  logComplaint,
  noteComplaint,
} from '../../complaints/complaints-front-door';

const DONE = 'operator.done';

/**
 * The complaints register on the desk (issue 38 §4, decision 108), for operators only (a borrower gets F403).
 * Which roles: reading the register and the case, any operator; logging, acknowledging, noting, answering
 * and closing, collections or administrator (wired with the route table). Every write takes an optional
 * Idempotency-Key, checks the state it was shown under the row lock, is audited, and answers the case as
 * it now stands.
 */
export const complaintOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (
    request: FastifyRequest,
    within: Pick<AppDeps, 'db' | 'clock' | 'config'> = deps,
  ): DeskContext => ({
    deps: within,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });
  const caseResponse = { 200: envelopeOf(complaintCaseView) };
  const once = (
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    scope: string,
    act: (ctx: DeskContext) => Promise<void>,
  ) =>
    idempotent(
      request,
      reply,
      { scope: `operator/complaint-${scope}`, fingerprint: { params: request.params, body: request.body } },
      async (within) => {
        const ctx = context(request, within);
        await act(ctx);
        return ok(request, await complaintCase(ctx, request.params.id, request.lang), DONE);
      },
    );

  app.get(
    '/operator/complaints',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The complaints register, nearest deadline first, with each complaint’s clock',
        querystring: complaintQueueQuery,
        response: { 200: envelopeOf(complaintQueueResponse) },
      },
    },
    async (request) => ok(request, await complaintRegister(context(request), request.query.status)),
  );

  app.get(
    '/operator/complaints/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A complaint: what was said, its clock, the investigation, our answer',
        params: idParams,
        response: caseResponse,
      },
    },
    async (request) => ok(request, await complaintCase(context(request), request.params.id, request.lang)),
  );

  app.post(
    '/operator/complaints',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Log a complaint taken by phone, letter, e-mail or chat, with when it reached us',
        body: logComplaintBody,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'operator/complaint-log', fingerprint: request.body },
        async (within) => {
          const ctx = context(request, within);
          const { id } = await logComplaint(ctx, request.body, request.lang);
          return ok(request, await complaintCase(ctx, id, request.lang), DONE);
        },
      ),
  );

  app.post(
    '/operator/complaints/:id/acknowledge',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Acknowledge: the complainant is sent our acknowledgement with their deadlines',
        params: idParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'acknowledge', (ctx) => acknowledgeComplaint(ctx, request.params.id)),
  );

  app.post(
    '/operator/complaints/:id/notes',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record what the investigation found so far (never edited; a correction is a new note)',
        params: idParams,
        body: complaintNoteBody,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'note', (ctx) => noteComplaint(ctx, request.params.id, request.body.text)),
  );

  app.post(
    '/operator/complaints/:id/summary-resolution',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Settle it by a summary resolution communication, within three business days of receipt',
        params: idParams,
        body: summaryResolutionBody,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'summary', (ctx) =>
        answerComplaint(ctx, request.params.id, { kind: 'SUMMARY', text: request.body.text }),
      ),
  );

  app.post(
    '/operator/complaints/:id/final-response',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Our final response: outcome, redress, our words, and the ombudsman referral rights',
        params: idParams,
        body: finalResponseBody,
        response: caseResponse,
      },
    },
    async (request, reply) =>
      once(request, reply, 'final', (ctx) =>
        answerComplaint(ctx, request.params.id, { kind: 'FINAL', ...request.body }),
      ),
  );

  app.post(
    '/operator/complaints/:id/close',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Close an answered complaint',
        params: idParams,
        body: z.object({}).optional(),
        response: caseResponse,
      },
    },
    async (request, reply) => once(request, reply, 'close', (ctx) => closeComplaint(ctx, request.params.id)),
  );
};
