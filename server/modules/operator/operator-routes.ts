import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import {
  applicationDetailResponse,
  applicationsQuery,
  applicationsResponse,
  approveRequest,
  approveResponse,
  auditQuery,
  auditResponse,
  configCodeParams,
  configResponse,
  configSetRequest,
  disburseResponse,
  idParams,
  kycDecisionResponse,
  kycQuery,
  kycResponse,
  loanStatusResponse,
  memberIdParams,
  reasonRequest,
  repaymentDecisionResponse,
  repaymentsQuery,
  repaymentsResponse,
} from '../../../domain/api/operator';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { listAudit } from '../audit/audit-service';
import {
  type OperatorContext,
  operatorApplication,
  operatorApplications,
  operatorApprove,
  operatorConfig,
  operatorConfirmRepayment,
  operatorDecideKyc,
  operatorDisburse,
  operatorKyc,
  operatorRefuseRepayment,
  operatorReject,
  operatorRepayments,
  operatorSetConfig,
} from './operator-service';

const DONE = 'operator.done';

/** The operator API: role operator only (a borrower gets F403, no session U403); every action audited. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = { preHandler: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest): OperatorContext => ({
    deps,
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });

  app.get(
    '/operator/applications',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Applications, newest first, optionally of one status',
        querystring: applicationsQuery,
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
    async (request) =>
      ok(
        request,
        await operatorApprove(context(request), { loanId: request.params.id, ...request.body }),
        DONE,
      ),
  );

  app.post(
    '/operator/applications/:id/reject',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reject an application with a reason',
        params: idParams,
        body: reasonRequest,
        response: { 200: envelopeOf(loanStatusResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorReject(context(request), { loanId: request.params.id, reason: request.body.reason }),
        DONE,
      ),
  );

  app.post(
    '/operator/loans/:id/disburse',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send a signed loan: bills are generated from today',
        params: idParams,
        response: { 200: envelopeOf(disburseResponse) },
      },
    },
    async (request) =>
      ok(request, await operatorDisburse(context(request), { loanId: request.params.id }), DONE),
  );

  app.get(
    '/operator/repayments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Repayments, newest first, optionally of one status',
        querystring: repaymentsQuery,
        response: { 200: envelopeOf(repaymentsResponse) },
      },
    },
    async (request) => ok(request, await operatorRepayments(context(request), request.query)),
  );

  app.post(
    '/operator/repayments/:id/confirm',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Confirm a repayment: its bills become REPAID; the loan is SETTLED after its last bill',
        params: idParams,
        response: { 200: envelopeOf(repaymentDecisionResponse) },
      },
    },
    async (request) =>
      ok(request, await operatorConfirmRepayment(context(request), { repaymentId: request.params.id }), DONE),
  );

  app.post(
    '/operator/repayments/:id/refuse',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Refuse a repayment with a reason: its bills are open again; the voucher stays used',
        params: idParams,
        body: reasonRequest,
        response: { 200: envelopeOf(repaymentDecisionResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorRefuseRepayment(context(request), {
          repaymentId: request.params.id,
          reason: request.body.reason,
        }),
        DONE,
      ),
  );

  app.get(
    '/operator/kyc',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Members by identity-check state (PENDING by default)',
        querystring: kycQuery,
        response: { 200: envelopeOf(kycResponse) },
      },
    },
    async (request) => ok(request, await operatorKyc(context(request), request.query)),
  );

  app.post(
    '/operator/kyc/:memberId/confirm',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Identity check passed: PENDING → VERIFIED',
        params: memberIdParams,
        response: { 200: envelopeOf(kycDecisionResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorDecideKyc(context(request), {
          memberId: request.params.memberId,
          decision: 'VERIFIED',
        }),
        DONE,
      ),
  );

  app.post(
    '/operator/kyc/:memberId/reject',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Identity check failed, with a reason: PENDING → REJECTED',
        params: memberIdParams,
        body: reasonRequest,
        response: { 200: envelopeOf(kycDecisionResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorDecideKyc(context(request), {
          memberId: request.params.memberId,
          decision: 'REJECTED',
          reason: request.body.reason,
        }),
        DONE,
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
        summary: 'Change a loan setting; refused if any method’s APR would pass 29.9%',
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
        summary: 'The audit log of operator actions, newest first',
        querystring: auditQuery,
        response: { 200: envelopeOf(auditResponse) },
      },
    },
    async (request) => ok(request, await listAudit(deps.db, request.query.page, request.query.pageSize)),
  );
};
