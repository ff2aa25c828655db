import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document, generated from the zod contracts of every route. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
