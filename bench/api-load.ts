// API throughput on this machine: starts the real app in-process on 127.0.0.1 (a fresh PGlite in a temp
// folder, or PostgreSQL when DATABASE_URL is set), then runs autocannon against a few public routes and a
// logged-in one, ~10 s each, and prints req/s and latency. Everything stays on the loopback interface and
// stops by itself.
//   npm run bench:api
//   DURATION=5 CONNECTIONS=20 npm run bench:api
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { seed } from '../server/db/seed';
import { createRuntime } from '../server/runtime';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no types; only the promise form used here is described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quayside-bench-'));

const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});
const deps = await createRuntime(config);
const [borrower] = await seed(deps.db, config);
const app = await buildApp(deps, { logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
  { name: 'GET /api/health', url: `${address}/api/health` },
  {
    name: 'GET /api/config/getValue (2 codes)',
    url: `${address}/api/config/getValue?configCodes=LOAN_YEAR_RATE,LOAN_MAXIMUM_AMOUNT`,
  },
  { name: 'GET /api/news/list', url: `${address}/api/news/list?type=blog&page=1&pageSize=10` },
];

// One login (argon2id, rate limited), then the logged-in route reads the member by id through the session.
const login = await fetch(`${address}/api/member/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: borrower?.email, password: borrower?.password }),
});
const loginBody = (await login.json().catch(() => null)) as {
  code?: string;
  data?: { token?: string; member?: { id?: number | string } };
} | null;
if (loginBody?.code === '0' && loginBody.data?.token && loginBody.data.member?.id !== undefined) {
  targets.push({
    name: 'GET /api/member/{id}/info (logged in)',
    url: `${address}/api/member/${loginBody.data.member.id}/info`,
    headers: { token: loginBody.data.token },
  });
} else {
  console.log(
    `login did not work (HTTP ${login.status}, code ${loginBody?.code}): skipping member/{id}/info`,
  );
}

console.log(
  `Quayside API on ${deps.database.kind === 'pglite' ? 'PGlite (temp folder)' : 'PostgreSQL'}, ${connections} connections, ${duration} s per route, Node ${process.versions.node}, ${os.cpus().length} cores`,
);
console.log(
  `${'route'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  non-2xx/errors`,
);
try {
  for (const target of targets) {
    const result = await autocannon({ url: target.url, connections, duration, headers: target.headers });
    console.log(
      `${target.name.padEnd(42)} ${Math.round(result.requests.average).toString().padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)}  ${result.non2xx}/${result.errors + result.timeouts}`,
    );
  }
} finally {
  await app.close();
  await deps.database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
