// The API built in the bench's own process, as the test suites build theirs, to make a bench's data
// through the routes a borrower and an operator use (bench/bench-data.ts, bench/writes-data.ts).
import { buildApp } from '../../server/app';
import type { AppDeps } from '../../server/app-deps';
import { parseConfig } from '../../server/config';
import { startSimulatedAgency } from '../../server/credit-agency/simulated-agency-server';
import { seed } from '../../server/db/seed';
import { ManualClock } from '../../server/lib/clock';
import { createRuntime } from '../../server/runtime';
import type { TestContext } from '../../tests/helpers/test-app';

/** Migrated and seeded; `close` ends the app and the database. */
export async function apiInProcess(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  // Applications made here are searched as the server searches them: on the simulated agency.
  const agency = await startSimulatedAgency();
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    CREDIT_REFERENCE_URL: agency.url,
    ...env,
  });
  const runtime = await createRuntime(config);
  // The clock reads today, so the sessions made here are live when the server (on the system clock) starts.
  const clock = new ManualClock(new Date());
  const deps: AppDeps = { ...runtime, clock };
  await seed(deps.db, config, clock.now());
  const app = await buildApp(deps, { logger: false, distDir: '/nonexistent' });
  await app.ready();
  const ctx = { app, deps, clock, close: async () => {} } as TestContext;
  return {
    ctx,
    config,
    close: async () => {
      await app.close();
      await runtime.database.close();
      await agency.close();
    },
  };
}
