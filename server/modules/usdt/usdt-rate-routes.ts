import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { setUsdtRateRequest, usdtRateStatusResponse } from '../../../domain/api/usdt';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { setUsdtRate, usdtRateStatus } from './usdt-rates';

/**
 * The GBP→USDT rate in the console's Settings (decision 098), for operators only: read it with whether it may
 * be used, and set a new one (a new row, audited). Setting takes an optional Idempotency-Key, as every
 * operator action does, so a double click sets it once.
 */
export const usdtRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/operator/usdt-rate')) reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/operator/usdt-rate',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The GBP to USDT rate in force, whether it may be used (its age), and the latest set',
        response: { 200: envelopeOf(usdtRateStatusResponse) },
      },
    },
    async (request) => ok(request, await usdtRateStatus(deps, request.lang)),
  );

  app.post(
    '/operator/usdt-rate',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Set the GBP to USDT rate (USDT per pound, six decimals); a move above 5% must be confirmed',
        body: setUsdtRateRequest,
        response: { 200: envelopeOf(usdtRateStatusResponse) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'operator/usdt-rate', fingerprint: { body: request.body } },
        async (within) => {
          await setUsdtRate(within, {
            operatorId: currentMember(request).id,
            requestId: String(request.id),
            rate: request.body.rate,
            confirmMove: request.body.confirmMove,
          });
          return ok(request, await usdtRateStatus(within, request.lang), 'operator.done');
        },
      ),
  );
};
