import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  borrowerPage,
  borrowerParams,
  borrowerSearchQuery,
  borrowerSearchResponse,
  noteRequest,
  notesQuery,
  notesResponse,
  noteView,
} from '../../../../domain/api/borrowers';
import { envelopeOf } from '../../../../domain/api/envelope';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../lib/envelope';
import { currentMember } from '../../../plugins/auth';
import { idempotent } from '../../../plugins/idempotency';
import {
  addNote,
  borrowerPageOf,
  type DeskContext,
  notesOf,
  searchForBorrowers,
} from './borrower-desk-service';

/**
 * The borrower desk (issue 38 §3, decision 107), for operators only (a borrower gets F403): search, a
 * borrower's one page (each view audited: who looked at whom), and notes on a borrower or a loan — never
 * edited, a correction being a new note. Reads are for any operator; so is writing a note.
 */
export const borrowerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest, within: AppDeps = deps): DeskContext => ({
    deps: within,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });

  app.get(
    '/operator/borrowers',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Borrowers by name, e-mail, phone, loan or contract number, USDT address or bank account’s last digits, newest first',
        querystring: borrowerSearchQuery,
        response: { 200: envelopeOf(borrowerSearchResponse) },
      },
    },
    async (request) => ok(request, await searchForBorrowers(context(request), request.query)),
  );

  app.get(
    '/operator/borrowers/:memberId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Everything about one borrower on one page; the view is written to the audit log',
        params: borrowerParams,
        response: { 200: envelopeOf(borrowerPage) },
      },
    },
    async (request) =>
      ok(request, await borrowerPageOf(context(request), request.params.memberId, request.lang)),
  );

  app.get(
    '/operator/borrowers/:memberId/notes',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The notes on a borrower and their loans, newest first, paged by key',
        params: borrowerParams,
        querystring: notesQuery,
        response: { 200: envelopeOf(notesResponse) },
      },
    },
    async (request) => ok(request, await notesOf(context(request), request.params.memberId, request.query)),
  );

  app.post(
    '/operator/borrowers/:memberId/notes',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Add a note (at most 4,000 characters) on the borrower or one of their loans, or correct one',
        params: borrowerParams,
        body: noteRequest,
        response: { 200: envelopeOf(noteView) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'operator/borrower-note', fingerprint: { params: request.params, body: request.body } },
        async (within) =>
          ok(
            request,
            await addNote(context(request, within), request.params.memberId, request.body),
            'operator.done',
          ),
      ),
  );
};
