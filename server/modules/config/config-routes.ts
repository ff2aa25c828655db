import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandInfo, configValueQuery, configValues } from '../../../domain/api/config';
import { envelopeOf } from '../../../domain/api/envelope';
import { ok } from '../../lib/envelope';
import { brandOf, getPublicValues } from './config-service';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/getValue',
    {
      schema: {
        tags: ['config'],
        summary: 'Public system settings by code (amounts in minor units and rates as strings)',
        querystring: configValueQuery,
        response: { 200: envelopeOf(configValues) },
      },
    },
    async (request) =>
      ok(request, await getPublicValues(app.deps.db, app.deps.config, request.query.configCodes)),
  );

  app.get(
    '/config/brand',
    {
      schema: {
        tags: ['config'],
        summary: 'The brand in use: name, support contacts, region, time zone, currency',
        response: { 200: envelopeOf(brandInfo) },
      },
    },
    async (request) => ok(request, brandOf(app.deps.config)),
  );
};
