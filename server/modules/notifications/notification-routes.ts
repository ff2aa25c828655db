import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  notificationIdParams,
  notificationItem,
  notificationListParams,
  notificationListQuery,
  notificationPage,
  notificationRead,
  unreadCount,
} from '../../../domain/api/notifications';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import {
  notificationFor,
  notificationPageFor,
  readNotification,
  unreadCountFor,
} from './notification-service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification/:type/list',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first; type "all" or loan / repayment / account / system',
        params: notificationListParams,
        querystring: notificationListQuery,
        response: { 200: envelopeOf(notificationPage) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return ok(
        request,
        await notificationPageFor(app.deps.db, member.id, request.params.type, request.query, request.lang),
      );
    },
  );

  app.get(
    '/notification/:id/detail',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'One of my notifications (reading it does not mark it read: PUT …/read does)',
        params: notificationIdParams,
        response: { 200: envelopeOf(notificationItem) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return ok(request, await notificationFor(app.deps.db, request.params.id, member.id, request.lang));
    },
  );

  app.put(
    '/notification/:id/read',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: notificationIdParams,
        response: { 200: envelopeOf(notificationRead) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return ok(
        request,
        await readNotification(app.deps.db, request.params.id, member.id, app.deps.clock.now()),
      );
    },
  );

  app.get(
    '/notification/unreadCount',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: envelopeOf(unreadCount) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return ok(request, { count: await unreadCountFor(app.deps.db, member.id) });
    },
  );
};
