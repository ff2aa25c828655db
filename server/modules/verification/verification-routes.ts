import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { codeSentData, emailCodeBody, smsCodeBody } from '../../../domain/api/verification';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limits';
import { sendEmailCode, sendSmsCode } from './verification-service';

// Per-destination limits live in the database (60 s, daily cap); the per-IP limit stops one client from
// spraying codes at many addresses.
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verification/emailCode',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['verification'],
        summary: 'Send a 6-digit code by e-mail (register, resetPassword; changeEmail needs a token)',
        body: emailCodeBody,
        response: { 200: envelopeOf(codeSentData) },
      },
    },
    async (request) => {
      if (request.body.purpose === 'changeEmail') await app.requireMember(request);
      const data = await sendEmailCode(app.deps, request.body, request.lang, request.member);
      return ok(request, data, M.codeSent);
    },
  );

  app.post(
    '/verification/smsCode',
    {
      config: { rateLimit: perIpLimit },
      onRequest: app.requireMember,
      schema: {
        tags: ['verification'],
        summary: 'Send a 6-digit code by SMS to confirm a new mobile number',
        security: [{ token: [] }],
        body: smsCodeBody,
        response: { 200: envelopeOf(codeSentData) },
      },
    },
    async (request) => {
      const data = await sendSmsCode(app.deps, request.body, currentMember(request));
      return ok(request, data, M.codeSent);
    },
  );
};
