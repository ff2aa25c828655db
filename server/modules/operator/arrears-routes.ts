import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  arrearsCaseResponse,
  arrearsQueueQuery,
  arrearsQueueResponse,
  chargeOffRequest,
  chargeOffResponse,
  contactRequest,
  contactResponse,
  nextActionRequest,
  nextActionResponse,
  promiseRequest,
  promiseResponse,
} from '../../../domain/api/collections';
import { envelopeOf } from '../../../domain/api/envelope';
import { idParams } from '../../../domain/api/operator';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { logContact, makePromise, planNextAction } from '../servicing/servicing-front-door';
import {
  operatorArrears,
  operatorArrearsCase,
  operatorChargeOff,
  operatorConfirmChargeOff,
} from './arrears-service';
import type { OperatorContext } from './operator-service';

const DONE = 'operator.done';

/**
 * Collections, for operators only (a borrower gets F403): the Arrears queue, a loan's case, contacts,
 * promises to pay, the next action, and charge-off. Every write takes an optional Idempotency-Key and is
 * audited; the loan's row lock makes two operators at once take turns.
 */
export const arrearsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest, within: AppDeps = deps): OperatorContext => ({
    deps: within,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });
  const once = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    act: (ctx: OperatorContext) => Promise<T>,
  ) =>
    idempotent(
      request,
      reply,
      { scope: `operator/${scope}`, fingerprint: { params: request.params, body: request.body } },
      async (within) => ok(request, await act(context(request, within)), DONE),
    );

  app.get(
    '/operator/arrears',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The Arrears queue: loans past due, most days first, with their case and who has them open',
        querystring: arrearsQueueQuery,
        response: { 200: envelopeOf(arrearsQueueResponse) },
      },
    },
    async (request) => ok(request, await operatorArrears(context(request), request.query)),
  );

  app.get(
    '/operator/arrears/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A loan’s collection case: its book, ledger, DPD and buckets, contacts, promises, notices',
        params: idParams,
        response: { 200: envelopeOf(arrearsCaseResponse) },
      },
    },
    async (request) => ok(request, await operatorArrearsCase(context(request), request.params.id)),
  );

  app.post(
    '/operator/arrears/:id/contacts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Log a contact with the borrower on the open case (append-only)',
        params: idParams,
        body: contactRequest,
        response: { 200: envelopeOf(contactResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'arrears-contact', (ctx) => logContact(ctx, request.params.id, request.body)),
  );

  app.post(
    '/operator/arrears/:id/promises',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record a promise to pay: a date not before the business date and an amount',
        params: idParams,
        body: promiseRequest,
        response: { 200: envelopeOf(promiseResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'arrears-promise', (ctx) => makePromise(ctx, request.params.id, request.body)),
  );

  app.put(
    '/operator/arrears/:id/next-action',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Set the day the case is next looked at (not before the business date)',
        params: idParams,
        body: nextActionRequest,
        response: { 200: envelopeOf(nextActionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'arrears-next-action', (ctx) =>
        planNextAction(ctx, request.params.id, request.body),
      ),
  );

  app.post(
    '/operator/loans/:id/charge-off',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Charge a loan off once a default notice’s remedy date has passed unpaid; above PAYOUT_SECOND_APPROVAL_ABOVE a second operator confirms',
        params: idParams,
        body: chargeOffRequest,
        response: { 200: envelopeOf(chargeOffResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'charge-off', (ctx) =>
        operatorChargeOff(ctx, { loanId: request.params.id, reason: request.body.reason }),
      ),
  );

  app.post(
    '/operator/loans/:id/charge-off/confirm',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Confirm a charge-off another operator asked for (second approval)',
        params: idParams,
        response: { 200: envelopeOf(chargeOffResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'charge-off-confirm', (ctx) =>
        operatorConfirmChargeOff(ctx, { loanId: request.params.id }),
      ),
  );
};
