// Two copies of the real server (`node --import tsx server/main.ts`) on their own ports and their own
// DATA_DIRs, sharing one throw-away PostgreSQL database, one Redis (under a prefix of this run's own), one
// S3 bucket (s3rver) and one SMTP capture, behind a round-robin proxy: consecutive requests land on
// different copies. Both copies run their background loops (the outbox every 2 s, bill reminders every 2 s
// here). Skipped, and said so, when PostgreSQL or Redis does not answer on 127.0.0.1.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { DEMO_TOTP_SECRETS } from '../../server/db/demo-second-factor';
import { loanBills, notifications, outboxMessages, uploads } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { totpCode } from '../../server/modules/second-factor/totp';
import { freePort, ServerProcess, sleep } from '../crash-loop/server-process';
import { codeIn, decodeMail } from '../e2e/support/mailbox';
import { eligibleProfile, TEST_USDT_ADDRESS } from '../helpers/loans';
import { type RoundRobinProxy, startRoundRobinProxy } from '../helpers/round-robin-proxy';
import { startTestS3, type TestS3 } from '../helpers/s3-server';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}
const postgresAnswers = await answers(async () => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  await client.end();
});
const redisAnswers = await answers(async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  await probe.connect();
  await probe.quit();
});

const PASSWORD = 'Two-servers-1';
const OPERATOR = {
  email: `ops-${randomBytes(4).toString('hex')}@quayside.example`,
  password: 'Two-ops-pass-1',
};

interface Mail {
  to: string[];
  raw: string;
}

let databaseName: string;
let database: DatabaseHandle;
let s3: TestS3;
let smtp: SMTPServer;
const mail: Mail[] = [];
let redis: Redis;
let redisPrefix: string;
const folders: string[] = [];
const servers: ServerProcess[] = [];
let proxy: RoundRobinProxy;

interface Answer {
  status: number;
  headers: Headers;
  body: { code: string; msg: string; data: Record<string, unknown> & { list?: Record<string, unknown>[] } };
}

async function call(
  method: string,
  url: string,
  options: { token?: string; body?: object; key?: string; raw?: { bytes: Buffer; type: string } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  let payload: Buffer | string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    payload = options.raw.bytes;
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${proxy.url}${url}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}

const BOUNDARY = '----quayside-two-servers';
async function randomPng(): Promise<Buffer> {
  return sharp(randomBytes(6 * 6 * 3), { raw: { width: 6, height: 6, channels: 3 } })
    .png()
    .toBuffer();
}
function uploadBody(png: Buffer) {
  return {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}
async function upload(token: string, png?: Buffer, key = randomUUID()): Promise<Answer> {
  return call('POST', '/api/upload/img', { token, key, raw: uploadBody(png ?? (await randomPng())) });
}

function ok(answer: Answer): Answer['body']['data'] {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: '0' });
  return answer.body.data;
}

async function codeFor(email: string, since: number): Promise<string> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(100)) {
    const found = mail.slice(since).find((message) => message.to.includes(email));
    if (found) {
      const decoded = decodeMail({ ...found, from: '', receivedAt: 0 });
      const code = codeIn(`${decoded.subject}\n${decoded.text}`);
      if (code) return code;
    }
  }
  throw new Error(`no code for ${email}`);
}

/** The seeded operator's session: the password, then the code of its authenticator (decision 106). */
async function operatorToken(): Promise<string> {
  const { secondFactor } = ok(await call('POST', '/api/member/login', { body: OPERATOR })) as {
    secondFactor: { challenge: string };
  };
  const code = totpCode(DEMO_TOTP_SECRETS.operator, new Date());
  const body = { challenge: secondFactor.challenge, code };
  return ok(await call('POST', '/api/member/login/code', { body })).token as string;
}

describe.skipIf(!postgresAnswers || !redisAnswers)('two servers behind a round-robin proxy', () => {
  beforeAll(async () => {
    databaseName = `quayside_two_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();

    s3 = await startTestS3();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mail.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    redisPrefix = `quayside-two-${randomBytes(5).toString('hex')}:`;
    redis = new Redis(redisUrl);

    const env: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      ...s3.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: 'true',
      BILL_REMINDER_INTERVAL_SECONDS: '2',
      SEED_DEMO: 'true',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      DEMO_BORROWER_EMAIL: `demo-${randomBytes(4).toString('hex')}@quayside.example`,
    };
    // Migrated and seeded once before the copies start, as the README says a deployment does; then both
    // start at the same time, each with a DATA_DIR of its own (nothing shared through a folder).
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await database.migrate();
    await seed(database.db, parseConfig(env), new Date());
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `quayside-two-${i}-`));
      folders.push(dataDir);
      servers.push(new ServerProcess({ ...env, DATA_DIR: dataDir }, await freePort()));
    }
    await Promise.all(servers.map((server) => server.start(90_000)));
    proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
  }, 150_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (redis) {
      // This run's keys only: never a flush of a Redis others use.
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await s3?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }, 60_000);

  let borrower: { id: number; token: string; email: string };
  let loanId: number;

  it('carries a whole loan, registration to a confirmed repayment, with every request on the other copy', async () => {
    const first = proxy.served.length;
    const email = `two-${randomBytes(5).toString('hex')}@quayside.test`;
    const since = mail.length;
    ok(await call('POST', '/api/verification/emailCode', { body: { email, purpose: 'register' } }));
    const code = await codeFor(email, since);
    ok(
      await call('POST', '/api/member/register', {
        body: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
      }),
    );
    const login = ok(await call('POST', '/api/member/login', { body: { email, password: PASSWORD } }));
    const token = login.token as string;
    borrower = { id: (login.member as { id: number }).id, token, email };

    const front = ok(await upload(token)).id as number;
    const back = ok(await upload(token)).id as number;
    ok(
      await call('PUT', '/api/member/updateBase', {
        token,
        body: { ...eligibleProfile.base, email, idFrontUploadId: front, idBackUploadId: back },
      }),
    );
    ok(
      await call('PUT', '/api/member/saveOrUpdateContactAddress', {
        token,
        body: eligibleProfile.contactAddress,
      }),
    );
    ok(
      await call('PUT', '/api/member/saveOrUpdateEmploymentInfo', {
        token,
        body: eligibleProfile.employment,
      }),
    );
    ok(
      await call('PUT', '/api/member/updateKyc', {
        token,
        body: {
          realName: 'Ada Lovelace',
          idNumber: 'AB123456C',
          idFrontUploadId: front,
          idBackUploadId: back,
        },
      }),
    );

    const operator = await operatorToken();
    const kycQueue = ok(await call('GET', '/api/operator/kyc?status=PENDING', { token: operator }));
    expect(kycQueue.list?.map((row) => row.memberId)).toContain(borrower.id);
    // The operator sees the ID photo, read from the bucket by whichever copy answers.
    for (let i = 0; i < 2; i++) {
      const photo = await fetch(`${proxy.url}/api/upload/${front}`, { headers: { token: operator } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
    }
    ok(await call('POST', `/api/operator/kyc/${borrower.id}/confirm`, { token: operator, body: {} }));

    const quote = ok(
      await call('POST', '/api/loan/quote', {
        token,
        body: { amount: 1_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' },
      }),
    );
    const applyKey = randomUUID();
    const applyBody = {
      quoteId: quote.quoteId,
      purpose: 'EDUCATION',
      receivingAddress: TEST_USDT_ADDRESS,
      consentTerms: true,
      consentAgreement: true,
    };
    const applied = await call('POST', '/api/loan/apply', { token, key: applyKey, body: applyBody });
    loanId = ok(applied).loanId as number;
    // The same key again reaches the other copy: the stored answer, not a second application.
    const replay = await call('POST', '/api/loan/apply', { token, key: applyKey, body: applyBody });
    expect(replay.headers.get('x-backend')).not.toBe(applied.headers.get('x-backend'));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(applied.body);
    // An automated decision may approve at submit; otherwise an operator does.
    if (ok(applied).status === 'PENDING_REVIEW') {
      const queue = ok(
        await call('GET', '/api/operator/applications?status=PENDING_REVIEW', { token: operator }),
      );
      expect(queue.list?.map((row) => row.loanId)).toContain(loanId);
      ok(await call('POST', `/api/operator/applications/${loanId}/approve`, { token: operator, body: {} }));
    }
    const contract = ok(await call('GET', `/api/loan/${loanId}/contract`, { token }));
    const signed = ok(
      await call('POST', `/api/loan/${loanId}/sign`, {
        token,
        key: randomUUID(),
        body: { fullName: 'Ada Lovelace', versionHash: contract.versionHash },
      }),
    );
    expect(signed.status).toBe('SIGNED');
    expect(
      ok(await call('POST', `/api/operator/loans/${loanId}/disburse`, { token: operator, body: {} })).status,
    ).toBe('DISBURSED');

    const bills = ok(await call('GET', `/api/loan/${loanId}/bills`, { token })).list!;
    expect(bills).toHaveLength(12);
    const voucher = ok(await upload(token)).id as number;
    const repaid = ok(
      await call('POST', '/api/repayment/submit', {
        token,
        key: randomUUID(),
        body: { billIds: [bills[0]!.billId], voucherUploadId: voucher },
      }),
    );
    const pending = ok(await call('GET', '/api/operator/repayments?status=PENDING', { token: operator }));
    expect(pending.list?.map((row) => row.repaymentId)).toContain(repaid.repaymentId);
    ok(
      await call('POST', `/api/operator/repayments/${repaid.repaymentId}/confirm`, {
        token: operator,
        body: {},
      }),
    );
    const after = ok(await call('GET', `/api/loan/${loanId}/bills`, { token })).list!;
    expect(after[0]).toMatchObject({ billId: bills[0]!.billId, status: 'REPAID' });

    // Strict turns: no two consecutive answers came from the same copy, and both carried the journey.
    const turns = proxy.served.slice(first);
    expect(turns.length).toBeGreaterThan(20);
    expect(turns.every((backend, i) => i === 0 || backend !== turns[i - 1])).toBe(true);
    process.stdout.write(
      `two-server journey: ${turns.length} requests, ${turns.filter((b) => b === 0).length} on copy 0, ` +
        `${turns.filter((b) => b === 1).length} on copy 1\n`,
    );
  });

  it('one Idempotency-Key sent to both copies at once: one answer, one row, one object', async () => {
    const png = await randomPng();
    const key = randomUUID();
    const objectsBefore = (await s3Objects()).length;
    const both = await Promise.all([upload(borrower.token, png, key), upload(borrower.token, png, key)]);
    expect(new Set(both.map((answer) => answer.headers.get('x-backend')))).toEqual(new Set(['0', '1']));
    expect(both[1]!.body).toEqual(both[0]!.body);
    const sha = ok(both[0]!).sha256 as string;
    const rows = await database.db.select().from(uploads).where(eq(uploads.sha256, sha));
    expect(rows).toHaveLength(1);
    // The loser's file is removed once its request ends; the winner's stays.
    expect((await s3Objects()).length).toBe(objectsBefore + 1);
  });

  it('sessions and rate limits are shared: a logout ends the session everywhere, ten wrong passwords in all', async () => {
    const second = ok(
      await call('POST', '/api/member/login', { body: { email: borrower.email, password: PASSWORD } }),
    ).token as string;
    const logout = await call('PUT', `/api/member/${borrower.id}/loginOut`, { token: second });
    ok(logout);
    const afterLogout = await call('GET', `/api/member/${borrower.id}/info`, { token: second });
    expect(afterLogout.headers.get('x-backend')).not.toBe(logout.headers.get('x-backend'));
    expect(afterLogout.body.code).toBe('U403');
    // The borrower's first session was not ended by that logout.
    ok(await call('GET', `/api/member/${borrower.id}/info`, { token: borrower.token }));

    // Login: 10 tries per address and e-mail in 15 minutes, counted in Redis across both copies (each copy
    // alone would allow 10 more).
    // An address no one has tried yet (a login, right or wrong, counts).
    const target = `guess-${randomBytes(4).toString('hex')}@quayside.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const tried = await call('POST', '/api/member/login', {
        body: { email: target, password: `Wrong-password-${i}` },
      });
      statuses.push(tried.status);
      if (tried.status === 429) {
        expect(tried.body).toMatchObject({ code: 'L429', data: { retryAfter: expect.any(Number) } });
        expect(Number(tried.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await redis.keys(`${redisPrefix}*`)).length).toBeGreaterThan(0);
    expect(await redis.keys('quayside-rl:*login-account*')).toEqual([]);
  });

  it('both copies run the reminders and the outbox: each bill told once, each e-mail sent once', async () => {
    const bills = await database.db
      .select()
      .from(loanBills)
      .where(eq(loanBills.loanId, loanId))
      .orderBy(loanBills.period);
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    // Time moved on for two open bills: one now due tomorrow, one three days overdue.
    await database.db
      .update(loanBills)
      .set({ dueDate: day(1) })
      .where(eq(loanBills.id, bills[1]!.id));
    await database.db
      .update(loanBills)
      .set({ dueDate: day(-3) })
      .where(eq(loanBills.id, bills[2]!.id));
    const watched = [bills[1]!.id, bills[2]!.id];
    const told = async () =>
      (
        await database.db
          .select({
            titleKey: notifications.titleKey,
            billId: sql<number>`(${notifications.params}->>'billId')::int`,
          })
          .from(notifications)
          .where(
            and(
              eq(notifications.memberId, borrower.id),
              inArray(sql<number>`(${notifications.params}->>'billId')::int`, watched),
            ),
          )
      ).map((row) => `${row.billId}:${row.titleKey}`);
    for (const deadline = Date.now() + 20_000; (await told()).length < 2 && Date.now() < deadline; )
      await sleep(250);
    // Several more runs of each copy's loop (every 2 s) find nothing new to tell.
    await sleep(6_000);
    expect((await told()).sort()).toEqual(
      [`${bills[1]!.id}:notify.bill.dueSoon.title`, `${bills[2]!.id}:notify.bill.overdue.title`].sort(),
    );

    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(rows.length).toBeGreaterThan(0);
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(250)) {
      const open = await database.db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ['pending', 'sending']));
      if (open.length === 0) break;
    }
    const sent = await database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(sent.every((row) => row.status === 'sent')).toBe(true);
    expect(mail).toHaveLength(sent.length);
    const received = mail.flatMap((message) => message.to).sort();
    expect(received).toEqual(sent.map((row) => row.destination.toLowerCase()).sort());
  });
});

async function s3Objects(): Promise<string[]> {
  const listing = await (await fetch(`${s3.endpoint}/${s3.bucketName}`)).text();
  return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}
