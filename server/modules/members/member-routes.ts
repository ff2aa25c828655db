import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../domain/api/envelope';
import { loginAnswer, needsSecondFactor } from '../../../domain/api/login-answer';
import {
  codeCheckData,
  loginBody,
  loginData,
  memberIdParams,
  memberSchema,
  registerBody,
  resetPasswordBody,
  updateEmailBody,
  updateMobileBody,
  updatePasswordBody,
  updateWalletBody,
  verifyEmailQuery,
  verifyMobileQuery,
} from '../../../domain/api/members';
import {
  baseInfoSchema,
  carSchema,
  contactAddressSchema,
  contactsSchema,
  employmentSchema,
  estateSchema,
  familySchema,
  kycSchema,
} from '../../../domain/api/profile';
import { SF } from '../../../domain/api/second-factor';
import { M } from '../../../domain/messages';
import { ok } from '../../lib/envelope';
import { currentMember, currentMemberRow } from '../../plugins/auth';
import { extraLimit, perIpLimit } from '../../plugins/rate-limits';
import type { SectionColumn } from './member-repository';
import {
  checkEmailCode,
  checkMobileCode,
  login,
  logout,
  memberInfo,
  register,
  resetPassword,
  saveProfileSection,
  updateEmail,
  updateKyc,
  updateMobile,
  updatePassword,
  updateWalletAddress,
} from './member-service';

const memberEnvelope = envelopeOf(memberSchema);
const emptyEnvelope = envelopeOf(z.null());
const tags = ['members'];
const security = [{ token: [] }];

/** Profile sections: PUT route → contract, storage column and success message. */
const sections = [
  { path: 'updateBase', body: baseInfoSchema, column: 'base', msg: M.modifySuccess },
  {
    path: 'saveOrUpdateContactAddress',
    body: contactAddressSchema,
    column: 'contactAddress',
    msg: M.saveSuccess,
  },
  { path: 'saveOrUpdateEmploymentInfo', body: employmentSchema, column: 'employment', msg: M.saveSuccess },
  { path: 'saveOrUpdateFamilyInfo', body: familySchema, column: 'family', msg: M.saveSuccess },
  { path: 'saveOrUpdateEstateInfo', body: estateSchema, column: 'estate', msg: M.saveSuccess },
  { path: 'saveOrUpdateCarInfo', body: carSchema, column: 'car', msg: M.saveSuccess },
] as const satisfies readonly { path: string; body: z.ZodType; column: SectionColumn; msg: string }[];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // Two limits on login. Per address (route config): password spraying, one password tried against many
  // e-mails. Per address and e-mail (here): many passwords against one account, without letting one
  // attacker lock a member out from everywhere. Keyed after validation, when the e-mail is normalised.
  const loginPerAccount = extraLimit(app, 'login-account', {
    max: app.deps.config.LOGIN_RATE_PER_ACCOUNT,
    timeWindow: '15 minutes',
    key: (request) => `${request.ip}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });

  app.post(
    '/member/register',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags,
        summary: 'Register with the e-mailed code; answers { token, member } (logged in)',
        body: registerBody,
        response: { 200: envelopeOf(loginData) },
      },
    },
    async (request) => ok(request, await register(app.deps, request.body, request.lang), M.registerSuccess),
  );

  app.post(
    '/member/login',
    {
      config: { rateLimit: perIpLimit },
      preHandler: loginPerAccount,
      schema: {
        tags,
        summary:
          'Log in with e-mail and password: { token, member }, or { secondFactor } when a second step is needed (decision 106)',
        body: loginBody,
        response: { 200: envelopeOf(loginAnswer) },
      },
    },
    async (request) => {
      const answer = await login(app.deps, request.body, request.lang);
      return ok(request, answer, needsSecondFactor(answer) ? SF.secondFactorNeeded : M.loginSuccess);
    },
  );

  app.put(
    '/member/:id/loginOut',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Log out (ends this session)',
        params: memberIdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await logout(app.deps, currentMember(request), request.params.id);
      return ok(request, null, 'logout.success');
    },
  );

  app.get(
    '/member/:id/info',
    {
      onRequest: app.requireMemberWithRow,
      schema: {
        tags,
        security,
        summary: 'The member, with profile sections',
        params: memberIdParams,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(request, memberInfo(currentMember(request), request.params.id, currentMemberRow(request))),
  );

  app.post(
    '/member/resetPassword',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags,
        summary: 'Forgot password: set a new one with the e-mailed code; ends every session',
        body: resetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return ok(request, null, 'password.reset.success');
    },
  );

  for (const section of sections) {
    app.put(
      `/member/${section.path}`,
      {
        onRequest: app.requireMember,
        schema: {
          tags,
          security,
          summary: `Save the ${section.column} section`,
          body: section.body,
          response: { 200: memberEnvelope },
        },
      },
      async (request) =>
        ok(
          request,
          await saveProfileSection(app.deps, currentMember(request), section.column, request.body),
          section.msg,
        ),
    );
  }

  app.put(
    '/member/updateKyc',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Submit real-name (KYC) details for review: UNVERIFIED/REJECTED → PENDING',
        body: kycSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(request, await updateKyc(app.deps, currentMember(request), request.body), M.applySubmitted),
  );

  app.put(
    '/member/saveOrUpdateContactInfo',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Save the contacts section',
        body: contactsSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(
        request,
        await saveProfileSection(app.deps, currentMember(request), 'contacts', request.body.contacts),
        M.saveSuccess,
      ),
  );

  app.put(
    '/member/updatePassword',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session ends',
        body: updatePasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updatePassword(app.deps, currentMember(request), request.body);
      return ok(request, null, M.modifySuccess);
    },
  );

  app.put(
    '/member/updateWalletAddress',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Set the USDT receiving address (TRC-20 or ERC-20); needs the current password',
        body: updateWalletBody,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(request, await updateWalletAddress(app.deps, currentMember(request), request.body), M.modifySuccess),
  );

  app.put(
    '/member/updateMobile',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Change the mobile number with the SMS code',
        body: updateMobileBody,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(request, await updateMobile(app.deps, currentMember(request), request.body), M.modifySuccess),
  );

  app.put(
    '/member/updateEmail',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Change the e-mail with the code sent to the new address',
        body: updateEmailBody,
        response: { 200: memberEnvelope },
      },
    },
    async (request) =>
      ok(request, await updateEmail(app.deps, currentMember(request), request.body), M.modifySuccess),
  );

  app.get(
    '/member/verifyMobile',
    {
      config: { rateLimit: perIpLimit },
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Check an SMS code for a new mobile number without using it up',
        querystring: verifyMobileQuery,
        response: { 200: envelopeOf(codeCheckData) },
      },
    },
    async (request) => {
      await checkMobileCode(app.deps, currentMember(request), request.query.mobile, request.query.code);
      return ok(request, { valid: true as const }, 'code.valid');
    },
  );

  app.get(
    '/member/verifyEmail',
    {
      config: { rateLimit: perIpLimit },
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Check an e-mail code for a new address without using it up',
        querystring: verifyEmailQuery,
        response: { 200: envelopeOf(codeCheckData) },
      },
    },
    async (request) => {
      await checkEmailCode(app.deps, currentMember(request), request.query.email, request.query.code);
      return ok(request, { valid: true as const }, 'code.valid');
    },
  );
};
