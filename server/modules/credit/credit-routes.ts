import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditSearchesResponse } from '../../../domain/api/credit';
import { envelopeOf } from '../../../domain/api/envelope';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { listCreditSearches } from './credit-search-repository';

/** The most a borrower's list shows: years of quotes stay well inside it. */
const SEARCHES_SHOWN = 100;

/** The searches made on the caller's credit file by us (when, soft or hard, why), for the account centre. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/member/credit-searches',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'The credit searches made on the caller, newest first',
        response: { 200: envelopeOf(creditSearchesResponse) },
      },
    },
    async (request) => {
      const rows = await listCreditSearches(deps.db, currentMember(request).id, SEARCHES_SHOWN);
      return ok(request, {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          purpose: row.purpose,
          searchedAt: row.searchedAt.toISOString(),
          agencyName: row.agencyName,
          answered: row.outcome === 'found',
        })),
      });
    },
  );
};
