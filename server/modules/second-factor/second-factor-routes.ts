import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  addPasskeyBody,
  confirmTotpBody,
  disableTotpBody,
  operatorMemberParams,
  passkeyParams,
  recoveryCodesData,
  secondFactorStatus,
  totpEnrolment,
  webauthnOptions,
} from '../../../domain/api/second-factor';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { resetOperatorSecondFactor } from './operator-reset';
import {
  addPasskey,
  confirmTotpOn,
  disableTotp,
  passkeyRegistrationOptions,
  removePasskey,
  renewRecoveryCodes,
  startTotp,
  secondFactorStatus as statusOf,
} from './second-factor-service';

/**
 * A signed-in member's own second factors (decision 106). The writes are idempotent by state rather than
 * by Idempotency-Key: a repeat of a confirmation is refused as "already on" and changes nothing, and an
 * answer holding recovery codes must never be stored for replay. The operators' reset takes a key as the
 * console's other actions do.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['members'];
  const security = [{ token: [] }];
  const guard = { onRequest: app.requireMember };
  const status = { 200: envelopeOf(secondFactorStatus) };

  app.get(
    '/member/second-factor',
    { ...guard, schema: { tags, security, summary: 'My second factors', response: status } },
    async (request) => ok(request, await statusOf(deps, currentMember(request))),
  );

  app.post(
    '/member/second-factor/totp',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Start turning TOTP on: a new secret, its URI and QR code (not on until confirmed)',
        response: { 200: envelopeOf(totpEnrolment) },
      },
    },
    async (request) => ok(request, await startTotp(deps, currentMember(request))),
  );

  app.post(
    '/member/second-factor/totp/confirm',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'The first code turns TOTP on; answers the ten recovery codes, shown once',
        body: confirmTotpBody,
        response: { 200: envelopeOf(recoveryCodesData) },
      },
    },
    async (request) =>
      ok(request, await confirmTotpOn(deps, currentMember(request), request.body.code), 'secondFactor.on'),
  );

  app.post(
    '/member/second-factor/totp/disable',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Turn TOTP off with a current code or the password (borrowers only)',
        body: disableTotpBody,
        response: { 200: status[200] },
      },
    },
    async (request) => {
      const caller = currentMember(request);
      await disableTotp(deps, caller, request.body);
      return ok(request, await statusOf(deps, caller), 'secondFactor.off');
    },
  );

  app.post(
    '/member/second-factor/recovery-codes',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Ten new recovery codes for a current code; the old ones stop working',
        body: confirmTotpBody,
        response: { 200: envelopeOf(recoveryCodesData) },
      },
    },
    async (request) =>
      ok(request, await renewRecoveryCodes(deps, currentMember(request), request.body.code), M.saveSuccess),
  );

  app.post(
    '/member/second-factor/passkeys/options',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'WebAuthn registration options for a new passkey (after TOTP)',
        response: { 200: envelopeOf(webauthnOptions) },
      },
    },
    async (request) => ok(request, await passkeyRegistrationOptions(deps, currentMember(request))),
  );

  app.post(
    '/member/second-factor/passkeys',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Register a passkey: the browser’s answer to the options, and a name',
        body: addPasskeyBody,
        response: status,
      },
    },
    async (request) =>
      ok(request, await addPasskey(deps, currentMember(request), request.body), 'passkey.added'),
  );

  app.delete(
    '/member/second-factor/passkeys/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Remove one of my passkeys',
        params: passkeyParams,
        response: status,
      },
    },
    async (request) =>
      ok(request, await removePasskey(deps, currentMember(request), request.params.id), 'passkey.removed'),
  );

  // Needs the administrator role once roles exist; any operator until then.
  app.post(
    '/operator/operators/:memberId/second-factor/reset',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary:
          'Reset another operator’s second factor: TOTP, recovery codes and passkeys removed, sessions ended',
        params: operatorMemberParams,
        response: { 200: envelopeOf(z.object({ memberId: z.number().int(), email: z.string() })) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'operator/second-factor-reset', fingerprint: request.params },
        async (within) =>
          ok(
            request,
            await resetOperatorSecondFactor(within, {
              operatorId: currentMember(request).id,
              memberId: request.params.memberId,
              requestId: String(request.id),
            }),
            'secondFactor.reset',
          ),
      ),
  );
};
