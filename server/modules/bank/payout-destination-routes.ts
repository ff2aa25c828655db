import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { memberSchema } from '../../../domain/api/members';
import { choosePayoutMethodBody, updateBankAccountBody } from '../../../domain/api/payout-destination';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { checkBankAccount, choosePayoutMethod, saveBankAccount } from './payout-destination-service';

const memberEnvelope = envelopeOf(memberSchema);
const tags = ['members'];
const security = [{ token: [] }];

/** Where a borrower's loans are paid: a UK bank account or the USDT address (decision 099). */
export const payoutDestinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/member/updateBankAccount',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Set a UK bank account as where loans are paid: modulus-checked and name-checked (Confirmation of Payee); needs the current password; Idempotency-Key optional',
        body: updateBankAccountBody,
        response: { 200: memberEnvelope },
      },
    },
    async (request, reply) => {
      // The checks ask the payee's bank, so they run before, not inside, the write's transaction.
      const checked = await checkBankAccount(app.deps, currentMember(request), request.body);
      return idempotent(
        request,
        reply,
        { scope: 'member/bankAccount', fingerprint: request.body },
        async (inTransaction) =>
          ok(
            request,
            await saveBankAccount(inTransaction, currentMember(request), checked, String(request.id)),
            M.modifySuccess,
          ),
      );
    },
  );

  app.put(
    '/member/payoutMethod',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Choose where loans are paid: USDT (the wallet address) or BANK; needs the current password',
        body: choosePayoutMethodBody,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(
        request,
        await choosePayoutMethod(app.deps, currentMember(request), request.body, String(request.id)),
        M.modifySuccess,
      ),
  );
};
