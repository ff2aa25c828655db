import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCreditFileResponse } from '../../../domain/api/credit';
import { envelopeOf } from '../../../domain/api/envelope';
import { idParams } from '../../../domain/api/operator';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { operatorCreditFile, searchAgain } from './credit-file-service';

/**
 * The credit file beside an application, for operators only (a borrower gets F403): the newest hard
 * search whole, other borrowers sharing the applicant's details, and a search again while it is in review.
 * The search again is not wrapped in an idempotency key: its call to the agency must not hold a database
 * transaction, and a second click records a second search, which the list shows as such.
 */
export const creditFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];

  app.get(
    '/operator/applications/:id/credit-file',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The credit file an application was decided on, and borrowers sharing its details',
        params: idParams,
        response: { 200: envelopeOf(operatorCreditFileResponse) },
      },
    },
    async (request) => ok(request, await operatorCreditFile(deps, request.params.id)),
  );

  app.post(
    '/operator/applications/:id/credit-search',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Search the credit file again (hard) for an application in review',
        params: idParams,
        response: { 200: envelopeOf(operatorCreditFileResponse) },
      },
    },
    async (request) =>
      ok(request, await searchAgain(deps, request.params.id, currentMember(request).id), 'operator.done'),
  );
};
