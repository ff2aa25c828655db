/**
 * `npm run bench`: every figure of issue 26's targets measured in one run, each next to its reference, and
 * one table at the end (figure, reference, ratio, target, met or not), also written to bench/RESULTS.md.
 *
 * Quayside, the reference servers (bench/references.ts) and the load generator (bench/load.ts) each run in
 * their own process, all on 127.0.0.1; every child is stopped when the bench ends. On PostgreSQL the bench
 * drops and creates its own databases (`bench_small`, and `bench_scale` filled by bench/seed-scale.ts, whose
 * query plans bench/explain.ts writes to bench/plans/) at BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432; without a reachable server that part is skipped. PGlite runs in a
 * temp folder.
 *
 *   npm run bench                    all of it (about ten minutes on two cores)
 *   SECONDS_PER_ROUTE=10 npm run bench
 *   ONLY=loan|pglite|postgres|cob npm run bench   (cob: the close of business over the database filled to scale)
 *   BENCH_NO_SCALE=1 npm run bench   without the database filled to scale
 *   BENCH_NO_WRITE=1 npm run bench   print only, leave RESULTS.md as it is
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSimulatedBureau } from '../server/bacs-bureau/simulated-bureau-server';
import { startSimulatedAgency } from '../server/credit-agency/simulated-agency-server';
import { freePort, root, runJson, type Server, startServer, stopAll, tsx } from './lib/processes';
import { type Row, renderResults, renderTable, WRITES_MARKER } from './lib/report';
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

// CPU time (user + system) a process has used, from /proc, in µs; null where there is no /proc.
const CLOCK_TICK_MICROS = (() => {
  try {
    return 1_000_000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  } catch {
    return 10_000;
  }
})();
function cpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS;
  } catch {
    return null;
  }
}

/**
 * One figure: a warm-up second, then the measured seconds. Besides the load generator's req/s and latency,
 * the CPU time the server's process spent per answer in the measured part — on a machine whose other work
 * takes cores away from the server, that is the figure that moves least.
 */
async function measure(
  name: string,
  server: { pid: number },
  spec: Omit<LoadSpec, 'connections' | 'seconds'>,
): Promise<LoadResult> {
  loadAverages.push(os.loadavg()[0] ?? 0);
  await runJson<LoadResult>(
    tsx('bench/load.ts', JSON.stringify({ connections: CONNECTIONS, seconds: 1, ...spec })),
  );
  const cpuBefore = cpuMicros(server.pid);
  const result = await runJson<LoadResult>(
    tsx('bench/load.ts', JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, ...spec })),
  );
  const cpuAfter = cpuMicros(server.pid);
  if (cpuBefore !== null && cpuAfter !== null && result.total > 0) {
    result.cpuMicrosPerRequest = (cpuAfter - cpuBefore) / result.total;
  }
  note(
    `  ${name.padEnd(44)} ${Math.round(result.requestsPerSecond).toString().padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  CPU ${Math.round(result.cpuMicrosPerRequest ?? 0)} µs/answer${result.non2xx + result.errors > 0 ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : ''}`,
  );
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

// Quayside runs in production, which needs a credit reference agency: the simulated one, in this process.
const agency = await startSimulatedAgency();
const bureau = await startSimulatedBureau();
agency.unref();

interface BenchData {
  memberId: number;
  token: string;
  loanId: number;
  operatorToken: string;
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
      CREDIT_REFERENCE_URL: agency.url,
      BACS_BUREAU_URL: bureau.url,
      // The per-client limit stays on (its check is part of every request's cost) but above the load.
      API_RATE_PER_MINUTE: '100000000',
      // Every connection of the load is one client (one token): its cap on requests in hand is lifted too.
      API_IN_HAND_PER_CLIENT: '100000',
      SEED_DEMO: 'true',
      ...env,
    },
  });
}

interface Read {
  name: string;
  path: string;
  token?: string;
  /** Measured only where the database is filled to scale, against its figure on the small one. */
  scaleOnly?: boolean;
}

const reads = (data: BenchData): Read[] => [
  { name: 'member/{id}/info', path: `/api/member/${data.memberId}/info`, token: data.token },
  { name: 'loan/list', path: '/api/loan/list?page=1&pageSize=10', token: data.token },
  { name: 'news/list', path: '/api/news/list?type=blog&page=1&pageSize=10' },
  { name: 'config/getValue', path: '/api/config/getValue?configCodes=LOAN_YEAR_RATE,LOAN_MAXIMUM_AMOUNT' },
  {
    name: 'notification/list',
    path: '/api/notification/all/list?page=1&pageSize=10',
    token: data.token,
    scaleOnly: true,
  },
  {
    name: 'operator/applications',
    path: '/api/operator/applications',
    token: data.operatorToken,
    scaleOnly: true,
  },
  {
    name: 'operator/repayments',
    path: '/api/operator/repayments',
    token: data.operatorToken,
    scaleOnly: true,
  },
  { name: 'operator/kyc', path: '/api/operator/kyc', token: data.operatorToken, scaleOnly: true },
  { name: 'operator/payouts', path: '/api/operator/payouts', token: data.operatorToken, scaleOnly: true },
];

/** The PostgreSQL figures of the small database, which the database filled to scale is held against. */
const smallFigures = new Map<string, LoadResult>();

async function api(engine: Engine, constant: Server, scale: 'small' | 'scale' = 'small') {
  note(
    `Quayside on ${engine.label}${scale === 'scale' ? ' filled to scale' : ''}, ${CONNECTIONS} connections, ${SECONDS} s per route after 1 s warm-up`,
  );
  const server = await quayside(engine.env);
  try {
    const base = server.url.replace(/\/api\/health$/, '');
    if (scale === 'small') {
      // Each figure is taken right after its reference: on a shared machine the load moves within minutes.
      const bare = await measure('reference: bare Fastify, a constant', constant, { url: constant.url });
      const health = await measure('/api/health', server, { url: `${base}/api/health` });
      rows.push(ratioRow(`${engine.label}: /api/health`, health, 'bare Fastify', bare, 0.5));
    }
    for (const read of reads(engine.data)) {
      const atScale = scale === 'scale';
      // The operators' lists and messages are held against themselves on the small database only.
      if (read.scaleOnly && !atScale && engine.label !== 'PostgreSQL') continue;
      const reference =
        read.scaleOnly || atScale
          ? undefined
          : await measure(`reference: ${engine.referenceName}`, engine.reference, {
              url: engine.reference.url,
            });
      const result = await measure(read.name, server, {
        url: `${base}${read.path}`,
        headers: read.token ? { token: read.token } : {},
      });
      if (!atScale && engine.label === 'PostgreSQL') smallFigures.set(read.name, result);
      if (reference && !atScale) {
        rows.push(
          ratioRow(`${engine.label}: ${read.name}`, result, engine.referenceName, reference, 0.45, 25),
        );
      }
      const small = smallFigures.get(read.name);
      if (atScale && small) {
        rows.push(ratioRow(`at scale: ${read.name}`, result, 'small database', small, 1 / 1.5));
      }
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
  const cpu = (figure: LoadResult) =>
    figure.cpuMicrosPerRequest === undefined
      ? ''
      : `, CPU ${Math.round(figure.cpuMicrosPerRequest)} µs/answer`;
  const cpuRatio =
    result.cpuMicrosPerRequest && reference.cpuMicrosPerRequest
      ? ` (CPU ${(reference.cpuMicrosPerRequest / result.cpuMicrosPerRequest).toFixed(2)})`
      : '';
  const p99Met = maxP99 === undefined || result.p99 < maxP99;
  // A figure made of refusals or errors measures nothing: it is shown, and never counts as met.
  const failed = result.non2xx + result.errors;
  return {
    figure,
    value: `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms${cpu(result)}${failed > 0 ? ` (${failed} not 2xx)` : ''}`,
    reference: `${referenceName}: ${Math.round(reference.requestsPerSecond)} req/s, p99 ${reference.p99} ms${cpu(reference)}`,
    ratio: `${ratio.toFixed(2)}${cpuRatio}`,
    target: `≥ ${Number(minRatio.toFixed(2))}×${maxP99 === undefined ? '' : `, p99 < ${maxP99} ms`}`,
    met: ratio >= minRatio && p99Met && failed === 0,
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

// ---- the close of business at scale -----------------------------------------------------------------

interface ScaleDatabase {
  url: string;
  data: BenchData;
}

async function fillToScale(): Promise<ScaleDatabase> {
  const url = await recreateDatabase('bench_scale');
  const data = await runJson<BenchData>(tsx('bench/bench-data.ts', url), { TMPDIR: temp });
  const seeded = await runJson<Record<string, number>>(
    tsx('bench/seed-scale.ts', url, String(data.memberId)),
  );
  note(`filled to scale in ${seeded.seconds} s: ${JSON.stringify(seeded)}`);
  scaleSeeding = seeded;
  return { url, data };
}

/** At most this long for the close of business at scale; past it the step is reported as not finished. */
const COB_LIMIT_SECONDS = Number(process.env.COB_LIMIT_SECONDS ?? 600);

/**
 * The close of business of one business date over the database filled to scale, as production runs it:
 * Quayside started on a book that has never closed a day, whose worker (checking every second here) closes
 * the day before today — every loan paid out by then — in its first check. The run's own row gives the
 * loans and the wall time (started → finished, the server's clock); the server's CPU is read from /proc
 * when the run is first seen and when it is seen finished (polled every 50 ms). The bill reminders' first
 * check comes 30 s after the start (their interval set to a day); when the close of business is still running
 * then, it is said so, and the step waits for it before stopping the server either way, so the reads measured
 * afterwards on this database meet neither job.
 */
async function closeOfBusiness(scale: ScaleDatabase) {
  note(
    'close of business over the database filled to scale: the day before today, every loan paid out by then',
  );
  const client = new pg.Client({ connectionString: scale.url });
  await client.connect();
  const server = await quayside({
    DATABASE_URL: scale.url,
    DATA_DIR: scale.data.dataDir,
    COB_CHECK_INTERVAL_SECONDS: '1',
    BILL_REMINDER_INTERVAL_SECONDS: '86400',
  });
  const remindersTold = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from notifications where title_key in ('notify.bill.overdue.title', 'notify.bill.dueSoon.title')`,
        )
      ).rows[0]?.n,
    );
  try {
    loadAverages.push(os.loadavg()[0] ?? 0);
    const remindersBefore = await remindersTold();
    const deadline = Date.now() + COB_LIMIT_SECONDS * 1000;
    let cpuAtStart: number | null = null;
    let remindersDuring = false;
    interface RunRow {
      business_date: string;
      started_at: Date;
      finished_at: Date | null;
      loans_done: number | null;
    }
    let run: RunRow | undefined;
    for (;;) {
      [run] = (await client.query<RunRow>('select * from cob_runs order by business_date desc limit 1')).rows;
      if (run && cpuAtStart === null) cpuAtStart = cpuMicros(server.pid);
      if (run?.finished_at || Date.now() > deadline) break;
      if (!remindersDuring && run && (await remindersTold()) > remindersBefore) remindersDuring = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpuAtEnd = cpuMicros(server.pid);
    loadAverages.push(os.loadavg()[0] ?? 0);
    if (!run?.finished_at) {
      const done = run
        ? Number(
            (
              await client.query<{ n: string }>(
                'select count(*) as n from cob_loan_progress where business_date = $1',
                [run.business_date],
              )
            ).rows[0]?.n,
          )
        : 0;
      const seconds = run ? (Date.now() - run.started_at.getTime()) / 1000 : COB_LIMIT_SECONDS;
      const cpu =
        cpuAtStart !== null && cpuAtEnd !== null && done > 0
          ? `, server CPU ${Math.round((cpuAtEnd - cpuAtStart) / done)} µs/loan`
          : '';
      const partial = `not finished in ${COB_LIMIT_SECONDS} s: ${done} loans in ${seconds.toFixed(1)} s, ${Math.round(done / seconds)} loans/s${cpu}`;
      note(`  ${partial}`);
      rows.push({
        figure: 'PostgreSQL at scale: close of business, one date',
        value: partial,
        reference: '',
        ratio: '',
        target: 'finishes',
        met: false,
      });
      return;
    }
    const { rows: outcome } = await client.query<{
      loans: string;
      failed: string;
      notices: string;
      dpd: string;
    }>(
      `select (select count(*) from cob_loan_progress where business_date = $1) as loans,
              (select count(*) from cob_loan_progress where business_date = $1 and outcome = 'FAILED') as failed,
              (select count(*) from statutory_notices where business_date = $1) as notices,
              (select count(*) from loan_dpd_log where business_date = $1 and days_past_due > 0) as dpd`,
      [run.business_date],
    );
    const loans = Number(outcome[0]?.loans);
    const failed = Number(outcome[0]?.failed);
    const seconds = (run.finished_at.getTime() - run.started_at.getTime()) / 1000;
    const cpuSeconds = cpuAtStart !== null && cpuAtEnd !== null ? (cpuAtEnd - cpuAtStart) / 1e6 : null;
    const cpu =
      cpuSeconds === null
        ? ''
        : `, server CPU ${cpuSeconds.toFixed(1)} s (${Math.round((cpuSeconds * 1e6) / loans)} µs/loan)`;
    const line = `${loans.toLocaleString('en-GB')} loans of ${run.business_date} in ${seconds.toFixed(1)} s, ${Math.round(loans / seconds)} loans/s${cpu}`;
    note(
      `  ${line}; ${outcome[0]?.dpd} past due, ${outcome[0]?.notices} s86B notices raised, ${failed} failed${remindersDuring ? "; the bill reminders' first run fell inside it" : ''}`,
    );
    rows.push({
      figure: 'PostgreSQL at scale: close of business, one date',
      value: line,
      reference: '',
      ratio: '',
      target: 'every loan closed, none failed',
      met: failed === 0 && loans === run.loans_done,
    });
    // The reminders' first check, so that the reads measured next on this database do not meet it.
    while ((await remindersTold()) === remindersBefore && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await server.stop();
    await client.end();
  }
}

// ---- the run ----------------------------------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'quayside-bench-'));
let postgresVersion = 'not reached';
let scaleSeeding: Record<string, number> | undefined;
try {
  if (!ONLY || ONLY === 'loan') await loanMaths();
  if (ONLY === 'cob') {
    if (await postgresReachable()) await closeOfBusiness(await fillToScale());
    else note(`PostgreSQL not reachable at ${POSTGRES_BASE}: the close of business at scale is skipped`);
  }
  if (!ONLY || ONLY === 'postgres' || ONLY === 'pglite') {
    const constant = await startServer(tsx('bench/references.ts', 'constant'));
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
        constant,
      );
      if (!process.env.BENCH_NO_SCALE) {
        const { url: scaleUrl, data: scaleData } = await fillToScale();
        // First, so that the server measured on this database afterwards finds the day closed (its worker
        // would otherwise start the same close of business 20 s into the reads).
        await closeOfBusiness({ url: scaleUrl, data: scaleData });
        const plans = await runJson<Record<string, string>>(
          tsx('bench/explain.ts', scaleUrl, String(scaleData.memberId)),
        );
        note(`query plans in bench/plans/, execution times: ${JSON.stringify(plans)}`);
        await api(
          {
            label: 'PostgreSQL',
            env: { DATABASE_URL: scaleUrl, DATA_DIR: scaleData.dataDir },
            data: scaleData,
            reference,
            referenceName: 'bare Fastify + pg select',
          },
          constant,
          'scale',
        );
      }
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
        constant,
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
  // The writes' section (npm run bench:writes) is kept: this run does not measure them.
  const resultsFile = path.join(root, 'bench', 'RESULTS.md');
  const previous = readFileSync(resultsFile, 'utf8');
  const writesAt = previous.indexOf(WRITES_MARKER);
  const writes = writesAt < 0 ? '' : `\n${previous.slice(writesAt)}`;
  writeFileSync(
    resultsFile,
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
      settings: `${CONNECTIONS} connections, ${SECONDS} s per route after a 1 s warm-up${scaleSeeding ? `; the database filled to scale (bench/seed-scale.ts) held ${JSON.stringify(scaleSeeding)}` : ''}`,
      table,
    }) + writes,
  );
  process.stdout.write('written to bench/RESULTS.md\n');
}
