/**
 * `npm run bench`: every figure of issue 26's targets measured in one run, each next to its reference, and
 * one table at the end (figure, reference, ratio, target, met or not), also written to bench/RESULTS.md.
 *
 * Quayside, the reference servers (bench/references.ts) and the load generator (bench/load.ts) each run in
 * their own process, all on 127.0.0.1; every child is stopped when the bench ends. On PostgreSQL the bench
 * drops and creates its own database (`bench_small` at BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432); without a reachable server that part is skipped. PGlite runs in a
 * temp folder.
 *
 *   npm run bench                    all of it (about four minutes)
 *   SECONDS_PER_ROUTE=10 npm run bench
 *   ONLY=loan|pglite|postgres npm run bench
 *   BENCH_NO_WRITE=1 npm run bench   print only, leave RESULTS.md as it is
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, root, runJson, type Server, startServer, stopAll, tsx } from './lib/processes';
import { type Row, renderResults, renderTable } from './lib/report';
import type { LoadResult, LoadSpec } from './load';
import type { LoanMathsResult } from './loan-maths';

const SECONDS = Number(process.env.SECONDS_PER_ROUTE ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ONLY = process.env.ONLY;
const POSTGRES_BASE = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const startedAt = new Date();
const rows: Row[] = [];
const loadAverages: number[] = [];

function note(text: string) {
  process.stderr.write(`${text}\n`);
}

async function measure(name: string, spec: Omit<LoadSpec, 'connections' | 'seconds'>): Promise<LoadResult> {
  loadAverages.push(os.loadavg()[0] ?? 0);
  const result = await runJson<LoadResult>(
    tsx(
      'bench/load.ts',
      JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: 1, ...spec }),
    ),
  );
  note(
    `  ${name.padEnd(44)} ${Math.round(result.requestsPerSecond).toString().padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx + result.errors > 0 ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : ''}`,
  );
  if (result.total > 0 && result.non2xx > result.total / 100) {
    throw new Error(`${name}: ${result.non2xx} of ${result.total} answers were not 2xx`);
  }
  return result;
}

// ---- loan maths -------------------------------------------------------------------------------------

async function loanMaths() {
  note('loan maths (bench/loan-maths.ts, its own process)');
  const results = await runJson<LoanMathsResult[]>(tsx('bench/loan-maths.ts', '--json'));
  for (const result of results) {
    note(`  ${result.name.padEnd(44)} ${result.microsPerOp.toFixed(2)} µs`);
    rows.push({
      figure: result.name,
      value: `${result.microsPerOp.toFixed(2)} µs`,
      reference: result.extra ?? '',
      ratio: '',
      target: `≤ ${result.targetMicros} µs`,
      met: result.microsPerOp <= result.targetMicros,
    });
  }
}

// ---- the API ----------------------------------------------------------------------------------------

interface BenchData {
  memberId: number;
  token: string;
  loanId: number;
  dataDir: string;
}

interface Engine {
  label: 'PostgreSQL' | 'PGlite';
  /** Environment of the Quayside server. */
  env: NodeJS.ProcessEnv;
  data: BenchData;
  reference: Server;
  referenceName: string;
}

async function quayside(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  return startServer(tsx('server/main.ts'), {
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The per-client limit stays on (its check is part of every request's cost) but above the load.
      API_RATE_PER_MINUTE: '100000000',
      SEED_DEMO: 'true',
      ...env,
    },
  });
}

const reads = (data: BenchData) => [
  { name: 'member/{id}/info', path: `/api/member/${data.memberId}/info`, signedIn: true },
  { name: 'loan/list', path: '/api/loan/list?page=1&pageSize=10', signedIn: true },
  { name: 'news/list', path: '/api/news/list?type=blog&page=1&pageSize=10', signedIn: false },
  {
    name: 'config/getValue',
    path: '/api/config/getValue?configCodes=LOAN_YEAR_RATE,LOAN_MAXIMUM_AMOUNT',
    signedIn: false,
  },
];

async function api(engine: Engine, constant: { url: string }) {
  note(`Quayside on ${engine.label}, ${CONNECTIONS} connections, ${SECONDS} s per route after 1 s warm-up`);
  const server = await quayside(engine.env);
  try {
    const base = server.url.replace(/\/api\/health$/, '');
    // Each figure is taken right after its reference: on a shared machine the load moves within minutes.
    const bare = await measure('reference: bare Fastify, a constant', { url: constant.url });
    const health = await measure('/api/health', { url: `${base}/api/health` });
    rows.push(ratioRow(`${engine.label}: /api/health`, health, 'bare Fastify', bare, 0.5));
    for (const read of reads(engine.data)) {
      const reference = await measure(`reference: ${engine.referenceName}`, { url: engine.reference.url });
      const result = await measure(read.name, {
        url: `${base}${read.path}`,
        headers: read.signedIn ? { token: engine.data.token } : {},
      });
      rows.push(ratioRow(`${engine.label}: ${read.name}`, result, engine.referenceName, reference, 0.45, 25));
    }
  } finally {
    await server.stop();
  }
}

function ratioRow(
  figure: string,
  result: LoadResult,
  referenceName: string,
  reference: LoadResult,
  minRatio: number,
  maxP99?: number,
): Row {
  const ratio = result.requestsPerSecond / reference.requestsPerSecond;
  const p99Met = maxP99 === undefined || result.p99 < maxP99;
  return {
    figure,
    value: `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms`,
    reference: `${referenceName}: ${Math.round(reference.requestsPerSecond)} req/s, p99 ${reference.p99} ms`,
    ratio: ratio.toFixed(2),
    target: `≥ ${minRatio}×${maxP99 === undefined ? '' : `, p99 < ${maxP99} ms`}`,
    met: ratio >= minRatio && p99Met,
  };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${POSTGRES_BASE}/postgres` });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function recreateDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${POSTGRES_BASE}/postgres` });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return `${POSTGRES_BASE}/${name}`;
}

// ---- the run ----------------------------------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'quayside-bench-'));
let postgresVersion = 'not reached';
try {
  if (!ONLY || ONLY === 'loan') await loanMaths();
  if (!ONLY || ONLY === 'postgres' || ONLY === 'pglite') {
    const constant = await startServer(tsx('bench/references.ts', 'constant'));
    const constantRef = { url: constant.url };
    if ((!ONLY || ONLY === 'postgres') && (await postgresReachable())) {
      const url = await recreateDatabase('bench_small');
      const data = await runJson<BenchData>(tsx('bench/bench-data.ts', url), {
        TMPDIR: temp,
      });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      postgresVersion = String((await client.query('show server_version')).rows[0]?.server_version);
      await client.end();
      const reference = await startServer(tsx('bench/references.ts', 'pg', url));
      await api(
        {
          label: 'PostgreSQL',
          env: { DATABASE_URL: url, DATA_DIR: data.dataDir },
          data,
          reference,
          referenceName: 'bare Fastify + pg select',
        },
        constantRef,
      );
      await reference.stop();
    } else if (!ONLY || ONLY === 'postgres') {
      note(`PostgreSQL not reachable at ${POSTGRES_BASE}: its part is skipped`);
    }
    if (!ONLY || ONLY === 'pglite') {
      const dataDir = path.join(temp, 'pglite-app');
      const data = await runJson<BenchData>(tsx('bench/bench-data.ts', dataDir));
      const reference = await startServer(
        tsx('bench/references.ts', 'pglite', path.join(temp, 'pglite-ref')),
      );
      await api(
        {
          label: 'PGlite',
          env: { DATA_DIR: dataDir },
          data,
          reference,
          referenceName: 'bare Fastify + PGlite select',
        },
        constantRef,
      );
      await reference.stop();
    }
    await constant.stop();
  }
} finally {
  stopAll();
  rmSync(temp, { recursive: true, force: true });
}

const table = renderTable(rows);
process.stdout.write(`\n${table}\n`);
const load = `${Math.min(...loadAverages, 99).toFixed(2)}–${Math.max(...loadAverages, 0).toFixed(2)}`;
process.stdout.write(`load average (1 min) while measuring: ${load}\n`);

if (!process.env.BENCH_NO_WRITE && !ONLY) {
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  writeFileSync(
    path.join(root, 'bench', 'RESULTS.md'),
    renderResults({
      startedAt,
      finishedAt: new Date(),
      commit,
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      loadAverage: load,
      versions: {
        Node: process.versions.node,
        PostgreSQL: postgresVersion,
        fastify: version('fastify'),
        pg: version('pg'),
        '@electric-sql/pglite': version('@electric-sql/pglite'),
        autocannon: version('autocannon'),
      },
      settings: `${CONNECTIONS} connections, ${SECONDS} s per route after a 1 s warm-up`,
      table,
    }),
  );
  process.stdout.write('written to bench/RESULTS.md\n');
}
