import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Borrower, borrowerWithRecords } from '../tests/helpers/borrower-world';
import { changedTables, snapshot } from '../tests/helpers/db-snapshot';
import { pendingLoan, seededOperator } from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import { routeAccess } from '../tests/helpers/route-access';
import { captureRoutes, fillPath, type RegisteredRoute } from '../tests/helpers/route-table';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { arbitrariesFor } from '../tests/helpers/zod-arbitrary';
import { members } from './db/schema';
import { catalog } from './i18n/catalog';
import { hashPassword } from './modules/auth/passwords';

/**
 * Every write route fuzzed from its own zod contract (the schema Fastify registered for it), with a fixed
 * seed: valid, near-valid and hostile bodies, raw JSON oddities, and multipart oddities on the upload
 * route. Whatever arrives: no answer ≥ 500, no stack trace, nothing written for a body the contract refuses,
 * and every refusal a V400 in the caller's language that names the fields the contract names.
 * FUZZ_SEED and FUZZ_RUNS (bodies per kind and route) change the run; the defaults keep it near 20 s idle.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// Two-core CI shared with other suites ran this in 30–61 s; the project's 60 s would cut it mid-loop.
const FUZZ_TIMEOUT = 240_000;

let ctx: TestContext;
let routes: RegisteredRoute[];
let operator: TestMember;
let borrower: Borrower;
let pending: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quayside-fuzz-'));
  // A small upload limit keeps the oversized-file cases cheap; the rule is the same at any size.
  const captured = await captureRoutes(() =>
    createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(256 * 1024) } }),
  );
  ctx = captured.built;
  routes = captured.routes;
  operator = await seededOperator(ctx);
  borrower = await borrowerWithRecords(ctx, operator, 'Fuzz');
  // A real password hash, so bodies that reach a password check meet what production holds.
  await ctx.deps.db
    .update(members)
    .set({ passwordHash: await hashPassword('Harbour-light-9') })
    .where(eq(members.id, borrower.member.id));
  const applicant = await createMemberWithToken(ctx);
  pending = await pendingLoanFor(applicant);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An application waiting for review, for the operator's decision routes to act on. */
async function pendingLoanFor(applicant: TestMember): Promise<number> {
  const profile = await ctx.deps.db
    .select({ base: members.base, contactAddress: members.contactAddress, employment: members.employment })
    .from(members)
    .where(eq(members.id, borrower.member.id));
  await ctx.deps.db.update(members).set(profile[0]!).where(eq(members.id, applicant.id));
  return pendingLoan(ctx, applicant);
}

type Lang = 'en' | 'cn' | 'tw';
const langs: Lang[] = ['en', 'cn', 'tw'];

/** Each language's catalog as patterns: a message is localized when one of them matches it whole. */
const localized: Record<Lang, RegExp[]> = Object.fromEntries(
  langs.map((lang) => [
    lang,
    Object.values(catalog).map(
      (entry) =>
        new RegExp(
          `^${entry[lang].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '[\\s\\S]*')}$`,
        ),
    ),
  ]),
) as Record<Lang, RegExp[]>;
const isLocalized = (text: unknown, lang: Lang) =>
  typeof text === 'string' && localized[lang].some((pattern) => pattern.test(text));

const STACK = /\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|"stack"|Error: |\/work\//;

interface Sent {
  route: string;
  lang: Lang;
  /** The parsed body the server saw, when it was JSON; undefined for raw bodies. */
  body?: unknown;
  /** The contract refused it: nothing may be written. */
  invalid: boolean;
  /** Field paths the contract's issues name (dot-joined; "body" for the whole). */
  issuePaths: string[];
}

const counts = { bodies: 0, valid: 0, invalid: 0, fiveHundreds: 0 };

/** What is wrong with one answer, if anything. */
function problemsWith(sent: Sent, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const where = `${sent.route} ${sent.body === undefined ? '(raw)' : JSON.stringify(sent.body).slice(0, 160)}`;
  if (response.statusCode >= 500) {
    counts.fiveHundreds += 1;
    problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  if (STACK.test(response.body))
    problems.push(`${where}: a stack trace or path in ${response.body.slice(0, 200)}`);
  let envelope: { code: string; msg: string; data: { fields?: Record<string, string> } | null };
  try {
    envelope = response.json();
  } catch {
    return [...problems, `${where}: not a JSON envelope: ${response.body.slice(0, 100)}`];
  }
  if (response.statusCode >= 400 && !isLocalized(envelope.msg, sent.lang)) {
    problems.push(`${where}: "${envelope.msg}" is not a ${sent.lang} message`);
  }
  if (!sent.invalid) return problems;
  if (response.statusCode === 200 || !['V400'].includes(envelope.code)) {
    problems.push(
      `${where}: the contract refuses it but the answer was ${response.statusCode} ${envelope.code}`,
    );
  }
  if (sent.body !== undefined && response.statusCode === 400) {
    const fields = envelope.data?.fields ?? {};
    const named = Object.keys(fields);
    if (named.length === 0) problems.push(`${where}: V400 names no field`);
    for (const name of named) {
      const allowed = sent.issuePaths.some(
        (issue) => issue === name || name.startsWith(`${issue}.`) || issue.startsWith(`${name}.`),
      );
      if (!allowed)
        problems.push(`${where}: names ${name}, the contract names ${sent.issuePaths.join(', ')}`);
      if (!isLocalized(fields[name], sent.lang))
        problems.push(`${where}: field ${name} "${fields[name]}" not ${sent.lang}`);
    }
  }
  return problems;
}

function issuePathsOf(schema: z.ZodType, body: unknown): { invalid: boolean; paths: string[] } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { invalid: false, paths: [] };
  return {
    invalid: true,
    paths: parsed.error.issues.flatMap((issue) => {
      const base = issue.path.map(String).join('.') || 'body';
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      return [base, ...keys.map((key) => (base === 'body' ? key : `${base}.${key}`))];
    }),
  };
}

function callerFor(route: RegisteredRoute): string | undefined {
  const access = routeAccess[route.key];
  if (access?.kind === 'operator') return operator.token;
  if (access?.kind === 'public') return undefined;
  return borrower.member.token;
}

function urlFor(route: RegisteredRoute): string {
  const own = borrower.ids;
  return fillPath(route, {
    id: String(
      route.url.startsWith('/api/operator/repayments')
        ? own.repayment[0]
        : route.url.startsWith('/api/operator')
          ? pending
          : own.loan[0],
    ),
    memberId: String(borrower.member.id),
    offerId: '1',
    kind: 'application',
    code: 'LOAN_OVERDUE_YEAR_RATE',
    type: 'all',
  });
}

let requestCounter = 0;
function inject(route: RegisteredRoute, lang: Lang, payload: string, contentType = 'application/json') {
  requestCounter += 1;
  const token = callerFor(route);
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlFor(route),
    // Per-address limits would answer L429 long before the contract is explored.
    remoteAddress: `10.${(requestCounter >> 16) & 255}.${(requestCounter >> 8) & 255}.${requestCounter & 255}`,
    headers: {
      lang,
      'content-type': contentType,
      'idempotency-key': randomUUID(),
      ...(token ? { token } : {}),
    },
    payload,
  };
  return ctx.app.inject(options);
}

/**
 * Raw bodies no JSON encoder would write: prototype keys, broken JSON, other media types — each refused —
 * and a byte-order mark or a charset parameter on a good body, which may be taken or refused (never a 5xx).
 */
function rawOddities(sample: unknown): Array<[string, string, 'refused' | 'either']> {
  const json = JSON.stringify(sample ?? {});
  const inner = json.startsWith('{') && json.length > 2 ? `,${json.slice(1, -1)}` : '';
  return [
    [`{"__proto__":{"role":"operator","isAdmin":true}${inner}}`, 'application/json', 'refused'],
    [`{"constructor":{"prototype":{"role":"operator"}}${inner}}`, 'application/json', 'refused'],
    [`{"a":{"__proto__":{"x":1}}${inner}}`, 'application/json', 'refused'],
    [json.replace(/}$/, ''), 'application/json', 'refused'],
    ['', 'application/json', 'refused'],
    ['null', 'application/json', 'refused'],
    [`\ufeff${json}`, 'application/json', 'either'],
    [json, 'text/plain', 'refused'],
    ['role=operator&status=SETTLED', 'application/x-www-form-urlencoded', 'refused'],
    [json, 'application/json; charset=utf-16', 'either'],
    [json, 'application/xml', 'refused'],
    [`{"pad":"${'x'.repeat(300 * 1024)}"}`, 'application/json', 'refused'],
  ];
}

describe('fuzzing every write route from its contract', () => {
  it(
    'never answers ≥ 500 or with a stack, writes nothing for a refused body, and names the refused field',
    async () => {
      const problems: string[] = [];
      const writes = routes.filter((route) => route.method !== 'GET' && route.key !== 'POST /api/upload/img');
      expect(writes.length).toBeGreaterThan(25);
      let seed = SEED;
      for (const route of writes) {
        seed += 1;
        const schema = route.body;
        const bodies: unknown[] = [];
        if (schema) {
          const arbitraries = arbitrariesFor(schema, { ids: Object.values(borrower.ids).flat() });
          bodies.push(...fc.sample(arbitraries.valid, { seed, numRuns: RUNS }));
          bodies.push(...fc.sample(arbitraries.nearValid, { seed: seed + 1, numRuns: RUNS }));
          bodies.push(...fc.sample(arbitraries.hostile, { seed: seed + 2, numRuns: RUNS }));
        } else {
          // A route without a body takes none: whatever is sent must still be harmless.
          bodies.push(...fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 8 }));
        }
        const sends = bodies.map((body, index) => {
          const text = JSON.stringify(body) ?? 'null';
          const parsed: unknown = JSON.parse(text);
          const verdict = schema ? issuePathsOf(schema, parsed) : { invalid: false, paths: [] };
          // A `__proto__` key anywhere is refused whole by the JSON parser (app.ts, onProtoPoisoning), before
          // any contract reads a field: such a body is judged as the raw oddities are.
          if (schema && /"__proto__"\s*:/.test(text))
            return { text, parsed: undefined, invalid: true, paths: [], lang: langs[index % 3]! };
          return { text, parsed, ...verdict, lang: langs[index % 3]! };
        });
        // Refused bodies first, between two checksums of every table; then the ones the contract accepts.
        const before = await snapshot(ctx);
        for (const send of sends.filter((candidate) => candidate.invalid)) {
          const response = await inject(route, send.lang, send.text);
          problems.push(
            ...problemsWith(
              { route: route.key, lang: send.lang, body: send.parsed, invalid: true, issuePaths: send.paths },
              response,
            ),
          );
          counts.invalid += 1;
        }
        const raws = rawOddities(sends[0]?.parsed).map(([raw, type, fate], index) => ({
          raw,
          type,
          fate,
          index,
        }));
        // Without a body contract a route ignores what it is sent, so nothing it is sent counts as refused.
        const refusedRaw = (fate: string) => Boolean(schema) && fate === 'refused';
        for (const { raw, type, index } of raws.filter(({ fate }) => refusedRaw(fate))) {
          const lang = langs[index % 3]!;
          const response = await inject(route, lang, raw, type);
          problems.push(...problemsWith({ route: route.key, lang, invalid: true, issuePaths: [] }, response));
          counts.invalid += 1;
        }
        const changed = changedTables(before, await snapshot(ctx));
        if (changed.length > 0) problems.push(`${route.key}: refused bodies changed ${changed.join(', ')}`);
        for (const { raw, type, index } of raws.filter(({ fate }) => !refusedRaw(fate))) {
          const lang = langs[index % 3]!;
          const response = await inject(route, lang, raw, type);
          problems.push(
            ...problemsWith({ route: route.key, lang, invalid: false, issuePaths: [] }, response),
          );
        }
        for (const send of sends.filter((candidate) => !candidate.invalid)) {
          const response = await inject(route, send.lang, send.text);
          problems.push(
            ...problemsWith(
              { route: route.key, lang: send.lang, body: send.parsed, invalid: false, issuePaths: [] },
              response,
            ),
          );
          counts.valid += 1;
        }
        counts.bodies += sends.length + rawOddities(null).length;
      }
      console.info(
        `fuzzed ${writes.length} write routes: ${counts.bodies} bodies (${counts.valid} the contract accepts), ` +
          `${counts.fiveHundreds} answers ≥ 500`,
      );
      expect(problems.slice(0, 40)).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );
});

describe('fuzzing the upload route', () => {
  const boundary = '----quayside-fuzz';
  const part = (name: string, filename: string | null, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);

  it(
    'refuses multipart oddities with a localized V400, keeps no row and no file, and never answers ≥ 500',
    async () => {
      const png = await sharp(Buffer.alloc(8 * 8 * 3, 90), { raw: { width: 8, height: 8, channels: 3 } })
        .png()
        .toBuffer();
      const bomb = await sharp(Buffer.alloc(8000 * 8000, 0), {
        raw: { width: 8000, height: 8000, channels: 1 },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const cases: Array<[string, Buffer | string, string]> = [
        ['no parts', end, `multipart/form-data; boundary=${boundary}`],
        ['a field, no file', Buffer.concat([part('note', null, 'text/plain', Buffer.from('hi')), end]), ''],
        ['the file under another name', Buffer.concat([part('upload', 'a.png', 'image/png', png), end]), ''],
        ['an empty file', Buffer.concat([part('file', 'a.png', 'image/png', Buffer.alloc(0)), end]), ''],
        [
          'text named .png',
          Buffer.concat([part('file', 'a.png', 'image/png', Buffer.from('hello')), end]),
          '',
        ],
        [
          'an SVG with a script',
          Buffer.concat([part('file', 'a.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>')), end]),
          '',
        ],
        [
          'a PNG header and garbage',
          Buffer.concat([
            part('file', 'a.png', 'image/png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)])),
            end,
          ]),
          '',
        ],
        ['a decompression bomb', Buffer.concat([part('file', 'bomb.png', 'image/png', bomb), end]), ''],
        [
          'a file over the limit',
          Buffer.concat([part('file', 'big.png', 'image/png', Buffer.alloc(300 * 1024, 1)), end]),
          '',
        ],
        ['no closing boundary', part('file', 'a.png', 'image/png', png), ''],
        [
          'the wrong boundary',
          Buffer.concat([part('file', 'a.png', 'image/png', png), end]),
          'multipart/form-data; boundary=other',
        ],
        [
          'no boundary at all',
          Buffer.concat([part('file', 'a.png', 'image/png', png), end]),
          'multipart/form-data',
        ],
        ['JSON instead of multipart', '{"file":"x"}', 'application/json'],
        ['an empty body', '', `multipart/form-data; boundary=${boundary}`],
        [
          'a header with a NUL',
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="fi\u0000le"; filename="a.png"\r\n\r\n`,
            ),
            png,
            Buffer.from('\r\n'),
            end,
          ]),
          '',
        ],
        [
          '2,000 tiny fields',
          Buffer.concat([
            ...Array.from({ length: 2000 }, (_, i) => part(`f${i}`, null, 'text/plain', Buffer.from('x'))),
            end,
          ]),
          '',
        ],
      ];
      // Uploads are limited per member (30 in 10 minutes), so the cases are spread over a few members.
      const uploaders = [borrower.member];
      for (let i = 0; i < 3; i += 1) uploaders.push(await createMemberWithToken(ctx));
      const uploadsBefore = await snapshot(ctx);
      const problems: string[] = [];
      let sent = 0;
      for (const [index, [name, payload, type]] of cases.entries()) {
        for (const purpose of [undefined, 'voucher', 'VOUCHER', '../x']) {
          const lang = langs[(index + (purpose?.length ?? 0)) % 3]!;
          sent += 1;
          const response = await ctx.app.inject({
            method: 'POST',
            url: `/api/upload/img${purpose === undefined ? '' : `?purpose=${encodeURIComponent(purpose)}`}`,
            headers: {
              token: uploaders[Math.floor(sent / 25)]!.token,
              lang,
              'content-type': type || `multipart/form-data; boundary=${boundary}`,
            },
            payload,
          });
          counts.bodies += 1;
          problems.push(
            ...problemsWith(
              { route: `upload: ${name} (purpose ${purpose})`, lang, invalid: true, issuePaths: [] },
              response,
            ),
          );
        }
      }
      expect(problems).toEqual([]);
      expect(changedTables(uploadsBefore, await snapshot(ctx))).toEqual([]);
      // Every refused file was removed again: the folder holds only the files rows name.
      const { readdirSync } = await import('node:fs');
      const stored = readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).filter((entry) =>
        String(entry).includes('.'),
      );
      expect(stored.length).toBeLessThanOrEqual(borrower.ids.upload.length);
    },
    FUZZ_TIMEOUT,
  );
});
