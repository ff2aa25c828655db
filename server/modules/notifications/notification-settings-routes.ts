import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  emailPreferencesBody,
  emailUnsubscribed,
  notificationPreferences,
  pushDevice,
  subscribeBody,
  testSendBody,
  testSent,
  unsubscribeBody,
  unsubscribeQuery,
} from '../../../domain/api/notification-settings';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import {
  preferencesOf,
  sendTest,
  setEmailGroups,
  subscribeDevice,
  unsubscribeByToken,
  unsubscribeDevice,
} from './notification-settings-service';

const tags = ['notifications'];

/** Settings → Notifications: what the member hears, by e-mail and on each device (decision 104). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification/preferences',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'What I hear by e-mail, and my devices signed up for push with what each hears',
        response: { 200: envelopeOf(notificationPreferences) },
      },
    },
    async (request) => ok(request, await preferencesOf(app.deps.db, currentMember(request).id)),
  );

  app.put(
    '/notification/preferences',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Choose the groups I hear by e-mail (statutory notices come by e-mail whatever is chosen)',
        body: emailPreferencesBody,
        response: { 200: envelopeOf(notificationPreferences) },
      },
    },
    async (request) =>
      ok(
        request,
        await setEmailGroups(app.deps, currentMember(request).id, request.body.emailGroups),
        'save.success',
      ),
  );

  app.post(
    '/notification/push/subscribe',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Sign this device up for push (the browser's PushSubscription) with what it should hear",
        body: subscribeBody,
        response: { 200: envelopeOf(pushDevice) },
      },
    },
    async (request) =>
      ok(request, await subscribeDevice(app.deps, currentMember(request), request.lang, request.body)),
  );

  app.post(
    '/notification/push/unsubscribe',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Stop push to this device (by its endpoint)',
        body: unsubscribeBody,
        response: { 200: envelopeOf(z.object({ removed: z.boolean() })) },
      },
    },
    async (request) =>
      ok(request, await unsubscribeDevice(app.deps.db, currentMember(request).id, request.body.endpoint)),
  );

  app.post(
    '/notification/test',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Send me a test notification: a push to this device, or an e-mail',
        body: testSendBody,
        response: { 200: envelopeOf(testSent) },
      },
    },
    async (request) => ok(request, await sendTest(app.deps, currentMember(request).id, request.body)),
  );
};

/**
 * The one-click unsubscribe an e-mail's List-Unsubscribe header points at (RFC 8058): a mail client POSTs
 * `List-Unsubscribe=One-Click` as a form, with no session; the signed token says who and what. In a scope
 * of its own so that only this route reads form bodies.
 */
export const emailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/notification/email/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'One-click unsubscribe from an optional e-mail group (RFC 8058); the token comes in the link',
        querystring: unsubscribeQuery,
        response: { 200: envelopeOf(emailUnsubscribed) },
      },
    },
    async (request) =>
      ok(request, await unsubscribeByToken(app.deps, request.query.token), 'notify.unsubscribed'),
  );
};
