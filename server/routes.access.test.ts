import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Borrower, borrowerWithRecords, UNUSED_ID } from '../tests/helpers/borrower-world';
import { changedTables, snapshot } from '../tests/helpers/db-snapshot';
import { seededOperator } from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import {
  type Access,
  type IdField,
  type RecordKind,
  routeAccess,
  unclassified,
} from '../tests/helpers/route-access';
import {
  captureRoutes,
  documentedRoutes,
  fillPath,
  type RegisteredRoute,
} from '../tests/helpers/route-table';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { members, sessions } from './db/schema';
import { hashToken } from './modules/auth/sessions';

/**
 * Access rules for every /api route, generated from the route table (docs/SECURITY.md): each route Fastify
 * registered and the OpenAPI document lists must be classified in tests/helpers/route-access.ts, and each
 * is then called as the wrong person, with the wrong token, with the wrong method and with odd spellings of
 * its ids. Every refusal is checked against a checksum of every table taken before and after.
 */

let ctx: TestContext;
let routes: RegisteredRoute[];
let operator: TestMember;
let a: Borrower;
let b: Borrower;

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quayside-access-'));
  const captured = await captureRoutes(() => createTestApp({ env: { DATA_DIR: dataDir } }));
  ctx = captured.built;
  routes = captured.routes;
  operator = await seededOperator(ctx);
  a = await borrowerWithRecords(ctx, operator, 'A');
  b = await borrowerWithRecords(ctx, operator, 'B');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const accessOf = (route: RegisteredRoute): Access => {
  const access = routeAccess[route.key];
  if (!access) throw new Error(`${route.key} is not classified in tests/helpers/route-access.ts`);
  return access;
};

type Ids = (kind: RecordKind) => number;
const own =
  (borrower: Borrower): Ids =>
  (kind) =>
    borrower.ids[kind][0]!;

function idValue(field: IdField, id: number): number | number[] {
  return field.endsWith('[]') ? [id] : id;
}

/**
 * A request to `route` that is valid in every part but the ids, which `idsFor(where, name)` decides: the
 * path parameters, query fields and body fields the classification names, the rest from its example.
 */
function requestFor(
  route: RegisteredRoute,
  idsFor: (where: 'path' | 'query' | 'body', name: string, kind: RecordKind) => number,
): InjectOptions {
  const access = accessOf(route);
  const pathIds: Record<string, RecordKind> =
    (access.kind === 'owned' || access.kind === 'operator' ? access.path : undefined) ?? {};
  const pathValues = Object.fromEntries(
    route.params.map((name) => {
      const kind = pathIds[name];
      return [name, kind ? String(idsFor('path', name, kind)) : defaultParam(route, name)];
    }),
  );
  const owned = access.kind === 'owned' ? access : undefined;
  const query = Object.fromEntries(
    Object.entries(owned?.query ?? {}).map(([name, kind]) => [name, String(idsFor('query', name, kind))]),
  );
  const body =
    owned?.body || owned?.example
      ? {
          ...owned.example,
          ...Object.fromEntries(
            Object.entries(owned.body ?? {}).map(([name, field]) => [
              name,
              idValue(field, idsFor('body', name, field.replace('[]', '') as RecordKind)),
            ]),
          ),
        }
      : undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route, pathValues),
    query,
    headers: { 'idempotency-key': randomUUID() },
    ...(body ? { payload: body } : {}),
  };
}

/** Path parameters that are not record ids get a value the route accepts. */
function defaultParam(route: RegisteredRoute, name: string): string {
  if (name === 'type') return 'all';
  if (name === 'code') return 'LOAN_YEAR_RATE';
  if (name === 'kind') return 'application';
  if (name === 'id' || name === 'memberId' || name === 'offerId') return '1';
  throw new Error(`${route.key}: say in route-access.ts what :${name} holds`);
}

function withToken(options: InjectOptions, token: string | undefined, lang = 'en'): InjectOptions {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>), lang };
  if (token !== undefined) headers.token = token;
  return { ...options, headers };
}

const bodyOf = (response: LightMyRequestResponse) =>
  response.json() as { code: string; msg: string; data: Record<string, unknown> | null };

describe('the route table', () => {
  it('classifies every registered and every documented route, and nothing else', async () => {
    const registered = routes.map((route) => route.key);
    const documented = await documentedRoutes(ctx.app);
    expect(registered.length).toBeGreaterThan(40);
    const missing = unclassified(new Set([...registered, ...documented]));
    expect(missing, `classify these in tests/helpers/route-access.ts:\n${missing.join('\n')}`).toEqual([]);
    const stale = Object.keys(routeAccess).filter((key) => !registered.includes(key));
    expect(stale, 'classified but no longer registered').toEqual([]);
    // The docs route itself is hidden from the document; every other route is published.
    expect(new Set(documented)).toEqual(new Set(registered.filter((key) => key !== 'GET /api/docs')));
  });
});

describe('borrower A against borrower B', () => {
  it('refuses B’s ids in the path, the query and the body exactly as ids that do not exist', async () => {
    const failures: string[] = [];
    let attempts = 0;
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'owned') continue;
      const sources = [
        ...Object.entries(access.path ?? {}).map(([name, kind]) => ({ where: 'path' as const, name, kind })),
        ...Object.entries(access.query ?? {}).map(([name, kind]) => ({
          where: 'query' as const,
          name,
          kind,
        })),
        ...Object.entries(access.body ?? {}).map(([name, field]) => ({
          where: 'body' as const,
          name,
          kind: field.replace('[]', '') as RecordKind,
        })),
      ];
      const before = await snapshot(ctx);
      for (const source of sources) {
        const aimAt = (id: number) =>
          requestFor(route, (where, name, kind) =>
            where === source.where && name === source.name ? id : own(a)(kind),
          );
        const theirs = await ctx.app.inject(withToken(aimAt(b.ids[source.kind][0]!), a.member.token));
        const nobodys = await ctx.app.inject(withToken(aimAt(UNUSED_ID), a.member.token));
        attempts += 2;
        const label = `${route.key} with B's ${source.kind} in ${source.where} ${source.name}`;
        if (![400, 404].includes(theirs.statusCode))
          failures.push(`${label}: ${theirs.statusCode} ${theirs.body}`);
        if (theirs.body.includes(b.canary)) failures.push(`${label}: the answer holds B's data`);
        if (theirs.statusCode !== nobodys.statusCode || theirs.body !== nobodys.body) {
          failures.push(`${label}: answers ${theirs.body}, but for an unknown id ${nobodys.body}`);
        }
      }
      const changed = changedTables(before, await snapshot(ctx));
      if (changed.length > 0) failures.push(`${route.key}: refused attempts changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(40);
  });

  it('answers A’s own ids on every owned read, so the refusals above are about ownership', async () => {
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'owned' || route.method !== 'GET') continue;
      const response = await ctx.app.inject(
        withToken(
          requestFor(route, (_where, _name, kind) => own(a)(kind)),
          a.member.token,
        ),
      );
      expect({ route: route.key, status: response.statusCode }, response.body.slice(0, 300)).toEqual({
        route: route.key,
        status: 200,
      });
      expect(response.body).not.toContain(b.canary);
    }
  });

  it('refuses B’s loan as a settlement target exactly as a loan that does not exist', async () => {
    const settle = (loanId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/repayment/submit',
        headers: { token: a.member.token, 'idempotency-key': randomUUID() },
        payload: { loanId, settlement: true, voucherUploadId: own(a)('upload') },
      });
    const before = await snapshot(ctx);
    const theirs = await settle(b.ids.loan[0]!);
    const nobodys = await settle(UNUSED_ID);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(nobodys.body);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });
});

describe('sessions', () => {
  /** Tokens that must never open a member route, each with how it was made. */
  async function badTokens(): Promise<Array<[string, string | undefined]>> {
    const now = ctx.clock.now().getTime();
    const expired = await createMemberWithToken(ctx);
    const idle = await createMemberWithToken(ctx);
    const revoked = await createMemberWithToken(ctx);
    const locked = await createMemberWithToken(ctx);
    const set = async (member: TestMember, values: Partial<typeof sessions.$inferInsert>) =>
      ctx.deps.db
        .update(sessions)
        .set(values)
        .where(eq(sessions.tokenHash, hashToken(member.token)));
    await set(expired, { expiresAt: new Date(now - 1000) });
    await set(idle, { lastSeenAt: new Date(now - 31 * 60_000) });
    await set(revoked, { revokedAt: new Date(now - 1000) });
    await ctx.deps.db.update(members).set({ status: 'locked' }).where(eq(members.id, locked.id));
    const flipped = `${a.member.token.slice(0, -1)}${a.member.token.endsWith('A') ? 'B' : 'A'}`;
    return [
      ['no token', undefined],
      ['an empty token', ''],
      ['a forged token of the right shape', randomUUID().replaceAll('-', '').padEnd(43, 'x')],
      ['a real token with its last character changed', flipped],
      ['a real token with a space after it', `${a.member.token} `],
      ['a real token in upper case', a.member.token.toUpperCase()],
      ['a token past its absolute expiry', expired.token],
      ['a token idle for 31 minutes', idle.token],
      ['a revoked token', revoked.token],
      ['the token of a locked member', locked.token],
      ['a 5,000-character token', 'x'.repeat(5000)],
      ['the hash of a real token (what the table stores)', hashToken(a.member.token)],
    ];
  }

  it('refuses missing, forged, expired, idle, revoked and locked sessions with U403 on every member route', async () => {
    const tokens = await badTokens();
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of routes) {
      if (accessOf(route).kind === 'public') continue;
      const request = requestFor(route, (_where, _name, kind) => own(a)(kind));
      for (const [name, token] of tokens) {
        const response = await ctx.app.inject(withToken(request, token, 'tw'));
        const body = bodyOf(response);
        if (response.statusCode !== 401 || body.code !== 'U403' || !/登入/.test(body.msg)) {
          failures.push(`${route.key} with ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      // The token only counts in its header: not as a bearer token, not in the query string.
      const elsewhere = [
        {
          ...request,
          headers: { ...(request.headers as object), authorization: `Bearer ${a.member.token}` },
        },
        { ...request, query: { ...(request.query as object), token: a.member.token } },
      ];
      for (const options of elsewhere) {
        const response = await ctx.app.inject(options);
        if (response.statusCode !== 401) failures.push(`${route.key} took a token outside its header`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });

  it('refuses a borrower on every operator route with F403, whatever the body', async () => {
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of routes) {
      if (accessOf(route).kind !== 'operator') continue;
      for (const payload of [undefined, { amount: 1, annualRate: '0.01', reason: 'x', value: '0.01' }, 'x']) {
        const request = requestFor(route, (_where, _name, kind) => own(a)(kind));
        const response = await ctx.app.inject({
          ...withToken(request, a.member.token, 'cn'),
          ...(payload === undefined ? {} : { payload }),
        });
        const body = bodyOf(response);
        if (response.statusCode !== 403 || body.code !== 'F403' || body.data !== null) {
          failures.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });
});

describe('methods and spellings', () => {
  it('answers N404 to every method a path does not register, for a borrower and an operator', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const route of routes) {
      const methods = byPath.get(route.url) ?? new Set<string>();
      methods.add(route.method);
      byPath.set(route.url, methods);
    }
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const [url, methods] of byPath) {
      const route = routes.find((candidate) => candidate.url === url)!;
      const request = requestFor(route, (_where, _name, kind) => own(a)(kind));
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        if (methods.has(method)) continue;
        for (const caller of [a.member, operator]) {
          const response = await ctx.app.inject({
            ...withToken(request, caller.token),
            method,
            payload: { role: 'operator', status: 'SETTLED' },
          });
          // `GET /api/upload/img` is `GET /api/upload/:id` with the id "img": that route's own refusal.
          const shadow = routes.some(
            (other) =>
              other.method === method && new RegExp(`^${other.url.replace(/:\w+/g, '[^/]+')}$`).test(url),
          );
          const refused = shadow
            ? response.statusCode >= 400 && response.statusCode < 500
            : response.statusCode === 404 && bodyOf(response).code === 'N404';
          if (!refused) {
            failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });

  /** Ways to write the number `id` (or something near it) that are not its one canonical spelling. */
  const oddSpellings = (id: number) => [
    ` ${id}`,
    `${id} `,
    `0${id}`,
    `${id}e0`,
    `0x${id.toString(16)}`,
    `+${id}`,
    `-${id}`,
    `${id}.0`,
    `${id}.5`,
    '0',
    '',
    '99999999999999999999999',
    String(2 ** 53),
    '1e400',
    'NaN',
    'Infinity',
    String(id).replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit))),
    String(id).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))),
    `${id}\u0000`,
    `${id};`,
    `${id}/../${id}`,
    `${id},${id}`,
  ];

  it('refuses odd spellings of path ids with V400 naming the parameter, in the caller’s language', async () => {
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of routes) {
      const access = accessOf(route);
      const pathIds = access.kind === 'owned' || access.kind === 'operator' ? (access.path ?? {}) : {};
      const caller = access.kind === 'operator' ? operator : a.member;
      for (const [param, kind] of Object.entries(pathIds)) {
        for (const spelling of oddSpellings(own(a)(kind))) {
          const request = requestFor(route, (_where, _name, k) => own(a)(k));
          const url = fillPath(route, {
            ...Object.fromEntries(route.params.map((name) => [name, defaultParam(route, name)])),
            ...Object.fromEntries(
              route.params
                .filter((name) => pathIds[name])
                .map((name) => [name, String(own(a)(pathIds[name]!))]),
            ),
            [param]: spelling,
          });
          const response = await ctx.app.inject({ ...withToken(request, caller.token, 'cn'), url });
          const body = bodyOf(response);
          const named = (body.data?.fields as Record<string, string> | undefined)?.[param];
          // An empty segment is a different route: …/loan//detail is none (N404), and an id that ends the
          // path leaves the list it belongs to (…/applications/ is …/applications), which is as safe.
          const listRoute =
            spelling === '' &&
            routes.some((other) => `${other.key}/` === route.key.replace(new RegExp(`:${param}$`), ''));
          const ok =
            (response.statusCode === 400 && body.code === 'V400' && named && /[\u4e00-\u9fff]/.test(named)) ||
            (spelling === '' && response.statusCode === 404) ||
            (listRoute && response.statusCode === 200);
          if (!ok)
            failures.push(
              `${route.key} :${param}=${JSON.stringify(spelling)}: ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });

  it('refuses odd JSON values for body ids with V400 naming the field', async () => {
    const before = await snapshot(ctx);
    const failures: string[] = [];
    const id = own(a)('upload');
    const oddValues: unknown[] = [
      String(id),
      ` ${id}`,
      `0x${id.toString(16)}`,
      id + 0.5,
      -id,
      0,
      2 ** 53,
      1e300,
      null,
      true,
      {},
      [[id]],
      `${id}e0`,
    ];
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'owned') continue;
      for (const [field, kind] of Object.entries(access.body ?? {})) {
        for (const odd of oddValues) {
          const request = requestFor(route, (_where, _name, k) => own(a)(k));
          const payload = {
            ...(request.payload as object),
            [field]: kind.endsWith('[]') && !Array.isArray(odd) ? [odd] : odd,
          };
          const response = await ctx.app.inject({ ...withToken(request, a.member.token), payload });
          const fields = (bodyOf(response).data?.fields ?? {}) as Record<string, string>;
          const namesField = Object.keys(fields).some(
            (name) => name === field || name.startsWith(`${field}.`),
          );
          if (response.statusCode !== 400 || !namesField) {
            failures.push(`${route.key} ${field}=${JSON.stringify(odd)}: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });
});
