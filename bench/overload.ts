// Overload figures for docs/RELIABILITY.md, against the real server (`node --import tsx server/main.ts`) on a
// temp PGlite on 127.0.0.1, or on PostgreSQL when DATABASE_URL is set (an empty database of its own: the
// bench migrates it and adds its members):
// 1. flood: five clients' p99 on a database route alone (each asking as an app does), then while another
//    token floods the same route with 64 connections; the flooder's answers by status, and the ratio of the two p99s;
// 2. shedding: 400 connections of quotes from 40 members (each quote writes a row) against a server whose event loop falls behind;
//    how many were shed with 503, and how fast the shed answers and the served answers came;
// 3. memory: the server's resident memory while 20 members each upload a photo of the largest accepted size
//    at once, twice over.
// Prints figures only; stops by itself. `SECONDS` (per phase, default 6) overrides; `ONLY=flood` (or
// `saturation`, `memory`) runs one phase.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parseConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { members, sessions } from '../server/db/schema';
import { hashToken } from '../server/modules/auth/sessions';
import { freePort, ServerProcess, sleep } from '../tests/crash-loop/server-process';
import { eligibleProfile } from '../tests/helpers/loans';

const phaseMs = Number(process.env.SECONDS ?? 6) * 1000;
const runs = (phase: 'flood' | 'saturation' | 'memory') => !process.env.ONLY || process.env.ONLY === phase;
const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Result {
  status: number;
  ms: number;
}

function send(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${url}`,
      { method, agent, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const counts = (results: Result[]) =>
  Object.entries(
    results.reduce<Record<number, number>>((all, { status }) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {}),
  )
    .map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`)
    .join(', ');

/**
 * `connections` loops sending one request after another until `ms` have passed; with `paceMs`, each loop
 * starts a request at most every `paceMs` (a person's app, not a flood).
 */
async function load(
  connections: number,
  ms: number,
  one: () => Promise<Result>,
  paceMs = 0,
): Promise<Result[]> {
  const until = Date.now() + ms;
  const results: Result[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = Date.now();
        results.push(await one());
        const rest = paceMs - (Date.now() - started);
        if (rest > 0) await sleep(rest);
      }
    }),
  );
  return results;
}

// The other clients ask as an app does, within its own limit (600 a minute): 120 ms apart, 500 a minute.
const VICTIM_PACE_MS = 120;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-overload-'));
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    API_RATE_PER_MINUTE: '600',
    SHED_EVENT_LOOP_DELAY_MS: '200',
    SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '64',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const setup = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
  );
  console.log(`database: ${setup.kind}`);
  await setup.migrate();
  const config = parseConfig(env);
  const rows = await setup.db
    .insert(members)
    .values(
      Array.from({ length: 66 }, () => ({
        email: `load-${randomBytes(6).toString('hex')}@quayside.example`,
        passwordHash: 'not-a-hash',
        role: 'borrower' as const,
        base: eligibleProfile.base,
        contactAddress: eligibleProfile.contactAddress,
        employment: eligibleProfile.employment,
      })),
    )
    .returning({ id: members.id });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  const now = new Date();
  await setup.db.insert(sessions).values(
    rows.map((row, i) => ({
      memberId: row.id,
      tokenHash: hashToken(tokens[i]!),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
    })),
  );
  await setup.close();

  const server = new ServerProcess(env, await freePort());
  try {
    await server.start(120_000);
    const base = server.baseUrl;
    const [flooder, ...rest] = tokens as [string, ...string[]];
    const victims = rest.slice(0, 5);
    const uploaders = rest.slice(5, 25);
    // Forty members asking at once, ten connections each: more than the server can answer, from clients
    // each within its own limits.
    const shedders = rest.slice(25, 65);
    const unread = (token: string) => () => send(base, 'GET', '/api/notification/unreadCount', { token });

    if (runs('flood')) {
      // 1. A flood from one token, while five other members use the app as people do.
      const others = (ms: number) =>
        Promise.all(victims.map((token) => load(1, ms, unread(token), VICTIM_PACE_MS))).then((all) =>
          all.flat(),
        );
      await others(1000); // warm up
      const alone = await others(phaseMs);
      const [during, flood] = await Promise.all([others(phaseMs), load(64, phaseMs, unread(flooder))]);
      const at = (results: Result[], p: number) =>
        percentile(
          results.map((r) => r.ms),
          p,
        );
      console.log(
        `flood: the ${victims.length} other clients alone p50 ${at(alone, 50).toFixed(1)} ms, p99 ${at(alone, 99).toFixed(1)} ms (${alone.length} requests); ` +
          `during the flood p50 ${at(during, 50).toFixed(1)} ms, p99 ${at(during, 99).toFixed(1)} ms (${during.length} requests, ${counts(during)})`,
      );
      console.log(
        `flood: the flooder (64 connections, limit 600/min) got ${counts(flood)}; p99 ratio during/alone ${(at(during, 99) / at(alone, 99)).toFixed(2)}`,
      );
    }
    if (runs('saturation')) {
      // 2. Above saturation: quotes (a schedule, an APR solve and a row each) from 400 connections.
      await sleep(1000);
      const quote = Buffer.from(
        JSON.stringify({ amount: 1_000_000, termMonths: 60, method: 'EQUAL_INSTALLMENT' }),
      );
      const heavy = (
        await Promise.all(
          shedders.map((token) =>
            load(10, phaseMs, () =>
              send(base, 'POST', '/api/loan/quote', { token, 'content-type': 'application/json' }, quote),
            ),
          ),
        )
      ).flat();
      const shed = heavy.filter((r) => r.status === 503).map((r) => r.ms);
      const served = heavy.filter((r) => r.status === 200).map((r) => r.ms);
      console.log(
        `saturation: 400 connections of quotes (40 members) for ${phaseMs / 1000} s: ${counts(heavy)}; ` +
          `shed answers p50 ${percentile(shed, 50).toFixed(1)} ms, p99 ${percentile(shed, 99).toFixed(1)} ms; ` +
          `served p50 ${percentile(served, 50).toFixed(1)} ms, p99 ${percentile(served, 99).toFixed(1)} ms`,
      );
    }
    if (runs('memory')) {
      // 3. Memory: 20 uploads of the largest accepted size at once, twice.
      await sleep(2000);
      const photo = await largestPhoto();
      const boundary = '----quayside-overload';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const pid = server.pid!;
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 20);
      const rounds: string[] = [];
      for (let round = 0; round < 2; round++) {
        const started = performance.now();
        const answers = await Promise.all(
          uploaders.slice(0, 20).map((token) =>
            send(
              base,
              'POST',
              '/api/upload/img',
              {
                token,
                'content-type': `multipart/form-data; boundary=${boundary}`,
              },
              body,
            ),
          ),
        );
        rounds.push(
          `round ${round + 1}: ${counts(answers)} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${peak.toFixed(0)} MB`,
        );
      }
      clearInterval(sampler);
      console.log(
        `memory: 20 concurrent uploads of ${(photo.length / 1024 / 1024).toFixed(2)} MB (limit 4 MB); RSS before ${before.toFixed(0)} MB; ` +
          `${rounds.join('; ')}; after ${rssMb(pid).toFixed(0)} MB`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

/** A JPEG of noise just under the upload limit: the most a client may send, and costly to decode. */
async function largestPhoto(): Promise<Buffer> {
  let side = 1700;
  for (;;) {
    const noise = randomBytes(side * side * 3);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length < UPLOAD_MAX_BYTES - 4096) return jpeg;
    side -= 100;
  }
}

await main();
