// `npm test`: install what is missing, then types, lint, catalogs, bundle budget, unit, API (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), the crash loop (the server killed and restarted under load, on PGlite and on
// the local PostgreSQL when it answers), two server processes behind a round-robin proxy (PostgreSQL, Redis and
// an S3 server shared) and the browser journeys against the production build. Every step runs
// even after a failure, so the closing `N passed, N failed` line covers everything.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChineseFont, ensureChromium } from './lib/chromium.mjs';
import { playwrightCounts, vitestCounts } from './lib/counts.mjs';
import { build, ensureDependencies } from './lib/freshness.mjs';
import { bin, root, run, runCaptured, seconds } from './lib/process.mjs';

const reports = path.join(root, 'node_modules', '.tmp', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const table = [];
const say = (line) => process.stdout.write(`${line}\n`);

function heading(title) {
  say(`\n━━ ${title} ${'━'.repeat(Math.max(3, 70 - title.length))}`);
}

function record(step, counts, ms) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  table.push({ step, ...counts, ms });
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  say(`── ${step}: ${parts.join(', ')} in ${seconds(ms)}${counts.note ? ` (${counts.note})` : ''}`);
}

/** A step that is one test: it passes when the command exits 0. */
async function checkStep(step, command, args, options) {
  heading(step);
  const { code, ms } = await run(command, args, options);
  record(step, code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }, ms);
  return code === 0;
}

/** A one-test step started now, in the background; `report()` prints its output and counts it. */
function backgroundCheck(step, command, args) {
  const done = runCaptured(command, args);
  return async () => {
    const { code, ms, output } = await done;
    heading(step);
    process.stdout.write(output);
    record(
      step,
      code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
      ms,
    );
  };
}

async function vitestStep(step, project, file, env = {}) {
  heading(step);
  const outputFile = path.join(reports, file);
  rmSync(outputFile, { force: true });
  const { code, ms } = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { env: { ...process.env, ...env } },
  );
  record(step, vitestCounts(outputFile, code), ms);
}

/**
 * The crash loop is a node script, not a vitest project: it starts and kills the real server many times.
 * Its output is shown as it comes and its closing `N passed, N failed` line is counted.
 */
async function crashLoopStep(step) {
  heading(step);
  const begun = Date.now();
  const counts = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/crash-loop/crash-loop.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', () => resolve({ passed: 0, failed: 1, skipped: 0, note: 'could not start' }));
    child.on('exit', (code) => {
      const line = [...output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].at(-1);
      if (!line) resolve({ passed: 0, failed: 1, skipped: 0, note: `exit ${code}, no summary` });
      else {
        const failed = Number(line[2]) || (code === 0 ? 0 : 1);
        resolve({ passed: Number(line[1]), failed, skipped: 0 });
      }
    });
  });
  record(step, counts, Date.now() - begun);
}

const started = Date.now();

heading('install');
if (!(await ensureDependencies(say))) {
  record('install', { passed: 0, failed: 1, skipped: 0 }, Date.now() - started);
  finish();
}
// Reports live under node_modules/.tmp, so only after the install (npm ci empties node_modules).
mkdirSync(reports, { recursive: true });
const chromium = await ensureChromium(say);
if (chromium.path) say(`> browser: ${chromium.path}`);
else say(`> ${chromium.error}`);
if (chromium.path) await ensureChineseFont(say);

// The static checks read the sources and write nothing the build or another check reads (the build rewrites
// src/routeTree.gen.ts only when a route changed and the committed tree is stale, which tsc fails on
// anyway); each is one mostly single-threaded process. They run beside the build and each other, so this part costs about the
// longest of them rather than their sum; their output is printed whole once the build has ended.
const staticChecks = [
  backgroundCheck('types (tsc -b)', bin('tsc'), ['-b']),
  backgroundCheck('lint (biome check .)', bin('biome'), ['check', '.']),
  backgroundCheck('layers of src/ (scripts/check-layers.mjs)', process.execPath, [
    'scripts/check-layers.mjs',
  ]),
  backgroundCheck('shape of server/modules (scripts/check-server-modules.mjs)', process.execPath, [
    'scripts/check-server-modules.mjs',
  ]),
  backgroundCheck('docs name only what exists (scripts/check-doc-paths.mjs)', process.execPath, [
    'scripts/check-doc-paths.mjs',
  ]),
  backgroundCheck('catalogs match the sources (scripts/check-catalogs.mjs)', process.execPath, [
    '--import',
    'tsx',
    'scripts/check-catalogs.mjs',
  ]),
];

heading(
  'build (vite build), with types, lint, layers, server modules, doc paths and catalogs checked beside it',
);
const buildStarted = Date.now();
const built = await build(say);
say(`── build ${built ? 'succeeded' : 'FAILED'} in ${seconds(Date.now() - buildStarted)}`);
for (const report of staticChecks) await report();
if (built) {
  await checkStep('bundle budget (bench/bundle-size.mjs --check)', process.execPath, [
    'bench/bundle-size.mjs',
    '--check',
  ]);
} else {
  record('bundle budget', { passed: 0, failed: 1, skipped: 0, note: 'the build failed' }, 0);
}

await vitestStep('unit tests (vitest unit)', 'unit', 'unit.json');
await vitestStep('API tests on PGlite (vitest api)', 'api', 'api-pglite.json', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  await vitestStep('API tests on PostgreSQL (vitest api, TEST_DB=postgres)', 'api', 'api-postgres.json', {
    TEST_DB: 'postgres',
  });
} else {
  say('\n── API tests on PostgreSQL: not run (TEST_DATABASE_URL is not set)');
}

await crashLoopStep('crash loop (tests/crash-loop, SIGKILL under load)');
// Skipped (and counted as skipped) when PostgreSQL or Redis does not answer on 127.0.0.1.
await vitestStep('two servers behind a proxy (vitest servers)', 'servers', 'servers.json');

heading('browser journeys (playwright test)');
if (!built) {
  record('browser journeys', { passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' }, 0);
} else if (!chromium.path) {
  record('browser journeys', { passed: 0, failed: 1, skipped: 0, note: `not run: ${chromium.error}` }, 0);
} else {
  const outputFile = path.join(reports, 'e2e.json');
  rmSync(outputFile, { force: true });
  const { code, ms } = await run(bin('playwright'), ['test'], {
    env: { ...process.env, CHROMIUM_PATH: chromium.path, E2E_JSON_REPORT: outputFile },
  });
  record('browser journeys', playwrightCounts(outputFile, code), ms);
}

finish();

function finish() {
  say('\n━━ summary ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━');
  for (const row of table) {
    const skipped = row.skipped ? `, ${row.skipped} skipped` : '';
    say(
      `  ${row.failed ? '✗' : '✓'} ${row.step.padEnd(58)} ${row.passed} passed, ${row.failed} failed${skipped}  ${seconds(row.ms)}`,
    );
  }
  say(`  total time ${seconds(Date.now() - started)}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  say(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}
