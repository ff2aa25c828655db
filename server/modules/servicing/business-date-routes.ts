import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { idParams } from '../../../domain/api/operator';
import {
  businessDateMoveRequest,
  businessDateMoveResponse,
  businessDateResponse,
  defaultNoticeRequest,
  statutoryNoticesResponse,
  statutoryNoticeView,
} from '../../../domain/api/servicing-days';
import { ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/auth';
import { businessDateView, moveBusinessDate } from './business-date-service';
import type { AfterLoansStep, CollectStep, FollowBills } from './cob-service';
import { type ForbearanceHold, operatorDefaultNotice, operatorLoanNotices } from './statutory-notice-service';

const DONE = 'operator.done';

/**
 * The business date and the statutory notices, for operators only (a borrower gets F403). Moving the date
 * runs the close of business of every day passed before answering; production refuses it.
 */
export const businessDateRoutes: FastifyPluginAsyncZod<{
  followBills: FollowBills;
  collect?: CollectStep;
  afterLoans?: AfterLoansStep;
  forbearanceHold?: ForbearanceHold;
}> = async (app, { followBills, collect, afterLoans, forbearanceHold }) => {
  const { deps } = app;
  const guard = { onRequest: app.requireOperator };
  const tags = ['operator'];
  const context = (request: FastifyRequest) => ({
    deps: {
      ...deps,
      followBills,
      ...(collect ? { collect } : {}),
      ...(afterLoans ? { afterLoans } : {}),
      ...(forbearanceHold ? { forbearanceHold } : {}),
    },
    operatorId: currentMember(request).id,
    requestId: String(request.id),
  });

  app.get(
    '/operator/business-date',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The business date, whether it may be moved, and the latest close of business',
        response: { 200: envelopeOf(businessDateResponse) },
      },
    },
    async (request) => ok(request, await businessDateView(deps)),
  );

  app.post(
    '/operator/business-date',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Move the business date forward (not in production); each day passed is closed, in order',
        body: businessDateMoveRequest,
        response: { 200: envelopeOf(businessDateMoveResponse) },
      },
    },
    async (request) => ok(request, await moveBusinessDate(context(request), request.body.date), DONE),
  );

  app.get(
    '/operator/loans/:id/notices',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The statutory notices sent on a loan, oldest first, with their figures and text',
        params: idParams,
        response: { 200: envelopeOf(statutoryNoticesResponse) },
      },
    },
    async (request) => ok(request, await operatorLoanNotices(deps, request.params.id)),
  );

  app.post(
    '/operator/loans/:id/default-notice',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Send a default notice (CCA s87): the breach, the sum, a remedy date ≥ 14 days after sending',
        params: idParams,
        body: defaultNoticeRequest,
        response: { 200: envelopeOf(statutoryNoticeView) },
      },
    },
    async (request) =>
      ok(request, await operatorDefaultNotice(context(request), request.params.id, request.body), DONE),
  );
};
