/**
 * `npm run bench:writes`: issue 26's writes, each next to its reference in the same run, on PostgreSQL.
 *
 * - `loan/apply` (the credit policy decides at submit) and `repayment/submit`, every request with fresh data
 *   (bench/writes-data.ts) and its own Idempotency-Key, against bare Fastify + `pg` inserting the same rows
 *   in one transaction (`references.ts rows`: the rows one request of each inserted through the API);
 * - `upload/img` of one photo against sharp's own work on that photo (`own-cost.ts sharp`: cleanImage, the
 *   server's header read, turn upright and re-encode, no server around it);
 * - `member/login` against argon2id's own verify with the server's parameters (`own-cost.ts argon2`), and
 *   the server's event-loop delay during the login load (perf_hooks in the server's process, reported on
 *   SIGUSR2 to the file BENCH_EVENT_LOOP_FILE names: server/lib/event-loop-report.ts).
 *
 * Quayside, the references and the load generator (bench/load.ts, autocannon) each run in their own
 * process on 127.0.0.1, each figure right after its reference; every child is stopped at the end. The
 * database at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_writes) is dropped and made
 * again. Prints one table, also written as the last section of bench/RESULTS.md unless BENCH_NO_WRITE=1.
 *
 *   npm run bench:writes
 *   SECONDS_PER_ROUTE=3 CONNECTIONS=50 DATABASE_URL=postgres://…/test_writes npm run bench:writes
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startSimulatedBureau } from '../server/bacs-bureau/simulated-bureau-server';
import { startSimulatedAgency } from '../server/credit-agency/simulated-agency-server';
import { freePort, root, runJson, type Server, startServer, stopAll, tsx } from './lib/processes';
import { type Row, renderTable, WRITES_MARKER } from './lib/report';
import type { LoadResult, LoadSpec } from './load';

const SECONDS = Number(process.env.SECONDS_PER_ROUTE ?? 4);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
// An upload takes a core for a good part of a second, and the server re-encodes UPLOAD_CONCURRENCY (2) at
// once with a queue of 20 behind them: at 50 connections most would be refused or wait past the load
// generator's 10 s timeout. Uploads are sent 8 at once; sharp alone works on as many as the server does.
const UPLOAD_CONNECTIONS = Math.min(CONNECTIONS, Number(process.env.UPLOAD_CONNECTIONS ?? 8));
const SERVER_UPLOAD_CONCURRENCY = 2;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_writes';
const rows: Row[] = [];
const loadAverages: number[] = [];
const startedAt = new Date();
// Quayside runs in production, which needs a credit reference agency: the simulated one, in this process.
const agency = await startSimulatedAgency();
const bureau = await startSimulatedBureau();
agency.unref();

function note(text: string) {
  process.stderr.write(`${text}\n`);
}

interface OwnCost {
  operationsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
}

/** Variants of a write are taken in turn across its runs: each run starts after the last one's. */
const taken = new Map<string, number>();

async function measure(
  name: string,
  spec: Omit<LoadSpec, 'connections' | 'seconds'>,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  loadAverages.push(os.loadavg()[0] ?? 0);
  const run = async (seconds: number) => {
    const from = spec.variantsFile ? (taken.get(spec.variantsFile) ?? 0) : 0;
    const result = await runJson<LoadResult>(
      tsx('bench/load.ts', JSON.stringify({ connections, seconds, ...spec, variantsFrom: from })),
    );
    if (spec.variantsFile) taken.set(spec.variantsFile, from + (result.used ?? 0));
    return result;
  };
  await run(1);
  const result = await run(SECONDS);
  note(
    `  ${name.padEnd(40)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx + result.errors > 0 ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : ''}`,
  );
  return result;
}

async function ownCost(name: string, args: string[]): Promise<OwnCost> {
  loadAverages.push(os.loadavg()[0] ?? 0);
  const result = await runJson<OwnCost>(tsx('bench/own-cost.ts', ...args));
  note(
    `  ${name.padEnd(40)} ${Math.round(result.operationsPerSecond).toString().padStart(6)} op/s   p50 ${result.p50} ms  p99 ${result.p99} ms`,
  );
  return result;
}

function row(figure: string, result: LoadResult, reference: string, referenceRate: number, extra = ''): Row {
  const failed = result.non2xx + result.errors;
  const ratio = result.requestsPerSecond / referenceRate;
  return {
    figure,
    value: `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms${failed > 0 ? ` (${failed} not 2xx)` : ''}${extra}`,
    reference,
    ratio: ratio.toFixed(2),
    target: 'printed beside its reference',
    met: failed === 0,
  };
}

async function recreate(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  const version = String((await client.query('show server_version')).rows[0]?.server_version);
  await client.end();
  return version;
}

interface WritesData {
  apply: number;
  repay: number;
  applyTables: string[];
  repayTables: string[];
  logins: number;
  dataDir: string;
}

/** A photo of a document as a phone's upload sends it: 1280 × 960 JPEG with some detail in it. */
async function photo(file: string): Promise<Buffer> {
  const width = 1280;
  const height = 960;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg;
}

function multipart(image: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'quayside-bench-writes-'));
let postgresVersion = '';
let eventLoop: { p50: number; p99: number; max: number; samples: number } | undefined;
let imageBytes = 0;
let data: WritesData | undefined;
try {
  postgresVersion = await recreate(DATABASE_URL);
  note(`preparing ${DATABASE_URL} (bench/writes-data.ts)`);
  data = await runJson<WritesData>(tsx('bench/writes-data.ts', DATABASE_URL, temp), {}, 600_000);
  note(`  ${data.apply} applicants, ${data.repay} payers; apply inserts ${data.applyTables.join(', ')}`);
  note(`  repayment inserts ${data.repayTables.join(', ')}`);

  const eventLoopFile = path.join(temp, 'event-loop.jsonl');
  const port = await freePort();
  const server: Server = await startServer(tsx('server/main.ts'), {
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CREDIT_REFERENCE_URL: agency.url,
      BACS_BUREAU_URL: bureau.url,
      DATABASE_URL,
      DATA_DIR: data.dataDir,
      API_RATE_PER_MINUTE: '100000000',
      // Every connection of the load is one client (one token): its cap on requests in hand is lifted too.
      API_IN_HAND_PER_CLIENT: '100000',
      AUTH_RATE_PER_ADDRESS: '100000000',
      SEED_DEMO: 'true',
      BENCH_EVENT_LOOP_FILE: eventLoopFile,
    },
  });
  const base = `http://127.0.0.1:${port}/api`;
  note(`Quayside on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per figure after 1 s warm-up`);

  // ---- loan/apply and repayment/submit against bare pg inserting the same rows --------------------------
  for (const write of [
    { name: 'loan/apply', route: '/loan/apply', variants: 'apply.json', rows: 'apply-rows.json' },
    { name: 'repayment/submit', route: '/repayment/submit', variants: 'repay.json', rows: 'repay-rows.json' },
  ]) {
    const variantsFile = path.join(temp, write.variants);
    const reference = await startServer(
      tsx('bench/references.ts', 'rows', DATABASE_URL, path.join(temp, write.rows)),
    );
    const bare = await measure(`reference: bare pg, the same rows`, {
      url: reference.url,
      method: 'POST',
      variantsFile,
    });
    await reference.stop();
    const result = await measure(write.name, {
      url: `${base}${write.route}`,
      method: 'POST',
      variantsFile,
      idempotencyKey: true,
    });
    rows.push(
      row(
        `PostgreSQL: ${write.name}`,
        result,
        `bare Fastify + pg inserting the same rows: ${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99} ms`,
        bare.requestsPerSecond,
      ),
    );
  }

  // ---- upload/img against sharp's own work on the same photo ---------------------------------------------
  const imageFile = path.join(temp, 'photo.jpg');
  const image = await photo(imageFile);
  imageBytes = image.length;
  const bodyFile = path.join(temp, 'upload.body');
  const boundary = '----quayside-bench-boundary';
  writeFileSync(bodyFile, multipart(image, boundary));
  const sharpAlone = await ownCost('reference: sharp alone, the same photo', [
    'sharp',
    String(SECONDS),
    String(SERVER_UPLOAD_CONCURRENCY),
    imageFile,
  ]);
  const upload = await measure(
    'upload/img',
    {
      url: `${base}/upload/img`,
      method: 'POST',
      bodyFile,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      variantsFile: path.join(temp, 'upload.json'),
      idempotencyKey: true,
    },
    UPLOAD_CONNECTIONS,
  );
  rows.push(
    row(
      'PostgreSQL: upload/img (1280×960 JPEG)',
      upload,
      `sharp's own work on it (cleanImage, ${SERVER_UPLOAD_CONCURRENCY} at once as the server): ${sharpAlone.operationsPerSecond.toFixed(1)} images/s, p99 ${sharpAlone.p99} ms`,
      sharpAlone.operationsPerSecond,
    ),
  );

  // ---- member/login against argon2id's own verify, with the event loop's delay ---------------------------
  const argon = await ownCost('reference: argon2id verify alone', [
    'argon2',
    String(SECONDS),
    String(CONNECTIONS),
  ]);
  process.kill(server.pid, 'SIGUSR2');
  const login = await measure('member/login', {
    url: `${base}/member/login`,
    method: 'POST',
    variantsFile: path.join(temp, 'login.json'),
  });
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = readFileSync(eventLoopFile, 'utf8').trim().split('\n');
  eventLoop = JSON.parse(lines.at(-1) ?? '{}');
  note(
    `  event loop during the login load: p50 ${eventLoop?.p50} ms, p99 ${eventLoop?.p99} ms, max ${eventLoop?.max} ms`,
  );
  rows.push(
    row(
      'PostgreSQL: member/login',
      login,
      `argon2id verify alone (m 19 MiB, t 2, p 1): ${Math.round(argon.operationsPerSecond)}/s, p99 ${argon.p99} ms`,
      argon.operationsPerSecond,
      `; event loop delay p99 ${eventLoop?.p99} ms (max ${eventLoop?.max} ms)`,
    ),
  );
  await server.stop();
} finally {
  stopAll();
  rmSync(temp, { recursive: true, force: true });
}

const table = renderTable(rows);
const load = `${Math.min(...loadAverages).toFixed(2)}–${Math.max(...loadAverages).toFixed(2)}`;
process.stdout.write(`\n${table}\nload average (1 min) while measuring: ${load}\n`);
if (!process.env.BENCH_NO_WRITE) {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  const section = `${WRITES_MARKER}
## Writes (\`npm run bench:writes\`, bench/writes.ts)

Each figure next to its reference, taken just before it in the same run; the last run of
\`npm run bench:writes\` replaces this section (\`npm run bench\` keeps it).

- Date: ${startedAt.toISOString()} (${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min), commit \`${commit}\`
- Machine: \`nproc\` ${os.availableParallelism()}, ${os.cpus()[0]?.model ?? 'unknown'}; load average (1 min) while measuring ${load}
- Versions: Node ${process.versions.node}, PostgreSQL ${postgresVersion}
- Load: ${CONNECTIONS} connections, ${SECONDS} s per figure after a 1 s warm-up; every apply and repayment with a
  borrower of its own and its own Idempotency-Key (${data?.apply ?? 0} applicants and ${data?.repay ?? 0} payers
  prepared), every sign-in another member's (${data?.logins ?? 0}, one password hash). The photo
  (${Math.round(imageBytes / 1000)} kB) is uploaded ${UPLOAD_CONNECTIONS} at once, each by another member (30 uploads a member in 10
  minutes), to a server that re-encodes ${SERVER_UPLOAD_CONCURRENCY} at once; sharp alone works on ${SERVER_UPLOAD_CONCURRENCY} at once. argon2id alone
  verifies ${CONNECTIONS} at once on libuv's thread pool, as the server's logins do. The event loop is measured in the
  server's process (perf_hooks, 10 ms resolution) during the login load only.

${table}
`;
  const file = path.join(root, 'bench', 'RESULTS.md');
  const before = readFileSync(file, 'utf8');
  const at = before.indexOf(WRITES_MARKER);
  writeFileSync(file, `${(at < 0 ? before : before.slice(0, at)).trimEnd()}\n\n${section}`);
  process.stdout.write('written to bench/RESULTS.md (its writes section)\n');
}
