import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dayChangePlanView,
  dayChangeRequest,
  directDebitView,
  mandateSetUpRequest,
  mandateView,
} from '../../../domain/api/direct-debit';
import { envelopeOf } from '../../../domain/api/envelope';
import { loanIdParams } from '../../../domain/api/loans';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { changeCollectionDay, previewDayChange } from './day-change-service';
import { cancelMandate, directDebitOf, setUpMandate } from './mandate-service';

/**
 * A borrower's Direct Debit on their own loan (decision 100): see it with the Guarantee, set it up, cancel
 * it, and change the collection day after seeing the re-plan. Another member's loan answers N404.
 */
export const directDebitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['direct-debit'];

  app.get(
    '/loan/:id/direct-debit',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The loan’s Direct Debit: its mandate, next collection, collections and the Guarantee',
        params: loanIdParams,
        response: { 200: envelopeOf(directDebitView) },
      },
    },
    async (request) =>
      ok(request, await directDebitOf(deps, currentMember(request).id, request.params.id, request.lang)),
  );

  app.post(
    '/loan/:id/direct-debit',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Set up a Direct Debit for the loan (one active per loan)',
        params: loanIdParams,
        body: mandateSetUpRequest,
        response: { 200: envelopeOf(mandateView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        {
          scope: 'direct-debit/set-up',
          fingerprint: { ...request.body, loanId: request.params.id },
          required: true,
        },
        async (inTransaction) =>
          ok(
            request,
            await setUpMandate(
              { ...inTransaction, bacsBureau: deps.bacsBureau },
              currentMember(request).id,
              request.params.id,
              request.body,
            ),
          ),
      ),
  );

  app.post(
    '/loan/:id/direct-debit/cancel',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Cancel the loan’s Direct Debit (the bureau is told)',
        params: loanIdParams,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(mandateView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'direct-debit/cancel', fingerprint: { loanId: request.params.id }, required: true },
        async (inTransaction) =>
          ok(
            request,
            await cancelMandate(
              { ...inTransaction, bacsBureau: deps.bacsBureau },
              currentMember(request).id,
              request.params.id,
            ),
          ),
      ),
  );

  // No Idempotency-Key: the preview changes nothing.
  app.post(
    '/loan/:id/direct-debit/day-change/plan',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'The schedule a new collection day would give (interest for the shifted days), before confirming',
        params: loanIdParams,
        body: dayChangeRequest,
        response: { 200: envelopeOf(dayChangePlanView) },
      },
    },
    async (request) =>
      ok(
        request,
        await previewDayChange(
          deps,
          currentMember(request).id,
          request.params.id,
          request.body.collectionDay,
        ),
      ),
  );

  app.post(
    '/loan/:id/direct-debit/day-change',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Change the collection day (10 working days’ notice before the collection it moves)',
        params: loanIdParams,
        body: dayChangeRequest,
        response: { 200: envelopeOf(z.object({ mandate: mandateView, plan: dayChangePlanView })) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        {
          scope: 'direct-debit/day-change',
          fingerprint: { ...request.body, loanId: request.params.id },
          required: true,
        },
        async (inTransaction) =>
          ok(
            request,
            await changeCollectionDay(
              inTransaction,
              currentMember(request).id,
              request.params.id,
              request.body.collectionDay,
            ),
          ),
      ),
  );
};
