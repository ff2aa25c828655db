import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  articleDetail,
  articleList,
  articlePage,
  newsIdParams,
  newsListQuery,
} from '../../../domain/api/news';
import { ok } from '../../lib/envelope';
import { newsDetail, newsPage, topNews } from './news-service';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news/top',
    {
      schema: {
        tags: ['news'],
        summary: 'Pinned and latest articles, in the language of the request',
        response: { 200: envelopeOf(articleList) },
      },
    },
    async (request) => ok(request, await topNews(app.deps.db, request.lang)),
  );

  app.get(
    '/news/list',
    {
      schema: {
        tags: ['news'],
        summary: 'Blog posts and press releases, newest first, paged',
        querystring: newsListQuery,
        response: { 200: envelopeOf(articlePage) },
      },
    },
    async (request) => {
      const { type, page, pageSize } = request.query;
      return ok(request, await newsPage(app.deps.db, type, { page, pageSize }, request.lang));
    },
  );

  app.get(
    '/news/:id/detail',
    {
      schema: {
        tags: ['news'],
        summary: 'One article with its sanitized HTML body',
        params: newsIdParams,
        response: { 200: envelopeOf(articleDetail) },
      },
    },
    async (request) => ok(request, await newsDetail(app.deps.db, request.params.id, request.lang)),
  );
};
