import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OperatorDirectDebitView, operatorDirectDebitView } from '../../../domain/api/direct-debit';
import { envelopeOf } from '../../../domain/api/envelope';
import { idParams } from '../../../domain/api/operator';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { collectionsOfLoan, loanOf, mandateEvents, mandatesOfLoan } from './direct-debit-repository';
import { mandateViewOf } from './mandate-view';

/** A loan's mandates (with what happened to each) and collections, for the console beside the ledger. */
export async function operatorDirectDebitOf(db: Executor, loanId: number): Promise<OperatorDirectDebitView> {
  if (!(await loanOf(db, loanId))) throw notFound();
  const mandates = await mandatesOfLoan(db, loanId);
  const withEvents = [];
  for (const mandate of mandates) {
    const events = await mandateEvents(db, mandate.id);
    withEvents.push({
      ...mandateViewOf(mandate),
      events: events.map((event) => ({
        event: event.event,
        by: event.by,
        businessDate: event.businessDate,
        at: event.at.toISOString(),
      })),
    });
  }
  const collections = await collectionsOfLoan(db, loanId);
  return {
    mandates: withEvents,
    collections: collections.map((row) => ({
      id: row.id,
      period: row.period,
      attempt: row.attempt,
      reference: row.reference,
      amount: row.amount,
      collectionDate: row.collectionDate,
      status: row.status,
      failure: row.failure,
      settledOn: row.settledOn,
      ledgerEntryId: row.ledgerEntryId,
    })),
  };
}

/** Read only, for operators (a borrower gets F403): operators do not change mandates (decision 100). */
export const directDebitOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/operator/loans/:id/direct-debit',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'A loan’s Direct Debit mandates, their events and its collections',
        params: idParams,
        response: { 200: envelopeOf(operatorDirectDebitView) },
      },
    },
    async (request) => ok(request, await operatorDirectDebitOf(deps.db, request.params.id)),
  );
};
