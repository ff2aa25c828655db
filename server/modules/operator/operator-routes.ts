import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, keysetPageQuery } from '../../../domain/api/envelope';
import {
  addOperatorRequest,
  addOperatorResponse,
  applicationDetailResponse,
  applicationsQuery,
  applicationsResponse,
  approveRequest,
  approveResponse,
  auditQuery,
  auditResponse,
  claimParams,
  claimResponse,
  configCodeParams,
  configResponse,
  configSetRequest,
  confirmRepaymentRequest,
  declineRequest,
  disburseRequest,
  disburseResponse,
  idParams,
  kycDecisionResponse,
  kycItem,
  kycQuery,
  kycRejectRequest,
  kycResponse,
  loanStatusResponse,
  memberIdParams,
  payoutReadyResponse,
  payoutsResponse,
  queuesResponse,
  reasonListsResponse,
  refusalRequest,
  repaymentDecisionResponse,
  repaymentDetailResponse,
  repaymentsQuery,
  repaymentsResponse,
  versionRequest,
} from '../../../domain/api/operator';
import {
  ledgerActionResponse,
  ledgerResponse,
  recordPaymentRequest,
  refundRequest,
  reversalRequest,
} from '../../../domain/api/servicing';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { claimItem, releaseItem } from './claims';
import {
  type OperatorContext,
  operatorAdd,
  operatorApplication,
  operatorApplications,
  operatorApprove,
  operatorAudit,
  operatorAuditCsv,
  operatorConfig,
  operatorConfirmRepayment,
  operatorDecideKyc,
  operatorDisburse,
  operatorKyc,
  operatorKycOf,
  operatorLedger,
  operatorPayoutReady,
  operatorPayouts,
  operatorQueues,
  operatorReasonLists,
  operatorRecordPayment,
  operatorRefund,
  operatorRefuseRepayment,
  operatorReject,
  operatorRepayment,
  operatorRepayments,
  operatorReverse,
  operatorSetConfig,
} from './operator-service';

const DONE = 'operator.done';

/** Queues are read oldest first in the console, newest first by default (the command line's lists). */
const order = z.enum(['oldest', 'newest']).optional();

/**
 * The operator API: role operator only (a borrower gets F403, no session U403); every action audited, and
 * every action takes an optional Idempotency-Key (the console sends one per decision, so a double click or
 * a retry after a lost answer is applied once) and the version of the item the operator saw. No answer is
 * stored by a browser or a shared cache.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest, within: AppDeps = deps): OperatorContext => ({
    deps: within,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });
  /** An action, applied once per Idempotency-Key: a repeat answers what the first did. */
  const once = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    act: (ctx: OperatorContext) => Promise<T>,
  ) =>
    idempotent(
      request,
      reply,
      { scope: `operator/${scope}`, fingerprint: { params: request.params, body: request.body } },
      async (within) => ok(request, await act(context(request, within)), DONE),
    );

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/operator/')) reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/operator/queues',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Each queue’s size and the age of its oldest item',
        response: { 200: envelopeOf(queuesResponse) },
      },
    },
    async (request) => ok(request, await operatorQueues(context(request))),
  );

  app.get(
    '/operator/reasons',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The reasons an operator chooses from, in the reader’s language',
        response: { 200: envelopeOf(reasonListsResponse) },
      },
    },
    async (request) => ok(request, operatorReasonLists(request.lang)),
  );

  app.put(
    '/operator/claims/:kind/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Open an item (or keep it open): answers who has it open',
        params: claimParams,
        response: { 200: envelopeOf(claimResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await claimItem(deps.db, {
          kind: request.params.kind,
          itemId: request.params.id,
          operatorId: currentMember(request).id,
          now: deps.clock.now(),
        }),
      ),
  );

  app.delete(
    '/operator/claims/:kind/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Close an item the caller had open',
        params: claimParams,
        response: { 200: envelopeOf(claimResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await releaseItem(deps.db, {
          kind: request.params.kind,
          itemId: request.params.id,
          operatorId: currentMember(request).id,
        }),
      ),
  );

  app.get(
    '/operator/applications',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Applications, newest first (or oldest first), optionally of one status',
        querystring: applicationsQuery.extend({ order }),
        response: { 200: envelopeOf(applicationsResponse) },
      },
    },
    async (request) => ok(request, await operatorApplications(context(request), request.query)),
  );

  app.get(
    '/operator/applications/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One application with every decision on it, the applicant and their other applications',
        params: idParams,
        response: { 200: envelopeOf(applicationDetailResponse) },
      },
    },
    async (request) => ok(request, await operatorApplication(context(request), request.params.id)),
  );

  app.post(
    '/operator/applications/:id/approve',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Offer: amount and rate may be lowered, never raised above the quote; valid 14 days',
        params: idParams,
        body: approveRequest,
        response: { 200: envelopeOf(approveResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'approve', (ctx) =>
        operatorApprove(ctx, { loanId: request.params.id, ...request.body }),
      ),
  );

  app.post(
    '/operator/applications/:id/reject',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Decline an application with a reason from the list and the operator’s own words',
        params: idParams,
        body: declineRequest,
        response: { 200: envelopeOf(loanStatusResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'reject', (ctx) =>
        operatorReject(ctx, { loanId: request.params.id, ...request.body }),
      ),
  );

  app.get(
    '/operator/payouts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Signed loans waiting for their money, overdue first, with the deadline our copy promises',
        querystring: keysetPageQuery,
        response: { 200: envelopeOf(payoutsResponse) },
      },
    },
    async (request) => ok(request, await operatorPayouts(context(request), request.query, request.lang)),
  );

  app.post(
    '/operator/loans/:id/payout-ready',
    {
      ...guard,
      schema: {
        tags,
        summary: 'First of two approvals of a payout above PAYOUT_SECOND_APPROVAL_ABOVE',
        params: idParams,
        body: versionRequest,
        response: { 200: envelopeOf(payoutReadyResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'payout-ready', (ctx) =>
        operatorPayoutReady(ctx, { loanId: request.params.id, version: request.body.version }),
      ),
  );

  app.post(
    '/operator/loans/:id/disburse',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send a signed loan with its transaction reference: bills are generated from today',
        params: idParams,
        body: disburseRequest,
        response: { 200: envelopeOf(disburseResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'disburse', (ctx) =>
        operatorDisburse(ctx, {
          loanId: request.params.id,
          version: request.body.version,
          reference: request.body.reference,
          usdtRate: request.body.usdtRate,
        }),
      ),
  );

  app.get(
    '/operator/repayments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Repayments, newest first (or oldest first), optionally of one status',
        querystring: repaymentsQuery.extend({ order }),
        response: { 200: envelopeOf(repaymentsResponse) },
      },
    },
    async (request) => ok(request, await operatorRepayments(context(request), request.query)),
  );

  app.get(
    '/operator/repayments/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One repayment with its bills as on the day of payment, its loan and the repayment address',
        params: idParams,
        response: { 200: envelopeOf(repaymentDetailResponse) },
      },
    },
    async (request) =>
      ok(request, await operatorRepayment(context(request), request.params.id, request.lang)),
  );

  app.post(
    '/operator/repayments/:id/confirm',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Confirm a repayment with the amount received and its day: booked on the ledger, its bills follow the book',
        params: idParams,
        body: confirmRepaymentRequest,
        response: { 200: envelopeOf(repaymentDecisionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'confirm', (ctx) =>
        operatorConfirmRepayment(ctx, { repaymentId: request.params.id, ...request.body }),
      ),
  );

  app.get(
    '/operator/loans/:id/ledger',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A loan’s ledger (who recorded each entry and why) and its book on the business date',
        params: idParams,
        response: { 200: envelopeOf(ledgerResponse) },
      },
    },
    async (request) => ok(request, await operatorLedger(context(request), request.params.id)),
  );

  app.post(
    '/operator/loans/:id/payments',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Record a payment seen without a voucher: amount, the day it arrived, the transfer’s reference',
        params: idParams,
        body: recordPaymentRequest,
        response: { 200: envelopeOf(ledgerActionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'payment-record', (ctx) =>
        operatorRecordPayment(ctx, { loanId: request.params.id, ...request.body }),
      ),
  );

  app.post(
    '/operator/loans/:id/refunds',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Refund credit held to the borrower, with the reason; never more than is held',
        params: idParams,
        body: refundRequest,
        response: { 200: envelopeOf(ledgerActionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'payment-refund', (ctx) =>
        operatorRefund(ctx, { loanId: request.params.id, ...request.body }),
      ),
  );

  app.post(
    '/operator/loans/:id/reversals',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reverse a ledger entry with the reason: it counts as never made and the book is replayed',
        params: idParams,
        body: reversalRequest,
        response: { 200: envelopeOf(ledgerActionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'ledger-reverse', (ctx) =>
        operatorReverse(ctx, { loanId: request.params.id, ...request.body }),
      ),
  );

  app.post(
    '/operator/repayments/:id/refuse',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Refuse a repayment with a reason: its bills are open again; the voucher stays used',
        params: idParams,
        body: refusalRequest,
        response: { 200: envelopeOf(repaymentDecisionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'refuse', (ctx) =>
        operatorRefuseRepayment(ctx, { repaymentId: request.params.id, ...request.body }),
      ),
  );

  app.get(
    '/operator/kyc',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Members by identity-check state (PENDING by default)',
        querystring: kycQuery.extend({ order }),
        response: { 200: envelopeOf(kycResponse) },
      },
    },
    async (request) => ok(request, await operatorKyc(context(request), request.query)),
  );

  app.get(
    '/operator/kyc/:memberId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One member’s identity check: the photos’ ids beside the typed details',
        params: memberIdParams,
        response: { 200: envelopeOf(kycItem) },
      },
    },
    async (request) => ok(request, await operatorKycOf(context(request), request.params.memberId)),
  );

  app.post(
    '/operator/kyc/:memberId/confirm',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Identity check passed: PENDING → VERIFIED',
        params: memberIdParams,
        body: versionRequest,
        response: { 200: envelopeOf(kycDecisionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'kyc-confirm', (ctx) =>
        operatorDecideKyc(ctx, {
          memberId: request.params.memberId,
          decision: 'VERIFIED',
          version: request.body.version,
        }),
      ),
  );

  app.post(
    '/operator/kyc/:memberId/reject',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Identity check failed, with a reason the borrower reads: PENDING → REJECTED',
        params: memberIdParams,
        body: kycRejectRequest,
        response: { 200: envelopeOf(kycDecisionResponse) },
      },
    },
    async (request, reply) =>
      once(request, reply, 'kyc-reject', (ctx) =>
        operatorDecideKyc(ctx, { memberId: request.params.memberId, decision: 'REJECTED', ...request.body }),
      ),
  );

  app.get(
    '/operator/config',
    {
      ...guard,
      schema: { tags, summary: 'The loan settings', response: { 200: envelopeOf(configResponse) } },
    },
    async (request) => ok(request, await operatorConfig(context(request))),
  );

  app.put(
    '/operator/config/:code',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a setting; refused if any method’s APR would pass 29.9%',
        params: configCodeParams,
        body: configSetRequest,
        response: { 200: envelopeOf(configResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorSetConfig(context(request), { code: request.params.code, value: request.body.value }),
        DONE,
      ),
  );

  app.get(
    '/operator/audit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The audit log of operator actions, newest first, by operator, action, borrower and date',
        querystring: auditQuery,
        response: { 200: envelopeOf(auditResponse) },
      },
    },
    async (request) => ok(request, await operatorAudit(context(request), request.query)),
  );

  app.get(
    '/operator/audit.csv',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The filtered audit log as CSV',
        querystring: auditQuery.omit({ page: true, pageSize: true, after: true }),
      },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"');
      return reply.send(Readable.from(operatorAuditCsv(context(request), request.query)));
    },
  );

  app.post(
    '/operator/operators',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add an operator account',
        body: addOperatorRequest,
        response: { 200: envelopeOf(addOperatorResponse) },
      },
    },
    async (request) => ok(request, await operatorAdd(context(request), request.body), DONE),
  );
};
