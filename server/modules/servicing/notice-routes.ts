import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { loanIdParams } from '../../../domain/api/loans';
import { statutoryNoticesResponse } from '../../../domain/api/servicing-days';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { borrowerLoanNotices } from './statutory-notice-service';

/**
 * A borrower's statutory notices (CCA s86B arrears, s87 default) on their own loan, whole — the text as it
 * was sent, its template version and every figure — to read and print in the app. Another member's loan
 * answers N404, as a loan that does not exist.
 */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/loan/:id/notices',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['loans'],
        summary: 'The statutory notices sent on the caller’s loan, oldest first, as sent',
        params: loanIdParams,
        response: { 200: envelopeOf(statutoryNoticesResponse) },
      },
    },
    async (request) =>
      ok(request, await borrowerLoanNotices(deps, currentMember(request).id, request.params.id)),
  );
};
