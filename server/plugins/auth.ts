import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, sessionExpired } from '../lib/app-error';
import {
  type MemberRowOfSession,
  resolveSession,
  resolveSessionWithMember,
  type SessionMember,
} from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireMember` / `app.requireOperator`; absent on public routes. */
    member: SessionMember | null;
    /** The caller's whole row, set only by `app.requireMemberWithRow`. */
    memberRow: MemberRowOfSession | null;
  }
  interface FastifyInstance {
    /**
     * A route's onRequest hook: a valid session or U403. It runs before the body is read or validated, so a
     * caller without a session learns nothing about a route's contract and costs no parsing.
     */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /**
     * `requireMember` for a route that answers with the caller's own row: the session and the row come
     * back in one query (`request.memberRow`).
     */
    requireMemberWithRow: (request: FastifyRequest) => Promise<void>;
    /** A route's onRequest hook: a valid operator session; U403 without a session, F403 for a borrower. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
}

export const auth = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);
  app.decorateRequest('memberRow', null);

  /** The token header, or U403 before any query when there is none or it cannot be one. */
  function tokenOf(request: FastifyRequest): string {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200) throw sessionExpired();
    return token;
  }

  async function authenticate(request: FastifyRequest): Promise<SessionMember> {
    const { db, config, clock } = app.deps;
    const member = await resolveSession(db, config, tokenOf(request), clock.now());
    if (!member) throw sessionExpired();
    request.member = member;
    return member;
  }

  app.decorate('requireMember', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireMemberWithRow', async (request: FastifyRequest) => {
    const { db, config, clock } = app.deps;
    const found = await resolveSessionWithMember(db, config, tokenOf(request), clock.now());
    if (!found) throw sessionExpired();
    request.member = found.member;
    request.memberRow = found.row;
  });
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const member = await authenticate(request);
    if (member.role !== 'operator') throw new AppError('F403', 'forbidden');
  });
});

/** The caller of a route behind `requireMember`; throws if the route forgot its hook. */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw sessionExpired();
  return request.member;
}

/** The caller's row on a route behind `requireMemberWithRow`; throws if the route forgot its hook. */
export function currentMemberRow(request: FastifyRequest): MemberRowOfSession {
  if (!request.memberRow) throw sessionExpired();
  return request.memberRow;
}
