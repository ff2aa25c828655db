// Overload figures for docs/RELIABILITY.md, against the real server (`node --import tsx server/main.ts`) on a
// temp PGlite on 127.0.0.1, or on PostgreSQL when DATABASE_URL is set (an empty database of its own: the
// bench migrates it and adds its members):
// 1. flood: five clients' p99 on a database route alone (each asking as an app does), then while another
//    token floods the same route with 64 connections; the flooder's answers, and the ratio of the two p99s;
// 2. shedding: 400 connections of quotes from 40 members (each quote writes a row) against a server that
//    cannot answer them all;
//    how many were shed with 503, and how fast the shed answers and the served answers came;
// 3. memory: the server's resident memory while 20 members each upload a photo of the largest accepted size
//    at once, twice over.
// Prints figures only; stops by itself. `SECONDS` (per phase, default 6) overrides; `ONLY=flood` (or
// `saturation`, `memory`) runs one phase.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startSimulatedBureau } from '../server/bacs-bureau/simulated-bureau-server';
import { parseConfig } from '../server/config';
import { startSimulatedAgency } from '../server/credit-agency/simulated-agency-server';
import { openDatabase } from '../server/db/client';
import { members, sessions } from '../server/db/schema';
import { hashToken } from '../server/modules/auth/sessions';
import { freePort, ServerProcess, sleep } from '../tests/crash-loop/server-process';
import { eligibleProfile } from '../tests/helpers/loans';
import { load, type Result, send, stopConnections } from './lib/paced-load';
import { runJson, tsx } from './lib/processes';
import type { LoadResult } from './load';

const phaseMs = Number(process.env.SECONDS ?? 6) * 1000;
const runs = (phase: 'flood' | 'saturation' | 'memory') => !process.env.ONLY || process.env.ONLY === phase;
const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

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

// The other clients ask as an app does, within its own limit (600 a minute): 120 ms apart, 500 a minute.
const VICTIM_PACE_MS = 120;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-overload-'));
  // Quayside runs in production, which needs a credit reference agency: the simulated one, in this process.
  const agency = await startSimulatedAgency();
  const bureau = await startSimulatedBureau();
  agency.unref();
  const env = {
    NODE_ENV: 'production',
    CREDIT_REFERENCE_URL: agency.url,
    BACS_BUREAU_URL: bureau.url,
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
      // Each starts a fifth of the pace after the one before, as people do not ask in step: one stall of the
      // server would otherwise be five of the slowest answers at once.
      const others = (ms: number) =>
        Promise.all(
          victims.map(async (token, i) => {
            await sleep((i * VICTIM_PACE_MS) / victims.length);
            return load(1, ms, unread(token), VICTIM_PACE_MS);
          }),
        ).then((all) => all.flat());
      await others(1000); // warm up
      const alone = await others(phaseMs);
      // The flooder is autocannon in a process of its own, as a client elsewhere would be: in this one its
      // answers would delay the measuring of the others' (the two cores are shared all the same). Its
      // process takes a second of CPU to start, which is no part of a flood: the others are measured from
      // the moment the flooder is seen refused, for the phase's length, and it floods a little longer.
      const flooding = runJson<LoadResult>(
        tsx(
          'bench/load.ts',
          JSON.stringify({
            url: `${base}/api/notification/unreadCount`,
            connections: 64,
            seconds: phaseMs / 1000 + 5,
            headers: { token: flooder },
          }),
        ),
      );
      for (let seen = false; !seen; ) {
        await sleep(50);
        seen = (await unread(flooder)()).status === 429;
      }
      const during = await others(phaseMs);
      const flood = await flooding;
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
        `flood: the flooder (64 connections, limit 600/min) got 2xx ×${flood.total - flood.non2xx}, other ×${flood.non2xx} (${flood.errors} errors); p99 ratio during/alone ${(at(during, 99) / at(alone, 99)).toFixed(2)}`,
      );
    }
    if (runs('saturation')) {
      // 2. Above saturation: quotes (a schedule, an APR solve and a row each) from 400 connections, forty
      // members with ten each.
      await sleep(1000);
      const quote = Buffer.from(
        JSON.stringify({ amount: 1_000_000, termMonths: 60, method: 'EQUAL_INSTALLMENT' }),
      );
      // From a process of its own: 400 loops in this one would make their own waits part of the figures.
      const heavy = (
        await runJson<[number, number][]>(
          tsx(
            'bench/lib/paced-load.ts',
            JSON.stringify({
              base,
              method: 'POST',
              path: '/api/loan/quote',
              body: quote.toString(),
              tokens: shedders,
              connectionsPerToken: 10,
              seconds: phaseMs / 1000,
            }),
          ),
        )
      ).map(([status, ms]): Result => ({ status, ms }));
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
    stopConnections();
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
