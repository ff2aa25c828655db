import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../../domain/api/envelope';
import {
  applicationsReportResponse,
  loanBookResponse,
  monthsQuery,
  payoutsReportResponse,
  rollRatesQuery,
  rollRatesResponse,
} from '../../../../domain/api/reports';
import { ok } from '../../../lib/envelope';
import { applicationsCsv, type CsvFile, loanBookCsv, payoutsCsv, rollRatesCsv } from './reports-csv';
import { applicationsIn, loanBookOn, payoutsIn, rollRatesIn } from './reports-service';

/**
 * The console's reports (issue 38 §5), reads only: each a JSON answer for its screen and a `.csv` twin
 * with the same figures. Operators only for now; which roles may read them is the route table's to say.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const csv = (reply: FastifyReply, file: CsvFile) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(file.text);

  app.get(
    '/operator/reports/loan-book',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The loan book on the business date by state and bucket, from every loan’s replayed ledger',
        response: { 200: envelopeOf(loanBookResponse) },
      },
    },
    async (request) => ok(request, await loanBookOn(deps)),
  );
  app.get(
    '/operator/reports/loan-book.csv',
    { ...guard, schema: { tags, summary: 'The loan book as CSV' } },
    async (_request, reply) => csv(reply, loanBookCsv(await loanBookOn(deps))),
  );

  app.get(
    '/operator/reports/applications',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Applications by month submitted, by outcome and decline reason',
        querystring: monthsQuery,
        response: { 200: envelopeOf(applicationsReportResponse) },
      },
    },
    async (request) => ok(request, await applicationsIn(deps, request.query)),
  );
  app.get(
    '/operator/reports/applications.csv',
    {
      ...guard,
      schema: { tags, summary: 'Applications by outcome and reason as CSV', querystring: monthsQuery },
    },
    async (request, reply) => csv(reply, applicationsCsv(await applicationsIn(deps, request.query))),
  );

  app.get(
    '/operator/reports/payouts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Payouts by month signed against the next-working-day deadline',
        querystring: monthsQuery,
        response: { 200: envelopeOf(payoutsReportResponse) },
      },
    },
    async (request) => ok(request, await payoutsIn(deps, request.query)),
  );
  app.get(
    '/operator/reports/payouts.csv',
    {
      ...guard,
      schema: { tags, summary: 'Payouts against their deadline as CSV', querystring: monthsQuery },
    },
    async (request, reply) => csv(reply, payoutsCsv(await payoutsIn(deps, request.query))),
  );

  app.get(
    '/operator/reports/roll-rates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Arrears roll rates month by month, from every loan replayed at each month end',
        querystring: rollRatesQuery,
        response: { 200: envelopeOf(rollRatesResponse) },
      },
    },
    async (request) => ok(request, await rollRatesIn(deps, request.query)),
  );
  app.get(
    '/operator/reports/roll-rates.csv',
    { ...guard, schema: { tags, summary: 'Arrears roll rates as CSV', querystring: rollRatesQuery } },
    async (request, reply) => csv(reply, rollRatesCsv(await rollRatesIn(deps, request.query))),
  );
};
