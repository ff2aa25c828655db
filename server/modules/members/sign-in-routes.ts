import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { loginData } from '../../../domain/api/members';
import {
  challengeBody,
  codeSignInBody,
  enrolSignInData,
  passkeySignInBody,
  recoverySignInBody,
  totpEnrolment,
  webauthnOptions,
} from '../../../domain/api/second-factor';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { perIpLimit } from '../../plugins/rate-limits';
import {
  confirmEnrolmentAtSignIn,
  enrolAtSignIn,
  passkeySignInOptions,
  signInWithCode,
  signInWithPasskey,
  signInWithRecoveryCode,
} from '../second-factor/sign-in-challenge';
import { completeSignIn } from './member-service';

/**
 * The second step of a sign-in (decision 106): the challenge a correct password answered, and a TOTP code,
 * a recovery code or a passkey — or, for an operator with none yet, enrolment — answer the session. No
 * session is needed to call them: the challenge is the proof of the first step. Limited per address like
 * the login; each challenge takes 5 wrong answers, each member 10 in 15 minutes.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['members'];
  const config = { rateLimit: perIpLimit };
  const session = completeSignIn(deps);

  app.post(
    '/member/login/code',
    {
      config,
      schema: {
        tags,
        summary: 'Second step: the 6-digit code of the authenticator app (a code is accepted once)',
        body: codeSignInBody,
        response: { 200: envelopeOf(loginData) },
      },
    },
    async (request) => ok(request, await signInWithCode(deps, request.body, session), M.loginSuccess),
  );

  app.post(
    '/member/login/recovery-code',
    {
      config,
      schema: {
        tags,
        summary: 'Second step: one of the ten recovery codes (each works once)',
        body: recoverySignInBody,
        response: { 200: envelopeOf(loginData) },
      },
    },
    async (request) => ok(request, await signInWithRecoveryCode(deps, request.body, session), M.loginSuccess),
  );

  app.post(
    '/member/login/passkey/options',
    {
      config,
      schema: {
        tags,
        summary: 'Second step with a passkey: the WebAuthn options to sign',
        body: challengeBody,
        response: { 200: envelopeOf(webauthnOptions) },
      },
    },
    async (request) => ok(request, { options: await passkeySignInOptions(deps, request.body.challenge) }),
  );

  app.post(
    '/member/login/passkey',
    {
      config,
      schema: {
        tags,
        summary: 'Second step with a passkey: its signature of the options’ challenge',
        body: passkeySignInBody,
        response: { 200: envelopeOf(loginData) },
      },
    },
    async (request) => ok(request, await signInWithPasskey(deps, request.body, session), M.loginSuccess),
  );

  app.post(
    '/member/login/enrol',
    {
      config,
      schema: {
        tags,
        summary: 'An operator with no authenticator yet: a new TOTP secret, its URI and QR code',
        body: challengeBody,
        response: { 200: envelopeOf(totpEnrolment) },
      },
    },
    async (request) => ok(request, await enrolAtSignIn(deps, request.body.challenge)),
  );

  app.post(
    '/member/login/enrol/confirm',
    {
      config,
      schema: {
        tags,
        summary:
          'The first code of the new authenticator: TOTP on, ten recovery codes (shown once), the session',
        body: codeSignInBody,
        response: { 200: envelopeOf(enrolSignInData) },
      },
    },
    async (request) => {
      const { session: signedIn, recoveryCodes } = await confirmEnrolmentAtSignIn(
        deps,
        request.body,
        session,
      );
      return ok(request, { ...signedIn, recoveryCodes }, 'secondFactor.on');
    },
  );
};
