import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  repaymentListQuery,
  repaymentListResponse,
  repaymentSubmitRequest,
  repaymentView,
} from '../../../domain/api/repayments';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { listRepayments, REPAYMENT_SUBMITTED, submitRepayment } from './repayment-service';

/** The borrower's repayment routes: own bills and own repayments only. */
export const repaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['repayments'];

  app.post(
    '/repayment/submit',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Report a payment of bills or of the early-settlement figure, with its voucher',
        body: repaymentSubmitRequest,
        response: { 200: envelopeOf(repaymentView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'repayment/submit', fingerprint: request.body, required: true },
        async (inTransaction) =>
          ok(
            request,
            await submitRepayment(inTransaction, currentMember(request).id, request.body),
            REPAYMENT_SUBMITTED,
          ),
      ),
  );

  app.get(
    '/repayment/list',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'My repayments, newest first, with their status and bills',
        querystring: repaymentListQuery,
        response: { 200: envelopeOf(repaymentListResponse) },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      return ok(
        request,
        await listRepayments(deps.db, { memberId: currentMember(request).id, status }, { page, pageSize }),
      );
    },
  );
};
