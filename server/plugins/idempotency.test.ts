import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { conflict } from '../lib/app-error';
import { ok } from '../lib/envelope';
import { createSession } from '../modules/auth/sessions';
import { auth } from './auth';
import { installErrorPolicy } from './error-policy';
import { idempotent } from './idempotency';
import { requestLanguage } from './request-language';

// A small app of the real parts (deps, language, sessions, error policy) with routes that count how often
// their work really runs; the production routes using idempotent() have their own tests.
let ctx: TestContext;
let app: FastifyInstance;
let member: TestMember;
let other: TestMember;
const runs = { slow: 0, refuse: 0, flaky: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', ctx.deps);
  installErrorPolicy(app);
  await app.register(requestLanguage);
  await app.register(auth);
  app.post('/slow', { preHandler: app.requireMember }, (request, reply) =>
    idempotent(request, reply, { scope: 'test/slow', fingerprint: request.body }, async () => {
      runs.slow += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return ok(request, { run: runs.slow });
    }),
  );
  app.post('/refuse', { preHandler: app.requireMember }, (request, reply) =>
    idempotent(request, reply, { scope: 'test/refuse', fingerprint: request.body }, async () => {
      runs.refuse += 1;
      throw conflict('idempotency.inProgress');
    }),
  );
  app.post('/flaky', { preHandler: app.requireMember }, (request, reply) =>
    idempotent(
      request,
      reply,
      { scope: 'test/flaky', fingerprint: request.body, required: true },
      async () => {
        runs.flaky += 1;
        if (runs.flaky === 1) throw new Error('database went away');
        return ok(request, { run: runs.flaky });
      },
    ),
  );
  await app.ready();
  member = await createMemberWithToken(ctx);
  other = await createMemberWithToken(ctx);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const post = (url: string, who: TestMember, key: string | null, payload: unknown, lang?: 'en' | 'cn') =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers(lang), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

describe('idempotent()', () => {
  it('runs 32 identical parallel requests once and gives all 32 the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => post('/slow', member, 'parallel-key-1', { amount: 100, b: [1, 2] })),
    );
    expect(runs.slow).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: '0', msg: 'Success', data: { run: 1 } });
    }
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const before = runs.slow;
    const res = await post('/slow', member, 'parallel-key-1', { b: [1, 2], amount: 100 });
    expect(res.json()).toEqual({ code: '0', msg: 'Success', data: { run: 1 } });
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(runs.slow).toBe(before);
  });

  it('refuses the same key with a different body (C409 idempotency.mismatch)', async () => {
    const en = await post('/slow', member, 'parallel-key-1', { amount: 200 });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      code: 'C409',
      msg: 'This request was already made with different details; please start again',
      data: null,
    });
    const cn = await post('/slow', member, 'parallel-key-1', { amount: 200 }, 'cn');
    expect(cn.json()).toMatchObject({ code: 'C409', msg: '该请求已使用不同的内容提交过，请重新开始' });
  });

  it('keeps keys apart per member', async () => {
    const before = runs.slow;
    const res = await post('/slow', other, 'parallel-key-1', { amount: 200 });
    expect(res.statusCode).toBe(200);
    expect(runs.slow).toBe(before + 1);
  });

  it('stores a refusal and replays it without running again', async () => {
    const first = await post('/refuse', member, 'refusal-key-1', { a: 1 });
    const second = await post('/refuse', member, 'refusal-key-1', { a: 1 });
    expect(first.statusCode).toBe(409);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      code: 'C409',
      msg: 'This request is still being processed, please wait',
    });
    expect(runs.refuse).toBe(1);
  });

  it('releases the key after an unexpected error so that a retry runs', async () => {
    const first = await post('/flaky', member, 'flaky-key-01', { a: 1 });
    expect(first.statusCode).toBe(500);
    expect(first.json()).toMatchObject({ code: 'E500' });
    const retry = await post('/flaky', member, 'flaky-key-01', { a: 1 });
    expect(retry.json()).toEqual({ code: '0', msg: 'Success', data: { run: 2 } });
  });

  it('refuses a missing key where one is required, and a malformed key anywhere', async () => {
    const missing = await post('/flaky', member, null, { a: 1 }, 'cn');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'V400', msg: '请检查您输入的信息' });
    const malformed = await post('/slow', member, 'bad key!', { a: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'V400', msg: 'Please check the information you entered' });
  });

  it('forgets an answer after 24 hours, so the key may be used again', async () => {
    const first = await post('/slow', member, 'expiring-key', { z: 1 });
    const runsAfterFirst = runs.slow;
    ctx.clock.advance(24 * 3_600_000 + 1000);
    // The member's session has expired too by then; a new session of the same member continues.
    const { token } = await createSession(ctx.deps.db, ctx.deps.config, member.id, ctx.clock.now());
    const again = await app.inject({
      method: 'POST',
      url: '/slow',
      headers: { token, 'idempotency-key': 'expiring-key' },
      payload: { z: 2 },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(runs.slow).toBe(runsAfterFirst + 1);
  });
});
