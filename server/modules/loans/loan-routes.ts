import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  agreementPreviewRequest,
  agreementPreviewResponse,
  applyRequest,
  applyResponse,
  billsResponse,
  contractResponse,
  draftBody,
  draftResponse,
  loanDetailResponse,
  loanIdParams,
  loanListQuery,
  loanListResponse,
  quoteRequest,
  quoteResponse,
  settlementResponse,
  signRequest,
  signResponse,
  statusResponse,
  withdrawResponse,
} from '../../../domain/api/loans';
import {
  paymentsResponse,
  prepaymentModeQuery,
  prepaymentPlanResponse,
  prepaymentRequest,
  prepaymentResponse,
} from '../../../domain/api/servicing';
import type { DecisionOutcome } from '../../../domain/decision/outcomes';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent, requireIdempotencyKey } from '../../plugins/idempotency';
import { agreementPreview } from './agreement-preview';
import { type ApplyAnswer, applyForLoan, searchBeforeApplying } from './application-service';
import {
  listMemberLoans,
  loanBills,
  loanContract,
  loanDetail,
  requestReview,
  restoreLoan,
  settlementFigure,
  signLoan,
  withdrawLoan,
} from './borrower-loan-service';
import { choosePrepayment, loanPayments, prepaymentPlan } from './loan-book-service';
import { createQuote, getDraft, saveDraft } from './quote-service';

/**
 * Submissions per member in each window: generous enough for an outbox replaying one key many times, low
 * enough that nobody scripts applications.
 */
export const APPLY_RATE = { max: 60, timeWindow: '10 minutes' };

/** The envelope's message says what the policy decided; "waiting for review" only when a person decides. */
const applyMessages: Record<DecisionOutcome, string> = {
  APPROVE: 'apply.approved',
  COUNTER_OFFER: 'apply.counterOffer',
  DECLINE: 'apply.declined',
  REFER: M.applySubmitted,
};

function applyAnswer(request: FastifyRequest, answer: ApplyAnswer) {
  return ok(request, answer, applyMessages[answer.decision.outcome]);
}

/** The borrower's loan routes (DESIGN §3): own records only; anyone else's id answers N404. */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const member = { onRequest: app.requireMember };
  const tags = ['loans'];

  app.post(
    '/loan/quote',
    {
      ...member,
      schema: {
        tags,
        summary: 'Quote: schedule, APR, total payable and eligibility; stored and valid 30 days',
        body: quoteRequest,
        response: { 200: envelopeOf(quoteResponse) },
      },
    },
    async (request) => ok(request, await createQuote(deps, currentMember(request).id, request.body)),
  );

  app.post(
    '/loan/agreement-preview',
    {
      ...member,
      schema: {
        tags,
        summary:
          'The agreement as it would read for an amount, term and method, before applying; nothing is stored',
        body: agreementPreviewRequest,
        response: { 200: envelopeOf(agreementPreviewResponse) },
      },
    },
    async (request) =>
      ok(request, await agreementPreview(deps, currentMember(request).id, request.body, request.lang)),
  );

  app.get(
    '/loan/draft',
    {
      ...member,
      schema: {
        tags,
        summary: 'The server copy of the apply wizard draft',
        response: { 200: envelopeOf(draftResponse) },
      },
    },
    async (request) => ok(request, await getDraft(deps.db, currentMember(request).id)),
  );

  app.put(
    '/loan/draft',
    {
      ...member,
      bodyLimit: 80 * 1024,
      schema: {
        tags,
        summary: 'Replace the server copy of the apply wizard draft (at most 64 kB)',
        body: draftBody,
        response: { 200: envelopeOf(draftResponse) },
      },
    },
    async (request) =>
      ok(request, await saveDraft(deps, currentMember(request).id, request.body.draft), M.saveSuccess),
  );

  app.post(
    '/loan/apply',
    {
      ...member,
      config: {
        rateLimit: {
          ...APPLY_RATE,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `apply:${request.member?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Submit an application for a stored quote; requires Idempotency-Key',
        body: applyRequest,
        response: { 200: envelopeOf(applyResponse) },
      },
    },
    async (request, reply) => {
      requireIdempotencyKey(request);
      // The hard search first, outside the submit's transaction; a repeated submit reuses its file.
      const search = await searchBeforeApplying(deps, currentMember(request), request.body);
      return idempotent(
        request,
        reply,
        { scope: 'loan/apply', fingerprint: request.body, required: true },
        async (inTransaction) =>
          applyAnswer(
            request,
            await applyForLoan(inTransaction, currentMember(request), request.body, search),
          ),
      );
    },
  );

  app.get(
    '/loan/list',
    {
      ...member,
      schema: {
        tags,
        summary: 'My applications and loans, newest first',
        querystring: loanListQuery,
        response: { 200: envelopeOf(loanListResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await listMemberLoans(deps, currentMember(request).id, request.query.page, request.query.pageSize),
      ),
  );

  app.get(
    '/loan/:id/detail',
    {
      ...member,
      schema: {
        tags,
        summary: 'Status, figures, offer, next bill and the timeline',
        params: loanIdParams,
        response: { 200: envelopeOf(loanDetailResponse) },
      },
    },
    async (request) => ok(request, await loanDetail(deps, currentMember(request).id, request.params.id)),
  );

  app.get(
    '/loan/:id/bills',
    {
      ...member,
      schema: {
        tags,
        summary: 'Bills with overdue days and overdue interest as of today',
        params: loanIdParams,
        response: { 200: envelopeOf(billsResponse) },
      },
    },
    async (request) => ok(request, await loanBills(deps, currentMember(request).id, request.params.id)),
  );

  app.get(
    '/loan/:id/settlement',
    {
      ...member,
      schema: {
        tags,
        summary: 'Early-settlement figure today, with the last day it holds',
        params: loanIdParams,
        response: { 200: envelopeOf(settlementResponse) },
      },
    },
    async (request) =>
      ok(request, await settlementFigure(deps, currentMember(request).id, request.params.id)),
  );

  app.get(
    '/loan/:id/payments',
    {
      ...member,
      schema: {
        tags,
        summary: 'Every payment received and where each penny went, with the loan’s book today',
        params: loanIdParams,
        response: { 200: envelopeOf(paymentsResponse) },
      },
    },
    async (request) => ok(request, await loanPayments(deps, currentMember(request).id, request.params.id)),
  );

  app.get(
    '/loan/:id/prepayment-plan',
    {
      ...member,
      schema: {
        tags,
        summary: 'The new schedule if the credit held paid principal off now (CCA s94), before choosing',
        params: loanIdParams,
        querystring: prepaymentModeQuery,
        response: { 200: envelopeOf(prepaymentPlanResponse) },
      },
    },
    async (request) =>
      ok(request, await prepaymentPlan(deps, currentMember(request).id, request.params.id, request.query)),
  );

  app.post(
    '/loan/:id/prepayment',
    {
      ...member,
      schema: {
        tags,
        summary: 'Pay principal off now with the credit held: a shorter term or a lower payment',
        params: loanIdParams,
        body: prepaymentRequest,
        response: { 200: envelopeOf(prepaymentResponse) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'loan/prepayment', fingerprint: { params: request.params, body: request.body } },
        async (within) =>
          ok(
            request,
            await choosePrepayment(within, currentMember(request).id, request.params.id, request.body),
          ),
      ),
  );

  app.get(
    '/loan/:id/contract',
    {
      ...member,
      schema: {
        tags,
        summary: 'Pre-contract information and agreement in the reader’s language, with its version hash',
        params: loanIdParams,
        response: { 200: envelopeOf(contractResponse) },
      },
    },
    async (request) =>
      ok(request, await loanContract(deps, currentMember(request).id, request.params.id, request.lang)),
  );

  app.post(
    '/loan/:id/sign',
    {
      ...member,
      schema: {
        tags,
        summary:
          'Sign the offer with the typed full name and the contract version hash; requires Idempotency-Key',
        params: loanIdParams,
        body: signRequest,
        response: { 200: envelopeOf(signResponse) },
      },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        { scope: 'loan/sign', fingerprint: { id: request.params.id, ...request.body }, required: true },
        async (inTransaction) =>
          ok(
            request,
            await signLoan(inTransaction, currentMember(request).id, request.params.id, request.body),
            'loan.signed',
          ),
      ),
  );

  app.post(
    '/loan/:id/withdraw',
    {
      ...member,
      schema: {
        tags,
        summary: 'Withdraw within 14 days of signing; answers the payoff figure',
        params: loanIdParams,
        response: { 200: envelopeOf(withdrawResponse) },
      },
    },
    async (request) =>
      ok(request, await withdrawLoan(deps, currentMember(request).id, request.params.id), 'loan.withdrawn'),
  );

  app.post(
    '/loan/:id/restore',
    {
      ...member,
      schema: {
        tags,
        summary: 'Re-request an expired offer (back to review)',
        params: loanIdParams,
        response: { 200: envelopeOf(statusResponse) },
      },
    },
    async (request) =>
      ok(request, await restoreLoan(deps, currentMember(request).id, request.params.id), 'loan.restored'),
  );

  app.post(
    '/loan/:id/review',
    {
      ...member,
      schema: {
        tags,
        summary: 'Ask for a person to look again at the credit policy’s decline (once per application)',
        params: loanIdParams,
        response: { 200: envelopeOf(statusResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await requestReview(deps, currentMember(request).id, request.params.id),
        'loan.review.requested',
      ),
  );
};
