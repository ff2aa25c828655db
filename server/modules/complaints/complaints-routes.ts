import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complaintReceipt,
  memberComplaintBody,
  memberComplaintsResponse,
  publicComplaintBody,
} from '../../../domain/api/complaints';
import { envelopeOf } from '../../../domain/api/envelope';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { requireIdempotencyKey } from '../../plugins/idempotency';
import { complainAsMember, complainAsVisitor, myComplaints } from './complaint-intake';

/**
 * A borrower's complaints (issue 38 §4, decision 108). The form at /complaints sends `POST
 * /complaints/public` with no session — limited per client address, since anyone can send it — or, signed
 * in, `POST /complaints` about one of their loans; both require an Idempotency-Key, kept on the complaint,
 * so the app's retry answers the same complaint. `GET /complaints` is the borrower's own list.
 */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['complaints'];

  app.post(
    '/complaints/public',
    {
      config: {
        rateLimit: {
          max: (request: FastifyRequest) => request.server.deps.config.COMPLAINT_RATE_PER_ADDRESS,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) => `complaint:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Make a complaint without signing in: name, e-mail, what happened, what you want us to do',
        body: publicComplaintBody,
        response: { 200: envelopeOf(complaintReceipt) },
      },
    },
    async (request) => {
      const key = requireIdempotencyKey(request);
      return ok(
        request,
        await complainAsVisitor(deps, key, request.body, request.lang),
        'complaint.received',
      );
    },
  );

  app.post(
    '/complaints',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Make a complaint as the signed-in borrower, about one of their loans or in general',
        body: memberComplaintBody,
        response: { 200: envelopeOf(complaintReceipt) },
      },
    },
    async (request) => {
      const key = requireIdempotencyKey(request);
      return ok(
        request,
        await complainAsMember(deps, currentMember(request).id, key, request.body),
        'complaint.received',
      );
    },
  );

  app.get(
    '/complaints',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The borrower’s complaints: where each stands, its deadlines and our answers',
        response: { 200: envelopeOf(memberComplaintsResponse) },
      },
    },
    async (request) => ok(request, await myComplaints(deps, currentMember(request).id, request.lang)),
  );
};
