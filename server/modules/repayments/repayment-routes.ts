import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  repaymentListQuery,
  repaymentListResponse,
  repaymentSubmitRequest,
  repaymentView,
} from '../../../domain/api/repayments';
import { usdtQuoteRequest, usdtQuoteView } from '../../../domain/api/usdt';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { listRepayments, REPAYMENT_SUBMITTED, submitRepayment } from './repayment-service';
import { quoteUsdt } from './usdt-quote-service';

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

  // No Idempotency-Key: a quote changes nothing but adds the row of what was shown, and a refresh is meant
  // to give a new one.
  app.post(
    '/repayment/usdt-quote',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'The USDT to send for some bills or the settlement, at a stated rate, valid for some minutes',
        body: usdtQuoteRequest,
        response: { 200: envelopeOf(usdtQuoteView) },
      },
    },
    async (request) => ok(request, await quoteUsdt(deps, currentMember(request).id, request.body)),
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
